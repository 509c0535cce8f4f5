module pathways.local/harnesses/httprouter

go 1.19

require (
	github.com/julienschmidt/httprouter v1.3.0
	pathways.local/harnesslib v0.0.0
)

replace github.com/julienschmidt/httprouter => /usr/share/gocode/src/github.com/julienschmidt/httprouter

replace pathways.local/harnesslib => ../lib/go
