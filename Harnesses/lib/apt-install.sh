#!/usr/bin/env bash
# Installs Debian packages by name, quietly, only when one of them is missing: a second run costs
# a dpkg query. Works as root (CI) or through sudo. Usage: Harnesses/lib/apt-install.sh PACKAGE...
set -euo pipefail
missing=()
for package in "$@"; do
    status=$(dpkg-query -W -f '${Status}' "$package" 2>/dev/null || true)
    [ "$status" = "install ok installed" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

as_root=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "error: installing ${missing[*]} needs root" >&2; exit 1; }
    as_root=(sudo)
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The package lists may be stale or absent on a fresh machine: update them first.
if ! { "${as_root[@]}" apt-get update -qq && \
       DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: apt-get could not install ${missing[*]}" >&2
    exit 1
fi
