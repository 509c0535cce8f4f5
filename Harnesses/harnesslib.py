"""Shared plumbing for the Python harnesses: the JSON-lines loop of Conformance/PROTOCOL.md and
the reading of the fixture format's patterns and types.

Nothing here knows any router. Each harness gives `serve` its hello message and a function that
answers one request; this module frames messages, catches every exception per request, and exits
0 on `stop` or at the end of input.
"""

from __future__ import annotations

import json
import math
import sys
import traceback
from dataclasses import dataclass
from importlib import metadata

PROTOCOL = 1


class Skip(Exception):
    """Raised by a harness when its router cannot express an input; answered as a skip."""


class RouteUnusable(Skip):
    """A route of the table cannot be written in the router's syntax."""


def installed_version(distribution: str) -> str:
    """The version of an installed distribution, read at run time."""
    return metadata.version(distribution)


def hello(name: str, distribution: str, capabilities: list[str], choices: dict[str, str]) -> dict:
    return {
        "type": "hello",
        "protocol": PROTOCOL,
        "implementation": {"name": name, "version": installed_version(distribution), "language": "python"},
        "capabilities": sorted(capabilities),
        "choices": choices,
    }


def _write(message: dict) -> None:
    line = json.dumps(message, ensure_ascii=True, separators=(",", ":"), allow_nan=False)
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def _log(text: str) -> None:
    sys.stderr.write(text.rstrip("\n") + "\n")
    sys.stderr.flush()


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
    try:
        serve(hello_message, respond)
    except KeyboardInterrupt:
        pass
    sys.exit(0)


# ---------------------------------------------------------------------------------------------
# The fixture's pattern syntax: "/teams/:team_id/members/:member_id" with an optional "#route".


@dataclass
class Component:
    placeholder: str | None  # the name, for a placeholder
    literal: str | None  # the raw text, for a literal


@dataclass
class Pattern:
    text: str
    components: list[Component]
    trailing_slash: bool
    fragment: str | None  # raw fragment route, if any

    @property
    def placeholders(self) -> list[str]:
        return [c.placeholder for c in self.components if c.placeholder is not None]


def parse_pattern(text: str) -> Pattern:
    """Splits a fixture pattern into components without judging it (the routers judge)."""
    path, hash_sign, fragment = text.partition("#")
    body = path[1:] if path.startswith("/") else path
    trailing = body.endswith("/") and body != ""
    if trailing:
        body = body[:-1]
    parts = body.split("/") if body != "" else []
    components = [Component(p[1:], None) if p.startswith(":") else Component(None, p) for p in parts]
    return Pattern(text, components, trailing, fragment if hash_sign else None)


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
    """(type without optionality, optional?) for a fixture scalar type."""
    if isinstance(t, str):
        return (t[:-1], True) if t.endswith("?") else (t, False)
    if isinstance(t, dict) and "enum" in t:
        return ({"enum": t["enum"], "cases": t["cases"]}, bool(t.get("optional")))
    return (t, False)


def type_name(t) -> str:
    if isinstance(t, str):
        return t
    if isinstance(t, dict) and "enum" in t:
        return f"{t['enum']} enum" + ("?" if t.get("optional") else "")
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
    return [[str(k), str(v)] for k, v in items]


def match_outcome(route: str, captures: dict, values: dict | None, query: list, fragment: list | None = None) -> dict:
    match = {"route": route, "captures": captures, "query": query, "fragment": fragment or []}
    if values is not None:
        match["values"] = values
    return {"result": {"match": match}}


NO_MATCH = {"result": {"noMatch": True}}
