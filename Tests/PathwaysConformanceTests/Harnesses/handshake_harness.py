#!/usr/bin/env python3
"""Harnesses whose handshake goes wrong, chosen by the first argument:

- protocol-2: answers the hello as a harness of protocol 2, every time.
- silent-exit: exits with status 1 before answering, every time, after a word on stderr.
- broken-after-crash STATE: the first start works and crashes on URLs containing "crash";
  every later start says it is version 2.0, which no restart may do.
- flaky STATE: the first start works and crashes on "crash"; the second start exits before the
  handshake; the third and later work.
- eager: writes its hello before reading the runner's, which is allowed.

STATE is a file that counts the starts.
"""
import json
import os
import sys

from literal_harness import answer, hello, send

mode = sys.argv[1]
start = 1
if len(sys.argv) > 2:
    try:
        with open(sys.argv[2]) as state:
            start = int(state.read() or "0") + 1
    except FileNotFoundError:
        start = 1
    with open(sys.argv[2], "w") as state:
        state.write(str(start))

if mode == "eager":
    send(hello())
first = sys.stdin.readline()
if mode == "protocol-2":
    send(dict(hello(), protocol=2))
    sys.exit(0)
if mode == "silent-exit" or (mode == "flaky" and start == 2):
    sys.stderr.write("cannot import the router (start %d)\n" % start)
    sys.exit(1)
if mode == "broken-after-crash" and start > 1:
    send(hello(version="2.0"))
elif mode != "eager":
    send(hello())

for line in sys.stdin:
    message = json.loads(line)
    if message["type"] != "request":
        break
    if "crash" in message["request"]["input"].get("url", ""):
        os._exit(4)
    send({"type": "response", "id": message["id"], "response": answer(message["request"])})
