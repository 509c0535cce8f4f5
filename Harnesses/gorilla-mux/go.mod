module pathways.local/harnesses/gorilla-mux

go 1.19

require (
	github.com/gorilla/mux v1.8.0
	pathways.local/harnesslib v0.0.0
)

replace github.com/gorilla/mux => /usr/share/gocode/src/github.com/gorilla/mux

replace pathways.local/harnesslib => ../lib/go
