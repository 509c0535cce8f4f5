package harnesslib

import "strings"

// ColonPath writes a fixture route in the path syntax httprouter made common and gin and echo
// share: ":name" for a placeholder, a literal decoded (these routers match the decoded path, and
// a literal that decodes to '/', ':' or '*' cannot be written, since the syntax has no escape for
// them), and catchAll(name) for a catch-all ("*name", or "*" where the catch-all has no name).
// router names the router in skip reasons, holder what holds the literal ("a gin path").
func ColonPath(r Route, router, holder string, catchAll func(name string) string) (string, error) {
	p, err := RoutePattern(r, router+" has no fragment routes")
	if err != nil {
		return "", err
	}
	if err := NoHost(r, router); err != nil {
		return "", err
	}
	return WritePathWithCatchAll(r, p,
		func(name string) string { return ":" + name },
		func(literal string) (string, error) { return DecodedLiteral(r, literal, "/:*", holder) },
		catchAll)
}

// RestCaptures is what a handler of httprouter or gin reads from a match of pattern: each
// placeholder's value by name, and the catch-all's value, the rest of the decoded path as one
// string with its leading '/', as its elements: that string split on '/' (so a decoded %2F
// splits an element, and an empty rest is one empty element).
func RestCaptures(pattern Pattern, byName func(name string) string) map[string]any {
	captures := map[string]any{}
	for _, name := range pattern.Placeholders() {
		captures[name] = byName(name)
	}
	if name, _, ok := pattern.CatchAll(); ok {
		captures[name] = strings.Split(strings.TrimPrefix(byName(name), "/"), "/")
	}
	return captures
}
