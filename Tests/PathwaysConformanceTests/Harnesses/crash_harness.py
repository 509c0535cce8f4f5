#!/usr/bin/env python3
"""The literal harness, except that it dies on URLs containing "crash" (exit status 3) or
"segfault" (SIGSEGV), after a last word on standard error."""
import json
import os
import signal
import sys

from literal_harness import answer, hello, send

for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        send(hello())
    elif message["type"] == "request":
        url = message["request"]["input"].get("url", "")
        if "crash" in url:
            sys.stderr.write("Traceback (most recent call last):\nRuntimeError: crashing on purpose for %s\n" % url)
            sys.stderr.flush()
            os._exit(3)
        if "segfault" in url:
            os.kill(os.getpid(), signal.SIGSEGV)
        send({"type": "response", "id": message["id"], "response": answer(message["request"])})
    else:
        break
