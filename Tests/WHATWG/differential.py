#!/usr/bin/env python3
"""Differential test of Pathways' URL reader against a WHATWG URL parser (ada-url).

The rule (README.md has the long form):
  1. Whatever Pathways accepts, the WHATWG parser accepts.
  2. When both accept, they read the same scheme, host, port, path, query and fragment.
  3. A custom scheme's non-empty authority is Pathways' first path component (deliberate).
  4. Pathways may refuse what the WHATWG parser accepts: that is counted, never a failure.

Inputs come from a seeded generator of authority confusions, so a run is reproducible:
chunk i of a run with seed S always draws from random.Random(f"{S}/{i}"), whatever --jobs is.

Usage:
  python differential.py --count 1000000 --seed 1 --jobs 2 [--pathways PATH]
  python differential.py --count 0 --idna-sweep --idna-count 100000   # xn-- hosts (see IDNA below)
  python differential.py --show URL [URL ...]       # both readings of some URLs, side by side
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import json
import multiprocessing
import os
import random
import subprocess
import sys
import time
from collections.abc import Iterable
from typing import Any

import ada_url

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# The WHATWG URL Standard's special schemes and their default ports (file has none).
SPECIAL_SCHEMES = {"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21, "file": None}
# Passed to every read-url process with --custom-scheme; the comparer applies rule 3 to them.
CUSTOM_SCHEMES = ("myapp", "com.example.app")

CHUNK = 20_000  # URLs per read-url process call
KEEP_EXAMPLES = 5  # disagreements kept per chunk, for the report

_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def ascii_lower(text: str) -> str:
    return text.translate(_ASCII_LOWER)


# ---------------------------------------------------------------------------------------------
# Generator
# ---------------------------------------------------------------------------------------------

OTHER_SCHEMES = ("foo", "git+ssh", "x-y.z", "urn", "mailto", "data", "blob", "javascript", "s3", "a1", "Foo", "ssh")
INVALID_SCHEMES = ("", "1http", "ht tp", "h_t", "-x", "+a", ".a", "\u00e9", "ht%74p", "http\t", " https", "ht\ntp", "h:", "*")

LABELS = (
    "example", "EXAMPLE", "com", "Com", "org", "a", "B", "b-c", "-a", "a-", "www", "WWW", "x1", "123a", "a1b2",
    "localhost", "LocalHost", "_srv", "a_b", "~x", "a~b", "!", "$x", "a&b", "'", "(a)", "*", "a+b", ",", ";", "=",
    "xn--nxasmq6b", "xn--bcher-kva", "XN--BCHER-KVA", "xn--zca", "xn--mnchen-3ya", "xn--ls8h", "xn--55qx5d",
    "xn--a", "xn--", "xn--abc-", "xn--0", "xn--xn--a", "xn--ab--c", "xn--bcher-kvaa", "xn--ggg", "Xn--Zca",
    "xn--ss-", "xn--i", "ab--cd", "xn-a", "0x", "0x1g", "1e3", "0a",
)
# Labels written in Unicode, as people paste them: a browser converts them by UTS #46 (URL-11).
LABELS_UNICODE = (
    "sh\u00f6p", "m\u00fcnchen", "B\u00fccher", "\u043f\u0440\u0438\u043c\u0435\u0440", "\u4f8b\u3048", "\u00d6BB",
    "\U0001f45f", "stra\u00dfe", "\uff45xample", "\u0440\u0444", "caf\u00e9", "\u00e9", "a\u200db", "\u0627\u0644",
)

HOST_ODDITIES_RAW = (
    "\x00", "\t", "\n", "\r", " ", "#", "%", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^", "|", "\x7f",
    "\u00e9", "\u00df", "\u3002", "\uff21", "\uff0e", "\u00e4", '"', "`", "{", "}", "\x01", "\x1f", "\u200b",
)
HOST_ODDITIES_ESCAPED = (
    "%00", "%09", "%0A", "%0d", "%20", "%23", "%25", "%2F", "%2f", "%3A", "%3C", "%3E", "%3F", "%40", "%5B",
    "%5C", "%5D", "%5E", "%7C", "%7F", "%C3%A9", "%c3%9f", "%E3%80%82", "%EF%BC%A1", "%41", "%2E", "%2e", "%61",
    "%FF", "%C3", "%", "%4", "%zz", "%G1", "%%", "%2", "%_1",
)

PORTS = (
    "", "0", "1", "80", "443", "21", "8080", "0080", "00443", "021", "65535", "065535", "65536", "99999",
    "4294967296", "99999999999999999999", "a", "8o", "::", ":80", "1 ", " 1", "+1", "-1", "0x50", "8%30", "1.5",
    "\u0661", "00000000000000000000080",
)

# Path segments and query atoms that Pathways should accept, and ones it should refuse or that
# a browser reads in its own way (dot segments, raw characters it escapes, malformed escapes).
SEGMENTS_GOOD = (
    "a", "b", "products", "42", "A", "x.y", "", "...", ".a", "a.", "..a", "%2F", "a%2Fb", "a%2fb", ";", "a;b",
    "x=1", "C:", "C%3A", "%41%42", "A%20B", "caf%C3%A9", "~", "!$&'()*+,;=", "+", "%2B", "'", "@", ":", "%5C",
    "%3F", "%23", "%E6%97%A5", "%252e", "%2e%2e%2f", "a:b@c", "%F0%9F%92%A9",
    # Raw non-ASCII text, read as its UTF-8 escapes (URL-6): letters, emoji sequences with
    # joiners and variation selectors, combining marks, a noncharacter, private use, U+FFFD.
    "\u00e9", "caf\u00e9", "\U0001f45f", "\u65e5\u672c", "e\u0301", "\U0001f468\u200d\U0001f469", "\u2764\ufe0f",
    "\ufdd0", "\ue000", "\ufffd", "\U0010fffd", "\u0378", "caf%C3%A9\u00e9", "\u00e9%2F\u00e9", "\uff0e\uff0e",
)
SEGMENTS_BAD = (
    ".", "..", "%2e", "%2E", ".%2e", "%2e.", "%2E%2E", ".%2E", "%2e%2E", "c|", "\u00e9", "%FF", "%C3", "%00",
    "%7F", "%0A", "\t", "a\tb", "\n", "\r", "\\", "a\\b", "%", "%4", "%zz", " ", "a b", '"', "<", ">", "{",
    "}", "^", "`", "|", "[", "]", "\x00", "\x7f", "%u0041", "%%30", "%ED%A0%80", "%C0%AF",
    # Raw code points that cannot be seen, refused raw (URL-6), and an escaped lead before raw text.
    "\u200b", "\ufeff", "\u202e", "\u00a0", "\u0085", "\u2028", "\u3000", "a\u2066b", "%C3\u00e9", "\u00e9\t",
)

QUERY_GOOD = (
    "q", "x", "", "", "1", "%20", "+", "%2B", "a+b", "=", "==", "%3D", "%26", "?", "/", "%C3%A9", "'", "a=b",
    "%2F", "~", "!", "$", "@", ":", "%23", "%e2%82%ac", "%7E", "%3f", "\u00e9", "\u20ac", "\U0001f45f", "\u65e5\u672c\u8a9e",
    "a\u00e9b", "\u00df",
)
QUERY_BAD = (
    "a b", "%FF", "%", "%zz", '"', "<", "`", "%00", "\t", "[", "]", "{", "^", "|", "\\", " ", "%0D", "%7f", "#",
    "\u200b", "\ufeff", "\u00a0", "\u0085",
)


def pick(rng: random.Random, good: tuple[str, ...], bad: tuple[str, ...], bad_rate: float = 0.08) -> str:
    return rng.choice(bad) if rng.random() < bad_rate else rng.choice(good)


FRAGMENT_GOOD = (
    "", "frag", "a/b", "/x", "%20", "?", "r", "%C3%A9", "..", "a%2Fb", "/products/42", ":", "@", "%23", "=", "\u00e9",
    "\U0001f45f", "/c/\u00e9",
)
FRAGMENT_BAD = ("a b", "%zz", "#", "<", "%00", "%", "`", "{", "\t", "\u202e", "\u200b")

MUTATION_CHARS = (
    [chr(c) for c in range(0x20, 0x7F)]
    + ["\t", "\n", "\r", "\x00", "\x7f", "\x01", "\u00e9", "\u3002", "\uff0e", "\uff11", "\u00df", "\u200b", "\ufeff"]
    + ["\U0001f45f", "\u00a0", "\u0085", "\u202e", "\u200d", "\ufe0f", "\u0301", "\u4e00"]
    + list("/\\:@[]%.")
)

PRINTABLE = [chr(c) for c in range(0x20, 0x7F)] + ["\t", "\n", "\x00", "\u00e9"]


def mixed_case(rng: random.Random, text: str) -> str:
    return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in text)


def gen_scheme(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.62:
        name = rng.choice(tuple(SPECIAL_SCHEMES))
        roll = rng.random()
        if roll < 0.12:
            return name.upper()
        if roll < 0.25:
            return mixed_case(rng, name)
        return name
    if r < 0.80:
        name = rng.choice(CUSTOM_SCHEMES)
        return mixed_case(rng, name) if rng.random() < 0.1 else name
    if r < 0.95:
        return rng.choice(OTHER_SCHEMES)
    return rng.choice(INVALID_SCHEMES)


def gen_slashes(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.8:
        return "//"
    return "".join(rng.choice("/\\") if rng.random() < 0.8 else "/" for _ in range(rng.randrange(5)))


def gen_userinfo(rng: random.Random) -> str:
    if rng.random() < 0.92:
        return ""
    return rng.choice(
        ("user@", "user:pw@", "@", ":@", "u%40x@", "\\@", "a@b@", "us%3Aer:p%40ss@", ":pw@", "user:@", "%40@", "@@")
    )


def gen_label(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.04:
        return rng.choice(LABELS_UNICODE)
    if r < 0.7:
        return rng.choice(LABELS)
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~!$&'()*+,;="
    return "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 8)))


def gen_reg_name(rng: random.Random) -> str:
    labels = [gen_label(rng) for _ in range(rng.choice((1, 1, 2, 2, 2, 3, 3, 4)))]
    if rng.random() < 0.06:
        labels.insert(rng.randrange(len(labels) + 1), "")
    host = ".".join(labels)
    if rng.random() < 0.1:
        host += "."
    return host


def gen_ipv4_number(rng: random.Random, limit: int) -> str:
    """One part of an IPv4 host in any of the WHATWG number forms, mostly below `limit`."""
    r = rng.random()
    if r < 0.08:
        return rng.choice(("", "09", "08", "0x", "0X", "0xg", "1e", "-1", "+1", "00000001", "0x0000ff", "0o7", "1_0"))
    if r < 0.7:
        value = rng.randrange(limit)
    else:
        value = rng.choice((0, limit - 1, limit, limit + 1, 255, 256, 2**32 - 1, 2**32, 2**32 + 1, rng.randrange(10**20)))
    form = rng.random()
    if form < 0.62:
        return str(value)
    if form < 0.78:
        return "0" + format(value, "o")
    digits = format(value, "x")
    if rng.random() < 0.4:
        digits = mixed_case(rng, digits)
    if rng.random() < 0.15:
        digits = "0" + digits
    return rng.choice(("0x", "0X")) + digits


def gen_ipv4(rng: random.Random) -> str:
    if rng.random() < 0.45:
        host = ".".join(str(rng.choice((rng.randrange(256), 0, 1, 127, 255, 10, 192))) for _ in range(4))
    else:
        count = rng.choice((1, 2, 3, 4, 4, 4, 5))
        parts = [gen_ipv4_number(rng, 256) for _ in range(count - 1)]
        parts.append(gen_ipv4_number(rng, 256 ** max(1, 5 - count)))
        host = ".".join(parts)
    if rng.random() < 0.1:
        host += "."
    if rng.random() < 0.05:
        host = gen_label(rng) + "." + host
    return host


def ipv6_canonical(pieces: list[int]) -> str:
    """The WHATWG serialization of an IPv6 address, written here from the standard's prose."""
    best_start, best_length = -1, 1
    index = 0
    while index < 8:
        if pieces[index] == 0:
            end = index
            while end < 8 and pieces[end] == 0:
                end += 1
            if end - index > best_length:
                best_start, best_length = index, end - index
            index = end
        else:
            index += 1
    out = []
    index = 0
    while index < 8:
        if index == best_start:
            out.append("::" if index == 0 else ":")
            index += best_length
            continue
        out.append(format(pieces[index], "x"))
        if index < 7:
            out.append(":")
        index += 1
    return "".join(out)


def gen_ipv6_text(rng: random.Random) -> str:
    pieces = [0 if rng.random() < 0.45 else rng.choice((1, 0xFFFF, rng.randrange(1, 0x10000), rng.randrange(1, 16))) for _ in range(8)]
    if rng.random() < 0.15:
        pieces = [0] * 7 + [1]
    r = rng.random()
    canonical = ipv6_canonical(pieces)
    if r < 0.38:
        return canonical
    if r < 0.46:
        return canonical.upper() if rng.random() < 0.5 else mixed_case(rng, canonical)
    if r < 0.52:
        return ":".join(format(p, "x") for p in pieces)
    if r < 0.57:
        return ":".join(format(p, "04x") for p in pieces)
    if r < 0.62:
        # A compressed run that is not the one the serializer picks (or a single zero).
        zeros = [i for i, p in enumerate(pieces) if p == 0]
        if zeros:
            start = rng.choice(zeros)
            end = start
            while end + 1 < 8 and pieces[end + 1] == 0 and rng.random() < 0.6:
                end += 1
            head = ":".join(format(p, "x") for p in pieces[:start])
            tail = ":".join(format(p, "x") for p in pieces[end + 1:])
            return head + "::" + tail
        return canonical
    if r < 0.72:
        # An embedded IPv4 address, good or bad.
        head = ipv6_canonical([*pieces[:6], 1, 1])[:-3].rstrip(":")
        head = head + ":" if not head.endswith(":") else head
        if rng.random() < 0.5:
            head = rng.choice(("::", "::ffff:", "::FFFF:", "1::", "0:0:0:0:0:0:", "1:2:3:4:5:6:", "1:2:3:4:5:6:7:"))
        quad = [str(rng.randrange(256)) for _ in range(4)]
        roll = rng.random()
        if roll < 0.15:
            quad[rng.randrange(4)] = "0" + quad[0]
        elif roll < 0.25:
            quad[rng.randrange(4)] = str(rng.randrange(256, 1000))
        elif roll < 0.35:
            quad = quad[: rng.randrange(1, 4)]
        elif roll < 0.42:
            quad.append("1")
        elif roll < 0.5:
            quad[rng.randrange(4)] = ""
        elif roll < 0.55:
            quad[rng.randrange(4)] = "0x1"
        return head + ".".join(quad)
    if r < 0.77:
        text = canonical
        position = rng.randrange(len(text) + 1)
        return text[:position] + "::" + text[position:]
    if r < 0.81:
        return ":".join(format(rng.randrange(0x10000), "x") for _ in range(rng.choice((7, 9, 10))))
    return rng.choice(
        (
            "::1.", "::1.2", "::1.2.3.4.", "::1%25eth0", "fe80::1%25eth0", "fe80::1%eth0", "v1.x", "V7.abc", "v1.", "vz.1",
            "::12345", "1:", ":1:2:3:4:5:6:7", "1:2:3:4:5:6:7:", "::", ":::", "1:::2", ":", "", "::ffff:1.2.3.4",
            "::0.0.0.1", "0::", "::g", "1.2.3.4", "::1 ", " ::1", "::0", "0:0:0:0:0:0:0:0", "::-1", "::+1",
        )
    )


def gen_ipv6(rng: random.Random) -> str:
    text = gen_ipv6_text(rng)
    r = rng.random()
    if r < 0.86:
        return "[" + text + "]"
    if r < 0.91:
        return "[" + text
    if r < 0.95:
        return text + "]"
    return "[" + text + "]" + rng.choice(("x", "]", "[", ".", "a:1", "%20", "[::1]"))


def gen_odd_host(rng: random.Random) -> str:
    host = gen_reg_name(rng) if rng.random() < 0.8 else gen_ipv4(rng)
    oddity = rng.choice(HOST_ODDITIES_RAW) if rng.random() < 0.5 else rng.choice(HOST_ODDITIES_ESCAPED)
    position = rng.randrange(len(host) + 1)
    return host[:position] + oddity + host[position:]


def gen_host(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.46:
        return gen_reg_name(rng)
    if r < 0.66:
        return gen_ipv4(rng)
    if r < 0.81:
        return gen_ipv6(rng)
    if r < 0.95:
        return gen_odd_host(rng)
    return ""


def gen_port(rng: random.Random) -> str:
    if rng.random() < 0.75:
        return ""
    if rng.random() < 0.2:
        return ":" + str(rng.randrange(70000))
    return ":" + rng.choice(PORTS)


def gen_path(rng: random.Random) -> str:
    count = rng.choice((0, 0, 1, 1, 1, 2, 2, 3, 4))
    out = []
    for _ in range(count):
        separator = "/" if rng.random() < 0.95 else "\\"
        out.append(separator + pick(rng, SEGMENTS_GOOD, SEGMENTS_BAD))
    if rng.random() < 0.15:
        out.append("/")
    return "".join(out)


def gen_pairs(rng: random.Random) -> str:
    pairs = []
    for _ in range(rng.choice((0, 1, 1, 2, 2, 3))):
        name = pick(rng, QUERY_GOOD, QUERY_BAD) + (pick(rng, QUERY_GOOD, QUERY_BAD) if rng.random() < 0.2 else "")
        if rng.random() < 0.75:
            value = pick(rng, QUERY_GOOD, QUERY_BAD) + (pick(rng, QUERY_GOOD, QUERY_BAD) if rng.random() < 0.2 else "")
            pairs.append(name + "=" + value)
        else:
            pairs.append(name)
    return "&".join(pairs)


def gen_query(rng: random.Random) -> str:
    if rng.random() < 0.6:
        return ""
    return "?" + gen_pairs(rng)


def gen_fragment(rng: random.Random) -> str:
    if rng.random() < 0.65:
        return ""
    text = "#" + pick(rng, FRAGMENT_GOOD, FRAGMENT_BAD)
    if rng.random() < 0.5:
        text += "?" + gen_pairs(rng)
    if rng.random() < 0.08:
        text += "#" + pick(rng, FRAGMENT_GOOD, FRAGMENT_BAD)
    return text


def gen_structured(rng: random.Random) -> str:
    return (
        gen_scheme(rng) + ":" + gen_slashes(rng) + gen_userinfo(rng) + gen_host(rng) + gen_port(rng)
        + gen_path(rng) + gen_query(rng) + gen_fragment(rng)
    )


def mutate(rng: random.Random, url: str) -> str:
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        position = rng.randrange(len(url) + 1)
        op = rng.random()
        if op < 0.35 or not url:
            url = url[:position] + rng.choice(MUTATION_CHARS) + url[position:]
        elif op < 0.7:
            position = min(position, len(url) - 1)
            url = url[:position] + url[position + 1:]
        else:
            position = min(position, len(url) - 1)
            url = url[:position] + rng.choice(MUTATION_CHARS) + url[position + 1:]
    return url


def gen_random(rng: random.Random) -> str:
    body = "".join(rng.choice(PRINTABLE) for _ in range(rng.randrange(0, 30)))
    if rng.random() < 0.6:
        return gen_scheme(rng) + ":" + body
    return body


def generate(rng: random.Random) -> str:
    """One input: mostly a grammar-built URL, sometimes a mutation of one, or random text."""
    r = rng.random()
    if r < 0.82:
        return gen_structured(rng)
    if r < 0.95:
        return mutate(rng, gen_structured(rng))
    return gen_random(rng)


def chunk_inputs(seed: int, index: int, size: int) -> list[str]:
    rng = random.Random(f"{seed}/{index}")
    return [generate(rng) for _ in range(size)]


# ---------------------------------------------------------------------------------------------
# The two readers
# ---------------------------------------------------------------------------------------------


def default_pathways() -> str:
    for configuration in ("debug", "release"):
        path = os.path.join(ROOT, ".build", configuration, "pathways-conformance")
        if os.path.exists(path):
            return path
    return os.path.join(ROOT, ".build", "debug", "pathways-conformance")


def run_read_url(binary: str, inputs: list[str], key: str, extra: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """One JSON reading per input, in order, from one read-url process; each reading's `key`
    must echo its input.

    subprocess.run writes standard input and reads standard output together (communicate), so
    a large batch cannot deadlock on full pipes.
    """
    command = [binary, "read-url", "--input", "json", *extra]
    for scheme in CUSTOM_SCHEMES:
        command += ["--custom-scheme", scheme]
    text = "".join(json.dumps(item, ensure_ascii=True) + "\n" for item in inputs)
    done = subprocess.run(command, input=text.encode("ascii"), capture_output=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{binary} read-url exited {done.returncode}: {done.stderr.decode(errors='replace')[:2000]}")
    lines = done.stdout.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) != len(inputs):
        raise RuntimeError(f"{binary} read-url printed {len(lines)} lines for {len(inputs)} inputs")
    readings = [json.loads(line) for line in lines]
    for item, reading in zip(inputs, readings, strict=True):
        if reading.get(key) != item:
            raise RuntimeError(f"read-url answered {reading.get(key)!r} for {item!r}: output out of order")
    return readings


def read_pathways(binary: str, urls: list[str]) -> list[dict[str, Any]]:
    """Pathways' readings, one per URL, in order."""
    return run_read_url(binary, urls, "url")


def read_whatwg(url: str) -> dict[str, Any] | None:
    """ada's reading, or None where it refuses the URL."""
    try:
        reading = ada_url.parse_url(url)
    except ValueError:
        return None
    reading["host_type"] = reading["host_type"].name
    reading["scheme_type"] = reading["scheme_type"].name
    return reading


# ---------------------------------------------------------------------------------------------
# The comparer
# ---------------------------------------------------------------------------------------------


def _hex(byte: int) -> int | None:
    if 0x30 <= byte <= 0x39:
        return byte - 0x30
    if 0x41 <= byte <= 0x46 or 0x61 <= byte <= 0x66:
        return (byte | 0x20) - 0x61 + 10
    return None


def percent_decode(text: str) -> str:
    """Decodes %XX escapes to bytes, then the bytes as UTF-8; a '%' not followed by two
    hexadecimal digits stays as it is. Bytes that are not UTF-8 come back as backslash
    escapes, which no reading Pathways accepts can equal."""
    data = text.encode("utf-8")
    out = bytearray()
    index = 0
    while index < len(data):
        byte = data[index]
        if byte == 0x25 and index + 2 < len(data) and _hex(data[index + 1]) is not None and _hex(data[index + 2]) is not None:
            out.append(_hex(data[index + 1]) * 16 + _hex(data[index + 2]))
            index += 3
        else:
            out.append(byte)
            index += 1
    return out.decode("utf-8", errors="backslashreplace")


def path_components(pathname: str) -> list[str]:
    """WHATWG pathname -> components as Pathways counts them: drop the leading '/', split on
    '/', drop one trailing empty string, decode each. An empty pathname has none."""
    if pathname == "":
        return []
    if not pathname.startswith("/"):
        # An opaque path: Pathways never accepts one, so this never equals its reading.
        return ["<opaque path>" + pathname]
    parts = pathname[1:].split("/")
    if parts and parts[-1] == "":
        parts.pop()
    return [percent_decode(part) for part in parts]


def pairs(text: str) -> list[list[str]]:
    """`a=1&&b` -> [["a","1"],["b",""]]: empty pairs skipped, split at the first '=',
    both sides percent-decoded; '+' is not a space."""
    out = []
    for pair in text.split("&"):
        if pair == "":
            continue
        name, _, value = pair.partition("=")
        out.append([percent_decode(name), percent_decode(value)])
    return out


def whatwg_fragment(w: dict[str, Any]) -> str | None:
    """The fragment without '#', or None when there is none. ada's `hash` is '' both for no
    fragment and for an empty one; the serialized URL ends in '#' only for an empty one."""
    if w["hash"]:
        return w["hash"][1:]
    return "" if w["href"].endswith("#") else None


def expected_reading(w: dict[str, Any]) -> dict[str, Any]:
    """What Pathways' reading must be, derived from ada's reading by the rule. For a custom
    scheme the first path component is checked separately (see `check_custom_authority`)."""
    scheme = w["protocol"][:-1]
    port = None if w["port"] == "" else int(w["port"])
    if port is not None and port == SPECIAL_SCHEMES.get(scheme):
        port = None
    fragment = whatwg_fragment(w)
    route, params = None, []
    if fragment is not None:
        before, _, after = fragment.partition("?")
        route, params = percent_decode(before), pairs(after)
    return {
        "scheme": scheme,
        "hostname": w["hostname"],
        "port": port,
        "path": path_components(w["pathname"]),
        "query": pairs(w["search"][1:]),
        "fragmentRoute": route,
        "fragment": params,
    }


def check_custom_authority(authority: str, w: dict[str, Any]) -> str | None:
    """A custom scheme's authority, as Pathways' first (decoded) component, against ada's
    host and port: it must be exactly decode(hostname), then either nothing, or ':' and digits
    whose value is ada's port (an empty port: ':' and no digits)."""
    host = percent_decode(w["hostname"])
    if not authority.startswith(host):
        return f"custom-scheme authority {authority!r} does not start with WHATWG host {host!r}"
    rest = authority[len(host):]
    if rest == "":
        return None if w["port"] == "" else f"custom-scheme authority {authority!r} has no port, WHATWG port {w['port']!r}"
    if not rest.startswith(":") or not all("0" <= c <= "9" for c in rest[1:]):
        return f"custom-scheme authority {authority!r}: {rest!r} after the host is not ':' and digits"
    digits = rest[1:]
    if digits == "":
        return None if w["port"] == "" else f"custom-scheme authority {authority!r} has an empty port, WHATWG port {w['port']!r}"
    if w["port"] == "" or int(digits) != int(w["port"]):
        return f"custom-scheme authority {authority!r} has port {digits!r}, WHATWG port {w['port']!r}"
    return None


def scheme_kind(scheme: str) -> str:
    """special, file, custom or other, for the counts of agreements."""
    if scheme == "file":
        return "file"
    if scheme in SPECIAL_SCHEMES:
        return "special"
    return "custom" if scheme in CUSTOM_SCHEMES else "other"


AGREE, STRICTER, BOTH_REFUSE, DISAGREE = "both-accept-agree", "pathways-refuses-whatwg-accepts", "both-refuse", "disagreement"


def compare(url: str, p: dict[str, Any], w: dict[str, Any] | None) -> tuple[str, str]:
    """Classifies one URL: (outcome, detail). detail is the Pathways error code for a refusal,
    the scheme's kind and the WHATWG host type for an agreement, and what differs for a
    disagreement."""
    if "error" in p:
        return (BOTH_REFUSE if w is None else STRICTER), p["error"]["code"]
    if w is None:
        return DISAGREE, "Pathways accepted a URL the WHATWG parser refuses"
    expected = expected_reading(w)
    problems = []
    if p["scheme"] != expected["scheme"]:
        problems.append(f"scheme {p['scheme']!r} != {expected['scheme']!r}")
    path = p["path"]
    if p["scheme"] in CUSTOM_SCHEMES:
        if p["host"] is not None or p["port"] is not None:
            problems.append(f"custom scheme with host {p['host']!r} port {p['port']!r} (expected both null)")
        if w["hostname"] != "":
            if not path:
                problems.append(f"custom-scheme authority missing: WHATWG host {w['hostname']!r}, Pathways path {path!r}")
            else:
                problem = check_custom_authority(path[0], w)
                if problem:
                    problems.append(problem)
                path = path[1:]
        elif w["port"] != "":
            problems.append(f"WHATWG port {w['port']!r} without a host")
    else:
        host = "" if p["host"] is None else p["host"]
        # A browser writes an IP literal in lower case for every scheme (URL-8, URL-12); Pathways
        # reads it as written and compares hosts ASCII case-insensitively (HOST-1).
        if p["scheme"] in SPECIAL_SCHEMES or host.startswith("["):
            host = ascii_lower(host)
        if host != expected["hostname"]:
            case_only = ascii_lower(host) == ascii_lower(expected["hostname"])
            problems.append(f"host {p['host']!r} != {expected['hostname']!r}" + (" (ASCII case only)" if case_only else ""))
        port = None if p["port"] == SPECIAL_SCHEMES.get(p["scheme"]) else p["port"]
        if port != expected["port"]:
            problems.append(f"port {p['port']!r} != {expected['port']!r}")
    if path != expected["path"]:
        problems.append(f"path {path!r} != {expected['path']!r}")
    if p["query"] != expected["query"]:
        problems.append(f"query {p['query']!r} != {expected['query']!r}")
    if p["fragmentRoute"] != expected["fragmentRoute"]:
        problems.append(f"fragmentRoute {p['fragmentRoute']!r} != {expected['fragmentRoute']!r}")
    if p["fragment"] != expected["fragment"]:
        problems.append(f"fragment {p['fragment']!r} != {expected['fragment']!r}")
    if problems:
        return DISAGREE, "; ".join(problems)
    return AGREE, f"{scheme_kind(p['scheme'])} {w['host_type']}"


def disagreement_kind(detail: str) -> str:
    """A disagreement's class, for counting: the field names that differ."""
    if detail.startswith("Pathways accepted"):
        return "accepted-whatwg-refuses"
    if detail.startswith("idna: Pathways accepted"):
        return "idna-accepted-whatwg-refuses-or-rewrites"
    fields = []
    for problem in detail.split("; "):
        word = problem.split(" ", 1)[0]
        if word in ("custom-scheme", "custom"):
            word = "custom-authority"
        elif problem.endswith("(ASCII case only)"):
            word += "-case"
        fields.append(word)
    return "+".join(sorted(set(fields)))


# ---------------------------------------------------------------------------------------------
# Links in text (URL-15): what Pathways.link(in:) returns must be read alike
# ---------------------------------------------------------------------------------------------

# Prose around a generated URL, as people paste links.
TEXT_FRAMES = (
    "{}", "Listen: {}", "Listen:{}.", "<{}>", "\"{}\", she wrote", "(see {})", "\u201c{}\u201d!", "  {}  \n", "'{}'",
    "\u00ab{}\u00bb", "see {}, then {}", "[{}]", "{})", "Try {}?!", "`{}`", "x:{}",
)
# What people leave after a link: tracking parameters (some malformed), punctuation.
TEXT_TAILS = ("", "", "", "?utm_source=a", "&utm_campaign=50%off", "?fbclid=1&x=2", "&gclid=%zz", ".", ")", "!", "?", "),", "'")
NO_LINK = "no-link"


def gen_text(rng: random.Random) -> str:
    """A generated URL, with a tail, inside a frame of prose."""
    frame = rng.choice(TEXT_FRAMES)
    return frame.format(*[generate(rng) + rng.choice(TEXT_TAILS) for _ in range(frame.count("{}"))])


def read_links_in_text(binary: str, texts: list[str]) -> list[dict[str, Any]]:
    """For each text, the reading of the link Pathways.link(in:) finds in it (a router that
    routes every link), with "text"; "url" is null when it finds none."""
    return run_read_url(binary, texts, "text", ("--read", "link-in-text"))


def check_links_in_text(binary: str, texts: list[str], keep: int = KEEP_EXAMPLES) -> Summary:
    """Each link found is compared as any URL is: Pathways must accept it, and read what the
    WHATWG parser reads; a text without a link counts as no-link."""
    summary = Summary()
    for text, p in zip(texts, read_links_in_text(binary, texts), strict=True):
        summary.total += 1
        if p["url"] is None:
            summary.outcomes[NO_LINK] += 1
            continue
        w = read_whatwg(p["url"])
        outcome, detail = compare(p["url"], p, w)
        if outcome != AGREE:
            outcome, detail = DISAGREE, f"link(in:) gave a link that is not read alike: {outcome} {detail}"
        summary.outcomes[outcome] += 1
        summary.classes[outcome][detail if outcome == AGREE else "link-in-text"] += 1
        if outcome == DISAGREE and len(summary.examples) < keep:
            summary.examples.append({"text": text, "url": p["url"], "problem": detail, "pathways": p, "whatwg": w})
    return summary


# ---------------------------------------------------------------------------------------------
# Runs
# ---------------------------------------------------------------------------------------------


@dataclasses.dataclass
class Summary:
    total: int = 0
    outcomes: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    classes: dict[str, collections.Counter] = dataclasses.field(default_factory=lambda: collections.defaultdict(collections.Counter))
    examples: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    # Inputs holding raw non-ASCII text: their outcomes, and for agreements the parts of
    # Pathways' reading that hold non-ASCII text ("agree: path", ...).
    raw_text: collections.Counter = dataclasses.field(default_factory=collections.Counter)

    def add(self, other: Summary) -> None:
        self.total += other.total
        self.outcomes.update(other.outcomes)
        self.raw_text.update(other.raw_text)
        for outcome, counter in other.classes.items():
            self.classes[outcome].update(counter)
        self.examples.extend(other.examples)

    @property
    def disagreements(self) -> int:
        return self.outcomes[DISAGREE]


def check_urls(binary: str, urls: list[str], keep: int = KEEP_EXAMPLES) -> Summary:
    summary = Summary()
    readings = read_pathways(binary, urls)
    for url, p in zip(urls, readings, strict=True):
        w = read_whatwg(url)
        outcome, detail = compare(url, p, w)
        summary.total += 1
        summary.outcomes[outcome] += 1
        summary.classes[outcome][disagreement_kind(detail) if outcome == DISAGREE else detail] += 1
        if not url.isascii():
            summary.raw_text[outcome] += 1
            if outcome == AGREE:
                for part in raw_text_parts(p):
                    summary.raw_text[f"agree: {part}"] += 1
        if outcome == DISAGREE and len(summary.examples) < keep:
            summary.examples.append({"url": url, "problem": detail, "pathways": p, "whatwg": w})
    return summary


def raw_text_parts(p: dict[str, Any]) -> list[str]:
    """The parts of an accepted reading that hold non-ASCII text: path, query, fragment."""
    def has_text(values: Iterable[str]) -> bool:
        return any(not value.isascii() for value in values)

    parts = []
    if has_text(p["path"]):
        parts.append("path")
    if has_text(value for pair in p["query"] for value in pair):
        parts.append("query")
    if has_text([p["fragmentRoute"] or ""] + [value for pair in p["fragment"] for value in pair]):
        parts.append("fragment")
    return parts


def _run_chunk(job: tuple[str, int, int, int]) -> Summary:
    binary, seed, index, size = job
    return check_urls(binary, chunk_inputs(seed, index, size))


def run(count: int, seed: int, jobs: int, binary: str, progress: bool = False) -> Summary:
    """Checks `count` generated inputs in chunks of CHUNK, on `jobs` processes."""
    chunks = [(binary, seed, index, min(CHUNK, count - index * CHUNK)) for index in range((count + CHUNK - 1) // CHUNK)]
    summary = Summary()
    started = time.monotonic()
    if jobs <= 1:
        results: Iterable[Summary] = map(_run_chunk, chunks)
        pool = None
    else:
        pool = multiprocessing.get_context("fork").Pool(jobs)
        results = pool.imap(_run_chunk, chunks)
    try:
        for done, result in enumerate(results, 1):
            summary.add(result)
            if progress and (done % 25 == 0 or done == len(chunks)):
                elapsed = time.monotonic() - started
                print(
                    f"  {summary.total:>12,} inputs, {summary.disagreements} disagreements, {elapsed:,.0f} s",
                    file=sys.stderr, flush=True,
                )
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return summary


# ---------------------------------------------------------------------------------------------
# IDNA: `xn--` labels, judged through their Unicode form
# ---------------------------------------------------------------------------------------------
#
# ada passes an all-ASCII host through without decoding its `xn--` labels, so the run above
# cannot tell whether such a label is one a browser accepts. The standard's rule for them is
# UTS #46 ToASCII: decode the label, check the Unicode text, keep the label as written. ada does
# apply ToASCII, mapping and all, to a host written in Unicode; so a label L is one a browser
# reads as written exactly when ada reads `https://<decode(L)>/` with the host L. The IDNA check
# asks that of every `xn--` host Pathways accepts in a special URL.

# Blocks to draw Unicode label text from: letters IDNA keeps, letters it maps (upper case,
# full-width), marks, joiners, right-to-left scripts, and anything at all.
IDNA_BLOCKS = (
    (0x00C0, 0x024F), (0x0370, 0x03FF), (0x0400, 0x04FF), (0x3040, 0x30FF), (0x4E00, 0x9FFF),
    (0xAC00, 0xD7AF), (0x1100, 0x11FF), (0x0300, 0x036F), (0x0590, 0x06FF), (0x200B, 0x200F),
    (0xFF00, 0xFFEF), (0x1F300, 0x1FAFF), (0x00A0, 0x00BF), (0x2000, 0x2BFF), (0x0080, 0x10FFFF),
)


def punycode_label(text: str) -> str:
    """The `xn--` label of some Unicode text (RFC 3492, as Python's codec writes it)."""
    return "xn--" + text.encode("punycode").decode("ascii")


def random_code_point(rng: random.Random) -> str:
    while True:
        low, high = rng.choice(IDNA_BLOCKS)
        code_point = rng.randint(low, high)
        if not 0xD800 <= code_point <= 0xDFFF:
            return chr(code_point)


def gen_idna_host(rng: random.Random) -> str:
    """A host with one or two labels, at least one of them `xn--`, most of them the encoding of
    some Unicode text, some of them damaged."""
    text = "".join(
        rng.choice("abcxyz019-") if rng.random() < 0.3 else random_code_point(rng) for _ in range(rng.randint(1, 6))
    )
    label = punycode_label(text)
    r = rng.random()
    if r < 0.08:
        label = mixed_case(rng, label)
    elif r < 0.14:
        label = label + rng.choice(("-", "a", "0", "-a"))
    elif r < 0.2 and len(label) > 5:
        position = rng.randrange(4, len(label))
        label = label[:position] + label[position + 1:]
    elif r < 0.24:
        label = "xn--" + "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789-") for _ in range(rng.randint(0, 8)))
    if rng.random() < 0.25:
        return rng.choice((label + ".com", "www." + label, label + "." + punycode_label(random_code_point(rng))))
    return label


def idna_sweep_hosts(low: int = 0x80, high: int = 0x10FFFF) -> list[str]:
    """One `xn--` label for every code point in [low, high] but the surrogates."""
    return [punycode_label(chr(c)) for c in range(low, high + 1) if not 0xD800 <= c <= 0xDFFF]


def browser_reads_as_written(host: str) -> bool:
    """Whether a WHATWG parser keeps this host as written: every `xn--` label decodes, and ada
    reads the host written in Unicode as exactly this host (lower-cased)."""
    host = ascii_lower(host)
    labels = []
    for label in host.split("."):
        if label.startswith("xn--"):
            try:
                label = label[4:].encode("ascii").decode("punycode")
            except (UnicodeError, ValueError, IndexError, OverflowError):
                return False  # not Punycode at all: the standard refuses the host
        labels.append(label)
    w = read_whatwg("https://" + ".".join(labels) + "/")
    return w is not None and w["hostname"] == host


def check_idna_hosts(binary: str, hosts: list[str], keep: int = KEEP_EXAMPLES) -> Summary:
    """Pathways' reading of `https://<host>/` for each host, against the browser's reading of
    the host in Unicode: Pathways may refuse a label a browser keeps (stricter), never accept
    one a browser refuses or rewrites (disagreement)."""
    summary = Summary()
    urls = [f"https://{host}/" for host in hosts]
    for host, url, p in zip(hosts, urls, read_pathways(binary, urls), strict=True):
        kept = browser_reads_as_written(host)
        if "error" in p:
            outcome, detail = (STRICTER if kept else BOTH_REFUSE), p["error"]["code"]
        elif not kept:
            outcome, detail = DISAGREE, "idna: Pathways accepted a host a browser refuses or rewrites"
        else:
            outcome, detail = compare(url, p, read_whatwg(url))
            detail = "idna" if outcome == AGREE else detail
        summary.total += 1
        summary.outcomes[outcome] += 1
        summary.classes[outcome][disagreement_kind(detail) if outcome == DISAGREE else detail] += 1
        if not url.isascii():
            summary.raw_text[outcome] += 1
            if outcome == AGREE:
                for part in raw_text_parts(p):
                    summary.raw_text[f"agree: {part}"] += 1
        if outcome == DISAGREE and len(summary.examples) < keep:
            decoded = None
            try:
                decoded = ".".join(
                    label[4:].encode("ascii").decode("punycode") if label.startswith("xn--") else label for label in ascii_lower(host).split(".")
                )
            except (UnicodeError, ValueError, IndexError, OverflowError):
                pass
            w = read_whatwg("https://" + decoded + "/") if decoded is not None else None
            summary.examples.append({"url": url, "problem": f"{detail} (Unicode form {decoded!r})", "pathways": p, "whatwg": w})
    return summary


def _run_idna_chunk(job: tuple[str, list[str]]) -> Summary:
    binary, hosts = job
    return check_idna_hosts(binary, hosts)


def run_idna(hosts: list[str], jobs: int, binary: str) -> Summary:
    chunks = [(binary, hosts[i:i + CHUNK]) for i in range(0, len(hosts), CHUNK)]
    summary = Summary()
    if jobs <= 1:
        for chunk in chunks:
            summary.add(_run_idna_chunk(chunk))
        return summary
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        for result in pool.imap(_run_idna_chunk, chunks):
            summary.add(result)
    return summary


def idna_hosts(count: int, seed: int) -> list[str]:
    rng = random.Random(f"{seed}/idna")
    return [gen_idna_host(rng) for _ in range(count)]


# ---------------------------------------------------------------------------------------------
# Minimizing a disagreement
# ---------------------------------------------------------------------------------------------


def minimize(binary: str, url: str, max_rounds: int = 200) -> str:
    """Deletes characters (one, or a run of 2, 3 or 9) while the URL still gives a disagreement
    of the same class: a shorter URL that shows the same bug."""

    def kind_of(candidates: list[str]) -> list[str | None]:
        kinds = []
        for candidate, p in zip(candidates, read_pathways(binary, candidates), strict=True):
            outcome, detail = compare(candidate, p, read_whatwg(candidate))
            kinds.append(disagreement_kind(detail) if outcome == DISAGREE else None)
        return kinds

    target = kind_of([url])[0]
    if target is None:
        return url
    for _ in range(max_rounds):
        # Runs of 3 and 9 take out whole escapes (`%2F`, `%E6%97%A5`), which one at a time cannot.
        candidates = list(dict.fromkeys(url[:i] + url[i + n:] for n in (9, 3, 2, 1) for i in range(len(url) - n + 1)))
        if not candidates:
            break
        kinds = kind_of(candidates)
        smaller = next((c for c, k in zip(candidates, kinds, strict=True) if k == target), None)
        if smaller is None:
            break
        url = smaller
    return url


# ---------------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------------


def format_summary(summary: Summary, seconds: float | None = None) -> str:
    lines = [f"total: {summary.total}"]
    for outcome in (AGREE, STRICTER, BOTH_REFUSE, DISAGREE):
        lines.append(f"{outcome}: {summary.outcomes[outcome]}")
        label = {AGREE: "scheme kind, WHATWG host type", DISAGREE: "what differs"}.get(outcome, "Pathways error code")
        for name, number in sorted(summary.classes[outcome].items(), key=lambda item: (-item[1], item[0])):
            lines.append(f"    {number:>12}  {name}  ({label})")
    if summary.raw_text:
        lines.append("inputs with raw non-ASCII text:")
        for name, number in sorted(summary.raw_text.items(), key=lambda item: (-item[1], item[0])):
            lines.append(f"    {number:>12}  {name}")
    if seconds is not None:
        lines.append(f"time: {seconds:.1f} s")
    return "\n".join(lines)


def format_example(example: dict[str, Any]) -> str:
    w = example["whatwg"]
    shown = None if w is None else {key: w[key] for key in ("href", "protocol", "hostname", "port", "pathname", "search", "hash")}
    return (
        f"  url:      {json.dumps(example['url'])}\n"
        f"  problem:  {example['problem']}\n"
        f"  pathways: {json.dumps(example['pathways'])}\n"
        f"  whatwg:   {json.dumps(shown)}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=100_000, help="generated inputs (default 100000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the generator (default 1)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel read-url processes")
    parser.add_argument("--pathways", default=None, help="the pathways-conformance binary (default: .build/debug, else .build/release)")
    parser.add_argument("--examples", type=int, default=5, help="disagreements to print (default 5)")
    parser.add_argument("--minimize", type=int, default=20, help="examples to shorten to a minimal URL (default 20)")
    parser.add_argument("--no-minimize", action="store_true", help="print disagreements as found only")
    parser.add_argument("--show", nargs="+", metavar="URL", help="print both readings of these URLs and how they compare")
    parser.add_argument("--idna-count", type=int, default=0, help="also check this many generated xn-- hosts (default 0)")
    parser.add_argument("--idna-sweep", action="store_true", help="also check the xn-- label of every code point from U+0080 up")
    args = parser.parse_args(argv)
    binary = args.pathways or default_pathways()
    if not os.path.exists(binary):
        print(f"error: {binary} not found; run `swift build --product pathways-conformance` first", file=sys.stderr)
        return 2

    if args.show:
        worst = 0
        for url, p in zip(args.show, read_pathways(binary, args.show), strict=True):
            w = read_whatwg(url)
            outcome, detail = compare(url, p, w)
            print(format_example({"url": url, "problem": f"{outcome}: {detail}", "pathways": p, "whatwg": w}))
            worst = max(worst, outcome == DISAGREE)
        return worst

    failed = False
    if args.idna_count or args.idna_sweep:
        started = time.monotonic()
        hosts = idna_hosts(args.idna_count, args.seed) + (idna_sweep_hosts() if args.idna_sweep else [])
        print(f"idna: {len(hosts)} xn-- hosts, {args.jobs} jobs, {binary}", file=sys.stderr)
        idna = run_idna(hosts, args.jobs, binary)
        print("IDNA (xn-- hosts judged through their Unicode form)")
        print(format_summary(idna, time.monotonic() - started))
        for example in idna.examples[: args.examples]:
            print(format_example(example))
            print()
        failed = idna.disagreements > 0
        print()
        if args.count == 0:
            return int(failed)

    started = time.monotonic()
    print(f"differential: {args.count} inputs, seed {args.seed}, {args.jobs} jobs, {binary}", file=sys.stderr)
    summary = run(args.count, args.seed, args.jobs, binary, progress=True)
    print(format_summary(summary, time.monotonic() - started))
    if summary.disagreements:
        # One example of each class first, then the others in the order found.
        kinds: dict[str, dict[str, Any]] = {}
        for example in summary.examples:
            kinds.setdefault(disagreement_kind(example["problem"]), example)
        shown = list(kinds.values()) + [e for e in summary.examples if e not in kinds.values()]
        shown = shown[: max(args.examples, len(kinds))]
        print(f"\n{len(shown)} of the disagreements ({len(kinds)} classes):")
        for example in shown:
            print(format_example(example))
            print()
        if not args.no_minimize:
            smallest: dict[str, None] = {}
            for example in summary.examples[: args.minimize]:
                smallest.setdefault(minimize(binary, example["url"]), None)
            print(f"minimized, from the first {min(args.minimize, len(summary.examples))} examples ({len(smallest)} distinct):")
            for url, p in zip(smallest, read_pathways(binary, list(smallest)), strict=True):
                w = read_whatwg(url)
                print(format_example({"url": url, "problem": compare(url, p, w)[1], "pathways": p, "whatwg": w}))
                print()
        return 1
    return int(failed)


if __name__ == "__main__":
    sys.exit(main())
