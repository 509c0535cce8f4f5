#!/usr/bin/env bash
# Builds a pathways-conformance that runs on Linux without a Swift toolchain: the Swift standard
# library and Foundation linked in statically (--static-swift-stdlib), and the fixture corpus
# compiled in (Sources/PathwaysFixtureBytes), so the one file can be copied to another Linux
# machine of the same architecture and run there. It needs the C library (as new as the build
# machine's symbols ask: glibc 2.35 when built on Debian 12), libstdc++ and libgcc_s. The script
# checks that the binary needs no Swift library, and prints what it does need.
#
# Usage: bash Scripts/build-runner.sh [OUTPUT-DIRECTORY]     (default .build/runner)
# A release build of the runner and the library: 5 min 18 s on 2 shared cores (2 min of CPU).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/runner}"

if [ "$(uname -s)" != Linux ]; then
    echo "build-runner: --static-swift-stdlib is a Linux build; on macOS use 'swift build -c release --product pathways-conformance'" >&2
    exit 2
fi

flags=(-c release --static-swift-stdlib --product pathways-conformance)
swift build "${flags[@]}"
built="$(swift build "${flags[@]}" --show-bin-path)/pathways-conformance"
mkdir -p "$out"
cp "$built" "$out/pathways-conformance"
strip "$out/pathways-conformance"
runner="$out/pathways-conformance"

# What the dynamic loader must find: only the C library and its kin, never a Swift runtime
# (libswiftCore, libswift_Concurrency, ...), Foundation (libFoundation*, lib_FoundationICU),
# libdispatch or libBlocksRuntime.
needed=$(readelf -d "$runner" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
swift_libraries=$(grep -E '^lib(swift|_?Foundation|dispatch|BlocksRuntime)' <<<"$needed" || true)
if [ -n "$swift_libraries" ]; then
    echo "build-runner: $runner still needs Swift libraries:" $swift_libraries >&2
    exit 1
fi
printf 'build-runner: %s (%s bytes), needs only: %s\n' "$runner" "$(wc -c <"$runner" | tr -d ' ')" "$(tr '\n' ' ' <<<"$needed")"
