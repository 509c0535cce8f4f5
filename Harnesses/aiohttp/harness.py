"""Pathways conformance harness for aiohttp's URL dispatcher (aiohttp.web.UrlDispatcher).

Speaks Conformance/PROTOCOL.md on standard input and output. Each URL becomes the request a
browser sends, read as aiohttp's server reads it, and the application's router resolves it. See
README.md beside this file for the mapping.
"""

from __future__ import annotations

import asyncio
from urllib.parse import urlsplit

import harnesslib as lib
from aiohttp import web
from aiohttp.test_utils import make_mocked_request
from aiohttp.web_urldispatcher import MatchInfoError
from yarl import URL

REST = "pathways_rest"  # the variable of the extra {...:.*} route that emulates a prefix route

CAPABILITIES = ["prefix", "query", "encoding", "catchAll"]
# The profiles of SPEC.md section 19 the router claims: none. aiohttp reads no typed value and
# refuses nothing with a code.
PROFILES: list[str] = []
CHOICES = {
    "patterns": ":name becomes {name} (aiohttp's variable, [^{}/]+); literals are written as aiohttp "
    "compares them, decoded but for %2F and %25 (URL.path_safe, which it matches); a literal that does not decode, or "
    "decodes to text with '{' or '}', cannot be one aiohttp segment, and the input is skipped. Routes are "
    "added in registration order with UrlDispatcher.add_route('GET', path, handler, name=...); a path aiohttp refuses "
    "(ValueError: a variable name that is no identifier) leaves the route out",
    "catchAll": "*name becomes {name:.*} (the documented tail variable), one string from path_safe with %2F and %25 "
    "decoded at the end; the capture is reported as that string split on '/', so a %2F inside an element cannot be "
    "told from a separator",
    "prefix": "emulated with a second route for the same handler, the pattern followed by /{pathways_rest:.*} "
    "(aiohttp's prefix mechanism, add_subapp, mounts a whole application)",
    "urls": "the URL is read as a browser reads and sends it (the WHATWG URL Standard, by ada-url); its path and "
    "query as sent become the URL aiohttp's HTTP parser builds (yarl URL.build(path=..., query_string=..., "
    "encoded=True)) in a request (test_utils.make_mocked_request, cloned with that URL) with the Host sent, and UrlDispatcher.resolve finds its resource: aiohttp tries the resources indexed under the "
    "longest literal prefix of the path first, and in registration order among those. A MatchInfoError (404, 405) is "
    "noMatch. aiohttp's domain sub-applications are not used: hosts are not declared",
    "query": "request.query (yarl's MultiDictProxy), items() in URL order, every pair kept",
    "encode": "the resource's url_for(**values) (strings only; encoding is declared without typed); a KeyError (a "
    "missing value) is reported as a refusal without a code; encoding relative to a base URL is skipped",
    "not declared": "typed (aiohttp hands over strings), hosts, caseInsensitive, fragments, fragmentPlaceholders, "
    "queryFields, customSchemes, patternErrors, urlErrors",
}

LOOP = asyncio.new_event_loop()


def path_safe_literal(route: dict, literal: str) -> str:
    """A fixture literal in the form aiohttp compares with: URL.path_safe, every escape decoded
    but %2F and %25. RouteUnusable when it does not decode, or holds '{' or '}'."""
    text = lib.decoded_literal(route, literal, "{}", "an aiohttp path")
    return text.replace("%", "%25").replace("/", "%2F")


def path_text(route: dict) -> tuple[str, lib.Pattern]:
    """The aiohttp resource path of a fixture route, or RouteUnusable."""
    pattern = lib.route_pattern(route, "aiohttp has no fragment routes")
    if "host" in route:
        raise lib.RouteUnusable(f"route {route['name']}: the harness does not map hosts for aiohttp")
    text = lib.write_path(
        route,
        pattern,
        lambda name: "{" + name + "}",
        lambda literal: path_safe_literal(route, literal),
        lambda name: "{" + name + ":.*}",
    )
    return text, pattern


async def handler(request):  # never called: the harness reads the router's match info
    raise AssertionError("the harness resolves URLs, it does not call handlers")


def add(app: web.Application, index: int, route: dict, text: str, exact_only: bool) -> None:
    app.router.add_route("GET", text, handler, name=f"r{index}")
    if route.get("matching") == "prefix" and not exact_only and not lib.parse_pattern(route["pattern"]).catch_alls:
        app.router.add_route("GET", text.rstrip("/") + "/{" + REST + ":.*}", handler, name=f"r{index}rest")


class Table:
    """A fresh aiohttp Application with the routes added in order; a route aiohttp refuses is left out."""

    def __init__(self, routes: list[dict], only: str | None = None, exact_only: bool = False, hosts: bool = True):
        self.patterns: dict[int, lib.Pattern] = {}
        self.rejected: dict[int, str] = {}
        self.app = web.Application()
        added: list[tuple[int, dict, str]] = []
        for index, route in enumerate(routes):
            if only is not None and route["name"] != only:
                continue
            text, pattern = path_text(route)
            self.patterns[index] = pattern
            try:
                add(self.app, index, route, text, exact_only)
            except Exception as error:  # aiohttp refused the path: the route is not added
                self.rejected[index] = lib.refusal(error)
                self.app = web.Application()  # again without it: it may hold part of the route
                for kept, kept_route, kept_text in added:
                    add(self.app, kept, kept_route, kept_text, exact_only)
                continue
            added.append((index, route, text))
        self.app.router.freeze()

    def resolve(self, path: str, query: str = "", host: str = "localhost"):
        # The URL aiohttp's HTTP parser builds for an origin-form request target:
        # URL.build(path=..., query_string=..., encoded=True). make_mocked_request reads its
        # target with URL(target), which takes a leading '//' for an authority, so the request
        # gets the parser's URL instead.
        url = URL.build(path=path, query_string=query, encoded=True)
        request = make_mocked_request("GET", str(url), headers={"Host": host}, app=self.app).clone(rel_url=url)
        info = LOOP.run_until_complete(self.app.router.resolve(request))
        return request, info


def route_index(info) -> int | None:
    """The fixture index of the route a match info names, or None for no match."""
    if isinstance(info, MatchInfoError) or info.route.name is None:
        return None
    return int(info.route.name[1:].removesuffix("rest"))


class Aiohttp(lib.Adapter):
    router = "aiohttp"
    pattern_noun = route_noun = "path"
    no_base = "aiohttp's url_for builds a path, not a URL relative to a base"
    table = Table

    def match_url(self, routes: list[dict], table: Table, url: str) -> dict:
        """UrlDispatcher.resolve of the request; a MatchInfoError runs no handler."""
        split = lib.split_url(url)
        request, info = table.resolve(split.path or "/", split.query, split.netloc or "localhost")
        index = route_index(info)
        if index is None:
            return lib.NO_MATCH
        pattern = table.patterns[index]
        captures = {name: info[name] for name in pattern.placeholders}
        for name in pattern.catch_alls:
            captures[name] = info[name].split("/")
        return lib.match_outcome(routes[index]["name"], captures, None, lib.pairs(request.query.items()))

    def decoded_arguments(self, table: Table, index: int, raw: str) -> dict | None:
        """The strings the one route captures from the path; no match is None."""
        _request, info = table.resolve(urlsplit(raw).path or "/")
        return None if route_index(info) is None else dict(info)

    def build(self, table: Table, index: int, arguments: dict) -> str:
        """The resource's url_for; a KeyError is a value missing."""
        try:
            return str(table.app.router[f"r{index}"].url_for(**arguments))
        except KeyError:
            raise lib.MissingValue() from None


if __name__ == "__main__":
    lib.main(lib.hello("aiohttp", "aiohttp", CAPABILITIES, PROFILES, CHOICES), Aiohttp().respond)
