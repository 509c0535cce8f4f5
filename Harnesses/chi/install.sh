#!/usr/bin/env bash
# Installs Go and the router's Debian package, then builds the harness into
# .build/harnesses/chi (offline; the build cache lives in .build/go). Idempotent and quiet.
set -euo pipefail
harnesses="$(cd "$(dirname "$0")/.." && pwd)"
bash "$harnesses/lib/apt-install.sh" golang-go golang-github-go-chi-chi-dev
bash "$harnesses/lib/go/build.sh" chi
