#!/usr/bin/env bash
# Installs this folder, the package pathways-harnesslib, into Harnesses/node_modules with npm
# (offline: a local folder is a link), so that the in-repository JavaScript harnesses
# `require('pathways-harnesslib')` as any other harness does. Does nothing when it is there.
set -euo pipefail
harnesses="$(cd "$(dirname "$0")/../.." && pwd)"
[ -e "$harnesses/node_modules/pathways-harnesslib/package.json" ] && exit 0
if command -v npm >/dev/null 2>&1; then
    (cd "$harnesses" && npm install --offline --no-save --no-package-lock --no-audit --no-fund --silent ./lib/js)
else
    # What `npm install ./lib/js` does for a local folder: a link in node_modules.
    mkdir -p "$harnesses/node_modules"
    ln -sfn ../lib/js "$harnesses/node_modules/pathways-harnesslib"
fi
