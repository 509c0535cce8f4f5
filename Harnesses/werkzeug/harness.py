"""Pathways conformance harness for werkzeug.routing (Map, Rule, MapAdapter).

Speaks Conformance/PROTOCOL.md on standard input and output. See README.md beside this file for
how patterns, URLs and outcomes are mapped.
"""

from __future__ import annotations

import sys
from urllib.parse import unquote, urlsplit

import harnesslib as lib
from werkzeug.exceptions import HTTPException, NotFound
from werkzeug.routing import BuildError, IntegerConverter, Map, RequestRedirect, Rule
from werkzeug.wrappers import Request

REST = "pathways_rest"  # the argument of the extra <path:...> rule that emulates a prefix route

CAPABILITIES = ["typed", "prefix", "hosts", "query", "encoding", "catchAll"]
# The profiles of SPEC.md section 19 the router claims: none. werkzeug's converters take other
# spellings of numbers, and its URL reading refuses nothing with a code.
PROFILES: list[str] = []
CHOICES = {
    "patterns": ":name becomes <name> (werkzeug's default string converter, one non-empty segment); literals are "
    "written decoded, since werkzeug matches the decoded PATH_INFO; a literal that decodes to text with '/', '<' or '>', "
    "or that does not decode, cannot be written as one werkzeug segment, and the input is skipped",
    "typed": "int types become IntegerConverter(signed=..., min=..., max=...) with the type's range (registered as custom converters pathways_int8 etc., since the rule syntax cannot write a negative min), float and double <float(signed=True)>, "
    "uuid <uuid>, string the default converter, a string enum any('case',...); bool, date and int enum types have no werkzeug converter and inputs of "
    "tables using them are skipped. Captures are the decoded path segments at the placeholders' positions",
    "catchAll": "*name becomes <path:name>, werkzeug's path converter, which captures the rest of the decoded "
    "PATH_INFO as one string ([^/].*?); the capture is reported as that path's segments from the catch-all's position "
    "on, split on '/'. Since werkzeug routes the decoded PATH_INFO, a %2F is a separator before werkzeug sees it, so "
    "it cannot stay inside an element. A typed catch-all ([T]) has no werkzeug converter and is skipped. A prefix "
    "route ending in a catch-all still gets the extra rule, which werkzeug ranks after the path converter's own",
    "prefix": "emulated with a second rule for the same endpoint, the pattern followed by /<path:pathways_rest>",
    "hosts": "when a route has a host the Map uses host_matching=True and hostless rules get host '<pathways_host>' "
    "(a default-converter host, so they serve every non-empty host); without hosts in the table host_matching is off",
    "urls": "the URL is read as a browser reads and sends it (the WHATWG URL Standard, by ada-url: host lower-cased, "
    "default port and userinfo dropped, dot segments resolved, non-ASCII and spaces escaped, other escapes as written) and "
    "turned into a WSGI environ as werkzeug's development server does: PATH_INFO is urllib.parse.unquote of the path "
    "the browser sends, QUERY_STRING the query it sends, Host the host it sends; the fragment is never sent to a server. Map defaults are kept (strict_slashes, merge_slashes): "
    "a RequestRedirect runs no endpoint and is reported as noMatch, as is NotFound",
    "query": "werkzeug.wrappers.Request(environ).args.items(multi=True), in the order werkzeug's MultiDict gives",
    "decode": "a Map holding the one rule, matched against the decoded path, host ignored; NotFound is reported as a "
    "refusal without a code, the only failure werkzeug reports",
    "encode": "MapAdapter.build of the one rule; BuildError (a missing value) is reported as a refusal without a code; "
    "encoding relative to a base URL is skipped",
}


# ---------------------------------------------------------------------------------------------
# Patterns and types


def converter_for(t) -> str | None:
    base, _optional = lib.base_type(t)
    if base == "string":
        return ""
    if isinstance(base, str) and base in lib.INT_RANGES:
        return f"pathways_{base}:"
    if base in ("float", "double"):
        return "float(signed=True):"
    if base == "uuid":
        return "uuid:"
    if isinstance(base, dict) and base.get("enum") == "string" and all("/" not in c and "'" not in c for c in base["cases"]):
        return "any(" + ",".join(repr(c) for c in base["cases"]) + "):"
    return None


def _bounded_int(type_name: str, low: int, high: int) -> type:
    # werkzeug's rule syntax cannot write a negative argument (min=-128), so each integer type is
    # IntegerConverter with its bounds fixed, registered as a custom converter (Map(converters=)).
    def __init__(self, map):
        IntegerConverter.__init__(self, map, signed=low < 0, min=low, max=high)

    return type(f"Pathways_{type_name}_Converter", (IntegerConverter,), {"__init__": __init__})


CONVERTERS = {f"pathways_{name}": _bounded_int(name, low, high) for name, (low, high) in lib.INT_RANGES.items()}


def rule_text(route: dict) -> tuple[str, lib.Pattern]:
    """The werkzeug rule string of a fixture route, or RouteUnusable."""
    pattern = lib.route_pattern(route, "werkzeug has no fragment routes")
    lib.check_types(route, converter_for, "werkzeug has no converter")
    rule = lib.write_path(
        route,
        pattern,
        lambda name: f"<{lib.placeholder_converter(route, name, converter_for)}{name}>",
        lambda literal: lib.decoded_literal(route, literal, "/<>", "a werkzeug rule"),
        lambda name: f"<path:{name}>",
    )
    return rule, pattern


def prefix_rule(rule: str) -> str:
    return rule.rstrip("/") + f"/<path:{REST}>"


class Table:
    """A fresh werkzeug Map built from the request's routes, in order."""

    def __init__(self, routes: list[dict], only: str | None = None, exact_only: bool = False, hosts: bool | None = None):
        self.routes = routes
        self.patterns: dict[int, lib.Pattern] = {}
        self.rejected: dict[int, str] = {}
        use_hosts = any("host" in r for r in routes) if hosts is None else hosts
        self.map = Map(host_matching=use_hosts, converters=CONVERTERS)
        for index, route in enumerate(routes):
            if only is not None and route["name"] != only:
                continue
            text, pattern = rule_text(route)
            self.patterns[index] = pattern
            host = None
            if use_hosts:
                host = route.get("host", "<pathways_host>")
            try:
                rules = [Rule(text, endpoint=index, host=host)]
                if route.get("matching") == "prefix" and not exact_only:
                    rules.append(Rule(prefix_rule(text), endpoint=index, host=host))
                for rule in rules:
                    self.map.add(rule)
            except Exception as error:  # werkzeug refused the rule: it is not registered
                self.rejected[index] = lib.refusal(error)
                self.map = self._rebuild_without(index, use_hosts, only, exact_only)

    def _rebuild_without(self, bad: int, use_hosts: bool, only, exact_only) -> Map:
        fresh = Map(host_matching=use_hosts, converters=CONVERTERS)
        for rule in list(self.map.iter_rules()):
            if rule.endpoint != bad:
                fresh.add(rule.empty())
        return fresh


# ---------------------------------------------------------------------------------------------
# URLs


def environ_for(url: str) -> tuple[dict, str]:
    """A WSGI environ for the URL, as werkzeug's development server would build it."""
    split = lib.split_url(url)
    host = split.netloc
    path_info = unquote(split.path) or "/"  # an HTTP client sends "/" for an empty path

    def dance(text: str) -> str:
        return text.encode("utf-8", errors="surrogateescape").decode("latin-1")

    server_name, _, port = host.partition(":") if not host.startswith("[") else (host, "", "")
    environ = {
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": split.scheme,
        "REQUEST_METHOD": "GET",
        "SCRIPT_NAME": "",
        "PATH_INFO": dance(path_info),
        "QUERY_STRING": dance(split.query),
        "SERVER_NAME": server_name,
        "SERVER_PORT": port or ("443" if split.scheme == "https" else "80"),
        "SERVER_PROTOCOL": "HTTP/1.1",
        "HTTP_HOST": host,
    }
    return environ, path_info


# ---------------------------------------------------------------------------------------------
# The adapter


class Werkzeug(lib.Adapter):
    router = "werkzeug"
    pattern_noun = route_noun = "rule"
    no_base = "werkzeug builds external URLs from a bound server, not relative to a base URL"
    table = Table

    def match_url(self, routes: list[dict], table: Table, url: str) -> dict:
        """MapAdapter.match of the URL's environ; NotFound and RequestRedirect run no endpoint."""
        environ, path_info = environ_for(url)
        try:
            adapter = table.map.bind_to_environ(environ)
            rule, arguments = adapter.match(method="GET", return_rule=True)
        except RequestRedirect:
            return lib.NO_MATCH
        except NotFound:
            return lib.NO_MATCH
        except HTTPException as error:
            sys.stderr.write(f"werkzeug answered {type(error).__name__} for {url!r}\n")
            return lib.NO_MATCH
        index = rule.endpoint
        route = routes[index]
        pattern = table.patterns[index]
        query = lib.pairs(Request(environ).args.items(multi=True))
        # MapAdapter.match strips the path's leading slashes before matching (path_info.lstrip('/')),
        # so the placeholders' positions are counted in the path it matched.
        captures = lib.segment_captures("/" + path_info.lstrip("/"), pattern)
        return lib.match_outcome(route["name"], captures, lib.typed_values(route, pattern, arguments), query)

    def decoded_arguments(self, table: Table, index: int, path: str) -> dict | None:
        """The one rule matched against the decoded path, host ignored; NotFound (or a redirect)
        is a mismatch, the only failure werkzeug reports."""
        path_info = unquote(urlsplit(path).path)
        try:
            _rule, arguments = table.map.bind("localhost").match(path_info, method="GET", return_rule=True)
        except (NotFound, RequestRedirect):
            return None
        return arguments

    def build(self, table: Table, index: int, arguments: dict) -> str:
        """MapAdapter.build; a BuildError is a value missing."""
        try:
            return table.map.bind("localhost").build(index, arguments, method="GET")
        except BuildError:
            raise lib.MissingValue() from None


if __name__ == "__main__":
    lib.main(lib.hello("werkzeug", "werkzeug", CAPABILITIES, PROFILES, CHOICES), Werkzeug().respond)
