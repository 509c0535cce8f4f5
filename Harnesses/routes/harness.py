"""Pathways conformance harness for Routes (routes.Mapper), the Rails-style router of Pylons.

Speaks Conformance/PROTOCOL.md on standard input and output. See README.md beside this file.
"""

from __future__ import annotations

import os
import sys
from urllib.parse import unquote, urlsplit

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import harnesslib as lib  # noqa: E402
from routes import Mapper  # noqa: E402

REST = "path_info"  # Routes' own variable for mounting at a prefix

CAPABILITIES = ["prefix"]
CHOICES = {
    "patterns": ":name becomes {name} (Routes' default, one segment); literals are written decoded, since Routes "
    "matches the decoded PATH_INFO; a literal that does not decode, or decodes to text with '/', '{', '}', ':' or '*' (Routes' "
    "variable and glob markers, which it cannot escape), cannot be one Routes segment, and the input is skipped. Mapper(explicit=True), routes connected in registration order",
    "prefix": "a second route for the same name, the pattern followed by /{path_info:.*}, Routes' documented way to "
    "mount an application at a prefix",
    "urls": "the URL is split by urllib.parse.urlsplit and Mapper.routematch(environ=...) reads a WSGI environ as a "
    "server builds it: PATH_INFO is urllib.parse.unquote of the path ('/' for an empty path, as an HTTP client "
    "sends); the fragment is never sent. No match is noMatch",
    "not declared": "typed (Routes delivers strings), hosts (only sub-domain conditions), query (Routes never reads "
    "the query), fragments, customSchemes, encoding (Routes' url generation is not typed), patternErrors and "
    "urlErrors (no error codes)",
}


def path_text(route: dict) -> tuple[str, lib.Pattern]:
    pattern = lib.parse_pattern(route["pattern"])
    if pattern.fragment is not None:
        raise lib.RouteUnusable(f"route {route['name']}: Routes has no fragment routes")
    if "host" in route:
        raise lib.RouteUnusable(f"route {route['name']}: Routes has no host-specific routes")
    parts = []
    for component in pattern.components:
        if component.placeholder is not None:
            parts.append("{" + component.placeholder + "}")
        else:
            text = lib.strict_percent_decode(component.literal)
            if text is None:
                raise lib.RouteUnusable(f"route {route['name']}: the literal {component.literal!r} does not percent-decode")
            if any(c in text for c in "/{}:*"):
                raise lib.RouteUnusable(
                    f"route {route['name']}: the literal {component.literal!r} decodes to {text!r}, which a Routes path cannot hold in one segment"
                )
            parts.append(text)
    path = "/" + "/".join(parts) + ("/" if pattern.trailing_slash else "")
    if not route["pattern"].startswith("/"):
        path = route["pattern"]
    return path, pattern


class Table:
    def __init__(self, routes: list[dict]):
        self.mapper = Mapper(explicit=True)
        self.patterns: dict[int, lib.Pattern] = {}
        self.rejected: dict[int, str] = {}
        for index, route in enumerate(routes):
            path, pattern = path_text(route)
            self.patterns[index] = pattern
            try:
                self.mapper.connect(str(index), path, pathways_index=index)
                if route.get("matching") == "prefix":
                    self.mapper.connect(str(index), path.rstrip("/") + "/{" + REST + ":.*}", pathways_index=index)
                self.mapper.create_regs()
            except Exception as error:  # Routes refused the path
                self.rejected[index] = f"{type(error).__name__}: {error}"
                self.mapper = Mapper(explicit=True)  # rebuild without it
                for other, kept in enumerate(routes[:index]):
                    if other in self.rejected:
                        continue
                    kept_path, _ = path_text(kept)
                    self.mapper.connect(str(other), kept_path, pathways_index=other)
                    if kept.get("matching") == "prefix":
                        self.mapper.connect(str(other), kept_path.rstrip("/") + "/{" + REST + ":.*}", pathways_index=other)
        self.mapper.create_regs()


def answer_url(request: dict, url: str) -> dict:
    routes = request.get("routes", [])
    table = Table(routes)
    try:
        split = urlsplit(url)
    except ValueError as error:
        raise lib.Skip(f"urllib.parse.urlsplit cannot split the URL: {error}")
    path_info = unquote(split.path) or "/"
    environ = {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": path_info,
        "SCRIPT_NAME": "",
        "QUERY_STRING": split.query,
        "HTTP_HOST": split.netloc.rpartition("@")[2],
        "wsgi.url_scheme": split.scheme,
    }
    found = table.mapper.routematch(environ=environ)
    if not found:
        return lib.NO_MATCH
    result, _route = found
    index = int(result["pathways_index"])
    pattern = table.patterns[index]
    captures = {name: result[name] for name in pattern.placeholders}
    return lib.match_outcome(routes[index]["name"], captures, None, [])


def answer_pattern(text: str) -> dict:
    table = Table([{"name": "pattern", "pattern": text, "matching": "exact"}])
    if 0 in table.rejected:
        return {"error": f"Routes refused the path without an error code: {table.rejected[0]}"}
    return {"result": {"valid": {"placeholders": table.patterns[0].placeholders}}}


def answer_registration(request: dict, name: str) -> dict:
    if name == "router":
        if request.get("router", {}).get("customSchemes"):
            raise lib.Skip("Routes has no custom schemes")
        return {"result": {"registered": True}}
    routes = request.get("routes", [])
    table = Table(routes)
    for index, route in enumerate(routes):
        if route["name"] == name:
            if index in table.rejected:
                return {"error": f"Routes refused the route without an error code: {table.rejected[index]}"}
            return {"result": {"registered": True}}
    return {"error": f"no route named {name!r}"}


def respond(request: dict) -> dict:
    if request.get("router", {}).get("customSchemes"):
        raise lib.Skip("Routes has no custom schemes")
    input_ = request.get("input", {})
    if "url" in input_:
        return answer_url(request, input_["url"])
    if "pattern" in input_:
        return answer_pattern(input_["pattern"])
    if "registration" in input_:
        return answer_registration(request, input_["registration"])
    raise lib.Skip("Routes has no typed decoding or encoding")


if __name__ == "__main__":
    lib.main(lib.hello("routes", "Routes", CAPABILITIES, CHOICES), respond)
