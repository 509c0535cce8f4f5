#!/usr/bin/env python3
"""The literal harness, except that it never answers URLs containing "hang"."""
import json
import sys
import time

from literal_harness import answer, hello, send

for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        send(hello())
    elif message["type"] == "request":
        if "hang" in message["request"]["input"].get("url", ""):
            sys.stderr.write("thinking very hard...\n")
            sys.stderr.flush()
            time.sleep(3600)
        send({"type": "response", "id": message["id"], "response": answer(message["request"])})
    else:
        break
