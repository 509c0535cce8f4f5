"""Pathways conformance harness for the `urlpattern` package (the WHATWG URL Pattern standard).

Speaks Conformance/PROTOCOL.md on standard input and output. URLPattern matches one pattern; it
has no router, so the harness tries the routes' patterns in registration order and the first
that matches wins, which is the loop an application writes around URLPattern. See README.md.
"""

from __future__ import annotations

import harnesslib as lib
from urlpattern import URLPattern

CAPABILITIES = ["prefix", "hosts", "catchAll", "caseInsensitive"]
# The profiles of SPEC.md section 19 the router claims: none. URLPattern resolves dot segments
# and keeps userinfo instead of refusing them, and reports no codes.
PROFILES: list[str] = []
CHOICES = {
    "router": "URLPattern matches a single pattern and has no router: the routes are tried in registration order and "
    "the first whose URLPattern.exec matches wins (no precedence)",
    "patterns": ":name is URLPattern's own syntax; literals are passed as written (raw, percent-encoded text, since "
    "URLPattern compares the URL's percent-encoded pathname) with URLPattern's special characters "
    "(\\ : * ( ) { } + ?) escaped by a backslash",
    "prefix": "pattern{/*}? (the pattern, then optionally '/' and anything); a pattern with a trailing slash becomes "
    "pattern* and the root pattern /*",
    "catchAll": "*name becomes :name+ (one or more segments; :name* would also take none); the group is the raw "
    "matched pathname text, which the harness splits on '/' into the capture's elements (the raw pathname's '/' are "
    "the only separators, so a %2F stays inside its element, still percent-encoded like every URLPattern group)",
    "caseInsensitive": "a route registered without case gets URLPattern's own ignoreCase option (a case-insensitive "
    "regular expression over the whole pattern), so it folds what that regular expression folds",
    "hosts": "a route's host is the hostname component (special characters escaped); a hostless route leaves hostname "
    "to its default wildcard. Ports are not part of the pattern (wildcard)",
    "urls": "the URL text is handed to URLPattern.exec as is, which parses it with the WHATWG URL parser; exec "
    "returning null (also for a URL that does not parse) is reported as noMatch",
    "captures": "the pathname groups exactly as exec returns them: URLPattern does not percent-decode groups, so "
    "captures are raw percent-encoded text",
    "not declared": "typed (no typed decoding), query (search is matched as text, never split into parameters), "
    "fragments (hash is matchable, but fragment parameters are not delivered), encoding, patternErrors and urlErrors "
    "(errors carry no codes)",
}

SPECIAL = set("\\:*(){}+?")


def escape(text: str) -> str:
    return "".join("\\" + c if c in SPECIAL else c for c in text)


def pattern_init(route: dict) -> tuple[dict, lib.Pattern]:
    """The URLPattern init dict of a fixture route, or RouteUnusable."""
    pattern = lib.route_pattern(route, "fragment routes are not declared (fragment parameters cannot be delivered)")
    path = lib.write_path(route, pattern, lambda name: ":" + name, escape, lambda name: ":" + name + "+")
    if route.get("matching") == "prefix":
        if not pattern.components:
            path = "/*"
        elif pattern.trailing_slash:
            path = path + "*"
        else:
            path = path + "{/*}?"
    init = {"pathname": path}
    if "host" in route:
        init["hostname"] = escape(route["host"])
    return init, pattern


def options(route: dict) -> dict:
    """URLPattern's options for a route: ignoreCase for a route registered without case."""
    return {"ignoreCase": True} if route.get("caseInsensitive") else {}


class Table:
    """The routes' URLPatterns, in registration order: URLPattern has no router."""

    def __init__(self, routes: list[dict]):
        self.entries: list[tuple[int, URLPattern, lib.Pattern]] = []
        self.patterns: dict[int, lib.Pattern] = {}
        self.rejected: dict[int, str] = {}
        for index, route in enumerate(routes):
            init, pattern = pattern_init(route)
            self.patterns[index] = pattern
            try:
                self.entries.append((index, URLPattern(init, options(route)), pattern))
            except Exception as error:  # URLPattern refused it: the route is not registered
                self.rejected[index] = lib.refusal(error)


class URLPatternAdapter(lib.Adapter):
    router = "URLPattern"
    case_insensitive = True
    no_coding = "URLPattern has no typed decoding or encoding"
    table = Table

    def match_url(self, routes: list[dict], table: Table, url: str) -> dict:
        """The first route whose URLPattern.exec matches the URL text; groups as exec gives them."""
        try:
            url.encode("utf-8")
        except UnicodeEncodeError:
            raise lib.Skip("the URL text holds a lone surrogate, which URLPattern cannot take as a string") from None
        for index, urlpattern, pattern in table.entries:
            result = urlpattern.exec(url)
            if result is None:
                continue
            groups = result["pathname"]["groups"]
            captures = {name: groups.get(name) for name in pattern.placeholders}
            for name in pattern.catch_alls:
                group = groups.get(name)
                captures[name] = None if group is None else group.split("/")
            if any(value is None for value in captures.values()):
                return {"error": f"URLPattern matched without a group for a placeholder: {groups}"}
            return lib.match_outcome(routes[index]["name"], captures, None, [])
        return lib.NO_MATCH


if __name__ == "__main__":
    lib.main(lib.hello("urlpattern", "urlpattern", CAPABILITIES, PROFILES, CHOICES), URLPatternAdapter().respond)
