#!/usr/bin/env bash
# Regenerates Conformance/REPORT.md: the conformance corpus run against Pathways (in process),
# the AlternativeRouter example (served over the harness protocol), and every harness under
# Harnesses/ that has an install.sh (installed first, into Harnesses/.venv or
# $PATHWAYS_HARNESS_VENV).
#
# Usage: Scripts/generate-report.sh [--output FILE]     (from any folder; default Conformance/REPORT.md)
#
# Takes a few minutes: some third-party routers are slow to build a router per request.
set -euo pipefail
cd "$(dirname "$0")/.."

output=Conformance/REPORT.md
if [ "${1:-}" = "--output" ] && [ -n "${2:-}" ]; then
    output=$2
elif [ $# -gt 0 ]; then
    echo "usage: Scripts/generate-report.sh [--output FILE]" >&2
    exit 2
fi

implementations=(--implementation "pathways=reference")

echo "==> AlternativeRouter: build" >&2
swift build --package-path Examples/AlternativeRouter --scratch-path Examples/AlternativeRouter/.build >&2
implementations+=(--implementation "alternative-router=Examples/AlternativeRouter/.build/debug/AlternativeRouter serve")

venv="${PATHWAYS_HARNESS_VENV:-Harnesses/.venv}"
for install in Harnesses/*/install.sh; do
    [ -f "$install" ] || continue
    folder=$(dirname "$install")
    name=$(basename "$folder")
    [ -f "$folder/harness.py" ] || { echo "warning: $folder has install.sh but no harness.py; skipped" >&2; continue; }
    echo "==> $name: install" >&2
    bash "$install"
    implementations+=(--implementation "$name=$venv/bin/python $folder/harness.py")
done

echo "==> pathways-conformance report" >&2
swift run pathways-conformance report --output "$output" "${implementations[@]}"
echo "wrote $output" >&2
