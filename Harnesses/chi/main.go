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
	"catchAll": "*name becomes /* (chi's catch-all, unnamed, only at the end); its value URLParam(\"*\") is the rest of the routed path as " +
		"one string, reported split on '/' under the fixture's name. The split is faithful: when the URL holds a %2F Go sets URL.RawPath " +
		"and chi routes it still escaped, so only real separators are '/' (and the elements stay escaped, like every capture from RawPath). " +
		"An empty rest or empty segments become empty elements. A prefix route ending in a catch-all is the one route",
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
	return lib.WritePathWithCatchAll(route, p,
		func(name string) string { return "{" + name + "}" },
		func(literal string) (string, error) {
			return lib.DecodedLiteral(route, literal, "/{}*", "a chi pattern")
		},
		func(string) string { return "*" })
}

func add(t *table, index int, route lib.Route) error {
	text, err := path(route)
	if err != nil {
		return err
	}
	handler := t.hit.Handler(index)
	t.mux.Method("GET", text, handler)
	if _, _, catchAll := lib.ParsePattern(route.Pattern).CatchAll(); route.Prefix() && !catchAll {
		t.mux.Method("GET", strings.TrimRight(text, "/")+"/*", handler)
	}
	return nil
}

func match(t *lib.Table[*table], routes []lib.Route, url string) (lib.Response, error) {
	hit, err := lib.Dispatch(t.Router.mux, t.Router.hit, url)
	if err != nil || hit == nil {
		return lib.NoMatch, err
	}
	captures := map[string]any{}
	pattern := t.Patterns[hit.Index]
	for _, name := range pattern.Placeholders() {
		captures[name] = chi.URLParam(hit.Request, name)
	}
	if name, _, ok := pattern.CatchAll(); ok {
		// chi's catch-all is unnamed: its value, URLParam "*", is the rest of the path chi
		// routed, as one string. Its '/' are the separators of that path (a %2F makes Go set
		// RawPath, which chi then routes still escaped), so splitting on '/' keeps a%2Fb apart
		// from a/b; the elements are raw text when chi routed RawPath, like every capture.
		captures[name] = strings.Split(chi.URLParam(hit.Request, "*"), "/")
	}
	return lib.MatchOutcomeWithCatchAll(routes[hit.Index].Name, captures, nil), nil
}

func main() {
	adapter := lib.Adapter[*table]{
		Router: "chi", PatternNoun: "pattern", RouteNoun: "route",
		NoCoding: "chi has no typed decoding or encoding",
		Fresh:    fresh, Add: add, Match: match,
	}
	// The profiles of SPEC.md section 19 the router claims: none;
	// chi routes the path it is given and refuses no input.
	profiles := []string{}
	hello := lib.Hello("chi", lib.ModuleVersion("github.com/go-chi/chi/v5"), []string{"prefix", "catchAll"}, profiles, choices)
	lib.Serve(hello, adapter.Respond)
}
