"""Pathways conformance harness for werkzeug.routing (Map, Rule, MapAdapter).

Speaks Conformance/PROTOCOL.md on standard input and output. See README.md beside this file for
how patterns, URLs and outcomes are mapped.
"""

from __future__ import annotations

import math
import os
import sys
import uuid
from urllib.parse import unquote, urlsplit

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import harnesslib as lib  # noqa: E402
from werkzeug.exceptions import HTTPException, NotFound  # noqa: E402
from werkzeug.routing import BuildError, IntegerConverter, Map, RequestRedirect, Rule  # noqa: E402
from werkzeug.wrappers import Request  # noqa: E402

REST = "pathways_rest"  # the argument of the extra <path:...> rule that emulates a prefix route

CAPABILITIES = ["typed", "prefix", "hosts", "query", "encoding"]
CHOICES = {
    "patterns": ":name becomes <name> (werkzeug's default string converter, one non-empty segment); literals are "
    "written decoded, since werkzeug matches the decoded PATH_INFO; a literal that decodes to text with '/', '<' or '>', "
    "or that does not decode, cannot be written as one werkzeug segment, and the input is skipped",
    "typed": "int types become IntegerConverter(signed=..., min=..., max=...) with the type's range (registered as custom converters pathways_int8 etc., since the rule syntax cannot write a negative min), float and double <float(signed=True)>, "
    "uuid <uuid>, string the default converter, a string enum any('case',...); bool, date and int enum types have no werkzeug converter and inputs of "
    "tables using them are skipped. Captures are the decoded path segments at the placeholders' positions",
    "prefix": "emulated with a second rule for the same endpoint, the pattern followed by /<path:pathways_rest>",
    "hosts": "when a route has a host the Map uses host_matching=True and hostless rules get host '<pathways_host>' "
    "(a default-converter host, so they serve every non-empty host); without hosts in the table host_matching is off",
    "urls": "the URL is split by urllib.parse.urlsplit and turned into a WSGI environ as werkzeug's development server "
    "does: PATH_INFO is urllib.parse.unquote of the path ('/' for an empty path, as an HTTP client sends), QUERY_STRING the raw query, Host the authority without "
    "userinfo; the fragment is never sent to a server. Map defaults are kept (strict_slashes, merge_slashes): "
    "a RequestRedirect runs no endpoint and is reported as noMatch, as is NotFound",
    "query": "werkzeug.wrappers.Request(environ).args.items(multi=True), in the order werkzeug's MultiDict gives",
    "decode": "a Map holding the one rule, matched against the decoded path, host ignored; NotFound is reported as "
    "patternMismatch (decode), the only failure werkzeug reports",
    "encode": "MapAdapter.build of the one rule; BuildError (a missing value) is reported as missingValue (encode); "
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
    def __init__(self, map):  # noqa: A002 - werkzeug's parameter name
        IntegerConverter.__init__(self, map, signed=low < 0, min=low, max=high)

    return type(f"Pathways_{type_name}_Converter", (IntegerConverter,), {"__init__": __init__})


CONVERTERS = {f"pathways_{name}": _bounded_int(name, low, high) for name, (low, high) in lib.INT_RANGES.items()}


def rule_text(route: dict) -> tuple[str, lib.Pattern]:
    """The werkzeug rule string of a fixture route, or RouteUnusable."""
    pattern = lib.parse_pattern(route["pattern"])
    if pattern.fragment is not None:
        raise lib.RouteUnusable(f"route {route['name']}: werkzeug has no fragment routes")
    types = route.get("types")
    if types is not None:
        for name, t in types.items():
            if converter_for(t) is None:
                raise lib.RouteUnusable(f"route {route['name']}: werkzeug has no converter for {lib.type_name(t)} ({name})")
    parts = []
    for component in pattern.components:
        if component.placeholder is not None:
            conv = ""
            if types is not None and component.placeholder in types:
                conv = converter_for(types[component.placeholder])
            parts.append(f"<{conv}{component.placeholder}>")
        else:
            text = lib.strict_percent_decode(component.literal)
            if text is None:
                raise lib.RouteUnusable(f"route {route['name']}: the literal {component.literal!r} does not percent-decode")
            if "/" in text or "<" in text or ">" in text:
                raise lib.RouteUnusable(
                    f"route {route['name']}: the literal {component.literal!r} decodes to {text!r}, which a werkzeug rule cannot hold in one segment"
                )
            parts.append(text)
    rule = "/" + "/".join(parts) + ("/" if pattern.trailing_slash else "")
    if not route["pattern"].startswith("/"):
        rule = route["pattern"]  # let werkzeug judge a pattern without a leading slash as written
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
                self.rejected[index] = f"{type(error).__name__}: {error}"
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
    try:
        split = urlsplit(url)
    except ValueError as error:
        raise lib.Skip(f"urllib.parse.urlsplit, which werkzeug's server uses, cannot split the URL: {error}")
    host = split.netloc.rpartition("@")[2]
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


def json_value(value):
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return lib.json_number(value)
    if isinstance(value, uuid.UUID):
        return str(value)
    return value


def typed_values(route: dict, pattern: lib.Pattern, arguments: dict) -> dict | None:
    types = route.get("types")
    if types is None:
        return None
    values = {}
    for name, t in types.items():
        if name in pattern.placeholders:
            values[name] = json_value(arguments[name])
        elif lib.base_type(t)[1]:
            values[name] = None
    return values


def captures_from(path_info: str, pattern: lib.Pattern) -> dict:
    segments = path_info[1:].split("/") if path_info.startswith("/") else path_info.split("/")
    captures = {}
    for index, component in enumerate(pattern.components):
        if component.placeholder is not None:
            captures[component.placeholder] = segments[index]
    return captures


def answer_url(request: dict, url: str) -> dict:
    routes = request.get("routes", [])
    table = Table(routes)
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
    captures = captures_from(path_info, pattern)
    return lib.match_outcome(route["name"], captures, typed_values(route, pattern, arguments), query)


# ---------------------------------------------------------------------------------------------
# Patterns, registrations, decoding and encoding


def answer_pattern(text: str) -> dict:
    table = Table([{"name": "pattern", "pattern": text, "matching": "exact"}])
    if 0 in table.rejected:
        return {"error": f"werkzeug refused the rule without an error code: {table.rejected[0]}"}
    return {"result": {"valid": {"placeholders": table.patterns[0].placeholders}}}


def answer_registration(request: dict, name: str) -> dict:
    if name == "router":
        if request.get("router", {}).get("customSchemes"):
            raise lib.Skip("werkzeug has no custom schemes")
        return {"result": {"registered": True}}
    routes = request.get("routes", [])
    table = Table(routes)
    for index, route in enumerate(routes):
        if route["name"] == name:
            if index in table.rejected:
                return {"error": f"werkzeug refused the rule without an error code: {table.rejected[index]}"}
            return {"result": {"registered": True}}
    return {"error": f"no route named {name!r}"}


def route_named(request: dict, name: str) -> tuple[int, dict]:
    for index, route in enumerate(request.get("routes", [])):
        if route["name"] == name:
            if route.get("types") is None:
                raise lib.Skip(f"route {name} is not typed")
            return index, route
    raise lib.Skip(f"no route named {name}")


def decode_path(request: dict, name: str, path: str) -> dict:
    index, route = route_named(request, name)
    table = Table(request["routes"], only=name, exact_only=True, hosts=False)
    if index in table.rejected:
        return {"error": f"werkzeug refused the rule: {table.rejected[index]}"}
    split = urlsplit(path)
    path_info = unquote(split.path)
    try:
        _rule, arguments = table.map.bind("localhost").match(path_info, method="GET", return_rule=True)
    except (NotFound, RequestRedirect):
        return {"result": {"error": {"code": "patternMismatch", "phase": "decode"}}}
    return {"result": {"values": typed_values(route, table.patterns[index], arguments)}}


def answer_decode(request: dict, decode: dict) -> dict:
    if "url" in decode:
        try:
            split = urlsplit(decode["url"])
        except ValueError as error:
            raise lib.Skip(f"urllib.parse.urlsplit cannot split the URL: {error}")
        path = split.path + ("?" + split.query if split.query else "")
    else:
        path = decode["path"]
    return decode_path(request, decode["route"], path)


def python_value(t, value):
    base, _ = lib.base_type(t)
    if value is None:
        return None
    if isinstance(base, str) and base in lib.INT_RANGES:
        return int(value)
    if base in ("float", "double"):
        if isinstance(value, str):
            return float({"Infinity": "inf", "-Infinity": "-inf", "NaN": "nan"}[value])
        return float(value)
    if base == "uuid":
        return uuid.UUID(value)
    return value


def encode(request: dict, name: str, values: dict) -> tuple[str | None, dict | None, int, dict]:
    index, route = route_named(request, name)
    table = Table(request["routes"], only=name, exact_only=True, hosts=False)
    if index in table.rejected:
        return None, {"error": f"werkzeug refused the rule: {table.rejected[index]}"}, index, route
    types = route["types"]
    arguments = {}
    for key, value in values.items():
        if key not in types:
            raise lib.Skip(f"value {key} has no declared type")
        if value is None:
            continue
        if isinstance(value, (list, dict)):
            raise lib.Skip("werkzeug has no array or object values")
        arguments[key] = python_value(types[key], value)
    try:
        path = table.map.bind("localhost").build(index, arguments, method="GET")
    except BuildError:
        missing = [p for p in table.patterns[index].placeholders if p not in arguments]
        error = {"code": "missingValue", "phase": "encode"}
        if missing:
            error["placeholder"] = missing[0]
        return None, {"result": {"error": error}}, index, route
    return path, None, index, route


def answer_encode(request: dict, spec: dict) -> dict:
    if "base" in spec:
        raise lib.Skip("werkzeug builds external URLs from a bound server, not relative to a base URL")
    path, failure, _, _ = encode(request, spec["route"], spec["values"])
    return failure if failure is not None else {"result": {"path": path}}


def answer_round_trip(request: dict, spec: dict) -> dict:
    path, failure, _, _ = encode(request, spec["route"], spec["values"])
    if failure is not None:
        return failure
    decoded = decode_path(request, spec["route"], path)
    if "result" in decoded and "values" in decoded["result"]:
        return {"result": {"roundTrip": {"path": path, "values": decoded["result"]["values"]}}}
    return decoded  # werkzeug built a path its own rule does not match back


# ---------------------------------------------------------------------------------------------


def respond(request: dict) -> dict:
    if request.get("router", {}).get("customSchemes"):
        raise lib.Skip("werkzeug has no custom schemes")
    input_ = request.get("input", {})
    if "url" in input_:
        return answer_url(request, input_["url"])
    if "pattern" in input_:
        return answer_pattern(input_["pattern"])
    if "registration" in input_:
        return answer_registration(request, input_["registration"])
    if "decode" in input_:
        return answer_decode(request, input_["decode"])
    if "encode" in input_:
        return answer_encode(request, input_["encode"])
    if "roundTrip" in input_:
        return answer_round_trip(request, input_["roundTrip"])
    return {"error": "the request has no input of a known kind"}


if __name__ == "__main__":
    lib.main(lib.hello("werkzeug", "werkzeug", CAPABILITIES, CHOICES), respond)
