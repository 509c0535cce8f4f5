#!/usr/bin/env bash
# Runs go vet (and checks gofmt) over the shared Go package, every Go harness and the Go peer
# benchmark (Benchmarks/Peers/go), offline.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
export GOFLAGS=-mod=mod GOPROXY=off GOSUMDB=off GOTOOLCHAIN=local
export GOCACHE="$root/.build/go/cache" GOPATH="$root/.build/go/path"
for dir in "$root"/Harnesses/lib/go "$root"/Harnesses/*/ "$root"/Benchmarks/Peers/go; do
    [ -f "$dir/go.mod" ] || continue
    unformatted=$(gofmt -l "$dir")
    [ -z "$unformatted" ] || { echo "gofmt: $unformatted" >&2; exit 1; }
    (cd "$dir" && go vet ./...)
done
