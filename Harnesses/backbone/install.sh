#!/usr/bin/env bash
# Installs node and Backbone from Debian's packages (into /usr/share/nodejs), and the JavaScript
# helper (the package pathways-harnesslib from Harnesses/lib/js). Idempotent and quiet.
set -euo pipefail
harnesses="$(cd "$(dirname "$0")/.." && pwd)"
bash "$harnesses/lib/apt-install.sh" nodejs node-backbone
bash "$harnesses/lib/js/install.sh"
