#!/usr/bin/env bash
# Explores the reference against itself and every harness under Harnesses/ with generated cases
# (pathways-conformance explore), printing one line per subject with its counts. A third-party
# router's disagreements never fail the script: they are what exploring is for. It fails (exit 1)
# when the reference disagrees with itself, when a harness does not install or start, or when
# the explorer itself fails (a crash, a usage error).
#
# Usage: Harnesses/explore-all.sh [--cases N] [--seed N] [--shrink-patience N] [--no-install] [NAME...]
#        (default: 300 cases, seed 1, explore's own shrink patience, every harness; from any
#        folder). Reports are in .build/harness-explore/.
#        --no-install: the harnesses are installed already (Harnesses/run-all.sh installs them);
#        skip each one's install.sh.
#        PATHWAYS_HARNESS_VENV=DIR moves the Python harnesses' virtual environment.
#        PATHWAYS_HARNESS_JOBS=N explores N harnesses at once (default: one per core).
set -euo pipefail
cd "$(dirname "$0")/.."
source Harnesses/lib/harnesses.sh

cases=300
seed=1
install=1
patience=()
names=()
while [ $# -gt 0 ]; do
    case "$1" in
        --cases) cases=${2:?--cases needs a number}; shift 2 ;;
        --seed) seed=${2:?--seed needs a number}; shift 2 ;;
        --shrink-patience) patience=(--shrink-patience "${2:?--shrink-patience needs a number}"); shift 2 ;;
        --no-install) install=0; shift ;;
        -*) echo "error: unknown option $1; usage: Harnesses/explore-all.sh [--cases N] [--seed N] [--shrink-patience N] [--no-install] [NAME...]" >&2; exit 2 ;;
        *) names+=("$1"); shift ;;
    esac
done
[ ${#names[@]} -gt 0 ] || mapfile -t names < <(harness_names)

started=$(date +%s)
swift build --product pathways-conformance >/dev/null
runner="$(swift build --show-bin-path)/pathways-conformance"
logs=.build/harness-explore
mkdir -p "$logs"

counts() {  # REPORT: the Result line's counts
    grep '^Result:' "$1" | tail -n 1 | sed 's/^Result: [a-z]*: //' || true
}

failed=()
status=0
"$runner" explore --cases "$cases" --seed "$seed" "${patience[@]}" >"$logs/reference.txt" 2>"$logs/reference.err" || status=$?
printf '%-16s %s (exit %s)\n' "reference" "$(counts "$logs/reference.txt")" "$status"
if [ "$status" -ne 0 ]; then
    echo "the reference disagrees with itself (exit $status); see $logs/reference.txt" >&2
    tail -n 60 "$logs/reference.txt" "$logs/reference.err" >&2
    failed+=(reference)
fi

# Installs one at a time (they share Harnesses/.venv, apt and the Go build cache), then the
# explorations, as many at once as there are cores (harness_jobs).
installed=()
for name in "${names[@]}"; do
    [ -f "Harnesses/$name/command" ] || { echo "error: no harness named $name" >&2; exit 2; }
    if [ "$install" = 1 ] && ! bash "Harnesses/$name/install.sh" >"$logs/$name.install.log" 2>&1; then
        printf '%-16s install failed (%s)\n' "$name" "$logs/$name.install.log"
        failed+=("$name")
        continue
    fi
    installed+=("$name")
done

explore_harness() {  # NAME
    local name=$1 status=0 t0
    t0=$(date +%s)
    "$runner" explore --harness "$(harness_command "$name")" --cases "$cases" --seed "$seed" "${patience[@]}" \
        >"$logs/$name.txt" 2>"$logs/$name.err" || status=$?
    # 0: no disagreement; 1: disagreements or unanswered inputs, reported, never a failure here.
    if [ "$status" -gt 1 ]; then
        printf '%-16s explore failed with exit status %s (%s)\n' "$name" "$status" "$logs/$name.err"
        tail -n 40 "$logs/$name.err" >&2
        return 1
    fi
    printf '%-16s %s (%ss)\n' "$name" "$(counts "$logs/$name.txt")" "$(( $(date +%s) - t0 ))"
}
if [ ${#installed[@]} -gt 0 ]; then
    each_harness "$(harness_jobs)" explore_harness "${installed[@]}"
    failed+=("${each_harness_failed[@]}")
fi

printf 'Explored: reference and %d harnesses, %d cases each, seed %s, %d failed, in %ss (reports in %s)\n' \
    "${#names[@]}" "$cases" "$seed" "${#failed[@]}" "$(( $(date +%s) - started ))" "$logs"
[ ${#failed[@]} -eq 0 ] || { echo "failed: ${failed[*]}" >&2; exit 1; }
