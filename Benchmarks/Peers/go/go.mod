module pathways.local/peers

go 1.19

require (
	github.com/go-chi/chi/v5 v5.0.7
	github.com/julienschmidt/httprouter v1.3.0
	pathways.local/harnesslib v0.0.0
)

replace github.com/go-chi/chi/v5 => /usr/share/gocode/src/github.com/go-chi/chi

replace github.com/julienschmidt/httprouter => /usr/share/gocode/src/github.com/julienschmidt/httprouter

// The version lookup of the Go harnesses, so both report versions the same way.
replace pathways.local/harnesslib => ../../../Harnesses/lib/go
