#!/usr/bin/env bash
# Builds this folder's gem, pathways-harnesslib, and installs it with `gem install --local`, so
# that the in-repository Ruby harnesses `require 'harnesslib'` as any other harness does. Builds
# again only when lib/harnesslib.rb differs from the installed copy. Installing into the system's
# gems needs root, as in CI; set GEM_HOME to install elsewhere.
set -euo pipefail
cd "$(dirname "$0")"
installed=$(gem contents pathways-harnesslib 2>/dev/null | grep '/lib/harnesslib.rb$' || true)
if [ -n "$installed" ] && cmp -s "$installed" lib/harnesslib.rb; then
    exit 0
fi
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
gem build --silent pathways-harnesslib.gemspec --output "$build/pathways-harnesslib.gem" >/dev/null
gem install --silent --local --no-document "$build/pathways-harnesslib.gem" >/dev/null
