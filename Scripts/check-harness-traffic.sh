#!/usr/bin/env bash
# Records real harness-protocol traffic and validates every message against the JSON Schemas in
# Conformance/schemas/ (Scripts/validate-harness-traffic.py).
#
# The traffic: the reference implementation served over the protocol (`pathways-conformance
# serve`: every kind of request and outcome, over the whole corpus) and the literal Python test
# harness; with --all-harnesses, also every harness under Harnesses/ with an install.sh and a
# command file, in any language (slow).
#
# Usage: PYTHON=/path/to/python Scripts/check-harness-traffic.sh [--all-harnesses]
#        PYTHON must have the jsonschema package (default: python3; .ci/requirements.txt has it).
set -euo pipefail
cd "$(dirname "$0")/.."
python="${PYTHON:-python3}"
transcripts=$(mktemp -d)
trap 'rm -rf "$transcripts"' EXIT

swift build --product pathways-conformance >&2
runner="$(swift build --show-bin-path)/pathways-conformance"

record() {  # name, harness command
    echo "==> $1: record" >&2
    local status=0
    "$runner" run --harness "$2" --transcript "$transcripts/$1.txt" > "$transcripts/$1.report" || status=$?
    tail -n 1 "$transcripts/$1.report" >&2
    # 1 means the implementation failed inputs, which is not this script's business; 2 means the
    # harness did not start or a file could not be read.
    [ "$status" -le 1 ] || { echo "error: $1 could not be run" >&2; exit 1; }
}

record reference "$runner serve"
record literal "python3 Tests/PathwaysConformanceTests/Harnesses/literal_harness.py"
if [ "${1:-}" = "--all-harnesses" ]; then
    source Harnesses/lib/harnesses.sh
    while read -r name; do
        bash "Harnesses/$name/install.sh"
        record "$name" "$(harness_command "$name")"
    done < <(harness_names)
fi

echo "==> validate against Conformance/schemas/" >&2
"$python" Scripts/validate-harness-traffic.py "$transcripts"/*.txt
