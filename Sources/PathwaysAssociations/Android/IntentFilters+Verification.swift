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
    /// (ASSOC-21); the first that no filter takes is reported. Each path rule of a filter that
    /// takes `scheme` and `host` is tried with sample paths drawn from it; the first it takes
    /// that no route takes, in any spelling that decodes to the same path, is reported. A filter
    /// without path rules takes every path and is checked as the rule `every path`.
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
        for entry in RouteOrder.routes(of: router, on: host) {
            for url in RouteSamples.urls(for: entry.route, scheme: scheme, host: host, tokens: tokens)
            where probe.positions(url)?.contains(entry.position) == true && !delivers(url) {
                undelivered.append(AssociationReport.UndeliveredRoute(route: entry.route, url: url))
                break
            }
        }
        var unrouted: [AssociationReport.UnroutedPattern] = []
        let origin = "\(scheme)://\(host)"
        for (filterIndex, filter) in filters.enumerated() where filter.takes(scheme: scheme, host: host, port: nil) {
            let rules: [(location: String, text: String, samples: [String], rule: Int?)] =
                filter.paths.isEmpty || filter.authorities.isEmpty
                ? [(filter.location, "every path", ["/", "/x", "/x/y"], nil)]
                : filter.paths.enumerated().map { index, rule in
                    (rule.location, "android:\(rule.matcher.kind.rawValue)=\"\(rule.matcher.value)\"", rule.matcher.samples, index)
                }
            for rule in rules {
                for sample in rule.samples where sample.hasPrefix("/") {
                    let (url, accepted) = probe.decodedLink(origin: origin, path: sample, query: nil, fragment: nil)
                    guard let link = LinkURL(url), let first = firstRule(for: link), first.filter == filterIndex, first.rule == rule.rule else {
                        continue
                    }
                    if !accepted {
                        unrouted.append(AssociationReport.UnroutedPattern(location: rule.location, rule: rule.text, url: url))
                        break
                    }
                }
            }
        }
        return AssociationReport(undeliveredRoutes: undelivered, unroutedPatterns: unrouted, unknownKeys: unknownKeys)
    }
}
