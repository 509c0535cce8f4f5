// Package harnesslib is the shared plumbing of the Go harnesses: the JSON-lines loop of
// Conformance/PROTOCOL.md, the reading of the fixture pattern syntax, the answers that do not
// depend on the router, and the playing of an HTTP server for a URL.
//
// It knows no router. Each harness gives an Adapter what is its router's own: a fresh router,
// how one fixture route is added to it, and how a URL is matched.
package harnesslib

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime/debug"
	"sort"
	"strings"
	"unicode/utf8"
)

// Protocol is the version of the harness protocol spoken here.
const Protocol = 1

// ProtocolMinor is the minor version spoken here: 1.1 adds catch-alls ("*name", captured as an
// array), a route's caseInsensitive, array types, the encode input's dateEncoding and four
// capabilities. This helper reads the pattern syntax of 1.1 and answers nothing typed, so every
// harness built on it speaks 1.1 and, since 1.2 only adds the hello's profiles, 1.2; a harness
// declares a 1.1 capability only when its router really has it.
const ProtocolMinor = 3

// Response is one answer: {"result": ...}, {"skip": ...} or {"error": ...}.
type Response = map[string]any

// Route is one fixture route.
type Route struct {
	Name     string          `json:"name"`
	Pattern  string          `json:"pattern"`
	Matching string          `json:"matching"`
	Host     *string         `json:"host"`
	Types    json.RawMessage `json:"types"`
}

// Prefix tells whether the route matches by prefix.
func (r Route) Prefix() bool { return r.Matching == "prefix" }

// Request is the request of one input.
type Request struct {
	CaseID string `json:"caseID"`
	Router struct {
		CustomSchemes []string `json:"customSchemes"`
	} `json:"router"`
	Routes []Route                    `json:"routes"`
	Input  map[string]json.RawMessage `json:"input"`
}

// Skip is the error a harness returns when its router cannot express an input.
type Skip struct{ Reason string }

func (s Skip) Error() string { return s.Reason }

// Skipf makes a Skip from a format.
func Skipf(format string, args ...any) error { return Skip{fmt.Sprintf(format, args...)} }

// Hello is the handshake: name names the expectations file; profiles are the profiles of SPEC.md
// section 19 the router claims (protocol 1.2; the cases of the others are skipped).
func Hello(name, version string, capabilities, profiles []string, choices map[string]string) map[string]any {
	caps := append([]string{}, capabilities...)
	sort.Strings(caps)
	claimed := append([]string{}, profiles...)
	sort.Strings(claimed)
	return map[string]any{
		"type":           "hello",
		"protocol":       Protocol,
		"protocolMinor":  ProtocolMinor,
		"implementation": map[string]any{"name": name, "version": version, "language": "go"},
		"capabilities":   caps,
		"profiles":       claimed,
		"choices":        choices,
	}
}

// ModuleVersion is the version of a module the harness was built with, read at run time. A
// module replaced by a directory (a Debian package under /usr/share/gocode) has no version of
// its own in the build, so the version of the Debian package that holds the directory is read.
func ModuleVersion(module string) string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	for _, dep := range info.Deps {
		if dep.Path != module {
			continue
		}
		if dep.Replace == nil {
			return dep.Version
		}
		if v := dep.Replace.Version; v != "" && v != "(devel)" {
			return v
		}
		if v := debianVersion(dep.Replace.Path); v != "" {
			return v
		}
		return dep.Version + " (replaced by " + dep.Replace.Path + ")"
	}
	return "unknown"
}

// debianVersion is the upstream version of the Debian package that owns path, or "".
func debianVersion(path string) string {
	owner, err := exec.Command("dpkg-query", "-S", path).Output()
	if err != nil {
		return ""
	}
	pkg := strings.TrimSpace(strings.SplitN(string(owner), ":", 2)[0])
	out, err := exec.Command("dpkg-query", "-W", "-f", "${Version}", pkg).Output()
	if err != nil {
		return ""
	}
	return UpstreamVersion(string(out))
}

// UpstreamVersion drops a Debian epoch and revision: "1:5.0.7-1" is "5.0.7".
func UpstreamVersion(v string) string {
	v = strings.TrimSpace(v)
	if i := strings.Index(v, ":"); i >= 0 {
		v = v[i+1:]
	}
	if i := strings.LastIndex(v, "-"); i >= 0 {
		v = v[:i]
	}
	return v
}

// ---------------------------------------------------------------------------------------------
// The JSON-lines loop.

func write(out *bufio.Writer, message any) error {
	line, err := json.Marshal(message)
	if err != nil {
		return err
	}
	if _, err := out.Write(append(line, '\n')); err != nil {
		return err
	}
	return out.Flush() // the runner waits for whole lines: flush every one
}

func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "harness: "+format+"\n", args...)
}

// Serve runs the conversation until stop or the end of input, then exits 0.
func Serve(hello map[string]any, respond func(Request) (Response, error)) {
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	out := bufio.NewWriter(os.Stdout)
	for {
		raw, err := in.ReadBytes('\n') // lines can be megabytes long: no fixed limit
		if len(strings.TrimSpace(string(raw))) > 0 {
			if stop := handle(out, raw, hello, respond); stop {
				break
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			logf("cannot read standard input: %v", err)
			break
		}
	}
	os.Exit(0)
}

func handle(out *bufio.Writer, raw []byte, hello map[string]any, respond func(Request) (Response, error)) (stop bool) {
	var message struct {
		Type    string          `json:"type"`
		ID      json.Number     `json:"id"`
		Request json.RawMessage `json:"request"`
	}
	if err := json.Unmarshal(raw, &message); err != nil {
		logf("ignoring a line that is not a JSON object (%v)", err)
		return false
	}
	switch message.Type {
	case "hello":
		if err := write(out, hello); err != nil {
			logf("cannot write the hello: %v", err)
		}
	case "stop":
		return true
	case "request":
		response := answer(message.Request, respond)
		if err := write(out, map[string]any{"type": "response", "id": message.ID, "response": response}); err != nil {
			_ = write(out, map[string]any{"type": "response", "id": message.ID,
				"response": Response{"error": "harness error: cannot write the answer: " + err.Error()}})
		}
	default:
		logf("ignoring a message of type %q", message.Type)
	}
	return false
}

// answer calls respond, turning a Skip into a skip and any other error or panic into an error,
// so that one input never stops the process.
func answer(raw json.RawMessage, respond func(Request) (Response, error)) (response Response) {
	defer func() {
		if p := recover(); p != nil {
			logf("panic: %v\n%s", p, debug.Stack())
			response = Response{"error": fmt.Sprintf("harness error: panic: %v", p)}
		}
	}()
	var request Request
	if err := json.Unmarshal(raw, &request); err != nil {
		return Response{"error": "harness error: cannot read the request: " + err.Error()}
	}
	response, err := respond(request)
	var skip Skip
	switch {
	case errors.As(err, &skip):
		return Response{"skip": skip.Reason}
	case err != nil:
		return Response{"error": "harness error: " + err.Error()}
	}
	return response
}

// ---------------------------------------------------------------------------------------------
// The fixture's pattern syntax: "/teams/:team_id/members/:member_id" with an optional "#route".

// Component is one component of a pattern: a placeholder (its name), a catch-all (its name) or
// a literal (raw text).
type Component struct {
	Placeholder   string
	Literal       string
	IsPlaceholder bool
	CatchAll      string
	IsCatchAll    bool
}

// Pattern is a fixture pattern split into components, not judged (the routers judge).
type Pattern struct {
	Text          string
	Components    []Component
	TrailingSlash bool
	Fragment      *string
}

// ParsePattern splits a fixture pattern.
func ParsePattern(text string) Pattern {
	path, fragment, hasFragment := strings.Cut(text, "#")
	body := strings.TrimPrefix(path, "/")
	trailing := body != "" && strings.HasSuffix(body, "/")
	if trailing {
		body = body[:len(body)-1]
	}
	p := Pattern{Text: text, TrailingSlash: trailing}
	if hasFragment {
		p.Fragment = &fragment
	}
	if body != "" {
		for _, part := range strings.Split(body, "/") {
			if strings.HasPrefix(part, ":") {
				p.Components = append(p.Components, Component{Placeholder: part[1:], IsPlaceholder: true})
			} else if strings.HasPrefix(part, "*") {
				p.Components = append(p.Components, Component{CatchAll: part[1:], IsCatchAll: true})
			} else {
				p.Components = append(p.Components, Component{Literal: part})
			}
		}
	}
	return p
}

// Placeholders are the pattern's placeholder names in order.
func (p Pattern) Placeholders() []string {
	names := []string{}
	for _, c := range p.Components {
		if c.IsPlaceholder {
			names = append(names, c.Placeholder)
		}
	}
	return names
}

// Names are the pattern's placeholder and catch-all names in order: a pattern input's answer.
func (p Pattern) Names() []string {
	names := []string{}
	for _, c := range p.Components {
		if c.IsPlaceholder {
			names = append(names, c.Placeholder)
		} else if c.IsCatchAll {
			names = append(names, c.CatchAll)
		}
	}
	return names
}

// CatchAll is the pattern's catch-all name and its component index, if it has one.
func (p Pattern) CatchAll() (name string, index int, ok bool) {
	for i, c := range p.Components {
		if c.IsCatchAll {
			return c.CatchAll, i, true
		}
	}
	return "", 0, false
}

func unhex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// StrictPercentDecode decodes %XX escapes once; false when an escape is malformed or the bytes
// are not UTF-8. Used only on fixture literals, never on URLs, which each router reads its way.
func StrictPercentDecode(raw string) (string, bool) {
	out := make([]byte, 0, len(raw))
	for i := 0; i < len(raw); i++ {
		if raw[i] != '%' {
			out = append(out, raw[i])
			continue
		}
		if i+2 >= len(raw) {
			return "", false
		}
		hi, ok1 := unhex(raw[i+1])
		lo, ok2 := unhex(raw[i+2])
		if !ok1 || !ok2 {
			return "", false
		}
		out = append(out, hi<<4|lo)
		i += 2
	}
	if !utf8.Valid(out) {
		return "", false
	}
	return string(out), true
}

// ---------------------------------------------------------------------------------------------
// Writing a fixture pattern in a router's syntax.

// RoutePattern is the route's parsed pattern; a Skip, with the reason noFragments, for a route
// with a fragment (none of the adapted routers has fragment routes).
func RoutePattern(r Route, noFragments string) (Pattern, error) {
	p := ParsePattern(r.Pattern)
	if p.Fragment != nil {
		return p, Skipf("route %s: %s", r.Name, noFragments)
	}
	return p, nil
}

// NoHost is a Skip for a route bound to a host, for routers without host routes.
func NoHost(r Route, router string) error {
	if r.Host != nil {
		return Skipf("route %s: %s has no host-specific routes", r.Name, router)
	}
	return nil
}

// DecodedLiteral is a fixture literal decoded, for routers that match the decoded path; a Skip
// when it does not decode, or decodes to text with one of the characters forbidden (the
// router's separators and markers). holder ("an httprouter path") ends that reason.
func DecodedLiteral(r Route, literal, forbidden, holder string) (string, error) {
	text, ok := StrictPercentDecode(literal)
	if !ok {
		return "", Skipf("route %s: the literal %q does not percent-decode", r.Name, literal)
	}
	if strings.ContainsAny(text, forbidden) {
		return "", Skipf("route %s: the literal %q decodes to %q, which %s cannot hold in one segment", r.Name, literal, text, holder)
	}
	return text, nil
}

// WritePath writes the pattern in a router's syntax: placeholder(name) and literal(raw) write
// the components, joined by '/' after a leading '/', with the trailing slash kept. A fixture
// pattern without a leading slash is handed to the router as written, for the router to judge.
func WritePath(r Route, p Pattern, placeholder func(string) string, literal func(string) (string, error)) (string, error) {
	return WritePathWithCatchAll(r, p, placeholder, literal, nil)
}

// WritePathWithCatchAll is WritePath for a router that has a catch-all: catchAll(name) writes a
// "*name" component. With a nil catchAll the route is a Skip (a harness that does not declare
// catchAll never receives one).
func WritePathWithCatchAll(r Route, p Pattern, placeholder func(string) string, literal func(string) (string, error), catchAll func(string) string) (string, error) {
	parts := make([]string, 0, len(p.Components))
	for _, c := range p.Components {
		if c.IsCatchAll {
			if catchAll == nil {
				return "", Skipf("route %s: the catch-all *%s cannot be written for this router", r.Name, c.CatchAll)
			}
			parts = append(parts, catchAll(c.CatchAll))
			continue
		}
		if c.IsPlaceholder {
			parts = append(parts, placeholder(c.Placeholder))
			continue
		}
		text, err := literal(c.Literal)
		if err != nil {
			return "", err
		}
		parts = append(parts, text)
	}
	if !strings.HasPrefix(r.Pattern, "/") {
		return r.Pattern, nil
	}
	path := "/" + strings.Join(parts, "/")
	if p.TrailingSlash {
		path += "/"
	}
	return path, nil
}

// ---------------------------------------------------------------------------------------------
// Outcomes.

// NoMatch is the noMatch result.
var NoMatch = Response{"result": map[string]any{"noMatch": true}}

// Refused is a refusal without a code (protocol 1.3), for a router that reports none.
var Refused = Response{"result": map[string]any{"refused": true}}

// MatchOutcome is a match result; query is nil for routers that deliver no query.
func MatchOutcome(route string, captures map[string]string, query [][2]string) Response {
	all := map[string]any{}
	for name, value := range captures {
		all[name] = value
	}
	return MatchOutcomeWithCatchAll(route, all, query)
}

// MatchOutcomeWithCatchAll is MatchOutcome with captures of any shape: a placeholder's string,
// a catch-all's []string of elements.
func MatchOutcomeWithCatchAll(route string, captures map[string]any, query [][2]string) Response {
	q := [][]string{}
	for _, pair := range query {
		q = append(q, []string{pair[0], pair[1]})
	}
	return Response{"result": map[string]any{"match": map[string]any{
		"route": route, "captures": captures, "query": q, "fragment": []any{},
	}}}
}

// Refusal is a router's refusal (an error or a panic value) in words.
func Refusal(v any) string {
	if err, ok := v.(error); ok {
		return fmt.Sprintf("%T: %v", err, err)
	}
	return fmt.Sprintf("panic: %v", v)
}
