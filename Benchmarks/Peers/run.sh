#!/usr/bin/env bash
# Times Pathways and its peers on the same GitHub route set and URLs, in one run: httprouter and
# chi (Go), path-to-regexp in a linear scan and Express's Router.handle (node, Debian's packages).
# The route set comes from `pathways-benchmark --github-routes`, the one source of truth.
# Prints a Markdown table: ns per URL, with the path already taken out of the URL and from the
# URL string, and each as a ratio to Pathways' path-only handle of the URL string.
#
# Usage: Benchmarks/Peers/run.sh [--smoke]
#   --smoke  a few short samples, so that CI keeps the script working; its numbers mean nothing.
# Timing is never pass or fail: the script fails only when something does not build or run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
samples=7 sample_ms=200 quick=()
if [ "${1:-}" = "--smoke" ]; then
    samples=1 sample_ms=5 quick=(--quick)
elif [ $# -gt 0 ]; then
    echo "usage: Benchmarks/Peers/run.sh [--smoke]" >&2
    exit 2
fi
out=.build/peers
mkdir -p "$out"

echo "==> packages and builds" >&2
bash Harnesses/lib/apt-install.sh golang-go golang-github-julienschmidt-httprouter-dev golang-github-go-chi-chi-dev \
    nodejs node-path-to-regexp node-express
swift build --package-path Benchmarks -c release --product pathways-benchmark >&2
benchmark="$(swift build --package-path Benchmarks -c release --show-bin-path)/pathways-benchmark"
"$benchmark" --github-routes >"$out/github-routes.json"
(
    export GOFLAGS=-mod=mod GOPROXY=off GOSUMDB=off GOTOOLCHAIN=local
    export GOCACHE="$root/.build/go/cache" GOPATH="$root/.build/go/path"
    cd Benchmarks/Peers/go && go build -trimpath -o "$root/$out/peers-go" .
)

# One after the other, on an otherwise idle machine: two cores, and each run uses one.
echo "==> Pathways" >&2
"$benchmark" --json "${quick[@]}" >"$out/pathways.json"
echo "==> httprouter, chi" >&2
"$out/peers-go" -routes "$out/github-routes.json" -samples "$samples" -sample "${sample_ms}ms" >"$out/go.json"
echo "==> path-to-regexp, Express" >&2
NODE_PATH=/usr/share/nodejs node Benchmarks/Peers/node/peers.js "$out/github-routes.json" "$samples" "$sample_ms" >"$out/node.json"

printf '\nMeasured %s on %s (%s cores)%s\n\n' "$(date -u +%Y-%m-%d)" \
    "$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)" "$(nproc)" \
    "$([ ${#quick[@]} -gt 0 ] && echo ', smoke run: the numbers mean nothing')"
node Benchmarks/Peers/report.js "$out/pathways.json" "$out/go.json" "$out/node.json"
