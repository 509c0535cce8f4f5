package harnesslib

// DebianVersion is the upstream version of the Debian package that holds dir (such as
// /usr/share/gocode/src/github.com/gin-gonic/gin), read at run time, or "unknown". A harness
// built in GOPATH mode over Debian's Go sources (build.sh, for a router whose dependencies
// Debian ships without go.mod files) has no module versions in its build information, so
// ModuleVersion cannot tell; the package that installed the source can.
func DebianVersion(dir string) string {
	if v := debianVersion(dir); v != "" {
		return v
	}
	return "unknown"
}
