#!/usr/bin/env python3
"""The literal harness, except that the path of a URL chooses a way to misbehave.

Bad answers (each must fail its input only): /garbage-bytes (not UTF-8), /not-json,
/wrong-id, /two-lines (an extra line the runner never asked for), /exit-mid-line (half a line,
then exit).

Odd but valid answers (each must pass): /dribble (the line arrives a few bytes at a time),
/huge-response (a 3 MB line of JSON whitespace), /flood-stderr (2 MB on standard error first).
"""
import json
import os
import sys
import time

from literal_harness import answer, hello, path_of, send

out = sys.stdout.buffer

for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        send(hello())
        continue
    if message["type"] != "request":
        break
    request = message["request"]
    path = path_of(request["input"].get("url", "")) if "url" in request["input"] else ""
    good = json.dumps({"type": "response", "id": message["id"], "response": answer(request)})
    if path == "/garbage-bytes":
        out.write(b"\xff\xfe{\"type\": \x00\x1b[31m\xc3(\n")
    elif path == "/not-json":
        out.write(b"Sure! Here is your answer: noMatch\n")
    elif path == "/wrong-id":
        out.write((json.dumps({"type": "response", "id": message["id"] + 1000, "response": answer(request)}) + "\n").encode())
    elif path == "/two-lines":
        out.write((good + "\n" + good + "\n").encode())
    elif path == "/exit-mid-line":
        out.write(good[: len(good) // 2].encode())
        out.flush()
        os._exit(0)
    elif path == "/dribble":
        data = (good + "\n").encode()
        for start in range(0, len(data), 7):
            out.write(data[start:start + 7])
            out.flush()
            time.sleep(0.002)
    elif path == "/huge-response":
        out.write((good[:-1] + " " * (3 << 20) + "}\n").encode())
    elif path == "/flood-stderr":
        sys.stderr.write("x" * (2 << 20) + "\nflooded\n")
        sys.stderr.flush()
        out.write((good + "\n").encode())
    else:
        out.write((good + "\n").encode())
    out.flush()
