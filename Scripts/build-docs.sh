#!/usr/bin/env bash
# Builds the DocC archives without the SwiftPM plugin, and fails on any DocC warning.
#
# For each target with a catalog (Pathways, PathwaysAssociations, PathwaysCompatibility, and PathwaysConformance when it
# has one), it emits the target's symbol graph with `swift build`, then runs `docc convert
# --analyze --warnings-as-errors` on the catalog and that graph.
#
# Usage: Scripts/build-docs.sh          (from any folder)
# Output: .build/docs/<Target>.doccarchive
# Environment: DOCC=/path/to/docc to choose the docc binary.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

scratch="$root/.build/docs-build"         # a separate build folder: the flags differ from a normal build
graphs="$root/.build/docs-symbol-graphs"
output="$root/.build/docs"

find_docc() {
    if [ -n "${DOCC:-}" ]; then echo "$DOCC"; return; fi
    if command -v docc >/dev/null 2>&1; then command -v docc; return; fi
    if command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then xcrun --find docc; return; fi
    # Linux toolchains ship docc next to swift.
    local swift_bin
    swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
    if [ -x "$swift_bin/docc" ]; then echo "$swift_bin/docc"; return; fi
    echo "error: docc not found; set DOCC=/path/to/docc" >&2
    exit 1
}
docc=$(find_docc)

# emit_symbol_graphs TARGET...: one build of the targets, every module's graph in $graphs/all.
# The flags, and so the graph folder, are the same for every target: with a folder of its own per
# target, each build would compile Pathways and the other dependencies again.
emit_symbol_graphs() {
    local target
    rm -rf "$graphs"
    mkdir -p "$graphs/all"
    for target in "$@"; do
        printf '\n==> %s: symbol graph\n' "$target"
        # An up-to-date build writes no graph: drop the module so that its emit job runs again
        # (cheap: nothing is recompiled).
        rm -f "$scratch"/*/Modules/"$target".swiftmodule
        swift build --target "$target" --scratch-path "$scratch" \
            -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all"
    done
}

# build_docs TARGET BUNDLE_ID
build_docs() {
    local target=$1 bundle_id=$2
    local catalog="Sources/$target/Documentation.docc"
    local own_graphs="$graphs/$target"
    local archive="$output/$target.doccarchive"
    local started log
    started=$(date +%s)

    mkdir -p "$own_graphs" "$output"
    # Dependencies leave their graphs in the same folder: keep only this module's graph and its
    # extensions of other modules.
    cp "$graphs/all/$target.symbols.json" "$own_graphs/"
    find "$graphs/all" -maxdepth 1 -name "$target@*.symbols.json" -exec cp {} "$own_graphs/" \;

    printf '\n==> %s: docc convert\n' "$target"
    rm -rf "$archive"
    log=$(mktemp)
    set +e
    "$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$own_graphs" \
        --fallback-display-name "$target" \
        --fallback-bundle-identifier "$bundle_id" \
        --output-path "$archive" \
        --analyze \
        --warnings-as-errors 2>&1 | tee "$log"
    local status=${PIPESTATUS[0]}
    set -e
    # With --warnings-as-errors every warning is reported as an error.
    local problems
    problems=$(grep -cE '^(warning|error):' "$log" || true)
    rm -f "$log"
    if [ "$status" -ne 0 ]; then
        echo "error: docc convert failed for $target with $problems diagnostic(s)" >&2
        exit "$status"
    fi
    printf '%s: 0 warnings; built in %ss\n' "$target" "$(($(date +%s) - started))"
    printf 'Archive: %s\n' "$archive"
}

# A symbol link that needs a disambiguation suffix (`-(URL)`, `-1a2b3`) breaks when an overload is
# added: link the protocol requirement or write the name in code voice instead.
if suffixed=$(grep -rnE '``[A-Za-z0-9_/().:,]*-(\([^`]*\)|[0-9a-z]{4,6})``' Sources); then
    echo "error: symbol links that need a disambiguation suffix:" >&2
    echo "$suffixed" >&2
    exit 1
fi

targets=(Pathways PathwaysAssociations PathwaysCompatibility)
if [ -d Sources/PathwaysConformance/Documentation.docc ]; then
    targets+=(PathwaysConformance)
fi
emit_symbol_graphs "${targets[@]}"
for target in "${targets[@]}"; do
    build_docs "$target" "org.pathways.$target"
done
