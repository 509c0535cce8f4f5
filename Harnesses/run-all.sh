#!/usr/bin/env bash
# Installs every harness under Harnesses/ (each folder's install.sh) and runs it against its
# expectations (Conformance/expectations/NAME.json) with pathways-conformance. Prints one line
# per harness; exits 1 when any run fails (a failure outside the expectations, an unexpected
# pass, or a harness that does not start).
#
# Usage: Harnesses/run-all.sh [NAME...]      (default: every harness; from any folder)
#        PATHWAYS_HARNESS_VENV=DIR moves the Python harnesses' virtual environment.
#        PATHWAYS_HARNESS_JOBS=N runs N harnesses at once (default: one per core).
set -euo pipefail
cd "$(dirname "$0")/.."
source Harnesses/lib/harnesses.sh

if [ $# -gt 0 ]; then
    names=("$@")
else
    mapfile -t names < <(harness_names)
fi

started=$(date +%s)
swift build --product pathways-conformance >/dev/null
runner="$(swift build --show-bin-path)/pathways-conformance"
logs=.build/harness-runs
mkdir -p "$logs"

# Installs one at a time (they share Harnesses/.venv, apt and the Go build cache), then the runs,
# as many at once as there are cores (harness_jobs).
failed=()
installed=()
for name in "${names[@]}"; do
    [ -f "Harnesses/$name/command" ] || { echo "error: no harness named $name" >&2; exit 2; }
    if ! bash "Harnesses/$name/install.sh" >"$logs/$name.install.log" 2>&1; then
        printf '%-16s install failed (%s)\n' "$name" "$logs/$name.install.log"
        cat "$logs/$name.install.log" >&2
        failed+=("$name")
        continue
    fi
    installed+=("$name")
done

run_harness() {  # NAME
    local name=$1 status=0 t0 result
    t0=$(date +%s)
    "$runner" run --harness "$(harness_command "$name")" >"$logs/$name.txt" 2>&1 || status=$?
    result=$(grep '^Result:' "$logs/$name.txt" | tail -n 1 || true)
    printf '%-16s %s (%ss)\n' "$name" "${result:-no result, exit status $status}" "$(( $(date +%s) - t0 ))"
    if [ "$status" -ne 0 ]; then
        tail -n 40 "$logs/$name.txt" >&2
        return 1
    fi
}
if [ ${#installed[@]} -gt 0 ]; then
    each_harness "$(harness_jobs)" run_harness "${installed[@]}"
    failed+=("${each_harness_failed[@]}")
fi

printf 'Harnesses: %d run, %d failed, in %ss (reports in %s)\n' "${#names[@]}" "${#failed[@]}" "$(( $(date +%s) - started ))" "$logs"
[ ${#failed[@]} -eq 0 ] || { echo "failed: ${failed[*]}" >&2; exit 1; }
