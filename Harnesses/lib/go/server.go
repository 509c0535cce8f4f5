package harnesslib

import (
	"bufio"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
)

// Hit records which handler a router ran, and the request it ran with.
type Hit struct {
	Index   int
	Request *http.Request
	ran     bool
}

// Ran tells whether a handler ran.
func (h *Hit) Ran() bool { return h.ran }

// Record is called by a route's handler.
func (h *Hit) Record(index int, r *http.Request) {
	h.Index, h.Request, h.ran = index, r, true
}

// Handler is a handler for route index that records itself in h.
func (h *Hit) Handler(index int) http.Handler {
	return http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) { h.Record(index, r) })
}

// ServerRequest is the request a Go server reads for the URL: the URL is parsed as an
// http.Client does (url.Parse), its request target (RequestURI: the escaped path, "/" when empty,
// and the query; never the fragment) and host are sent, and the server parses them back with
// http.ReadRequest. A URL that url.Parse refuses is a Skip (no client sends it); a request the
// server refuses is nil with the reason (the server answers 400, no route runs).
func ServerRequest(raw string) (*http.Request, string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, "", Skipf("Go's url.Parse, which an http.Client uses, refuses the URL: %v", err)
	}
	wire := "GET " + u.RequestURI() + " HTTP/1.1\r\nHost: " + u.Host + "\r\n\r\n"
	req, err := http.ReadRequest(bufio.NewReader(strings.NewReader(wire)))
	if err != nil {
		return nil, err.Error(), nil
	}
	return req, "", nil
}

// Dispatch serves the URL with handler, as a Go server would, and returns what ran: nil when
// no route's handler ran (not found, a redirect, or a request the server refused).
func Dispatch(handler http.Handler, hit *Hit, raw string) (*Hit, error) {
	req, refused, err := ServerRequest(raw)
	if err != nil {
		return nil, err
	}
	if req == nil {
		logf("net/http refuses the request for %q: %s", raw, refused)
		return nil, nil
	}
	handler.ServeHTTP(httptest.NewRecorder(), req)
	if !hit.Ran() {
		return nil, nil
	}
	return hit, nil
}
