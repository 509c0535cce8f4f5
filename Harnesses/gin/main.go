// Pathways conformance harness for gin-gonic/gin, Go's most used web framework, whose router is
// a radix tree descended from httprouter's. Speaks Conformance/PROTOCOL.md on standard input and
// output; README.md beside this file says how routes and URLs are mapped.
package main

import (
	"os"
	"strings"

	"github.com/gin-gonic/gin"

	lib "pathways.local/harnesslib"
)

// rest names the catch-all parameter that turns a pattern into a prefix route.
const rest = "pathways_rest"

var choices = map[string]string{
	"engine": "gin.New() with its defaults (RedirectTrailingSlash on, RedirectFixedPath, UseRawPath and RemoveExtraSlash off) and no " +
		"middleware, in release mode so that gin's debug lines go to standard error, not into the protocol",
	"patterns": ":name stays :name (gin's named parameter, one segment); literals are written decoded, since gin matches the decoded " +
		"URL.Path by default; a literal that does not decode, or decodes to text with '/', ':' or '*' (gin's separator and wildcard markers, " +
		"which it cannot escape), cannot be written, and the input is skipped",
	"prefix": "two routes for the same handler: the pattern, and the pattern followed by /*pathways_rest (gin's catch-all); " +
		"gin refuses the pair where a catch-all would conflict, and then refuses the route",
	"catchAll": "*name stays *name (gin's catch-all, the rest of the path, allowed only at the end); it matches the decoded URL.Path and " +
		"hands the rest over as one string with its leading '/', which the harness reports split on '/': a %2F is a '/' before gin sees " +
		"it, so it splits an element, and an empty rest or empty segments become empty elements. A prefix route ending in a catch-all is " +
		"the one route, since its catch-all already takes any rest",
	"refusals": "gin panics on a route that conflicts with one it holds (two parameter names at one position, a catch-all beside " +
		"another route below it, the same path twice); the route is left out and the router built again without it",
	"urls": "played as a Go server does: url.Parse of the URL (as an http.Client does), its RequestURI and host sent, read back with " +
		"http.ReadRequest, and Engine.ServeHTTP; a redirect (RedirectTrailingSlash), 404 or 405 runs no handler and is noMatch, as is a " +
		"request net/http refuses; a URL url.Parse refuses is skipped. Captures are Context.Param as a handler reads it",
	"not declared": "typed (gin's binding reads into structs, not from the route), encoding (gin builds no paths), hosts, query " +
		"(Context.Query groups values by name, net/http's reading), fragments, customSchemes, patternErrors, urlErrors (no error codes)",
}

// table is one fresh gin engine and what its handlers saw.
type table struct {
	engine *gin.Engine
	hit    *lib.Hit
	params gin.Params
}

func fresh() *table {
	return &table{engine: gin.New(), hit: &lib.Hit{}}
}

func path(route lib.Route) (string, error) {
	return lib.ColonPath(route, "gin", "a gin path", func(name string) string { return "*" + name })
}

func add(t *table, index int, route lib.Route) error {
	text, err := path(route)
	if err != nil {
		return err
	}
	handle := func(c *gin.Context) {
		t.hit.Record(index, c.Request)
		t.params = c.Params
	}
	t.engine.GET(text, handle)
	if _, _, catchAll := lib.ParsePattern(route.Pattern).CatchAll(); route.Prefix() && !catchAll {
		t.engine.GET(strings.TrimRight(text, "/")+"/*"+rest, handle)
	}
	return nil
}

func match(t *lib.Table[*table], routes []lib.Route, url string) (lib.Response, error) {
	hit, err := lib.Dispatch(t.Router.engine, t.Router.hit, url)
	if err != nil || hit == nil {
		return lib.NoMatch, err
	}
	// gin hands a catch-all over as one string, the rest of the decoded path with its
	// leading '/'.
	captures := lib.RestCaptures(t.Patterns[hit.Index], t.Router.params.ByName)
	return lib.MatchOutcomeWithCatchAll(routes[hit.Index].Name, captures, nil), nil
}

func main() {
	// gin prints its route table and warnings to DefaultWriter, standard output by default,
	// which is the protocol's channel here.
	gin.SetMode(gin.ReleaseMode)
	gin.DefaultWriter = os.Stderr
	gin.DefaultErrorWriter = os.Stderr
	adapter := lib.Adapter[*table]{
		Router: "gin", PatternNoun: "path", RouteNoun: "route",
		NoCoding: "gin has no typed decoding or encoding",
		Fresh:    fresh, Add: add, Match: match,
	}
	// The profiles of SPEC.md section 19 the router claims: none;
	// gin redirects trailing slashes and refuses no input.
	profiles := []string{}
	hello := lib.Hello("gin", lib.DebianVersion("/usr/share/gocode/src/github.com/gin-gonic/gin"), []string{"prefix", "catchAll"}, profiles, choices)
	lib.Serve(hello, adapter.Respond)
}
