#!/usr/bin/env bash
# Installs the PHP command line and FastRoute from Debian's packages. Idempotent and quiet.
set -euo pipefail
harnesses="$(cd "$(dirname "$0")/.." && pwd)"
bash "$harnesses/lib/apt-install.sh" php-cli php-nikic-fast-route
