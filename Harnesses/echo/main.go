// Pathways conformance harness for labstack/echo v4, a Go web framework with a radix-tree router
// of its own. Speaks Conformance/PROTOCOL.md on standard input and output; README.md beside this
// file says how routes and URLs are mapped.
package main

import (
	"strings"

	"github.com/labstack/echo/v4"

	lib "pathways.local/harnesslib"
)

var choices = map[string]string{
	"engine": "echo.New() with its defaults and no middleware (no trailing-slash middleware, no path cleaning)",
	"patterns": ":name stays :name (echo's path parameter, up to the next '/'); literals are written decoded, since echo routes the decoded " +
		"URL.Path when Go set no URL.RawPath; a literal that does not decode, or decodes to text with '/', ':' or '*' (echo's separator and " +
		"markers, which it cannot escape), cannot be written, and the input is skipped",
	"prefix": "two routes for the same handler: the pattern, and the pattern followed by /* (echo's match-any parameter)",
	"catchAll": "*name becomes /* (echo's match-any parameter, unnamed, only at the end); its value Param(\"*\") is the rest of the routed " +
		"path as one string, reported split on '/' under the fixture's name. The split is faithful: when the URL holds a %2F Go sets " +
		"URL.RawPath and echo routes it still escaped, so only real separators are '/' (and the elements stay escaped, like every " +
		"capture from RawPath). An empty rest or empty segments become empty elements. A prefix route ending in a catch-all is the one route",
	"urls": "played as a Go server does: url.Parse of the URL (as an http.Client does), its RequestURI and host sent, read back with " +
		"http.ReadRequest, and Echo.ServeHTTP, which routes URL.RawPath when Go set it (the path holds an escape such as %2F that Go's own " +
		"encoding would not write) and URL.Path otherwise (echo.GetPath); a 404 or 405 runs no handler and is noMatch, as is a request " +
		"net/http refuses; a URL url.Parse refuses is skipped. Captures are Context.Param as a handler reads it: raw text when echo routed " +
		"RawPath, since echo does not unescape parameters",
	"not declared": "typed, encoding (Echo.Reverse fills strings in, but the harness does not map it), hosts (Echo.Host routes a host to a " +
		"router of its own, not mapped), query (net/http's, not echo's), fragments, customSchemes, patternErrors, urlErrors (no error codes)",
}

// table is one fresh echo instance and what its handlers saw.
type table struct {
	echo   *echo.Echo
	hit    *lib.Hit
	params map[string]string
}

func fresh() *table {
	return &table{echo: echo.New(), hit: &lib.Hit{}}
}

func path(route lib.Route) (string, error) {
	return lib.ColonPath(route, "echo", "an echo path", func(string) string { return "*" })
}

func add(t *table, index int, route lib.Route) error {
	text, err := path(route)
	if err != nil {
		return err
	}
	handle := func(c echo.Context) error {
		t.hit.Record(index, c.Request())
		t.params = map[string]string{}
		for _, name := range c.ParamNames() {
			t.params[name] = c.Param(name)
		}
		return nil
	}
	t.echo.GET(text, handle)
	if _, _, catchAll := lib.ParsePattern(route.Pattern).CatchAll(); route.Prefix() && !catchAll {
		t.echo.GET(strings.TrimRight(text, "/")+"/*", handle)
	}
	return nil
}

func match(t *lib.Table[*table], routes []lib.Route, url string) (lib.Response, error) {
	hit, err := lib.Dispatch(t.Router.echo, t.Router.hit, url)
	if err != nil || hit == nil {
		return lib.NoMatch, err
	}
	captures := map[string]any{}
	pattern := t.Patterns[hit.Index]
	for _, name := range pattern.Placeholders() {
		captures[name] = t.Router.params[name]
	}
	if name, _, ok := pattern.CatchAll(); ok {
		// echo's match-any parameter is unnamed: its value, Param "*", is the rest of the path
		// echo routed, as one string, split here on its '/' (a %2F makes Go set RawPath, which
		// echo then routes still escaped, so a '/' is always a separator).
		captures[name] = strings.Split(t.Router.params["*"], "/")
	}
	return lib.MatchOutcomeWithCatchAll(routes[hit.Index].Name, captures, nil), nil
}

func main() {
	adapter := lib.Adapter[*table]{
		Router: "echo", PatternNoun: "path", RouteNoun: "route",
		NoCoding: "echo has no typed decoding or encoding",
		Fresh:    fresh, Add: add, Match: match,
	}
	// The profiles of SPEC.md section 19 the router claims: none;
	// echo routes the path it is given and refuses no input.
	profiles := []string{}
	hello := lib.Hello("echo", lib.DebianVersion("/usr/share/gocode/src/github.com/labstack/echo"), []string{"prefix", "catchAll"}, profiles, choices)
	lib.Serve(hello, adapter.Respond)
}
