#!/usr/bin/env bash
# Installs Ruby and Mustermann from Debian's packages. Idempotent and quiet.
set -euo pipefail
harnesses="$(cd "$(dirname "$0")/.." && pwd)"
bash "$harnesses/lib/apt-install.sh" ruby ruby-mustermann
