"""Shared plumbing for the Python harnesses: the JSON-lines loop of Conformance/PROTOCOL.md, the
reading of the fixture format's patterns and types, and the handling of each kind of input that
does not depend on the router.

Nothing here knows any router. Each harness subclasses `Adapter` with what is its router's own
(how a table of routes is registered, how a URL is matched, how a typed route decodes and
encodes) and hands `main` its hello message and the adapter's `respond`; this module frames
messages, dispatches each request by the kind of its input, catches every exception per request,
and exits 0 on `stop` or at the end of input.
"""

from __future__ import annotations

import io
import json
import math
import sys
import traceback
import uuid
from dataclasses import dataclass
from importlib import metadata
from urllib.parse import SplitResult, unquote_to_bytes

import ada_url

PROTOCOL = 1
# Protocol 1.1 adds the route's caseInsensitive, array types, a catch-all's capture as an array,
# the encode input's dateEncoding, and four capabilities. This module reads all of them; what a
# harness cannot express it skips (Adapter.respond), so every harness built on it speaks 1.1 and,
# since 1.2 only adds the hello's profiles, 1.2. 1.3 sends a harness that declares encoding
# without typed (a generator over strings) the encode and roundTrip inputs of routes whose
# properties are all strings; the decode, encode and roundTrip frame below answers them with the
# adapter's `build` and `decoded_arguments` as it answers typed ones, so it speaks 1.3.
PROTOCOL_MINOR = 3


class Skip(Exception):
    """Raised by a harness when its router cannot express an input; answered as a skip."""


class RouteUnusable(Skip):
    """A route of the table cannot be written in the router's syntax."""


def installed_version(distribution: str) -> str:
    """The version of an installed distribution, read at run time."""
    return metadata.version(distribution)


def hello(name: str, distribution: str, capabilities: list[str], profiles: list[str], choices: dict[str, str]) -> dict:
    """The harness's hello: `name` names the expectations file, `distribution` is the installed
    package whose version is reported, `profiles` the profiles of SPEC.md section 19 the router
    claims (protocol 1.2; the cases of the others are skipped), `choices` the adapter's decisions
    in words."""
    return {
        "type": "hello",
        "protocol": PROTOCOL,
        "protocolMinor": PROTOCOL_MINOR,
        "implementation": {"name": name, "version": installed_version(distribution), "language": "python"},
        "capabilities": sorted(capabilities),
        "profiles": sorted(profiles),
        "choices": choices,
    }


def _write(message: dict) -> None:
    line = json.dumps(message, ensure_ascii=True, separators=(",", ":"), allow_nan=False)
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def log(text: str) -> None:
    """Writes a line to standard error, which the runner shows when an input fails."""
    sys.stderr.write(text.rstrip("\n") + "\n")
    sys.stderr.flush()


_log = log


def serve(hello_message: dict, respond) -> None:
    """Runs the conversation until `stop` or end of input; `respond(request) -> response`."""
    stdin = sys.stdin.buffer
    while True:
        raw = stdin.readline()
        if not raw:
            return
        if not raw.strip():
            continue
        try:
            message = json.loads(raw.decode("utf-8", errors="surrogateescape"))
        except Exception as error:  # a line that is no JSON: nothing to answer to
            _log(f"harness: ignoring a line that is not JSON ({error})")
            continue
        if not isinstance(message, dict):
            _log("harness: ignoring a message that is not an object")
            continue
        kind = message.get("type")
        if kind == "hello":
            _write(hello_message)
        elif kind == "stop":
            return
        elif kind == "request":
            ident = message.get("id")
            try:
                response = respond(message.get("request") or {})
            except Skip as skip:
                response = {"skip": str(skip)}
            except Exception as error:  # a harness bug fails this input, never the process
                _log(traceback.format_exc())
                response = {"error": f"harness error: {type(error).__name__}: {error}"}
            try:
                _write({"type": "response", "id": ident, "response": response})
            except Exception as error:
                _write({"type": "response", "id": ident, "response": {"error": f"harness error: cannot write the answer: {error}"}})
        else:
            _log(f"harness: ignoring a message of type {kind!r}")


def main(hello_message: dict, respond) -> None:
    """A harness's entry point: `serve`, then exit 0 (also on Ctrl-C)."""
    try:
        serve(hello_message, respond)
    except KeyboardInterrupt:
        pass
    sys.exit(0)


# ---------------------------------------------------------------------------------------------
# The fixture's pattern syntax: "/teams/:team_id/members/:member_id" with an optional "#route";
# since protocol 1.1 also "*name" catch-alls ("/files/*path") and placeholders in the route.


@dataclass
class Component:
    placeholder: str | None  # the name, for a placeholder
    literal: str | None  # the raw text, for a literal
    catch_all: str | None = None  # the name, for a catch-all


@dataclass
class Pattern:
    text: str
    components: list[Component]
    trailing_slash: bool
    fragment: str | None  # raw fragment route, if any

    @property
    def placeholders(self) -> list[str]:
        """The path's placeholder names, in order (catch-alls are not among them)."""
        return [c.placeholder for c in self.components if c.placeholder is not None]

    @property
    def catch_alls(self) -> list[str]:
        """The path's catch-all names (at most one, last, in a valid pattern)."""
        return [c.catch_all for c in self.components if c.catch_all is not None]

    @property
    def names(self) -> list[str]:
        """Every placeholder and catch-all name of the path, in order (a pattern input's answer)."""
        return [n for c in self.components for n in (c.placeholder, c.catch_all) if n is not None]


def parse_component(part: str) -> Component:
    """One component of a fixture pattern: ":name", "*name" or a literal."""
    if part.startswith(":"):
        return Component(part[1:], None)
    if part.startswith("*"):
        return Component(None, None, part[1:])
    return Component(None, part)


def parse_pattern(text: str) -> Pattern:
    """Splits a fixture pattern into components without judging it (the routers judge)."""
    path, hash_sign, fragment = text.partition("#")
    body = path[1:] if path.startswith("/") else path
    trailing = body.endswith("/") and body != ""
    if trailing:
        body = body[:-1]
    parts = body.split("/") if body != "" else []
    return Pattern(text, [parse_component(p) for p in parts], trailing, fragment if hash_sign else None)


HEX = "0123456789abcdefABCDEF"


def strict_percent_decode(raw: str) -> str | None:
    """Decodes %XX escapes once; None when an escape is malformed or the bytes are not UTF-8.

    Used only to turn a fixture literal (raw text) into the decoded text a router's own syntax
    wants; never on URLs, which each router reads its own way.
    """
    out = bytearray()
    i = 0
    data = raw.encode("utf-8", errors="surrogatepass")
    while i < len(data):
        b = data[i]
        if b == 0x25:
            if i + 2 >= len(data):
                return None
            h = data[i + 1 : i + 3].decode("ascii", errors="replace")
            if len(h) != 2 or any(c not in HEX for c in h):
                return None
            out.append(int(h, 16))
            i += 3
        else:
            out.append(b)
            i += 1
    try:
        return out.decode("utf-8")
    except UnicodeDecodeError:
        return None


# ---------------------------------------------------------------------------------------------
# Types of typed routes.


def base_type(t) -> tuple[object, bool]:
    """(type without optionality, optional?) for a fixture type: a scalar name, an enum object,
    an array object ({"array": element}, protocol 1.1) or an unsupported object."""
    if isinstance(t, str):
        return (t[:-1], True) if t.endswith("?") else (t, False)
    if isinstance(t, dict) and "enum" in t:
        return ({"enum": t["enum"], "cases": t["cases"]}, bool(t.get("optional")))
    if isinstance(t, dict) and "array" in t:
        return ({"array": t["array"]}, bool(t.get("optional")))
    return (t, False)


def is_array_type(t) -> bool:
    """Whether a fixture type is an array ([T] or [T]?), which protocol 1.1 added."""
    return isinstance(t, dict) and "array" in t


def type_name(t) -> str:
    if isinstance(t, str):
        return t
    if isinstance(t, dict) and "enum" in t:
        return f"{t['enum']} enum" + ("?" if t.get("optional") else "")
    if isinstance(t, dict) and "array" in t:
        return f"[{type_name(t['array'])}]" + ("?" if t.get("optional") else "")
    if isinstance(t, dict) and "unsupported" in t:
        return f"unsupported {t['unsupported']}"
    return json.dumps(t)


INT_RANGES = {
    "int": (-(2**63), 2**63 - 1),
    "int8": (-(2**7), 2**7 - 1),
    "int16": (-(2**15), 2**15 - 1),
    "int32": (-(2**31), 2**31 - 1),
    "int64": (-(2**63), 2**63 - 1),
    "uint": (0, 2**64 - 1),
    "uint8": (0, 2**8 - 1),
    "uint16": (0, 2**16 - 1),
    "uint32": (0, 2**32 - 1),
    "uint64": (0, 2**64 - 1),
}


def json_number(value: float):
    """A float in the fixture's JSON form (non-finite numbers as strings)."""
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return value


def pairs(items) -> list[list[str]]:
    """Query parameters as the protocol's [name, value] pairs, in the router's order."""
    return [[str(k), str(v)] for k, v in items]


def match_outcome(route: str, captures: dict, values: dict | None, query: list, fragment: list | None = None) -> dict:
    """A `{"result": {"match": ...}}` response; `values` only for a typed route."""
    match = {"route": route, "captures": captures, "query": query, "fragment": fragment or []}
    if values is not None:
        match["values"] = values
    return {"result": {"match": match}}


NO_MATCH = {"result": {"noMatch": True}}
# A refusal without a code (protocol 1.3): what a router that reports no codes answers when it
# refuses a value, a pattern or a route. The runner never needs a code invented for it.
REFUSED = {"result": {"refused": True}}


def refusal(error: Exception) -> str:
    """How a table records a route its router refused to register: the exception, in words."""
    return f"{type(error).__name__}: {error}"


# ---------------------------------------------------------------------------------------------
# Writing a fixture pattern in a router's syntax.


def route_pattern(route: dict, no_fragments: str) -> Pattern:
    """The route's parsed pattern; RouteUnusable, with the reason `no_fragments`, for a route
    with a fragment (none of the adapted routers has fragment routes)."""
    pattern = parse_pattern(route["pattern"])
    if pattern.fragment is not None:
        raise RouteUnusable(f"route {route['name']}: {no_fragments}")
    return pattern


def check_types(route: dict, converter, lacking: str) -> None:
    """RouteUnusable when the router has no converter for one of the route's types (an array
    type included, unless `converter` has one).

    `converter(type)` is the router's text for a type, or None; `lacking` begins the reason
    ("werkzeug has no converter"), which goes on with the type and the placeholder.
    """
    types = route.get("types")
    if types is not None:
        for name, t in types.items():
            if converter(t) is None:
                raise RouteUnusable(f"route {route['name']}: {lacking} for {type_name(t)} ({name})")


def placeholder_converter(route: dict, name: str, converter) -> str:
    """`converter`'s text for the declared type of placeholder `name`, "" for an untyped one."""
    types = route.get("types")
    if types is not None and name in types:
        return converter(types[name])
    return ""


def decoded_literal(route: dict, literal: str, forbidden: str, holder: str) -> str:
    """A fixture literal decoded, for routers that match the decoded path.

    RouteUnusable when it does not percent-decode, or decodes to text with one of the characters
    `forbidden` (the router's separators and markers); `holder` ("a werkzeug rule") ends that
    reason.
    """
    text = strict_percent_decode(literal)
    if text is None:
        raise RouteUnusable(f"route {route['name']}: the literal {literal!r} does not percent-decode")
    if any(c in text for c in forbidden):
        raise RouteUnusable(f"route {route['name']}: the literal {literal!r} decodes to {text!r}, which {holder} cannot hold in one segment")
    return text


def write_path(route: dict, pattern: Pattern, placeholder, literal, catch_all=None) -> str:
    """The pattern in a router's syntax: `placeholder(name)` and `literal(raw text)` write the
    components (in order, so that a literal can raise RouteUnusable), joined by '/' after a
    leading '/', with the trailing slash kept. A fixture pattern without a leading slash is
    handed to the router as written, for the router to judge.

    A catch-all ("*name") is written by `catch_all(name)`; without it, the route is
    RouteUnusable (a harness that does not declare catchAll never receives one).
    """

    def write(component: Component) -> str:
        if component.placeholder is not None:
            return placeholder(component.placeholder)
        if component.catch_all is not None:
            if catch_all is None:
                raise RouteUnusable(f"route {route['name']}: the catch-all *{component.catch_all} cannot be written for this router")
            return catch_all(component.catch_all)
        return literal(component.literal)

    parts = [write(c) for c in pattern.components]
    path = "/" + "/".join(parts) + ("/" if pattern.trailing_slash else "")
    return path if route["pattern"].startswith("/") else route["pattern"]


def segment_captures(path: str, pattern: Pattern) -> dict:
    """Captures as the (decoded) path's segments at the placeholders' positions, for routers
    that hand over converted values only; a catch-all's capture is the list of the segments from
    its position to the end of the path."""
    segments = path[1:].split("/") if path.startswith("/") else path.split("/")
    captures: dict = {}
    for i, c in enumerate(pattern.components):
        if c.placeholder is not None:
            captures[c.placeholder] = segments[i]
        elif c.catch_all is not None:
            # The router hands over the joined remainder (or nothing per component), so the
            # catch-all's elements are the path's segments from its position on.
            captures[c.catch_all] = segments[i:]
    return captures


def split_url(url: str, splitter: str | None = None) -> SplitResult:
    """The URL as a browser reads it and sends it: the WHATWG URL Standard's reading, by PyPI's
    `ada-url` (the parser inside Node.js), as a `urllib.parse.SplitResult`. A URL the browser
    refuses is a Skip: no client sends it.

    - `scheme`: lower-cased, without the ':'.
    - `netloc`: the host as the browser sends it in `Host:` (special schemes: lower-cased, IDNA
      to `xn--`, IPv4 numbers and IPv6 written canonically), with the port only when it is not
      the scheme's default, never the userinfo.
    - `path`: the browser's path: `\\` is `/` in special schemes, `.` and `..` segments (also
      escaped, `%2e`) are resolved, a space, `"`, `<`, `>`, `` ` ``, `{`, `}` and non-ASCII are
      escaped; every escape already there stays as written (`%2F`, `%c3%a9`); `/` when a special
      scheme's path is empty.
    - `query`: without the '?', escaped as the browser sends it (a space as `%20`, `+` kept);
      `fragment`: without the '#', never sent to a server.

    ada reads an empty query (`?` alone) as no query, as `URL.search` does. `splitter`, kept for
    harnesses written before the browser reading, is no longer used in the reason.
    """
    try:
        reading = ada_url.parse_url(url)
    except (ValueError, UnicodeError) as error:
        raise Skip(f"a browser (the WHATWG URL Standard, read by ada-url) refuses the URL: {error}") from error
    return SplitResult(
        scheme=reading["protocol"].removesuffix(":"),
        netloc=reading["host"],
        path=reading["pathname"],
        query=reading["search"].removeprefix("?"),
        fragment=reading["hash"].removeprefix("#"),
    )


def wsgi_path_info(raw_path: str) -> str:
    """PATH_INFO as a WSGI server builds it from the path of a request: its unquoted bytes as
    latin-1 (PEP 3333; gunicorn's unquote_to_wsgi_str, wsgiref's unquote(path, 'iso-8859-1')),
    '/' for an empty path."""
    return unquote_to_bytes(raw_path or "/").decode("latin-1")


def wsgi_environ(url: str) -> dict:
    """The WSGI environ a server builds for the GET request a browser sends for the URL
    (`split_url`): PATH_INFO is `wsgi_path_info` of the path (a router's framework decodes it
    further, each its own way),
    QUERY_STRING the query as sent, HTTP_HOST the host as sent."""
    split = split_url(url)
    host = split.netloc
    name, _, port = host.rpartition(":") if not host.endswith("]") and ":" in host else (host, "", "")
    return {
        "REQUEST_METHOD": "GET",
        "SCRIPT_NAME": "",
        "PATH_INFO": wsgi_path_info(split.path),
        "QUERY_STRING": split.query,
        "SERVER_NAME": name or "localhost",
        "SERVER_PORT": port or ("443" if split.scheme == "https" else "80"),
        "SERVER_PROTOCOL": "HTTP/1.1",
        "HTTP_HOST": host,
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": split.scheme,
        "wsgi.input": io.BytesIO(),
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": False,
        "wsgi.multiprocess": False,
        "wsgi.run_once": False,
    }


def serve_wsgi(app, environ: dict) -> None:
    """Serves one request with a WSGI application, as a server does: the application gets a copy
    of `environ` (frameworks rewrite theirs, as Bottle does PATH_INFO), and the response body is
    read to its end. The harness's handlers record what ran."""
    body = app(dict(environ), lambda status, headers, exc_info=None: None)
    try:
        for _ in body:
            pass
    finally:
        close = getattr(body, "close", None)
        if close is not None:
            close()


# ---------------------------------------------------------------------------------------------
# Values of typed routes, between the fixture's JSON and Python.


def json_value(value):
    """A router's converted value in the fixture's JSON form."""
    if isinstance(value, float):
        return json_number(value)
    if isinstance(value, uuid.UUID):
        return str(value)
    return value


def python_value(t, value):
    """A fixture value of type `t` as the Python value a router's converter builds from."""
    base, _ = base_type(t)
    if value is None:
        return None
    if isinstance(base, str) and base in INT_RANGES:
        return int(value)
    if base in ("float", "double"):
        if isinstance(value, str):
            return float({"Infinity": "inf", "-Infinity": "-inf", "NaN": "nan"}[value])
        return float(value)
    if base == "uuid":
        return uuid.UUID(value)
    return value


def typed_values(route: dict, pattern: Pattern, arguments: dict) -> dict | None:
    """The `values` of a match or a decoding: each typed placeholder's converted argument, and
    null for an optional type that is no placeholder; None for an untyped route."""
    types = route.get("types")
    if types is None:
        return None
    values = {}
    for name, t in types.items():
        if name in pattern.placeholders:
            values[name] = json_value(arguments[name])
        elif base_type(t)[1]:
            values[name] = None
    return values


def typed_route(request: dict, name: str) -> tuple[int, dict]:
    """(index, route) of the typed route a decode, encode or roundTrip input names; Skip otherwise."""
    for index, route in enumerate(request.get("routes", [])):
        if route["name"] == name:
            if route.get("types") is None:
                raise Skip(f"route {name} is not typed")
            return index, route
    raise Skip(f"no route named {name}")


# ---------------------------------------------------------------------------------------------
# Answering requests: what does not depend on the router.


class Answer(Exception):
    """Raised to answer the request with `response` at once (a refusal, a failure to decode)."""

    def __init__(self, response: dict):
        super().__init__(response)
        self.response = response


class MissingValue(Exception):
    """Raised by `Adapter.build` when the router reports a value missing: a refusal (encode)."""


class Adapter:
    """One router's adapter. `respond` answers a request; a subclass supplies the router.

    A subclass sets:
    - `router`: the router's name as reasons spell it ("werkzeug", "URLPattern", "Routes");
    - `pattern_noun`, `route_noun`: what refusals call a pattern input and a route of a table
      the router refused ("the rule", "the path", "the route");
    - `table`: a callable (usually the harness's Table class) that registers a fresh router for
      a list of fixture routes, in order, with `.patterns` (index -> Pattern) and `.rejected`
      (index -> `refusal(...)`) of the routes it registered and refused; with typed coding it
      also takes the keywords `only` (one route's name), `exact_only` and `hosts`;
    - `match_url(routes, table, url)`: the response to a url input;
    and either `no_coding`, the skip reason of every decode, encode and roundTrip input, or
    `no_base` (the skip reason of encoding relative to a base URL), `decoded_arguments` and
    `build`.
    """

    router = ""
    pattern_noun = "pattern"
    route_noun = "route"
    no_coding: str | None = None
    no_base = ""
    # True when the router has its own option to compare a route's literals without case, which
    # the harness's table then sets per route (route["caseInsensitive"]).
    case_insensitive = False

    def table(self, routes: list[dict], **options):
        raise NotImplementedError

    def match_url(self, routes: list[dict], table, url: str) -> dict:
        raise NotImplementedError

    def decoded_arguments(self, table, index: int, path: str) -> dict | None:
        """The router's arguments for `path` (a path, maybe with a query) matched by the one
        route `index` of `table`; None when it does not match."""
        raise NotImplementedError

    def build(self, table, index: int, arguments: dict) -> str:
        """The path the router builds for route `index` of `table`; raises MissingValue, or
        Answer for a failure without an error code."""
        raise NotImplementedError

    # The request, by the kind of its input.

    def respond(self, request: dict) -> dict:
        """The response to one request (Skip propagates to `serve`)."""
        if request.get("router", {}).get("customSchemes"):
            raise Skip(f"{self.router} has no custom schemes")
        for route in request.get("routes", []):
            if route.get("caseInsensitive") and not self.case_insensitive:
                raise Skip(f"route {route['name']} is case-insensitive, which this harness does not express for {self.router}")
        input_ = request.get("input", {})
        try:
            if "url" in input_:
                routes = request.get("routes", [])
                return self.match_url(routes, self.table(routes), input_["url"])
            if "pattern" in input_:
                return self.answer_pattern(input_["pattern"])
            if "registration" in input_:
                return self.answer_registration(request, input_["registration"])
            if self.no_coding is not None:
                raise Skip(self.no_coding)
            if "decode" in input_:
                return self.answer_decode(request, input_["decode"])
            if "encode" in input_:
                return self.answer_encode(request, input_["encode"])
            if "roundTrip" in input_:
                return self.answer_round_trip(request, input_["roundTrip"])
        except Answer as answer:
            return answer.response
        return {"error": "the request has no input of a known kind"}

    def answer_pattern(self, text: str) -> dict:
        """A pattern input: the pattern as one exact route; its placeholders when registered."""
        table = self.table([{"name": "pattern", "pattern": text, "matching": "exact"}])
        if 0 in table.rejected:
            log(f"{self.router} refused the {self.pattern_noun}: {table.rejected[0]}")
            return REFUSED
        return {"result": {"valid": {"placeholders": table.patterns[0].names}}}

    def answer_registration(self, request: dict, name: str) -> dict:
        """A registration input: the router's options (custom schemes are skipped before) or
        one route of the whole table."""
        if name == "router":
            return {"result": {"registered": True}}
        routes = request.get("routes", [])
        table = self.table(routes)
        for index, route in enumerate(routes):
            if route["name"] == name:
                if index in table.rejected:
                    log(f"{self.router} refused the {self.route_noun}: {table.rejected[index]}")
                    return REFUSED
                return {"result": {"registered": True}}
        return {"error": f"no route named {name!r}"}

    def coding_table(self, request: dict, name: str) -> tuple[int, dict, object]:
        """(index, route, table) for decoding or encoding with the typed route `name`: a table of
        that route alone, exact, without hosts; Answer with an error when the router refused it."""
        index, route = typed_route(request, name)
        table = self.table(request["routes"], only=name, exact_only=True, hosts=False)
        if index in table.rejected:
            raise Answer({"error": f"{self.router} refused the {self.route_noun}: {table.rejected[index]}"})
        return index, route, table

    def decode_values(self, request: dict, name: str, path: str) -> dict | None:
        """The values route `name` decodes from `path`; Answer with a refusal when it does not match."""
        index, route, table = self.coding_table(request, name)
        arguments = self.decoded_arguments(table, index, path)
        if arguments is None:
            raise Answer(REFUSED)
        return typed_values(route, table.patterns[index], arguments)

    def encode_path(self, request: dict, name: str, values: dict) -> str:
        """The path route `name` encodes `values` to; Answer with a refusal when the router
        reports a value missing."""
        index, route, table = self.coding_table(request, name)
        types = route["types"]
        arguments = {}
        for key, value in values.items():
            if key not in types:
                raise Skip(f"value {key} has no declared type")
            if value is None:
                continue
            if isinstance(value, (list, dict)):
                raise Skip(f"{self.router} has no array or object values")
            arguments[key] = python_value(types[key], value)
        try:
            return self.build(table, index, arguments)
        except MissingValue:
            raise Answer(REFUSED) from None

    def answer_decode(self, request: dict, decode: dict) -> dict:
        """A decode input: of a path, or of a URL's path and query."""
        if "url" in decode:
            split = split_url(decode["url"])
            path = split.path + ("?" + split.query if split.query else "")
        else:
            path = decode["path"]
        return {"result": {"values": self.decode_values(request, decode["route"], path)}}

    def answer_encode(self, request: dict, spec: dict) -> dict:
        """An encode input; encoding relative to a base URL is skipped with `no_base`, and
        rounding dates first (dateEncoding) is skipped."""
        if "base" in spec:
            raise Skip(self.no_base)
        if spec.get("dateEncoding", "exact") != "exact":
            raise Skip(f"{self.router} has no rounding of dates (dateEncoding {spec['dateEncoding']})")
        return {"result": {"path": self.encode_path(request, spec["route"], spec["values"])}}

    def answer_round_trip(self, request: dict, spec: dict) -> dict:
        """A roundTrip input: the encoded path and the values the same route decodes from it."""
        path = self.encode_path(request, spec["route"], spec["values"])
        values = self.decode_values(request, spec["route"], path)
        return {"result": {"roundTrip": {"path": path, "values": values}}}
