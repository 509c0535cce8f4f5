#!/usr/bin/env bash
# Lints every harness and helper in its own language: gofmt and go vet (Go), node --check
# (JavaScript), ruby -wc (Ruby), php -l (PHP), and ruff (the repository's Python: Harnesses/, Tests/WHATWG/,
# Scripts/) when ruff is on the PATH.
# Run Harnesses/run-all.sh (or the install.sh files) first, so that the toolchains are there.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Harnesses/lib/go/vet.sh
for file in Harnesses/lib/js/*.js Harnesses/*/*.js Benchmarks/Peers/*.js Benchmarks/Peers/node/*.js; do
    node --check "$file"
done
for file in Harnesses/lib/ruby/lib/*.rb Harnesses/lib/ruby/*.gemspec Harnesses/*/*.rb; do
    ruby -wc "$file" >/dev/null
done
for file in Harnesses/lib/php/*.php Harnesses/*/*.php; do
    php -l "$file" >/dev/null
done
if command -v ruff >/dev/null 2>&1; then
    ruff check Harnesses Tests/WHATWG Scripts
else
    echo "lint: ruff is not on the PATH; the Python harnesses were not linted" >&2
fi
echo "lint: every harness is clean"
