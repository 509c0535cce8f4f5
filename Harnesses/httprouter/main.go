// Pathways conformance harness for julienschmidt/httprouter. Speaks Conformance/PROTOCOL.md on
// standard input and output; README.md beside this file says how routes and URLs are mapped.
package main

import (
	"net/http"

	"github.com/julienschmidt/httprouter"

	lib "pathways.local/harnesslib"
)

// rest names the catch-all parameter that turns a pattern into a prefix route.
const rest = "pathways_rest"

var choices = map[string]string{
	"patterns": ":name stays :name (httprouter's named parameter, one non-empty segment); literals are written decoded, since httprouter matches " +
		"the decoded URL.Path; a literal that does not decode, or decodes to text with '/', ':' or '*' (httprouter's separator and wildcard markers, " +
		"which it cannot escape), cannot be written, and the input is skipped",
	"prefix": "two routes for the same handler: the pattern, and the pattern followed by /*pathways_rest (httprouter's catch-all); " +
		"httprouter refuses the pair where a catch-all would conflict, and then refuses the route",
	"catchAll": "*name stays *name (httprouter's catch-all, the rest of the path, which it allows only at the end); it matches the decoded " +
		"URL.Path and hands the rest over as one string with its leading '/', which the harness reports split on '/': a %2F is a '/' before " +
		"httprouter sees it, so it splits an element, and an empty rest or empty segments become empty elements. A prefix route ending in " +
		"a catch-all is the one route, since its catch-all already takes any rest",
	"refusals": "httprouter panics on a route that overlaps one it holds (a literal beside a parameter at one position, two parameter names " +
		"at one position, the same path twice); the route is left out and the router built again without it",
	"urls": "played as a Go server does: url.Parse of the URL (as an http.Client does), its RequestURI and host sent, read back with " +
		"http.ReadRequest, and Router.ServeHTTP; a redirect (RedirectTrailingSlash, RedirectFixedPath, both on by default), 404 or 405 runs " +
		"no handler and is noMatch, as is a request net/http refuses; a URL url.Parse refuses is skipped",
	"not declared": "typed, encoding (httprouter hands over strings and builds no paths), hosts, query (net/http's, not httprouter's), " +
		"fragments, customSchemes, patternErrors, urlErrors (no error codes)",
}

// table is one fresh httprouter and what its handlers saw.
type table struct {
	router *httprouter.Router
	hit    *lib.Hit
	params httprouter.Params
}

func fresh() *table {
	return &table{router: httprouter.New(), hit: &lib.Hit{}}
}

func path(route lib.Route) (string, error) {
	return lib.ColonPath(route, "httprouter", "an httprouter path", func(name string) string { return "*" + name })
}

func add(t *table, index int, route lib.Route) error {
	text, err := path(route)
	if err != nil {
		return err
	}
	handle := func(_ http.ResponseWriter, r *http.Request, ps httprouter.Params) {
		t.hit.Record(index, r)
		t.params = ps
	}
	t.router.GET(text, handle)
	if _, _, catchAll := lib.ParsePattern(route.Pattern).CatchAll(); route.Prefix() && !catchAll {
		base := text
		for len(base) > 0 && base[len(base)-1] == '/' {
			base = base[:len(base)-1]
		}
		t.router.GET(base+"/*"+rest, handle)
	}
	return nil
}

func match(t *lib.Table[*table], routes []lib.Route, url string) (lib.Response, error) {
	hit, err := lib.Dispatch(t.Router.router, t.Router.hit, url)
	if err != nil || hit == nil {
		return lib.NoMatch, err
	}
	// httprouter hands a catch-all over as one string, the rest of the decoded path with its
	// leading '/'.
	captures := lib.RestCaptures(t.Patterns[hit.Index], t.Router.params.ByName)
	return lib.MatchOutcomeWithCatchAll(routes[hit.Index].Name, captures, nil), nil
}

func main() {
	adapter := lib.Adapter[*table]{
		Router: "httprouter", PatternNoun: "path", RouteNoun: "route",
		NoCoding: "httprouter has no typed decoding or encoding",
		Fresh:    fresh, Add: add, Match: match,
	}
	// The profiles of SPEC.md section 19 the router claims: none;
	// httprouter redirects to cleaned paths and refuses no input.
	profiles := []string{}
	hello := lib.Hello("httprouter", lib.ModuleVersion("github.com/julienschmidt/httprouter"), []string{"prefix", "catchAll"}, profiles, choices)
	lib.Serve(hello, adapter.Respond)
}
