#!/usr/bin/env bash
# Installs this folder, the package pathways-harnesslib, into the virtual environment VENV with
# pip, editable, so that the in-repository harnesses `import harnesslib` and see every change to
# harnesslib.py at once, with its dependency ada-url (the browser's URL reading) at the version
# pinned in Harnesses/requirements.txt. Does nothing when VENV already has both. A harness outside
# this repository installs the package with `pip install PATH/TO/Harnesses/lib/python` instead.
# Usage: Harnesses/lib/python/install.sh VENV
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="$1"
# (pip show succeeds when any one of the names it is given is installed: ask once per name.)
if ! "$venv/bin/pip" show --quiet pathways-harnesslib >/dev/null 2>&1 || ! "$venv/bin/pip" show --quiet ada-url >/dev/null 2>&1; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check -c "$here/../../requirements.txt" --editable "$here"
fi
