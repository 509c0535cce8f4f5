#!/usr/bin/env bash
# Builds the Go harness Harnesses/NAME into .build/harnesses/NAME, offline, and with the build
# cache in .build/go so that a second build takes a second.
#
# A harness with a go.mod is built in module mode: every module is replaced by a directory (a
# Debian package under /usr/share/gocode, or Harnesses/lib/go). A harness without one is built
# in GOPATH mode over Debian's Go sources: routers with dependencies (gin, echo) need modules
# that Debian ships without go.mod files, which module mode cannot replace by directories, while
# Debian lays its sources out as a GOPATH. The helper is then linked into a GOPATH of its own
# as pathways.local/harnesslib.
# Usage: Harnesses/lib/go/build.sh NAME
set -euo pipefail
name=$1
root="$(cd "$(dirname "$0")/../../.." && pwd)"
export GOPROXY=off GOSUMDB=off GOTOOLCHAIN=local
export GOCACHE="$root/.build/go/cache"
mkdir -p "$root/.build/harnesses"
cd "$root/Harnesses/$name"
if [ -f go.mod ]; then
    GOFLAGS=-mod=mod GOPATH="$root/.build/go/path" go build -trimpath -o "$root/.build/harnesses/$name" .
else
    source "$root/Harnesses/lib/go/gopath.sh"
    go build -trimpath -o "$root/.build/harnesses/$name" .
fi
