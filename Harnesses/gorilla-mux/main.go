// Pathways conformance harness for gorilla/mux. Speaks Conformance/PROTOCOL.md on standard input
// and output; README.md beside this file says how routes and URLs are mapped.
package main

import (
	"github.com/gorilla/mux"
	"strings"

	lib "pathways.local/harnesslib"
)

var choices = map[string]string{
	"patterns": ":name becomes {name} (mux's variable, default pattern [^/]+); literals are written decoded, since mux matches the " +
		"decoded URL.Path by default; a literal that does not decode, or decodes to text with '/', '{' or '}', cannot be written, and the " +
		"input is skipped. Routes are added in registration order with Methods(\"GET\"); the first that matches wins",
	"catchAll": "*name becomes {name:.+} (a mux variable with the regular expression .+, which spans segments); the variable is one " +
		"string over the decoded URL.Path, reported split on '/': a %2F is a '/' before mux sees it, so it splits an element. A prefix " +
		"route ending in a catch-all is PathPrefix of that template, as for any prefix route",
	"prefix": "Router.PathPrefix(pattern), mux's own prefix route, which compares text, not whole segments",
	"hosts": "Route.Host(host) for a route with a host (mux's host template, the host as written); a route without a host has no host " +
		"matcher and serves every host",
	"refusals": "a template mux refuses is Route.GetError(); the route is left out",
	"urls": "played as a Go server does: url.Parse of the URL (as an http.Client does), its RequestURI and host sent, read back with " +
		"http.ReadRequest, and Router.ServeHTTP with mux's defaults (path cleaning on, so '//' and dot segments are redirected; StrictSlash off); " +
		"a redirect, 404 or 405 runs no handler and is noMatch, as is a request net/http refuses; a URL url.Parse refuses is skipped. Captures " +
		"are mux.Vars",
	"not declared": "typed, encoding (mux hands over strings; URL() builds from strings and checks only its regular expressions), " +
		"query (Queries is a matcher, the values are net/http's), fragments, customSchemes, patternErrors, urlErrors (no error codes)",
}

// table is one fresh mux router and what its handlers saw.
type table struct {
	router *mux.Router
	hit    *lib.Hit
}

func fresh() *table { return &table{router: mux.NewRouter(), hit: &lib.Hit{}} }

func path(route lib.Route) (string, error) {
	p, err := lib.RoutePattern(route, "mux has no fragment routes")
	if err != nil {
		return "", err
	}
	return lib.WritePathWithCatchAll(route, p,
		func(name string) string { return "{" + name + "}" },
		func(literal string) (string, error) {
			return lib.DecodedLiteral(route, literal, "/{}", "a mux template")
		},
		func(name string) string { return "{" + name + ":.+}" })
}

func add(t *table, index int, route lib.Route) error {
	text, err := path(route)
	if err != nil {
		return err
	}
	r := t.router.NewRoute()
	if route.Host != nil {
		r = r.Host(*route.Host)
	}
	if route.Prefix() {
		r = r.PathPrefix(text)
	} else {
		r = r.Path(text)
	}
	r = r.Methods("GET").Handler(t.hit.Handler(index))
	return r.GetError()
}

func match(t *lib.Table[*table], routes []lib.Route, url string) (lib.Response, error) {
	hit, err := lib.Dispatch(t.Router.router, t.Router.hit, url)
	if err != nil || hit == nil {
		return lib.NoMatch, err
	}
	vars := mux.Vars(hit.Request)
	captures := map[string]any{}
	pattern := t.Patterns[hit.Index]
	for _, name := range pattern.Placeholders() {
		captures[name] = vars[name]
	}
	if name, _, ok := pattern.CatchAll(); ok {
		// {name:.+} is one variable over the decoded URL.Path: its elements are that string
		// split on '/', which cannot tell a %2F (decoded by Go before mux sees it) from a '/'.
		captures[name] = strings.Split(vars[name], "/")
	}
	return lib.MatchOutcomeWithCatchAll(routes[hit.Index].Name, captures, nil), nil
}

func main() {
	adapter := lib.Adapter[*table]{
		Router: "mux", PatternNoun: "template", RouteNoun: "route",
		NoCoding: "mux has no typed decoding or encoding",
		Fresh:    fresh, Add: add, Match: match,
	}
	// The profiles of SPEC.md section 19 the router claims: none;
	// mux cleans dot segments by redirecting and refuses no input.
	profiles := []string{}
	hello := lib.Hello("gorilla-mux", lib.ModuleVersion("github.com/gorilla/mux"), []string{"hosts", "prefix", "catchAll"}, profiles, choices)
	lib.Serve(hello, adapter.Respond)
}
