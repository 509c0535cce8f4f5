"""Pathways conformance harness for Falcon's router (falcon.App routes, falcon.routing.CompiledRouter).

Speaks Conformance/PROTOCOL.md on standard input and output. Each URL becomes the WSGI environ a
server builds for the request a browser sends, and a real falcon.App serves it; the resources'
responders record what they received. See README.md beside this file for the mapping.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import falcon
import harnesslib as lib

REST = "pathways_rest"  # the field of the extra {...:path} route that emulates a prefix route

CAPABILITIES = ["typed", "prefix", "query", "catchAll"]
# The profiles of SPEC.md section 19 the router claims: none. Falcon's int converter takes
# leading zeros and a '+' sign, and nothing in its URL reading refuses with a code.
PROFILES: list[str] = []
CHOICES = {
    "patterns": ":name becomes {name} (a simple field: one segment); literals are written decoded, since Falcon "
    "routes the decoded req.path; a literal that does not decode, or decodes to text with '/', '{' or '}' or white "
    "space, cannot be one Falcon segment, and the input is skipped. Routes are added in registration order with "
    "App.add_route(template, resource, compile=True), so that a template the CompiledRouter refuses "
    "(UnacceptableRouteError: different field names at one level, a path field with children) is refused as it is "
    "added; the router is a tree, which tries literal segments before fields at each level, whatever the order",
    "typed": "int types become {name:int(min=..., max=...)} with the type's range (Falcon's IntConverter: int() of the "
    "segment, white space refused), float and double {name:float} (FloatConverter: finite floats), uuid {name:uuid} "
    "(uuid.UUID() of the segment), string {name}; bool, date and enum types are not mapped (Falcon's dt converter "
    "reads one strptime format, not the fixture's ISO 8601 forms) and inputs of tables using them are skipped. "
    "A converter that refuses a value makes its route not match. Captures are the decoded path segments at the "
    "placeholders' positions",
    "catchAll": "*name becomes {name:path}, Falcon 4's path converter, which takes the rest of the path (even none) "
    "and joins it with '/'; the capture is reported as that string split on '/': a %2F is already a '/' there. A "
    "typed catch-all ([T]) has no converter and is skipped",
    "prefix": "emulated with a second route for the same resource, the pattern followed by /{pathways_rest:path} "
    "(Falcon has no prefix routes); where the CompiledRouter refuses that extra route beside the table's own, the "
    "input is skipped, since the refusal would be the emulation's",
    "urls": "the URL is read as a browser reads and sends it (the WHATWG URL Standard, by ada-url) and turned into the "
    "WSGI environ a server builds (PATH_INFO the unquoted bytes of the path as latin-1); falcon.App serves it with "
    "its defaults (req.path decoded as UTF-8). A 404 or 405 runs no responder and is noMatch. Falcon has no host "
    "routes",
    "query": "req.params (Falcon's own query parser, blank values kept): one entry per name in first-seen order, a "
    "list for a repeated name, flattened into pairs grouped by name",
    "decode": "the CompiledRouter of the one route finding the decoded path; None is reported as a refusal without a "
    "code, the only failure Falcon reports",
    "not declared": "encoding (Falcon has no reverse routing: no url_for), hosts, caseInsensitive, fragments, "
    "fragmentPlaceholders, queryFields, customSchemes, patternErrors, urlErrors",
}


def converter_for(t) -> str | None:
    base, _optional = lib.base_type(t)
    if base == "string":
        return ""
    if isinstance(base, str) and base in lib.INT_RANGES:
        low, high = lib.INT_RANGES[base]
        return f":int(min={low}, max={high})"
    if base in ("float", "double"):
        return ":float"
    if base == "uuid":
        return ":uuid"
    return None


def template_for(route: dict) -> tuple[str, lib.Pattern]:
    """The Falcon URI template of a fixture route, or RouteUnusable."""
    pattern = lib.route_pattern(route, "Falcon has no fragment routes")
    if "host" in route:
        raise lib.RouteUnusable(f"route {route['name']}: Falcon has no host-specific routes")
    lib.check_types(route, converter_for, "Falcon has no converter")
    text = lib.write_path(
        route,
        pattern,
        lambda name: "{" + name + lib.placeholder_converter(route, name, converter_for) + "}",
        lambda literal: lib.decoded_literal(route, literal, "/{} \t\n\r\f\v", "a Falcon URI template"),
        lambda name: "{" + name + ":path}",
    )
    return text, pattern


class Resource:
    """A route's resource: its GET responder records the route and what Falcon hands it."""

    def __init__(self, index: int, table: Table):
        self.index = index
        self.table = table

    def on_get(self, req, resp, **params):
        query = [[name, value] for name, values in req.params.items() for value in (values if isinstance(values, list) else [values])]
        self.table.hit = (self.index, params, query)


class Table:
    """A fresh falcon.App with the routes added in order; a route Falcon refuses is left out."""

    def __init__(self, routes: list[dict], only: str | None = None, exact_only: bool = False, hosts: bool = True):
        self.patterns: dict[int, lib.Pattern] = {}
        self.rejected: dict[int, str] = {}
        self.hit: tuple[int, dict, list] | None = None
        self.app = falcon.App()
        added: list[tuple[int, str]] = []
        for index, route in enumerate(routes):
            if only is not None and route["name"] != only:
                continue
            template, pattern = template_for(route)
            self.patterns[index] = pattern
            try:
                self.app.add_route(template, Resource(index, self), compile=True)
            except Exception as error:  # Falcon refused the template: it is not added
                self.rejected[index] = lib.refusal(error)
                self.app = self._app(added)  # again without it: the tree may hold part of it
                continue
            added.append((index, template))
            if route.get("matching") == "prefix" and not exact_only and not pattern.catch_alls:
                rest = template.rstrip("/") + "/{" + REST + ":path}"
                try:
                    self.app.add_route(rest, Resource(index, self), compile=True)
                except Exception as error:
                    raise lib.Skip(
                        f"route {route['name']}: Falcon refuses the extra route {rest} that emulates the prefix ({lib.refusal(error)})"
                    ) from error
                added.append((index, rest))

    def _app(self, added: list[tuple[int, str]]) -> falcon.App:
        app = falcon.App()
        for index, template in added:
            app.add_route(template, Resource(index, self), compile=True)
        return app


def falcon_path(path_info: str) -> str:
    """The path Falcon routes: req.path, the WSGI PATH_INFO (latin-1) decoded as UTF-8."""
    return path_info.encode("latin-1").decode("utf-8", "replace")


class Falcon(lib.Adapter):
    router = "Falcon"
    pattern_noun = route_noun = "URI template"
    table = Table

    def match_url(self, routes: list[dict], table: Table, url: str) -> dict:
        """falcon.App serves the request; whatever runs no responder is noMatch."""
        environ = lib.wsgi_environ(url)
        lib.serve_wsgi(table.app, environ)
        if table.hit is None:
            return lib.NO_MATCH
        index, params, query = table.hit
        route = routes[index]
        pattern = table.patterns[index]
        captures = lib.segment_captures("/" + falcon_path(environ["PATH_INFO"]).lstrip("/"), pattern)
        return lib.match_outcome(route["name"], captures, lib.typed_values(route, pattern, params), query)

    def decoded_arguments(self, table: Table, index: int, raw: str) -> dict | None:
        """The CompiledRouter of the one route finding the decoded path; None is a mismatch."""
        found = table.app._router.find(falcon_path(lib.wsgi_path_info(urlsplit(raw).path)))
        return None if found is None else found[2]

    def build(self, table: Table, index: int, arguments: dict) -> str:
        raise lib.Skip("Falcon has no reverse routing (no url_for)")


if __name__ == "__main__":
    lib.main(lib.hello("falcon", "falcon", CAPABILITIES, PROFILES, CHOICES), Falcon().respond)
