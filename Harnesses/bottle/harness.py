"""Pathways conformance harness for Bottle's router (bottle.Bottle routes, bottle.Router).

Speaks Conformance/PROTOCOL.md on standard input and output. Each URL becomes the WSGI environ a
server builds for the request a browser sends, and a real Bottle application dispatches it; the
route callbacks record what they received. See README.md beside this file for the mapping.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import bottle
import harnesslib as lib

REST = "pathways_rest"  # the wildcard of the extra <...:path> route that emulates a prefix route
NAME = re.compile(r"[a-zA-Z_][a-zA-Z_0-9]*\Z")  # a wildcard name Bottle's rule syntax reads

CAPABILITIES = ["typed", "prefix", "query", "encoding", "catchAll"]
# The profiles of SPEC.md section 19 the router claims: none. Bottle's int filter takes
# leading zeros and has no range, and nothing in its URL reading refuses with a code.
PROFILES: list[str] = []
CHOICES = {
    "patterns": ":name becomes <name> (Bottle's default wildcard, [^/]+); literals are written decoded, since Bottle "
    "matches the decoded PATH_INFO; a literal that does not decode, or decodes to text with '/', '<', '>', ':' or "
    "'\\\\' (Bottle's wildcard markers, old and new), cannot be one Bottle segment, and a placeholder whose name Bottle's "
    "syntax does not read as a wildcard ([a-zA-Z_][a-zA-Z_0-9]*) would stay literal text: inputs with either are "
    "skipped. Routes are added in registration order to a Bottle() app with its defaults: static routes (no "
    "wildcard) are tried before every dynamic one, then the dynamic ones in order (Router(strict=False))",
    "typed": "int types become <name:int> (-?\\d+ into a Python int: no range), float and double <name:float> "
    "(-?[\\d.]+ into float()), string <name>; uuid, bool, date and enum types have no built-in Bottle filter and inputs "
    "of tables using them are skipped. A filter that raises on a value it matched (float('1.2.3')) answers 400: no "
    "callback runs. Captures are the decoded path segments at the placeholders' positions",
    "catchAll": "*name becomes <name:path>, Bottle's path filter (.+?), one string over the decoded PATH_INFO; the "
    "capture is reported as its segments from the catch-all's position on, split on '/': a %2F is already a '/'. "
    "A typed catch-all ([T]) has no Bottle filter and is skipped",
    "prefix": "emulated with more routes for the same callback: the pattern followed by '/', and by "
    "'/<pathways_rest:path>'",
    "urls": "the URL is read as a browser reads and sends it (the WHATWG URL Standard, by ada-url) and turned into the "
    "WSGI environ a server builds (PATH_INFO the unquoted bytes of the path as latin-1); the Bottle app reads it as "
    "it does (PATH_INFO re-decoded as UTF-8, dropping bytes that are not UTF-8) and dispatches it. A 404, 405, 400 or 500 "
    "runs no callback and is noMatch. Bottle has no host routes. A rule whose regular expression equals an "
    "earlier rule's (another placeholder name, the same literal) replaces it, as Router.add does",
    "query": "request.query.decode().allitems(): Bottle's FormsDict decoded to text as its documentation advises, "
    "grouped by name, each name's values in URL order",
    "decode": "the app's Router.match of the one route on an environ of the path; a 404 is reported as a refusal "
    "without a code",
    "encode": "Router.build(name, **values), what Bottle.get_url builds under the script name '/'; RouteBuildError (a "
    "missing value) and a filter's ValueError are reported as a refusal without a code; encoding relative to a base "
    "URL is skipped",
}


def filter_for(t) -> str | None:
    base, _optional = lib.base_type(t)
    if base == "string":
        return ""
    if isinstance(base, str) and base in lib.INT_RANGES:
        return ":int"
    if base in ("float", "double"):
        return ":float"
    return None


def rule_text(route: dict) -> tuple[str, lib.Pattern]:
    """The Bottle rule of a fixture route, or RouteUnusable."""
    pattern = lib.route_pattern(route, "Bottle has no fragment routes")
    if "host" in route:
        raise lib.RouteUnusable(f"route {route['name']}: Bottle has no host-specific routes")
    lib.check_types(route, filter_for, "Bottle has no built-in filter")
    for name in pattern.names:
        if not NAME.match(name):
            raise lib.RouteUnusable(f"route {route['name']}: Bottle's rule syntax reads <{name}> as literal text, not a wildcard")
    text = lib.write_path(
        route,
        pattern,
        lambda name: f"<{name}{lib.placeholder_converter(route, name, filter_for)}>",
        lambda literal: lib.decoded_literal(route, literal, "/<>:\\", "a Bottle rule"),
        lambda name: f"<{name}:path>",
    )
    return text, pattern


class Table:
    """A fresh Bottle app with the routes added in order; a route Bottle refuses is left out."""

    def __init__(self, routes: list[dict], only: str | None = None, exact_only: bool = False, hosts: bool = True):
        self.patterns: dict[int, lib.Pattern] = {}
        self.rejected: dict[int, str] = {}
        self.hit: tuple[int, dict, list] | None = None
        self.app = bottle.Bottle()
        entries: list[tuple[int, str]] = []
        for index, route in enumerate(routes):
            if only is not None and route["name"] != only:
                continue
            text, pattern = rule_text(route)
            self.patterns[index] = pattern
            rules = [text]
            if route.get("matching") == "prefix" and not exact_only:
                below = text if text.endswith("/") else text + "/"
                rules = ([text, below] if below != text else [text]) + [below + f"<{REST}:path>"]
            try:
                for rule in rules:
                    self.app.route(rule, method="GET", callback=self._callback(index), name=str(index))
            except Exception as error:  # Bottle refused the rule: it is not added
                self.rejected[index] = lib.refusal(error)
                self.app = self._app(entries)  # again without it: it may hold part of the route
                continue
            entries.extend((index, rule) for rule in rules)

    def _app(self, entries: list[tuple[int, str]]) -> bottle.Bottle:
        app = bottle.Bottle()
        for index, rule in entries:
            app.route(rule, method="GET", callback=self._callback(index), name=str(index))
        return app

    def _callback(self, index: int):
        def callback(**arguments):
            self.hit = (index, arguments, list(bottle.request.query.decode().allitems()))
            return ""

        return callback


def bottle_path(path_info: str) -> str:
    """The path Bottle routes: Bottle._handle re-decodes the WSGI PATH_INFO (latin-1) as UTF-8,
    ignoring bytes that are not UTF-8."""
    return path_info.encode("latin-1").decode("utf-8", "ignore")


class Bottle(lib.Adapter):
    router = "Bottle"
    pattern_noun = route_noun = "rule"
    no_base = "Bottle's get_url builds under the request's script name, not relative to a base URL"
    table = Table

    def match_url(self, routes: list[dict], table: Table, url: str) -> dict:
        """The Bottle app serves the request; whatever runs no callback is noMatch."""
        environ = lib.wsgi_environ(url)
        lib.serve_wsgi(table.app, environ)
        if table.hit is None:
            return lib.NO_MATCH
        index, arguments, query = table.hit
        route = routes[index]
        pattern = table.patterns[index]
        captures = lib.segment_captures(bottle_path(environ["PATH_INFO"]), pattern)
        return lib.match_outcome(route["name"], captures, lib.typed_values(route, pattern, arguments), lib.pairs(query))

    def decoded_arguments(self, table: Table, index: int, raw: str) -> dict | None:
        """The app's Router.match of the one route; an HTTPError (404, a filter's failure) is a mismatch."""
        path = bottle_path(lib.wsgi_path_info(urlsplit(raw).path))
        try:
            _route, arguments = table.app.router.match({"REQUEST_METHOD": "GET", "PATH_INFO": path})
        except bottle.HTTPError:
            return None
        return arguments

    def build(self, table: Table, index: int, arguments: dict) -> str:
        """Router.build; a RouteBuildError is a value missing, a filter's ValueError a refusal."""
        try:
            return table.app.router.build(str(index), **arguments)
        except bottle.RouteBuildError:
            raise lib.MissingValue() from None
        except ValueError as error:
            lib.log(f"Bottle's filter refused the value: {error}")
            raise lib.Answer(lib.REFUSED) from error


if __name__ == "__main__":
    lib.main(lib.hello("bottle", "bottle", CAPABILITIES, PROFILES, CHOICES), Bottle().respond)
