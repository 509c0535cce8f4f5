#!/usr/bin/env bash
# Installs Ruby and Rails' ActionPack (ActionDispatch's router, Journey) from Debian's packages,
# and the Ruby helper (the gem pathways-harnesslib from Harnesses/lib/ruby). Idempotent and quiet.
set -euo pipefail
harnesses="$(cd "$(dirname "$0")/.." && pwd)"
bash "$harnesses/lib/apt-install.sh" ruby ruby-actionpack
bash "$harnesses/lib/ruby/install.sh"
