#!/usr/bin/env bash
# Installs every Python harness's router at its pinned version (Harnesses/requirements.txt), and
# the Python helper (Harnesses/lib/python), into Harnesses/.venv (override with
# PATHWAYS_HARNESS_VENV). Idempotent and quiet; CI runs it before running the harnesses.
set -euo pipefail
harnesses="$(cd "$(dirname "$0")" && pwd)"
venv="${PATHWAYS_HARNESS_VENV:-$harnesses/.venv}"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$harnesses/requirements.txt"
bash "$harnesses/lib/python/install.sh" "$venv"
