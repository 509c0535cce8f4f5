// Times httprouter and chi on the GitHub route set of the Pathways benchmark (the JSON that
// `pathways-benchmark --github-routes` prints), in two ways per router: the lookup alone, on the
// path a Go server hands the router (computed before timing), and from the URL string (url.Parse,
// the lookup, and the captures decoded as Pathways delivers them). Prints one JSON object.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/julienschmidt/httprouter"

	lib "pathways.local/harnesslib"
)

type routeSet struct {
	Patterns []string `json:"patterns"`
	URLs     []string `json:"urls"`
}

// result is one router's numbers; NsPreSplit and NsFromURL are medians over the samples.
type result struct {
	Version    string   `json:"version"`
	Registered int      `json:"registered"`
	Refused    []string `json:"refused"`
	Reached    int      `json:"reached"`
	URLs       int      `json:"urls"`
	NsPreSplit float64  `json:"ns_per_url_presplit"`
	NsFromURL  float64  `json:"ns_per_url_from_string"`
}

var sink int // keeps the compiler from dropping the work

// measure is the median, over samples, of ns per URL of work (which runs over n URLs once).
func measure(samples int, sample time.Duration, n int, work func()) float64 {
	work() // warm up
	values := make([]float64, 0, samples)
	for s := 0; s < samples; s++ {
		rounds := 0
		start := time.Now()
		for time.Since(start) < sample || rounds == 0 {
			work()
			rounds++
		}
		values = append(values, float64(time.Since(start).Nanoseconds())/float64(rounds*n))
	}
	sort.Float64s(values)
	return values[len(values)/2]
}

// serverPath is the path a Go server routes for raw: URL.Path, decoded (httprouter, and chi
// when Go set no RawPath).
func serverPath(raw string) *url.URL {
	u, err := url.Parse(raw)
	if err != nil {
		fmt.Fprintln(os.Stderr, "url.Parse:", err)
		os.Exit(1)
	}
	return u
}

func benchHTTPRouter(set routeSet, samples int, sample time.Duration) result {
	router := httprouter.New()
	last := -1
	r := result{Version: lib.ModuleVersion("github.com/julienschmidt/httprouter"), URLs: len(set.URLs), Refused: []string{}}
	for index, pattern := range set.Patterns {
		index := index
		func() {
			defer func() {
				if p := recover(); p != nil { // httprouter panics on an overlapping route
					r.Refused = append(r.Refused, pattern)
				}
			}()
			router.GET(pattern, func(http.ResponseWriter, *http.Request, httprouter.Params) { last = index })
			r.Registered++
		}()
	}
	paths := make([]string, len(set.URLs))
	for i, raw := range set.URLs {
		paths[i] = serverPath(raw).Path
		if handle, _, _ := router.Lookup("GET", paths[i]); handle != nil {
			last = -1
			handle(nil, nil, nil)
			if last == i {
				r.Reached++
			}
		}
	}
	r.NsPreSplit = measure(samples, sample, len(paths), func() {
		for _, path := range paths {
			if _, ps, _ := router.Lookup("GET", path); ps != nil {
				sink += len(ps)
			}
		}
	})
	r.NsFromURL = measure(samples, sample, len(set.URLs), func() {
		for _, raw := range set.URLs {
			u, err := url.Parse(raw)
			if err != nil {
				continue
			}
			// URL.Path is decoded already, so the captures are too.
			if _, ps, _ := router.Lookup("GET", u.Path); ps != nil {
				for _, p := range ps {
					sink += len(p.Value)
				}
			}
		}
	})
	return r
}

// chiPattern writes ":name" as chi's "{name}".
func chiPattern(pattern string) string {
	parts := strings.Split(pattern, "/")
	for i, part := range parts {
		if strings.HasPrefix(part, ":") {
			parts[i] = "{" + part[1:] + "}"
		}
	}
	return strings.Join(parts, "/")
}

// chiPath is the path chi routes: URL.RawPath when Go set it, URL.Path otherwise.
func chiPath(u *url.URL) (string, bool) {
	if u.RawPath != "" {
		return u.RawPath, true
	}
	return u.Path, false
}

func benchChi(set routeSet, samples int, sample time.Duration) result {
	mux := chi.NewRouter()
	r := result{Version: lib.ModuleVersion("github.com/go-chi/chi/v5"), URLs: len(set.URLs), Refused: []string{}}
	for _, pattern := range set.Patterns {
		mux.Get(chiPattern(pattern), func(http.ResponseWriter, *http.Request) {})
		r.Registered++
	}
	rctx := chi.NewRouteContext()
	paths := make([]string, len(set.URLs))
	for i, raw := range set.URLs {
		paths[i], _ = chiPath(serverPath(raw))
		rctx.Reset()
		if mux.Match(rctx, "GET", paths[i]) && rctx.RoutePattern() == chiPattern(set.Patterns[i]) {
			r.Reached++
		}
	}
	r.NsPreSplit = measure(samples, sample, len(paths), func() {
		for _, path := range paths {
			rctx.Reset()
			if mux.Match(rctx, "GET", path) {
				sink += len(rctx.URLParams.Values)
			}
		}
	})
	r.NsFromURL = measure(samples, sample, len(set.URLs), func() {
		for _, raw := range set.URLs {
			u, err := url.Parse(raw)
			if err != nil {
				continue
			}
			path, escaped := chiPath(u)
			rctx.Reset()
			if !mux.Match(rctx, "GET", path) {
				continue
			}
			for _, v := range rctx.URLParams.Values {
				if escaped { // chi hands over raw text when it routed RawPath: decode it as Pathways does
					v, _ = url.PathUnescape(v)
				}
				sink += len(v)
			}
		}
	})
	return r
}

func main() {
	routes := flag.String("routes", "", "the JSON of pathways-benchmark --github-routes")
	samples := flag.Int("samples", 7, "samples per measurement (the median is reported)")
	sample := flag.Duration("sample", 200*time.Millisecond, "length of one sample")
	flag.Parse()
	data, err := os.ReadFile(*routes)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var set routeSet
	if err := json.Unmarshal(data, &set); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	out := map[string]any{
		"httprouter": benchHTTPRouter(set, *samples, *sample),
		"chi":        benchChi(set, *samples, *sample),
		"sink":       sink,
	}
	encoded, _ := json.MarshalIndent(out, "", "  ")
	fmt.Println(string(encoded))
}
