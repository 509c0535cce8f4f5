package harnesslib

import (
	"encoding/json"
	"errors"
	"fmt"
)

// Table is a fresh router built from a request's routes, in order: Patterns are the fixture
// patterns of the routes it holds or refused, Rejected the refusals (index to words).
type Table[R any] struct {
	Router   R
	Patterns map[int]Pattern
	Rejected map[int]string
}

// Adapter is one router's adapter; Respond answers a request. A harness sets:
//   - Router: the router's name as reasons spell it;
//   - PatternNoun, RouteNoun: what refusals call a pattern input and a refused route;
//   - NoCoding: the skip reason of every decode, encode and roundTrip input;
//   - Fresh: a new, empty router;
//   - Add: adds route index to the router; a Skip when the route cannot be written in the
//     router's syntax (the whole input is skipped), another error or a panic when the router
//     refuses it (the route is left out, as the fixture format says);
//   - Match: the response to a url input.
type Adapter[R any] struct {
	Router      string
	PatternNoun string
	RouteNoun   string
	NoCoding    string
	Fresh       func() R
	Add         func(router R, index int, route Route) error
	Match       func(table *Table[R], routes []Route, url string) (Response, error)
}

// add calls Add, turning a panic (how Go routers refuse a route) into an error.
func (a Adapter[R]) add(router R, index int, route Route) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = refused{Refusal(p)}
		}
	}()
	if err := a.Add(router, index, route); err != nil {
		var skip Skip
		if errors.As(err, &skip) {
			return err
		}
		return refused{Refusal(err)}
	}
	return nil
}

type refused struct{ words string }

func (r refused) Error() string { return r.words }

// Build registers the routes in order in a fresh router. A refused route is left out: the
// router is built again without it, since a router that panicked half-way may hold part of it.
func (a Adapter[R]) Build(routes []Route) (*Table[R], error) {
	t := &Table[R]{Router: a.Fresh(), Patterns: map[int]Pattern{}, Rejected: map[int]string{}}
	for index, route := range routes {
		t.Patterns[index] = ParsePattern(route.Pattern)
		err := a.add(t.Router, index, route)
		if err == nil {
			continue
		}
		var why refused
		if !errors.As(err, &why) {
			return nil, err // a Skip: the router cannot express this table
		}
		t.Rejected[index] = why.words
		t.Router = a.Fresh()
		for kept := 0; kept < index; kept++ {
			if _, bad := t.Rejected[kept]; bad {
				continue
			}
			if err := a.add(t.Router, kept, routes[kept]); err != nil {
				return nil, fmt.Errorf("route %s was accepted, then refused when the router was built again: %v", routes[kept].Name, err)
			}
		}
	}
	return t, nil
}

// Respond answers one request by the kind of its input.
func (a Adapter[R]) Respond(request Request) (Response, error) {
	if len(request.Router.CustomSchemes) > 0 {
		return nil, Skipf("%s has no custom schemes", a.Router)
	}
	input := request.Input
	if raw, ok := input["url"]; ok {
		var url string
		if err := json.Unmarshal(raw, &url); err != nil {
			return nil, err
		}
		table, err := a.Build(request.Routes)
		if err != nil {
			return nil, err
		}
		return a.Match(table, request.Routes, url)
	}
	if raw, ok := input["pattern"]; ok {
		var text string
		if err := json.Unmarshal(raw, &text); err != nil {
			return nil, err
		}
		return a.answerPattern(text)
	}
	if raw, ok := input["registration"]; ok {
		var name string
		if err := json.Unmarshal(raw, &name); err != nil {
			return nil, err
		}
		return a.answerRegistration(request.Routes, name)
	}
	for _, kind := range []string{"decode", "encode", "roundTrip"} {
		if _, ok := input[kind]; ok {
			return nil, Skip{a.NoCoding}
		}
	}
	return Response{"error": "the request has no input of a known kind"}, nil
}

// answerPattern: the pattern as one exact route; its placeholders when the router takes it.
func (a Adapter[R]) answerPattern(text string) (Response, error) {
	table, err := a.Build([]Route{{Name: "pattern", Pattern: text, Matching: "exact"}})
	if err != nil {
		return nil, err
	}
	if why, bad := table.Rejected[0]; bad {
		logf("%s refused the %s: %s", a.Router, a.PatternNoun, why)
		return Refused, nil
	}
	return Response{"result": map[string]any{"valid": map[string]any{"placeholders": table.Patterns[0].Names()}}}, nil
}

// answerRegistration: the router's options (custom schemes are skipped before) or one route of
// the whole table.
func (a Adapter[R]) answerRegistration(routes []Route, name string) (Response, error) {
	if name == "router" {
		return Response{"result": map[string]any{"registered": true}}, nil
	}
	table, err := a.Build(routes)
	if err != nil {
		return nil, err
	}
	for index, route := range routes {
		if route.Name != name {
			continue
		}
		if why, bad := table.Rejected[index]; bad {
			logf("%s refused the %s: %s", a.Router, a.RouteNoun, why)
			return Refused, nil
		}
		return Response{"result": map[string]any{"registered": true}}, nil
	}
	return Response{"error": fmt.Sprintf("no route named %q", name)}, nil
}
