module pathways.local/harnesses/chi

go 1.19

require (
	github.com/go-chi/chi/v5 v5.0.7
	pathways.local/harnesslib v0.0.0
)

replace github.com/go-chi/chi/v5 => /usr/share/gocode/src/github.com/go-chi/chi

replace pathways.local/harnesslib => ../lib/go
