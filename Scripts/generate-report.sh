#!/usr/bin/env bash
# Regenerates Conformance/REPORT.md and the report site Conformance/site/ (one generator, the
# same data): the conformance corpus run against Pathways (in process), the AlternativeRouter
# example (served over the harness protocol), and every harness under Harnesses/ that has an
# install.sh (installed first, into Harnesses/.venv or $PATHWAYS_HARNESS_VENV).
#
# Usage: Scripts/generate-report.sh [--output FILE]     (from any folder; default Conformance/REPORT.md,
#                                                        with the site in the folder site/ beside it)
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

# Every harness folder with an install.sh and a command file (Harnesses/lib/harnesses.sh), in
# any language: installed first, then run with the command its folder names.
source Harnesses/lib/harnesses.sh
while read -r name; do
    echo "==> $name: install" >&2
    bash "Harnesses/$name/install.sh"
    implementations+=(--implementation "$name=$(harness_command "$name")")
done < <(harness_names)

echo "==> pathways-conformance report" >&2
site="$(dirname "$output")/site"
findings=()
[ -f Conformance/FINDINGS.md ] && findings=(--findings Conformance/FINDINGS.md)
swift run pathways-conformance report --output "$output" --site "$site" "${findings[@]}" "${implementations[@]}"
echo "wrote $output and $site/" >&2
