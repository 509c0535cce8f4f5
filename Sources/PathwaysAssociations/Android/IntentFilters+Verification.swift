import Pathways

/// Checking filters against a router, both ways (SPEC: ASSOC-21, ASSOC-23).
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
    /// and is checked as the rule `every path`. A rule in use is tried beside its literal part
    /// (ASSOC-34): `pathPrefix="/help"` takes `/helpx` beside the links of `/help/:topic`, and
    /// is reported in ``AssociationReport/overBroadPatterns``; a filter without a host is also
    /// tried on another host.
    ///
    /// For one of the router's custom schemes, `host` is the host Android reads in the links,
    /// their first path component: the report holds the findings of
    /// ``verify(against:scheme:)`` whose link has that host. Prefer that method, which checks
    /// the whole scheme at once.
    ///
    /// - Parameters:
    ///   - router: The app's router.
    ///   - host: The host to check.
    ///   - scheme: The scheme of the links; `https` by default.
    /// - Returns: The findings; ``AssociationReport/isConsistent`` when there are none.
    public func verify(against router: Pathways, host: String, scheme: String = "https") -> AssociationReport {
        let host = host.lowercased()
        if router.customSchemes.contains(scheme) {
            let report = customSchemeReport(against: router, scheme: scheme)
            func onHost(_ url: String) -> Bool { LinkURL(url)?.host.lowercased() == host }
            return AssociationReport(
                undeliveredRoutes: report.undeliveredRoutes.filter { onHost($0.url) },
                unroutedPatterns: report.unroutedPatterns.filter { onHost($0.url) },
                overBroadPatterns: report.overBroadPatterns.filter { onHost($0.url) }, unknownKeys: report.unknownKeys,
                notes: report.notes)
        }
        let origin = "\(scheme)://\(host)"
        return check(
            router, RouteOrder.routes(of: router, on: host),
            samples: { RouteSamples.urls(for: $0, scheme: scheme, host: host, tokens: $1) },
            probes: { filter in
                let takesHost = filter.takes(scheme: scheme, host: host, port: nil)
                guard takesHost || (!filter.ssps.isEmpty && filter.takesAnyHost(scheme: scheme)) else { return [] }
                return [Probe(origin: origin, hostPath: "", scheme: scheme, host: host)]
            },
            emptyPaths: false)
    }

    /// Checks the links of one of the router's custom schemes, as Android reads them, against
    /// the links `router` takes on it.
    ///
    /// ```swift
    /// var router = Pathways(origins: ["https://example.com", "shop://"])
    /// router.register(path: "/products/:id", matching: .exact) { _ in }
    /// let filters = try IntentFilters(router: router, schemes: ["https", "shop"])
    /// let report = try filters.verify(against: router, scheme: "shop")
    /// #expect(report.isConsistent, "\(report)")
    /// ```
    ///
    /// The router reads `shop://products/42` as the path `/products/42`, and Android as the host
    /// `products` and the path `/42`; a link with nothing after the host, such as
    /// `shop://search?q=boots`, has the empty path there (ASSOC-18). So no host is given: the
    /// routes serving the scheme (those without a host, and those limited to its origin) name
    /// the hosts. Each route is tried with sample links written `shop://first/rest` (ASSOC-21);
    /// one that no filter takes is reported; a link that names no host, such as `shop://` for
    /// the root, is not tried, since no filter with a host takes it. Each path rule of a filter
    /// for the scheme that takes none of these links first is tried with its own sample paths
    /// (the empty one included) after each of the filter's hosts (`x` for `*` and for a filter
    /// without a host), and reported when no route takes any of those links (ASSOC-23).
    ///
    /// - Parameters:
    ///   - router: The app's router.
    ///   - scheme: One of the router's custom schemes (its `customSchemes`, or a `scheme://`
    ///     origin), such as `shop`.
    /// - Returns: The findings; ``AssociationReport/isConsistent`` when there are none.
    /// - Throws: ``AssociationError`` with code ``AssociationError/Code/invalidScheme`` when
    ///   `scheme` is not one of the router's custom schemes: check a web scheme one host at a
    ///   time with ``verify(against:host:scheme:)``.
    public func verify(against router: Pathways, scheme: String) throws(AssociationError) -> AssociationReport {
        guard router.customSchemes.contains(scheme) else {
            throw AssociationError(
                .invalidScheme, path: "scheme",
                detail: "found \(scheme), which is not one of the router's custom schemes; give one, such as "
                    + "\(router.customSchemes.sorted().first ?? "myapp"), or check a web scheme one host at a time "
                    + "with verify(against:host:scheme:)")
        }
        return customSchemeReport(against: router, scheme: scheme)
    }

    /// The findings for the custom scheme `scheme`, links read as Android reads them, with a
    /// note for each route whose link names no host and is not delivered.
    private func customSchemeReport(against router: Pathways, scheme: String) -> AssociationReport {
        let entries = RouteOrder.routes(of: router, onCustomScheme: scheme)
        let report = check(
            router, entries,
            samples: { route, tokens in
                Self.customSchemeLinks(for: route, scheme: scheme, tokens: tokens).filter { LinkURL($0)?.host.isEmpty == false }
            },
            probes: { filter in
                guard filter.takesAnyHost(scheme: scheme) else { return [] }
                let hosts = filter.authorities.isEmpty ? ["x"] : filter.authorities.map(\.sampleHost)
                return hosts.map { Probe(origin: "\(scheme):/", hostPath: "/" + $0, scheme: scheme, host: nil) }
            },
            emptyPaths: true)
        // The root's link, `shop://`, names no host: it is no finding (ASSOC-23), but an app
        // developer must hear that Android opens nothing for it.
        let probe = RouterProbe(router: router)
        var hostless: [String] = []
        for entry in entries {
            let link = Self.customSchemeLinks(for: entry.route, scheme: scheme, tokens: []).first { link in
                LinkURL(link)?.host.isEmpty == true && probe.positions(link)?.contains(entry.position) == true && !delivers(link)
            }
            if let link {
                hostless.append(
                    "\(link) (route \(entry.route)) names no host, so no filter that names a host takes it: Android opens "
                        + "nothing for it, while iOS opens the app; only a filter with android:scheme=\"\(scheme)\" alone takes it, "
                        + "and that filter takes every \(scheme):// link")
            }
        }
        guard !hostless.isEmpty else { return report }
        return AssociationReport(
            undeliveredRoutes: report.undeliveredRoutes, unroutedPatterns: report.unroutedPatterns,
            overBroadPatterns: report.overBroadPatterns, unknownKeys: report.unknownKeys, notes: hostless + report.notes)
    }

    /// The sample links of `route` on the custom scheme `scheme` as the router writes them
    /// (DEST-11) and Android reads them, `scheme://first/rest`: a sample written without a host,
    /// `scheme:///first/rest`, without the `/` after `//`.
    private static func customSchemeLinks(for route: RegisteredRoute, scheme: String, tokens: [String]) -> [String] {
        let prefix = "\(scheme):///"
        return RouteSamples.urls(for: route, scheme: scheme, host: "", tokens: tokens).compactMap { url in
            url.hasPrefix(prefix) ? "\(scheme)://" + url.dropFirst(prefix.count) : nil
        }
    }

    /// Where the sample paths of a rule are tried: the link is `origin`, `hostPath` and the
    /// path; for a custom scheme, `scheme:/` and `/host`, so that the router reads the host as
    /// the first component.
    private struct Probe {
        let origin: String
        let hostPath: String
        /// The link's scheme and host, which a scheme-specific-part sample must name.
        let scheme: String
        let host: String?

        /// The origin, decoded path and decoded query of the link a rule's sample stands for:
        /// for a path rule, the sample after ``hostPath``; for a scheme-specific-part rule, the
        /// sample read as `//host/path?query`, when it names this probe's host (or any host,
        /// for a filter without one). `nil` when the sample is no such link.
        func link(_ sample: String, part: PathRule.Part, emptyPaths: Bool) -> (origin: String, path: String, query: String?)? {
            switch part {
            case .path:
                guard sample.hasPrefix("/") || (emptyPaths && sample.isEmpty) else { return nil }
                return (origin, hostPath + sample, nil)
            case .schemeSpecificPart:
                guard sample.hasPrefix("//"), let link = LinkURL(scheme + ":" + sample), !link.host.isEmpty,
                    host.map({ link.host.lowercased() == $0 }) ?? true
                else { return nil }
                let origin = emptyPaths ? "\(scheme):/" : "\(scheme)://\(link.host.lowercased())"
                let path = (emptyPaths ? "/" + link.host : "") + link.path
                return (origin, path, link.query.map(String.init))
            }
        }
    }

    /// The two-way check of ASSOC-21 for the routes `entries`, their sample links from
    /// `samples`, and the rules of each filter tried where `probes` says; `emptyPaths` when a
    /// rule's sample path may be empty, as after a custom scheme's host.
    private func check(
        _ router: Pathways, _ entries: [RouteOrder.Entry], samples: (RegisteredRoute, [String]) -> [String],
        probes: (Filter) -> [Probe], emptyPaths: Bool
    ) -> AssociationReport {
        let probe = RouterProbe(router: router)
        var tokens: [String] = []
        for filter in filters {
            for rule in filter.rules {
                for token in rule.matcher.sampleTokens where !tokens.contains(token) && tokens.count < RouteSamples.maximumTokens {
                    tokens.append(token)
                }
            }
        }
        var undelivered: [AssociationReport.UndeliveredRoute] = []
        var routedLinks: [LinkURL] = []
        for entry in entries {
            var reported = false
            for url in samples(entry.route, tokens) where probe.positions(url)?.contains(entry.position) == true {
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
        let fragments = RouteSamples.fragments(of: entries)
        /// The first link of a path in `paths` after a place of `places` that the rule takes
        /// first and that no route takes, with any fragment; `nil` when there is none.
        func firstUnrouted(_ paths: [String], at places: [Probe], filter filterIndex: Int, rule: Int?) -> String? {
            for place in places {
                for sample in paths {
                    guard let (origin, path, query) = place.link(sample, part: .path, emptyPaths: emptyPaths) else { continue }
                    let example = ReachProbe.unroutedLink(
                        origin: origin, path: path, query: query, fragments: [nil] + fragments.map { Optional($0) }, probe: probe,
                        takenByRule: { link in firstRule(for: link).map { $0.filter == filterIndex && $0.rule == rule } ?? false })
                    if let example { return example }
                }
            }
            return nil
        }
        var unrouted: [AssociationReport.UnroutedPattern] = []
        var overBroad: [AssociationReport.UnroutedPattern] = []
        for (filterIndex, filter) in filters.enumerated() {
            let places = probes(filter)
            guard !places.isEmpty else { continue }
            let everyPath = ["/", "/x", "/x/y"] + (emptyPaths ? [""] : [])
            let takesEveryPath = filter.paths.isEmpty || filter.authorities.isEmpty
            var rules: [(location: String, text: String, samples: [String], rule: Int?, part: PathRule.Part)] = []
            if takesEveryPath && (!filter.authorities.isEmpty || filter.ssps.isEmpty) {
                rules.append((filter.location, "every path", everyPath, nil, .path))
            }
            for (index, rule) in filter.rules.enumerated() where !takesEveryPath || rule.part == .schemeSpecificPart {
                rules.append((rule.location, rule.text, rule.matcher.samples, index, rule.part))
            }
            for rule in rules {
                if used.contains([filterIndex, rule.rule ?? -1]) {
                    // In use: the paths beside its literal part are tried (ASSOC-34), on another
                    // host too when the filter names none; a scheme-specific-part rule, which
                    // compares the query too, is not.
                    guard rule.part == .path else { continue }
                    let beside: [String]
                    if let index = rule.rule {
                        guard let start = filter.rules[index].matcher.literalStart else { continue }
                        beside = ReachProbe.paths(beside: start.text, isWhole: start.isWhole)
                    } else {
                        beside = ReachProbe.everyPath(emptyPaths: emptyPaths)
                    }
                    let otherHosts =
                        filter.authorities.isEmpty && !emptyPaths
                        ? places.map { Probe(origin: "\($0.scheme)://x\($0.host ?? "")", hostPath: "", scheme: $0.scheme, host: nil) } : []
                    if let url = firstUnrouted(beside, at: places + otherHosts, filter: filterIndex, rule: rule.rule) {
                        overBroad.append(AssociationReport.UnroutedPattern(location: rule.location, rule: rule.text, url: url))
                    }
                    continue
                }
                var example: String?
                var routed = false
                search: for place in places {
                    for sample in rule.samples {
                        guard let (origin, path, query) = place.link(sample, part: rule.part, emptyPaths: emptyPaths) else { continue }
                        // Android does not look at the fragment: a path is routed when the router
                        // takes it with any fragment, such as those of its fragment routes.
                        for fragment in [nil] + fragments.map({ Optional($0) }) {
                            let (url, accepted) = probe.decodedLink(origin: origin, path: path, query: query, fragment: fragment)
                            guard let link = LinkURL(url), let first = firstRule(for: link), first.filter == filterIndex,
                                first.rule == rule.rule
                            else {
                                continue
                            }
                            if example == nil { example = url }
                            if accepted {
                                routed = true
                                break search
                            }
                        }
                    }
                }
                if !routed, let example {
                    unrouted.append(AssociationReport.UnroutedPattern(location: rule.location, rule: rule.text, url: example))
                }
            }
        }
        return AssociationReport(
            undeliveredRoutes: undelivered, unroutedPatterns: unrouted, overBroadPatterns: overBroad, unknownKeys: unknownKeys,
            notes: linkFilters.filter { !$0.takesBrowserLinks }.map(\.description))
    }
}

extension IntentFilters.Authority {
    /// A host this authority matches, to try its filter's rules with: the host, or `x` in place
    /// of a leading `*`.
    var sampleHost: String {
        host.hasPrefix("*") ? "x" + host.dropFirst() : host
    }
}
