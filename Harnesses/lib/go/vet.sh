#!/usr/bin/env bash
# Runs go vet (and checks gofmt) over the shared Go package, every Go harness and the Go peer
# benchmark (Benchmarks/Peers/go), offline. A harness without a go.mod is vetted in GOPATH mode
# over Debian's Go sources, as build.sh builds it.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
export GOFLAGS=-mod=mod GOPROXY=off GOSUMDB=off GOTOOLCHAIN=local
export GOCACHE="$root/.build/go/cache" GOPATH="$root/.build/go/path"
for dir in "$root"/Harnesses/lib/go "$root"/Harnesses/*/ "$root"/Benchmarks/Peers/go; do
    if [ -f "$dir/go.mod" ]; then
        unformatted=$(gofmt -l "$dir")
        [ -z "$unformatted" ] || { echo "gofmt: $unformatted" >&2; exit 1; }
        (cd "$dir" && go vet ./...)
    elif compgen -G "$dir/*.go" >/dev/null; then
        unformatted=$(gofmt -l "$dir")
        [ -z "$unformatted" ] || { echo "gofmt: $unformatted" >&2; exit 1; }
        (cd "$dir" && source "$root/Harnesses/lib/go/gopath.sh" && go vet .)
    fi
done
