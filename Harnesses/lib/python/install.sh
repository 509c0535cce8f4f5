#!/usr/bin/env bash
# Installs this folder, the package pathways-harnesslib, into the virtual environment VENV with
# pip, editable, so that the in-repository harnesses `import harnesslib` and see every change to
# harnesslib.py at once. Does nothing when VENV already has it. A harness outside this repository
# installs the package with `pip install PATH/TO/Harnesses/lib/python` instead.
# Usage: Harnesses/lib/python/install.sh VENV
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="$1"
if ! "$venv/bin/pip" show --quiet pathways-harnesslib >/dev/null 2>&1; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check --editable "$here"
fi
