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
//
// This is not a browser's reading: Go has no WHATWG URL parser (none in the standard library,
// none packaged in Debian 12), so url.Parse (RFC 3986) reads the URL. The Host sent is
// lower-cased and without an empty or default port for the special schemes, as a browser sends
// it (sentHost). Unlike a browser, it keeps a Unicode host (no IDNA), sends "." and ".."
// segments unresolved and a backslash as %5C, escapes a path again from its decoded form when it
// holds a character Go must escape (so "/notes/café%2Fa" is sent as "/notes/caf%C3%A9/a"), and
// refuses an invalid escape such as %zz (a skip here), which a browser sends as written.
// Conformance/HARNESS-GUIDE.md, "Go", lists these differences for harness authors.
func ServerRequest(raw string) (*http.Request, string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, "", Skipf("Go's url.Parse, which an http.Client uses, refuses the URL: %v", err)
	}
	wire := "GET " + u.RequestURI() + " HTTP/1.1\r\nHost: " + sentHost(u) + "\r\n\r\n"
	req, err := http.ReadRequest(bufio.NewReader(strings.NewReader(wire)))
	if err != nil {
		return nil, err.Error(), nil
	}
	return req, "", nil
}

// defaultPorts are the ports a browser leaves out of the Host it sends, by scheme.
var defaultPorts = map[string]string{"http": "80", "https": "443", "ws": "80", "wss": "443", "ftp": "21"}

// sentHost is the Host header a browser sends for u, as far as it can be had from url.Parse: for
// the special schemes (http, https, ws, wss, ftp) the host lower-cased, without an empty port or
// the scheme's default one; for other schemes the host as written. A browser also applies IDNA
// and rewrites IPv4 number forms, which Go's standard library does not do: those hosts are sent
// as written.
func sentHost(u *url.URL) string {
	port, special := defaultPorts[strings.ToLower(u.Scheme)]
	if !special {
		return u.Host
	}
	host := strings.ToLower(u.Host)
	if strings.HasSuffix(host, ":") {
		return strings.TrimSuffix(host, ":")
	}
	return strings.TrimSuffix(host, ":"+port)
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
