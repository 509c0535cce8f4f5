"""Pathways conformance harness for starlette.routing (Router, Route, Mount, Host).

Speaks Conformance/PROTOCOL.md on standard input and output. Each URL is turned into an ASGI HTTP
scope and dispatched through a real starlette Router; the endpoints record what they received.
See README.md beside this file for the mapping.
"""

from __future__ import annotations

import asyncio
import os
import sys
import uuid
from urllib.parse import unquote, urlsplit

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import harnesslib as lib  # noqa: E402
from starlette.requests import Request  # noqa: E402
from starlette.responses import PlainTextResponse  # noqa: E402
from starlette.routing import Host, Match, Mount, NoMatchFound, Route, Router  # noqa: E402

CAPABILITIES = ["typed", "prefix", "hosts", "query", "encoding"]
CHOICES = {
    "patterns": ":name becomes {name} (the str convertor, [^/]+); literals are written decoded, since starlette "
    "matches the decoded scope['path']; a literal that does not decode, or decodes to text with '/', '{' or '}', "
    "cannot be one starlette segment, and the input is skipped",
    "typed": "int types become {name:int} ([0-9]+, unbounded, no sign), float and double {name:float}, uuid {name:uuid}, "
    "string {name}; bool, date and enum types have no starlette convertor and inputs of tables using them are "
    "skipped. Captures are the decoded path segments at the placeholders' positions",
    "prefix": "a prefix route is a Mount of the pattern around an ASGI app (starlette's own prefix mechanism), which "
    "serves the pattern followed by '/...'",
    "hosts": "a route with a host is wrapped in its own Host(host, app=Router([route])), in registration order; a Host "
    "that matches the host takes the request even when its Router then answers 404",
    "urls": "the URL is split by urllib.parse.urlsplit and dispatched as an ASGI http scope as uvicorn builds it: path = "
    "urllib.parse.unquote(raw path) ('/' for an empty path, as an HTTP client sends), raw_path the raw bytes, "
    "query_string the raw query, a Host header of the authority without userinfo; the fragment is never sent. "
    "Router defaults are kept (redirect_slashes): a redirect or a 404 runs no endpoint and is reported as noMatch",
    "query": "starlette.requests.Request.query_params.multi_items(), as the endpoint receives them",
    "decode": "the one route's Route.matches on a scope of the path, host ignored; Match.NONE is reported as "
    "patternMismatch (decode), the only failure starlette reports",
    "encode": "Router.url_path_for(name, **values); NoMatchFound is reported as missingValue (encode), a convertor's "
    "AssertionError (empty value, '/' in a str value) is answered as a harness error with starlette's message; "
    "encoding relative to a base URL is skipped",
}

LOOP = asyncio.new_event_loop()


def convertor_for(t) -> str | None:
    base, _ = lib.base_type(t)
    if base == "string":
        return ""
    if isinstance(base, str) and base in lib.INT_RANGES:
        return ":int"
    if base in ("float", "double"):
        return ":float"
    if base == "uuid":
        return ":uuid"
    return None


def path_text(route: dict) -> tuple[str, lib.Pattern]:
    pattern = lib.parse_pattern(route["pattern"])
    if pattern.fragment is not None:
        raise lib.RouteUnusable(f"route {route['name']}: starlette has no fragment routes")
    types = route.get("types")
    if types is not None:
        for name, t in types.items():
            if convertor_for(t) is None:
                raise lib.RouteUnusable(f"route {route['name']}: starlette has no convertor for {lib.type_name(t)} ({name})")
    parts = []
    for component in pattern.components:
        if component.placeholder is not None:
            conv = ""
            if types is not None and component.placeholder in types:
                conv = convertor_for(types[component.placeholder])
            parts.append("{" + component.placeholder + conv + "}")
        else:
            text = lib.strict_percent_decode(component.literal)
            if text is None:
                raise lib.RouteUnusable(f"route {route['name']}: the literal {component.literal!r} does not percent-decode")
            if "/" in text or "{" in text or "}" in text:
                raise lib.RouteUnusable(
                    f"route {route['name']}: the literal {component.literal!r} decodes to {text!r}, which a starlette path cannot hold in one segment"
                )
            parts.append(text)
    path = "/" + "/".join(parts) + ("/" if pattern.trailing_slash else "")
    if not route["pattern"].startswith("/"):
        path = route["pattern"]
    return path, pattern


class Recorder:
    def __init__(self):
        self.hit: tuple[int, dict, list] | None = None


def make_endpoint(index: int, recorder: Recorder):
    async def endpoint(request: Request):
        recorder.hit = (index, dict(request.path_params), list(request.query_params.multi_items()))
        return PlainTextResponse("")

    return endpoint


def make_app(index: int, recorder: Recorder):
    async def app(scope, receive, send):
        request = Request(scope, receive)
        params = dict(scope.get("path_params", {}))
        params.pop("path", None)  # the rest of the path that Mount adds
        recorder.hit = (index, params, list(request.query_params.multi_items()))
        await PlainTextResponse("")(scope, receive, send)

    return app


class Table:
    def __init__(self, routes: list[dict], only: str | None = None, exact_only: bool = False, hosts: bool = True):
        self.recorder = Recorder()
        self.patterns: dict[int, lib.Pattern] = {}
        self.rejected: dict[int, str] = {}
        self.routes_by_index: dict[int, object] = {}
        entries = []
        for index, route in enumerate(routes):
            if only is not None and route["name"] != only:
                continue
            path, pattern = path_text(route)
            self.patterns[index] = pattern
            try:
                if route.get("matching") == "prefix" and not exact_only:
                    entry = Mount(path, app=make_app(index, self.recorder), name=str(index))
                else:
                    entry = Route(path, endpoint=make_endpoint(index, self.recorder), name=str(index), methods=["GET"])
                self.routes_by_index[index] = entry
                if hosts and "host" in route:
                    entry = Host(route["host"], app=Router(routes=[entry]), name=f"host{index}")
            except Exception as error:  # starlette refused the path: the route is not registered
                self.rejected[index] = f"{type(error).__name__}: {error}"
                continue
            entries.append(entry)
        self.router = Router(routes=entries)


def scope_for(url: str) -> dict:
    try:
        split = urlsplit(url)
    except ValueError as error:
        raise lib.Skip(f"urllib.parse.urlsplit cannot split the URL: {error}")
    host = split.netloc.rpartition("@")[2]
    raw_path = split.path or "/"
    headers = [(b"host", host.encode("utf-8", errors="surrogateescape"))] if split.netloc or split.scheme in ("http", "https") else []
    return {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": split.scheme,
        "path": unquote(raw_path),
        "raw_path": raw_path.encode("utf-8", errors="surrogateescape"),
        "query_string": split.query.encode("utf-8", errors="surrogateescape"),
        "root_path": "",
        "headers": headers,
        "client": ("127.0.0.1", 1234),
        "server": None,
    }


async def _dispatch(router: Router, scope: dict) -> list:
    sent = []

    async def receive():
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message):
        sent.append(message)

    await router(scope, receive, send)
    return sent


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


def typed_values(route: dict, pattern: lib.Pattern, params: dict) -> dict | None:
    types = route.get("types")
    if types is None:
        return None
    values = {}
    for name, t in types.items():
        if name in pattern.placeholders:
            values[name] = json_value(params[name])
        elif lib.base_type(t)[1]:
            values[name] = None
    return values


def captures_from(path: str, pattern: lib.Pattern) -> dict:
    segments = path[1:].split("/") if path.startswith("/") else path.split("/")
    return {c.placeholder: segments[i] for i, c in enumerate(pattern.components) if c.placeholder is not None}


def answer_url(request: dict, url: str) -> dict:
    routes = request.get("routes", [])
    table = Table(routes)
    scope = scope_for(url)
    LOOP.run_until_complete(_dispatch(table.router, scope))
    if table.recorder.hit is None:
        return lib.NO_MATCH
    index, params, query = table.recorder.hit
    route = routes[index]
    pattern = table.patterns[index]
    return lib.match_outcome(route["name"], captures_from(scope["path"], pattern), typed_values(route, pattern, params), lib.pairs(query))


def answer_pattern(text: str) -> dict:
    table = Table([{"name": "pattern", "pattern": text, "matching": "exact"}])
    if 0 in table.rejected:
        return {"error": f"starlette refused the path without an error code: {table.rejected[0]}"}
    return {"result": {"valid": {"placeholders": table.patterns[0].placeholders}}}


def answer_registration(request: dict, name: str) -> dict:
    if name == "router":
        if request.get("router", {}).get("customSchemes"):
            raise lib.Skip("starlette has no custom schemes")
        return {"result": {"registered": True}}
    routes = request.get("routes", [])
    table = Table(routes)
    for index, route in enumerate(routes):
        if route["name"] == name:
            if index in table.rejected:
                return {"error": f"starlette refused the route without an error code: {table.rejected[index]}"}
            return {"result": {"registered": True}}
    return {"error": f"no route named {name!r}"}


def route_named(request: dict, name: str) -> tuple[int, dict]:
    for index, route in enumerate(request.get("routes", [])):
        if route["name"] == name:
            if route.get("types") is None:
                raise lib.Skip(f"route {name} is not typed")
            return index, route
    raise lib.Skip(f"no route named {name}")


def decode_path(request: dict, name: str, path_and_query: str) -> dict:
    index, route = route_named(request, name)
    table = Table(request["routes"], only=name, exact_only=True, hosts=False)
    if index in table.rejected:
        return {"error": f"starlette refused the route: {table.rejected[index]}"}
    raw_path = urlsplit(path_and_query).path or "/"
    scope = {"type": "http", "method": "GET", "path": unquote(raw_path), "root_path": "", "headers": []}
    match, child = table.routes_by_index[index].matches(scope)
    if match is not Match.FULL:
        return {"result": {"error": {"code": "patternMismatch", "phase": "decode"}}}
    return {"result": {"values": typed_values(route, table.patterns[index], child.get("path_params", {}))}}


def answer_decode(request: dict, decode: dict) -> dict:
    if "url" in decode:
        try:
            split = urlsplit(decode["url"])
        except ValueError as error:
            raise lib.Skip(f"urllib.parse.urlsplit cannot split the URL: {error}")
        return decode_path(request, decode["route"], split.path)
    return decode_path(request, decode["route"], decode["path"])


def python_value(t, value):
    base, _ = lib.base_type(t)
    if isinstance(base, str) and base in lib.INT_RANGES:
        return int(value)
    if base in ("float", "double"):
        if isinstance(value, str):
            return float({"Infinity": "inf", "-Infinity": "-inf", "NaN": "nan"}[value])
        return float(value)
    if base == "uuid":
        return uuid.UUID(value)
    return value


def encode(request: dict, name: str, values: dict):
    index, route = route_named(request, name)
    table = Table(request["routes"], only=name, exact_only=True, hosts=False)
    if index in table.rejected:
        return None, {"error": f"starlette refused the route: {table.rejected[index]}"}
    types = route["types"]
    params = {}
    for key, value in values.items():
        if key not in types:
            raise lib.Skip(f"value {key} has no declared type")
        if value is None:
            continue
        if isinstance(value, (list, dict)):
            raise lib.Skip("starlette has no array or object values")
        params[key] = python_value(types[key], value)
    try:
        path = table.router.url_path_for(str(index), **params)
    except NoMatchFound:
        missing = [p for p in table.patterns[index].placeholders if p not in params]
        error = {"code": "missingValue", "phase": "encode"}
        if missing:
            error["placeholder"] = missing[0]
        return None, {"result": {"error": error}}
    except AssertionError as error:
        return None, {"error": f"starlette's convertor refused the value with an assertion, not an error code: {error}"}
    return str(path), None


def answer_encode(request: dict, spec: dict) -> dict:
    if "base" in spec:
        raise lib.Skip("starlette builds URLs from a request's base URL, not relative to a given base URL")
    path, failure = encode(request, spec["route"], spec["values"])
    return failure if failure is not None else {"result": {"path": path}}


def answer_round_trip(request: dict, spec: dict) -> dict:
    path, failure = encode(request, spec["route"], spec["values"])
    if failure is not None:
        return failure
    decoded = decode_path(request, spec["route"], path)
    if "result" in decoded and "values" in decoded["result"]:
        return {"result": {"roundTrip": {"path": path, "values": decoded["result"]["values"]}}}
    return decoded


def respond(request: dict) -> dict:
    if request.get("router", {}).get("customSchemes"):
        raise lib.Skip("starlette has no custom schemes")
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
    lib.main(lib.hello("starlette", "starlette", CAPABILITIES, CHOICES), respond)
