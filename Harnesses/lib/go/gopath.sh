# Sourced by build.sh and vet.sh (with $root, the repository) for a Go harness without a go.mod:
# GOPATH mode over Debian's Go sources (/usr/share/gocode), with a GOPATH of its own in front
# that holds this helper as pathways.local/harnesslib and, for each Debian source whose module
# path differs from its folder (github.com/labstack/echo/v4 installed as .../labstack/echo), a
# link under the module path, the import path its users write.
gopath="$root/.build/go/gopath"
mkdir -p "$gopath/src/pathways.local"
ln -sfn "$root/Harnesses/lib/go" "$gopath/src/pathways.local/harnesslib"
for mod in /usr/share/gocode/src/*/*/*/go.mod /usr/share/gocode/src/*/*/go.mod; do
    [ -f "$mod" ] || continue
    module=$(sed -n 's/^module[[:space:]]*"\{0,1\}\([^"[:space:]]*\)"\{0,1\}.*/\1/p' "$mod" | head -n 1)
    folder=${mod%/go.mod}
    if [ -n "$module" ] && [ "/usr/share/gocode/src/$module" != "$folder" ] && [ ! -e "/usr/share/gocode/src/$module" ]; then
        mkdir -p "$gopath/src/$(dirname "$module")"
        ln -sfn "$folder" "$gopath/src/$module"
    fi
done
export GO111MODULE=off GOFLAGS= GOPATH="$gopath:/usr/share/gocode"
