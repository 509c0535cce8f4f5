#!/usr/bin/env bash
# Installs Go and the router's Debian package (with the packages of echo's own imports), then
# builds the harness into .build/harnesses/echo (offline; the build cache lives in .build/go).
# Idempotent and quiet.
set -euo pipefail
harnesses="$(cd "$(dirname "$0")/.." && pwd)"
bash "$harnesses/lib/apt-install.sh" golang-go golang-github-labstack-echo-dev
bash "$harnesses/lib/go/build.sh" echo
