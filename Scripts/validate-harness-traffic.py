#!/usr/bin/env python3
"""Validates recorded harness-protocol traffic against the JSON Schemas in Conformance/schemas/.

Usage: validate-harness-traffic.py TRANSCRIPT [TRANSCRIPT ...]

A transcript is what `pathways-conformance run --harness COMMAND --transcript FILE` writes: one
line per message, `> ` before what the runner sent, `< ` before what the harness answered, and
`# ` before the runner's notes (starts, kills). Each message is checked against the schema of
its direction and type: hello-runner.json, request.json and stop.json for the runner,
hello-harness.json and response.json for the harness. The schemas' relative references into
Fixtures/schema.json are resolved from the files on disk.

Needs the `jsonschema` package (check-jsonschema, from .ci/requirements.txt, brings it).
Exit status: 0 when every message is valid, 1 otherwise, 2 on a usage error.
"""
import json
import os
import pathlib
import sys
from concurrent.futures import ProcessPoolExecutor
from urllib.parse import unquote, urlparse

try:
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource
    from referencing.exceptions import NoSuchResource
    from referencing.jsonschema import DRAFT202012
except ImportError:
    sys.exit("error: needs the jsonschema package (pip install check-jsonschema, or -r .ci/requirements.txt)")

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "Conformance" / "schemas"
SCHEMA_FOR = {
    (">", "hello"): "hello-runner.json",
    (">", "request"): "request.json",
    (">", "stop"): "stop.json",
    ("<", "hello"): "hello-harness.json",
    ("<", "response"): "response.json",
}
MAXIMUM_REPORTED = 20


def resource(path):
    """The schema file at `path`, as a draft 2020-12 resource."""
    return Resource.from_contents(json.loads(path.read_text()), default_specification=DRAFT202012)


def retrieve(uri):
    """Loads a schema file named by a file: URI that the registry does not hold yet."""
    parsed = urlparse(uri)
    if parsed.scheme != "file":
        raise NoSuchResource(ref=uri)
    return resource(pathlib.Path(unquote(parsed.path)))


def validators():
    # Every schema file is in the registry before the first message, crawled, so that it is read
    # and indexed once (the fixture schema under its file URI and its $id). A registry is
    # immutable: one that met the files only through `retrieve` would read them again for every
    # message that refers to them.
    files = [*sorted(SCHEMAS.glob("*.json")), ROOT / "Fixtures" / "schema.json"]
    registry = Registry(retrieve=retrieve).with_resources((path.as_uri(), resource(path)) for path in files).crawl()
    result = {}
    for key, name in SCHEMA_FOR.items():
        uri = (SCHEMAS / name).as_uri()
        Draft202012Validator.check_schema(registry[uri].contents)
        result[key] = Draft202012Validator({"$ref": uri}, registry=registry)
    return result


def check(lines):
    """Checks transcript lines, given as (where, raw bytes) pairs; returns the counts per schema and the problems."""
    checks = validators()
    counts = dict.fromkeys(SCHEMA_FOR.values(), 0)
    problems = []
    for where, raw in lines:
        line = raw.rstrip(b"\n")
        if line.startswith(b"# ") or not line:
            continue
        direction, text = line[:1].decode("ascii", "replace"), line[2:]
        if direction not in "<>" or line[1:2] != b" ":
            problems.append(f"{where}: not a transcript line (expected '> ', '< ' or '# ')")
            continue
        try:
            message = json.loads(text.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            problems.append(f"{where}: not JSON in UTF-8: {error}")
            continue
        kind = message.get("type") if isinstance(message, dict) else None
        key = (direction, kind)
        if key not in checks:
            problems.append(f"{where}: no {'runner' if direction == '>' else 'harness'} message has the type {kind!r}")
            continue
        counts[SCHEMA_FOR[key]] += 1
        for error in sorted(checks[key].iter_errors(message), key=lambda e: list(e.absolute_path))[:3]:
            location = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
            problems.append(f"{where}: {SCHEMA_FOR[key]}: {location}: {error.message[:300]}")
    return counts, problems


def main(paths):
    if not paths:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    lines = []
    for path in paths:
        with open(path, "rb") as transcript:
            lines.extend((f"{path}:{number}", raw) for number, raw in enumerate(transcript, start=1))
    # Every message is checked on its own: the lines are split into one run of consecutive lines
    # per core, checked in parallel, and the problems are reported in line order.
    workers = max(1, min(os.cpu_count() or 1, len(lines) // 1000))
    size = -(-len(lines) // workers)
    parts = [lines[start : start + size] for start in range(0, len(lines), size)]
    if len(parts) > 1:
        with ProcessPoolExecutor(max_workers=len(parts)) as pool:
            results = list(pool.map(check, parts))
    else:
        results = [check(lines)]
    counts = {name: sum(part[name] for part, _ in results) for name in SCHEMA_FOR.values()}
    problems = [problem for _, part in results for problem in part]
    for problem in problems[:MAXIMUM_REPORTED]:
        print(problem)
    if len(problems) > MAXIMUM_REPORTED:
        print(f"... and {len(problems) - MAXIMUM_REPORTED} more")
    summary = ", ".join(f"{count} {name}" for name, count in counts.items())
    print(f"{'FAILED' if problems else 'valid'}: {summary}; {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
