#!/usr/bin/env bash
# Builds the Go harness Harnesses/NAME into .build/harnesses/NAME, offline: every module is
# replaced by a directory (a Debian package under /usr/share/gocode, or Harnesses/lib/go), and
# the build cache lives in .build/go so that a second build takes a second.
# Usage: Harnesses/lib/go/build.sh NAME
set -euo pipefail
name=$1
root="$(cd "$(dirname "$0")/../../.." && pwd)"
export GOFLAGS=-mod=mod GOPROXY=off GOSUMDB=off GOTOOLCHAIN=local
export GOCACHE="$root/.build/go/cache" GOPATH="$root/.build/go/path"
mkdir -p "$root/.build/harnesses"
cd "$root/Harnesses/$name"
go build -trimpath -o "$root/.build/harnesses/$name" .
