import Pathways

/// Checking filters against a router, both ways (SPEC: ASSOC-21).
extension IntentFilters {
    /// Checks which links the filters take on `host` against the links `router` takes there.
    ///
    /// ```swift
    /// let report = filters.verify(against: makeRouter(), host: "example.com")
    /// #expect(report.isConsistent, "\(report)")
    /// ```
    ///
    /// Each route on `host` (and each route without a host) is tried with sample links
    /// (ASSOC-21); the first that no filter takes is reported. A path rule that takes none of
    /// these links first is tried with sample paths drawn from it, and reported with the first
    /// it takes when no route takes any of them, in any spelling that decodes to the same path
    /// and with any fragment: it serves no route. A filter without path rules takes every path
    /// and is checked as the rule `every path`.
    ///
    /// - Parameters:
    ///   - router: The app's router.
    ///   - host: The host to check.
    ///   - scheme: The scheme of the links; `https` by default.
    /// - Returns: The findings; ``AssociationReport/isConsistent`` when there are none.
    public func verify(against router: Pathways, host: String, scheme: String = "https") -> AssociationReport {
        let host = host.lowercased()
        let probe = RouterProbe(router: router)
        var tokens: [String] = []
        for filter in filters {
            for rule in filter.paths {
                for token in rule.matcher.sampleTokens where !tokens.contains(token) && tokens.count < RouteSamples.maximumTokens {
                    tokens.append(token)
                }
            }
        }
        var undelivered: [AssociationReport.UndeliveredRoute] = []
        var routedLinks: [LinkURL] = []
        for entry in RouteOrder.routes(of: router, on: host) {
            var reported = false
            for url in RouteSamples.urls(for: entry.route, scheme: scheme, host: host, tokens: tokens)
            where probe.positions(url)?.contains(entry.position) == true {
                if let link = LinkURL(url) { routedLinks.append(link) }
                if !reported && !delivers(url) {
                    undelivered.append(AssociationReport.UndeliveredRoute(route: entry.route, url: url))
                    reported = true
                }
            }
        }
        // A rule is in use when it takes a sample link of a route first; only a rule in use by
        // none is looked at more closely.
        var used: Set<[Int]> = []
        for link in routedLinks {
            if let first = firstRule(for: link) { used.insert([first.filter, first.rule ?? -1]) }
        }
        let fragments = RouteSamples.fragments(of: router, on: host)
        var unrouted: [AssociationReport.UnroutedPattern] = []
        let origin = "\(scheme)://\(host)"
        for (filterIndex, filter) in filters.enumerated() where filter.takes(scheme: scheme, host: host, port: nil) {
            let rules: [(location: String, text: String, samples: [String], rule: Int?)] =
                filter.paths.isEmpty || filter.authorities.isEmpty
                ? [(filter.location, "every path", ["/", "/x", "/x/y"], nil)]
                : filter.paths.enumerated().map { index, rule in
                    (rule.location, "android:\(rule.matcher.kind.rawValue)=\"\(rule.matcher.value)\"", rule.matcher.samples, index)
                }
            for rule in rules where !used.contains([filterIndex, rule.rule ?? -1]) {
                var example: String?
                var routed = false
                for sample in rule.samples where sample.hasPrefix("/") {
                    // Android does not look at the fragment: a path is routed when the router
                    // takes it with any fragment, such as those of its fragment routes.
                    for fragment in [nil] + fragments.map({ Optional($0) }) {
                        let (url, accepted) = probe.decodedLink(origin: origin, path: sample, query: nil, fragment: fragment)
                        guard let link = LinkURL(url), let first = firstRule(for: link), first.filter == filterIndex,
                            first.rule == rule.rule
                        else {
                            continue
                        }
                        if example == nil { example = url }
                        if accepted {
                            routed = true
                            break
                        }
                    }
                    if routed { break }
                }
                if !routed, let example {
                    unrouted.append(AssociationReport.UnroutedPattern(location: rule.location, rule: rule.text, url: example))
                }
            }
        }
        return AssociationReport(undeliveredRoutes: undelivered, unroutedPatterns: unrouted, unknownKeys: unknownKeys)
    }
}
