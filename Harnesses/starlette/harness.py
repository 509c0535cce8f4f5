"""Pathways conformance harness for starlette.routing (Router, Route, Mount, Host).

Speaks Conformance/PROTOCOL.md on standard input and output. Each URL is turned into an ASGI HTTP
scope and dispatched through a real starlette Router; the endpoints record what they received.
See README.md beside this file for the mapping.
"""

from __future__ import annotations

import asyncio
from urllib.parse import unquote, urlsplit

import harnesslib as lib
from starlette.requests import Request
from starlette.responses import PlainTextResponse
from starlette.routing import Host, Match, Mount, NoMatchFound, Route, Router

CAPABILITIES = ["typed", "prefix", "hosts", "query", "encoding", "catchAll"]
# The profiles of SPEC.md section 19 the router claims: none. Starlette's int converter
# takes leading zeros and its URL reading refuses nothing with a code.
PROFILES: list[str] = []
CHOICES = {
    "patterns": ":name becomes {name} (the str convertor, [^/]+); literals are written decoded, since starlette "
    "matches the decoded scope['path']; a literal that does not decode, or decodes to text with '/', '{' or '}', "
    "cannot be one starlette segment, and the input is skipped",
    "typed": "int types become {name:int} ([0-9]+, unbounded, no sign), float and double {name:float}, uuid {name:uuid}, "
    "string {name}; bool, date and enum types have no starlette convertor and inputs of tables using them are "
    "skipped. Captures are the decoded path segments at the placeholders' positions",
    "catchAll": "*name becomes {name:path}, starlette's path convertor (.*), which captures the rest of the decoded "
    "scope['path'] as one string; the capture is reported as that path's segments from the catch-all's position on, "
    "split on '/'. Since starlette matches the decoded path, a %2F is a separator before starlette sees it, so it "
    "cannot stay inside an element. A typed catch-all ([T]) has no starlette convertor and is skipped",
    "prefix": "a prefix route is a Mount of the pattern around an ASGI app (starlette's own prefix mechanism), which "
    "serves the pattern followed by '/...'",
    "hosts": "a route with a host is wrapped in its own Host(host, app=Router([route])), in registration order; a Host "
    "that matches the host takes the request even when its Router then answers 404",
    "urls": "the URL is read as a browser reads and sends it (the WHATWG URL Standard, by ada-url: host lower-cased, "
    "default port and userinfo dropped, dot segments resolved, non-ASCII and spaces escaped, other escapes as written) and "
    "dispatched as an ASGI http scope as uvicorn builds it: raw_path and query_string the path and query the browser "
    "sends, path = urllib.parse.unquote(raw_path), a Host header of the host the browser sends; the fragment is never sent. "
    "Router defaults are kept (redirect_slashes): a redirect or a 404 runs no endpoint and is reported as noMatch",
    "query": "starlette.requests.Request.query_params.multi_items(), as the endpoint receives them",
    "decode": "the one route's Route.matches on a scope of the path, host ignored; Match.NONE is reported as a "
    "refusal without a code, the only failure starlette reports",
    "encode": "Router.url_path_for(name, **values); NoMatchFound and a convertor's AssertionError (empty value, '/' "
    "in a str value) are reported as a refusal without a code; "
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
    """The starlette path template of a fixture route, or RouteUnusable."""
    pattern = lib.route_pattern(route, "starlette has no fragment routes")
    lib.check_types(route, convertor_for, "starlette has no convertor")
    path = lib.write_path(
        route,
        pattern,
        lambda name: "{" + name + lib.placeholder_converter(route, name, convertor_for) + "}",
        lambda literal: lib.decoded_literal(route, literal, "/{}", "a starlette path"),
        lambda name: "{" + name + ":path}",
    )
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
                self.rejected[index] = lib.refusal(error)
                continue
            entries.append(entry)
        self.router = Router(routes=entries)


def scope_for(url: str) -> dict:
    # The browser's reading (lib.split_url) is all ASCII: raw non-ASCII text is escaped, and the
    # userinfo is not part of the host it sends.
    split = lib.split_url(url)
    raw_path = split.path or "/"
    headers = [(b"host", split.netloc.encode("ascii"))] if split.netloc or split.scheme in ("http", "https") else []
    return {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": split.scheme,
        "path": unquote(raw_path),
        "raw_path": raw_path.encode("ascii"),
        "query_string": split.query.encode("ascii"),
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


class Starlette(lib.Adapter):
    router = "starlette"
    pattern_noun = "path"
    no_base = "starlette builds URLs from a request's base URL, not relative to a given base URL"
    table = Table

    def match_url(self, routes: list[dict], table: Table, url: str) -> dict:
        """The URL's scope dispatched through the Router; whatever runs no endpoint is noMatch."""
        scope = scope_for(url)
        LOOP.run_until_complete(_dispatch(table.router, scope))
        if table.recorder.hit is None:
            return lib.NO_MATCH
        index, params, query = table.recorder.hit
        route = routes[index]
        pattern = table.patterns[index]
        captures = lib.segment_captures(scope["path"], pattern)
        return lib.match_outcome(route["name"], captures, lib.typed_values(route, pattern, params), lib.pairs(query))

    def decoded_arguments(self, table: Table, index: int, path: str) -> dict | None:
        """Route.matches of the one route on a scope of the path, host ignored; anything but
        Match.FULL is a mismatch, the only failure starlette reports."""
        raw_path = urlsplit(path).path or "/"
        scope = {"type": "http", "method": "GET", "path": unquote(raw_path), "root_path": "", "headers": []}
        match, child = table.routes_by_index[index].matches(scope)
        if match is not Match.FULL:
            return None
        return child.get("path_params", {})

    def build(self, table: Table, index: int, arguments: dict) -> str:
        """Router.url_path_for; NoMatchFound is a value missing, a convertor's AssertionError a
        refusal without a code (its message goes to standard error)."""
        try:
            return str(table.router.url_path_for(str(index), **arguments))
        except NoMatchFound:
            raise lib.MissingValue() from None
        except AssertionError as error:
            lib.log(f"starlette's convertor refused the value with an assertion: {error}")
            raise lib.Answer(lib.REFUSED) from error


if __name__ == "__main__":
    lib.main(lib.hello("starlette", "starlette", CAPABILITIES, PROFILES, CHOICES), Starlette().respond)
