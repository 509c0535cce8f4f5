import Pathways

extension RouteSamples {
    /// The fragment of the first sample link of each route of `entries` with a fragment route,
    /// without its `#`: fragments to try with a rule that does not look at fragments.
    static func fragments(of entries: [RouteOrder.Entry]) -> [String] {
        var fragments: [String] = []
        for entry in entries where entry.route.pattern.fragmentComponents != nil {
            guard let url = urls(for: entry.route, scheme: "https", host: "example.com", tokens: []).first,
                let hash = url.firstIndex(of: "#")
            else {
                continue
            }
            let fragment = String(url[url.index(after: hash)...])
            if !fragments.contains(fragment) { fragments.append(fragment) }
        }
        return fragments
    }
}
