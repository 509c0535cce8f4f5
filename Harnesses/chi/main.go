// Pathways conformance harness for go-chi/chi v5. Speaks Conformance/PROTOCOL.md on standard
// input and output; README.md beside this file says how routes and URLs are mapped.
package main

import (
	"strings"

	"github.com/go-chi/chi/v5"

	lib "pathways.local/harnesslib"
)

var choices = map[string]string{
	"patterns": ":name becomes {name} (chi's URL parameter, one segment); literals are written decoded, since chi routes the decoded " +
		"URL.Path when the URL has no escape that Go would write differently; a literal that does not decode, or decodes to text with '/', '{', '}' " +
		"or '*' (chi's separator and markers, which it cannot escape), cannot be written, and the input is skipped",
	"prefix": "two routes for the same handler: the pattern, and the pattern followed by /* (chi's catch-all)",
	"urls": "played as a Go server does: url.Parse of the URL (as an http.Client does), its RequestURI and host sent, read back with " +
		"http.ReadRequest, and Mux.ServeHTTP, which routes URL.RawPath when Go set it (the path holds an escape such as %2F that Go's own " +
		"encoding would not write) and URL.Path otherwise; 404 and 405 run no handler and are noMatch, as is a request net/http refuses; a URL " +
		"url.Parse refuses is skipped. Captures are chi.URLParam as a handler reads it: raw text when chi routed RawPath",
	"not declared": "typed, encoding (chi hands over strings and builds no paths), hosts, query (net/http's, not chi's), fragments, " +
		"customSchemes, patternErrors, urlErrors (no error codes)",
}

// table is one fresh chi router and what its handlers saw.
type table struct {
	mux *chi.Mux
	hit *lib.Hit
}

func fresh() *table { return &table{mux: chi.NewRouter(), hit: &lib.Hit{}} }

func path(route lib.Route) (string, error) {
	p, err := lib.RoutePattern(route, "chi has no fragment routes")
	if err != nil {
		return "", err
	}
	if err := lib.NoHost(route, "chi"); err != nil {
		return "", err
	}
	return lib.WritePath(route, p,
		func(name string) string { return "{" + name + "}" },
		func(literal string) (string, error) {
			return lib.DecodedLiteral(route, literal, "/{}*", "a chi pattern")
		})
}

func add(t *table, index int, route lib.Route) error {
	text, err := path(route)
	if err != nil {
		return err
	}
	handler := t.hit.Handler(index)
	t.mux.Method("GET", text, handler)
	if route.Prefix() {
		t.mux.Method("GET", strings.TrimRight(text, "/")+"/*", handler)
	}
	return nil
}

func match(t *lib.Table[*table], routes []lib.Route, url string) (lib.Response, error) {
	hit, err := lib.Dispatch(t.Router.mux, t.Router.hit, url)
	if err != nil || hit == nil {
		return lib.NoMatch, err
	}
	captures := map[string]string{}
	for _, name := range t.Patterns[hit.Index].Placeholders() {
		captures[name] = chi.URLParam(hit.Request, name)
	}
	return lib.MatchOutcome(routes[hit.Index].Name, captures, nil), nil
}

func main() {
	adapter := lib.Adapter[*table]{
		Router: "chi", PatternNoun: "pattern", RouteNoun: "route",
		NoCoding: "chi has no typed decoding or encoding",
		Fresh:    fresh, Add: add, Match: match,
	}
	hello := lib.Hello("chi", lib.ModuleVersion("github.com/go-chi/chi/v5"), []string{"prefix"}, choices)
	lib.Serve(hello, adapter.Respond)
}
