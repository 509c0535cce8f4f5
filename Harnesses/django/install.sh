#!/usr/bin/env bash
# Installs Django at the version pinned in Harnesses/requirements.txt into Harnesses/.venv
# (override the place with PATHWAYS_HARNESS_VENV), with the Python helper (Harnesses/lib/python, the
# package pathways-harnesslib). Idempotent and quiet.
set -euo pipefail
harnesses="$(cd "$(dirname "$0")/.." && pwd)"
venv="${PATHWAYS_HARNESS_VENV:-$harnesses/.venv}"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check -c "$harnesses/requirements.txt" Django
bash "$harnesses/lib/python/install.sh" "$venv"
