#!/usr/bin/env python3
"""A complete, minimal harness (Conformance/PROTOCOL.md): a router that knows exact literal paths.

It declares no capability, so the runner sends only cases of plain path matching, and it skips
what it cannot express (placeholders, prefix routes, hosts, non-URL inputs) instead of guessing.
The broken harnesses next to it reuse `answer` and `hello`.
"""
import json
import sys


def hello(name="literal", version="1.0"):
    return {"type": "hello", "protocol": 1,
            "implementation": {"name": name, "version": version, "language": "python"},
            "capabilities": [],
            "choices": {"matching": "exact literal paths only"}}


def path_of(url):
    """The path of an absolute URL, without query and fragment: scheme://authority/path."""
    rest = url.split("://", 1)[1] if "://" in url else url
    rest = rest.split("#", 1)[0].split("?", 1)[0]
    slash = rest.find("/")
    return rest[slash:] if slash >= 0 else "/"


def answer(request):
    """The response object for one request."""
    url = request["input"].get("url")
    if url is None:
        return {"skip": "only URL inputs"}
    for route in request["routes"]:
        if ":" in route["pattern"] or route["matching"] != "exact" or "host" in route or "types" in route:
            return {"skip": "only exact routes with literal paths"}
    path = path_of(url)
    for route in request["routes"]:
        if route["pattern"] == path:
            return {"result": {"match": {"route": route["name"], "captures": {}, "query": [], "fragment": []}}}
    return {"result": {"noMatch": True}}


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()  # the runner waits for whole lines; a buffered answer never arrives


def main():
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            send(hello())
        elif message["type"] == "request":
            send({"type": "response", "id": message["id"], "response": answer(message["request"])})
        elif message["type"] == "stop":
            return


if __name__ == "__main__":
    main()
