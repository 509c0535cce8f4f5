"""Pathways conformance harness for Django's URL resolver (django.urls: path(), URLResolver).

Speaks Conformance/PROTOCOL.md on standard input and output. Each URL becomes the WSGI environ a
server builds for the request a browser sends, Django reads its path_info from it as
WSGIRequest does, and a URLResolver of the table's path() routes resolves it, as Django's
request handler does for ROOT_URLCONF. See README.md beside this file for the mapping.
"""

from __future__ import annotations

import io
from urllib.parse import urlsplit

import django
import harnesslib as lib
from django.conf import settings

settings.configure(
    DEBUG=False,
    ALLOWED_HOSTS=["*"],
    USE_I18N=False,
    DEFAULT_CHARSET="utf-8",
)
django.setup()

from django.core.handlers.wsgi import WSGIRequest  # noqa: E402  (needs the settings above)
from django.urls import NoReverseMatch, Resolver404, URLResolver, path  # noqa: E402
from django.urls.resolvers import RegexPattern  # noqa: E402

REST = "pathways_rest"  # the argument of the extra <path:...> route that emulates a prefix route

CAPABILITIES = ["typed", "prefix", "query", "encoding", "catchAll"]
# The profiles of SPEC.md section 19 the router claims: none. Django's int converter takes
# leading zeros and has no range, and its URL reading refuses nothing with a code.
PROFILES: list[str] = []
CHOICES = {
    "patterns": ":name becomes <name> (Django's default str converter, [^/]+) in a django.urls.path() route, written "
    "without the leading '/' (the root URLResolver's pattern ^/ takes it, as for ROOT_URLCONF); literals are written "
    "decoded, since Django resolves the decoded path_info; a literal that does not decode, or decodes to text with '/', "
    "'<' or '>', cannot be one path() segment, and the input is skipped. Routes are tried in the order of urlpatterns, "
    "the first that resolves wins. re_path() is not used: every fixture pattern is a path() route",
    "typed": "int types become <int:name> (Django's IntConverter, [0-9]+ into a Python int: no sign, no range), uuid "
    "<uuid:name> (lower-case hex with dashes), string <str:name>; float, double, bool, date and enum types have no "
    "built-in Django converter and inputs of tables using them are skipped (a project could register its own; the "
    "harness measures Django's). Captures are the decoded path segments at the placeholders' positions",
    "catchAll": "*name becomes <path:name>, Django's path converter (.+), one string over the decoded path_info; the "
    "capture is reported as its segments from the catch-all's position on, split on '/': a %2F is already a '/' "
    "there. A typed catch-all ([T]) has no Django converter and is skipped",
    "prefix": "emulated with more path() routes for the same view: the pattern followed by '/', and by "
    "'/<path:pathways_rest>' (Django has no prefix route of its own: include() nests a list of routes under a prefix)",
    "urls": "the URL is read as a browser reads and sends it (the WHATWG URL Standard, by ada-url) and turned into the "
    "WSGI environ a server builds (PATH_INFO the unquoted bytes of the path as latin-1, as gunicorn and wsgiref do); "
    "WSGIRequest reads path_info from it (UTF-8, with invalid bytes percent-encoded again), and URLResolver(^/) of "
    "the table's routes resolves it. Resolver404 is noMatch. No middleware runs: CommonMiddleware's APPEND_SLASH only "
    "redirects a URL that did not resolve, which is noMatch either way. Django has no host routes",
    "query": "request.GET (a QueryDict) as lists(): the pairs grouped by name, each name's values in URL order",
    "decode": "a URLResolver of the one route resolving the decoded path; Resolver404 is reported as a refusal without "
    "a code, the only failure Django reports",
    "encode": "the resolver's _reverse_with_prefix(name, '/', **values), which django.urls.reverse calls with the script "
    "prefix '/'; NoReverseMatch (a missing value, or one the route's converter or regex does not take) is reported as "
    "a refusal without a code; encoding relative to a base URL is skipped",
}


def converter_for(t) -> str | None:
    base, _optional = lib.base_type(t)
    if base == "string":
        return "str:"
    if isinstance(base, str) and base in lib.INT_RANGES:
        return "int:"
    if base == "uuid":
        return "uuid:"
    return None


def route_text(route: dict) -> tuple[str, lib.Pattern]:
    """The path() route string of a fixture route (without the leading '/'), or RouteUnusable."""
    pattern = lib.route_pattern(route, "Django has no fragment routes")
    if "host" in route:
        raise lib.RouteUnusable(f"route {route['name']}: Django has no host-specific routes")
    lib.check_types(route, converter_for, "Django has no built-in converter")
    text = lib.write_path(
        route,
        pattern,
        lambda name: f"<{lib.placeholder_converter(route, name, converter_for)}{name}>",
        lambda literal: lib.decoded_literal(route, literal, "/<>", "a Django path() route"),
        lambda name: f"<path:{name}>",
    )
    return (text[1:] if text.startswith("/") else text), pattern


def view(request, **kwargs):  # never called: the harness reads the ResolverMatch
    raise AssertionError("the harness resolves URLs, it does not call views")


def routes_for(index: int, route: dict, text: str, exact_only: bool) -> list:
    """The path() routes of one fixture route, named by its index, their regexes compiled now
    (Django compiles a route lazily, on its first match, where a refusal would fail every URL)."""
    entries = [path(text, view, name=str(index))]
    if route.get("matching") == "prefix" and not exact_only:
        # The pattern followed by '/' and any rest: Django's path converter takes one character
        # or more, so the pattern followed by '/' alone is a route of its own.
        below = text if text == "" or text.endswith("/") else text + "/"
        if below != text:
            entries.append(path(below, view, name=str(index)))
        entries.append(path(below + f"<path:{REST}>", view, name=str(index)))
    for entry in entries:
        _ = entry.pattern.regex
    return entries


class Table:
    """A URLResolver of the routes' path()s, in order; a route Django refuses is left out."""

    def __init__(self, routes: list[dict], only: str | None = None, exact_only: bool = False, hosts: bool = True):
        self.patterns: dict[int, lib.Pattern] = {}
        self.rejected: dict[int, str] = {}
        entries: list = []
        for index, route in enumerate(routes):
            if only is not None and route["name"] != only:
                continue
            text, pattern = route_text(route)
            self.patterns[index] = pattern
            try:
                entries.extend(routes_for(index, route, text, exact_only))
            except Exception as error:  # Django refused the route: it is not registered
                self.rejected[index] = lib.refusal(error)
        self.resolver = URLResolver(RegexPattern(r"^/"), entries)


def path_info(raw_path: str) -> str:
    """The path_info Django reads for a path, as a server hands it over (decode inputs)."""
    return WSGIRequest({"REQUEST_METHOD": "GET", "PATH_INFO": lib.wsgi_path_info(raw_path), "wsgi.input": io.BytesIO()}).path_info


class Django(lib.Adapter):
    router = "Django"
    pattern_noun = route_noun = "path() route"
    no_base = "Django's reverse() builds paths under the script prefix, not relative to a base URL"
    table = Table

    def match_url(self, routes: list[dict], table: Table, url: str) -> dict:
        """URLResolver.resolve of the request's path_info; Resolver404 runs no view."""
        request = WSGIRequest(lib.wsgi_environ(url))
        try:
            match = table.resolver.resolve(request.path_info)
        except Resolver404:
            return lib.NO_MATCH
        index = int(match.url_name)
        route = routes[index]
        pattern = table.patterns[index]
        captures = lib.segment_captures(request.path_info, pattern)
        query = [[name, value] for name, values in request.GET.lists() for value in values]
        return lib.match_outcome(route["name"], captures, lib.typed_values(route, pattern, match.kwargs), query)

    def decoded_arguments(self, table: Table, index: int, raw: str) -> dict | None:
        """The one route resolving the decoded path; Resolver404 is a mismatch."""
        try:
            return table.resolver.resolve(path_info(urlsplit(raw).path)).kwargs
        except Resolver404:
            return None

    def build(self, table: Table, index: int, arguments: dict) -> str:
        """What django.urls.reverse builds under the script prefix '/'; NoReverseMatch is a
        value missing or refused, the only failure Django reports."""
        try:
            return table.resolver._reverse_with_prefix(str(index), "/", **arguments)
        except NoReverseMatch:
            raise lib.MissingValue() from None


if __name__ == "__main__":
    lib.main(lib.hello("django", "Django", CAPABILITIES, PROFILES, CHOICES), Django().respond)
