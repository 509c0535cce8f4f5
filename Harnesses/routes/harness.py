"""Pathways conformance harness for Routes (routes.Mapper), the Rails-style router of Pylons.

Speaks Conformance/PROTOCOL.md on standard input and output. See README.md beside this file.
"""

from __future__ import annotations

from urllib.parse import unquote

import harnesslib as lib
from routes import Mapper

REST = "path_info"  # Routes' own variable for mounting at a prefix

CAPABILITIES = ["prefix", "catchAll"]
# The profiles of SPEC.md section 19 the router claims: none. Routes has none of Pathways' stricter choices:
# it refuses no input with a code and reads no typed value.
PROFILES: list[str] = []
CHOICES = {
    "patterns": ":name becomes {name} (Routes' default, one segment); literals are written decoded, since Routes "
    "matches the decoded PATH_INFO; a literal that does not decode, or decodes to text with '/', '{', '}', ':' or '*' (Routes' "
    "variable and glob markers, which it cannot escape), cannot be one Routes segment, and the input is skipped. Mapper(explicit=True), routes connected in registration order",
    "catchAll": "*name stays *name (a Routes glob, the rest of the path as one string); it matches the decoded PATH_INFO, "
    "and the harness reports it split on '/': a %2F is a '/' before Routes sees it, so it splits an element, and empty "
    "segments become empty elements. A prefix route ending in a catch-all is the one route, since the glob already takes any rest",
    "prefix": "a second route for the same name, the pattern followed by /{path_info:.*}, Routes' documented way to "
    "mount an application at a prefix",
    "urls": "the URL is read as a browser reads and sends it (the WHATWG URL Standard, by ada-url: dot segments "
    "resolved, non-ASCII and spaces escaped, other escapes as written) and Mapper.routematch(environ=...) reads a WSGI "
    "environ as a server builds it: PATH_INFO is urllib.parse.unquote of the path the browser sends; the fragment is "
    "never sent. No match is noMatch",
    "not declared": "typed (Routes delivers strings), hosts (only sub-domain conditions), query (Routes never reads "
    "the query), fragments, customSchemes, encoding (Routes' url generation is not typed), patternErrors and "
    "urlErrors (no error codes)",
}


def path_text(route: dict) -> tuple[str, lib.Pattern]:
    """The Routes path of a fixture route, or RouteUnusable."""
    pattern = lib.route_pattern(route, "Routes has no fragment routes")
    if "host" in route:
        raise lib.RouteUnusable(f"route {route['name']}: Routes has no host-specific routes")
    path = lib.write_path(
        route,
        pattern,
        lambda name: "{" + name + "}",
        lambda literal: lib.decoded_literal(route, literal, "/{}:*", "a Routes path"),
        lambda name: "*" + name,
    )
    return path, pattern


def connect(mapper: Mapper, index: int, route: dict, path: str) -> None:
    """Connects the route, and for a prefix route its /{path_info:.*} twin, under its index."""
    mapper.connect(str(index), path, pathways_index=index)
    if route.get("matching") == "prefix" and not lib.parse_pattern(route["pattern"]).catch_alls:
        mapper.connect(str(index), path.rstrip("/") + "/{" + REST + ":.*}", pathways_index=index)


class Table:
    """A fresh Mapper of the routes, connected in order; a route Routes refuses is left out."""

    def __init__(self, routes: list[dict]):
        self.mapper = Mapper(explicit=True)
        self.patterns: dict[int, lib.Pattern] = {}
        self.rejected: dict[int, str] = {}
        for index, route in enumerate(routes):
            path, pattern = path_text(route)
            self.patterns[index] = pattern
            try:
                connect(self.mapper, index, route, path)
                self.mapper.create_regs()
            except Exception as error:  # Routes refused the path
                self.rejected[index] = lib.refusal(error)
                self.mapper = Mapper(explicit=True)  # rebuild without it
                for other, kept in enumerate(routes[:index]):
                    if other in self.rejected:
                        continue
                    connect(self.mapper, other, kept, path_text(kept)[0])
        self.mapper.create_regs()


class RoutesAdapter(lib.Adapter):
    router = "Routes"
    pattern_noun = "path"
    no_coding = "Routes has no typed decoding or encoding"
    table = Table

    def match_url(self, routes: list[dict], table: Table, url: str) -> dict:
        """Mapper.routematch of a WSGI environ as a server builds it from the URL."""
        split = lib.split_url(url)
        path_info = unquote(split.path) or "/"
        environ = {
            "REQUEST_METHOD": "GET",
            "PATH_INFO": path_info,
            "SCRIPT_NAME": "",
            "QUERY_STRING": split.query,
            "HTTP_HOST": split.netloc,
            "wsgi.url_scheme": split.scheme,
        }
        found = table.mapper.routematch(environ=environ)
        if not found:
            return lib.NO_MATCH
        result, _route = found
        index = int(result["pathways_index"])
        pattern = table.patterns[index]
        captures = {name: result[name] for name in pattern.placeholders}
        for name in pattern.catch_alls:
            # A Routes glob is one string over the decoded PATH_INFO: its elements are that
            # string split on '/', which cannot tell a decoded %2F from a '/'.
            captures[name] = None if result.get(name) is None else result[name].split("/")
        return lib.match_outcome(routes[index]["name"], captures, None, [])


if __name__ == "__main__":
    lib.main(lib.hello("routes", "Routes", CAPABILITIES, PROFILES, CHOICES), RoutesAdapter().respond)
