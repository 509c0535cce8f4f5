#!/usr/bin/env bash
# Builds each example package with warnings as errors, runs it, checks that its output is the
# same on a second run, and runs its tests (built with warnings as errors too) when it has a Tests
# folder. Fails on any build error, warning, crash, failed test or non-zero exit.
#
# Usage: Scripts/run-examples.sh [Example ...]     (from any folder; default: every example)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

# One scratch folder for every example: they build the root package's libraries with the same
# flags, so the second and third example reuse what the first compiled instead of compiling
# Pathways again (their own targets have different names, so nothing of one example is mistaken
# for another's).
scratch="$root/.build/examples"

examples=("$@")
if [ ${#examples[@]} -eq 0 ]; then
    examples=(CodableRoutes RoutingCenter)
fi

for example in "${examples[@]}"; do
    dir="$root/Examples/$example"
    [ -f "$dir/Package.swift" ] || { echo "error: no example at $dir" >&2; exit 1; }
    started=$(date +%s)

    printf '\n==> %s: build with warnings as errors\n' "$example"
    swift build --package-path "$dir" --scratch-path "$scratch" -Xswiftc -warnings-as-errors

    printf '\n==> %s: run\n' "$example"
    first=$(mktemp) second=$(mktemp)
    swift run --package-path "$dir" --scratch-path "$scratch" --skip-build "$example" | tee "$first"
    swift run --package-path "$dir" --scratch-path "$scratch" --skip-build "$example" > "$second"
    if ! cmp -s "$first" "$second"; then
        echo "error: $example printed different output on a second run:" >&2
        diff "$first" "$second" >&2 || true
        exit 1
    fi
    rm -f "$first" "$second"

    if [ -d "$dir/Tests" ]; then
        printf '\n==> %s: test\n' "$example"
        # The same flags as the build above, so that the tests are compiled against what it built
        # (and with warnings as errors too) instead of compiling the libraries again without them.
        swift test --package-path "$dir" --scratch-path "$scratch" -Xswiftc -warnings-as-errors
    fi
    printf '\n%s: passed in %ss\n' "$example" "$(($(date +%s) - started))"
done
