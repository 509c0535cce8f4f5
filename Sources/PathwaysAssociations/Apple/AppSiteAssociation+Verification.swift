import Pathways
import PathwaysTextFormats

/// Checking a file against a router, both ways (SPEC: ASSOC-21).
extension AppSiteAssociation {
    /// Checks which links the file delivers to `appID` against the links `router` takes on
    /// `host`.
    ///
    /// ```swift
    /// let report = file.verify(against: makeRouter(), host: "example.com", appID: "ABCDE12345.com.example.app")
    /// for finding in report.undeliveredRoutes { print("opens the web site:", finding.url) }
    /// for finding in report.unroutedPatterns { print("opens the app for nothing:", finding.url, finding.location) }
    /// ```
    ///
    /// Each route on `host` (and each route without a host) is tried with sample links
    /// (ASSOC-21); the first that the file does not deliver is reported. A component that
    /// delivers none of these links is tried with sample links drawn from its own patterns, and
    /// reported with the first it delivers when none of them is routed: it serves no route. A
    /// component in use is tried beside its literal part, the text before its first wildcard
    /// (ASSOC-34): `/help*` delivers `/helpx` beside the links of `/help/:topic`, and
    /// `/products/*` delivers `/products/` beside those of `/products/:id`, and each is
    /// reported in ``AssociationReport/overBroadPatterns``. What a wildcard takes past the
    /// literal part is not tried: most routes have no exact form in a pattern.
    ///
    /// A file in either format is checked: a `paths` string is a rule as a component is, and
    /// `paths` beside `components` is listed in ``AssociationReport/ignoredKeys``. When no
    /// details entry lists `appID`, ``AssociationReport/notes`` says so and lists the app IDs
    /// the file has: the usual cause is a typo in the team ID or the bundle identifier
    /// (ASSOC-35).
    ///
    /// - Parameters:
    ///   - router: The app's router.
    ///   - host: The host that serves the file.
    ///   - appID: The app, `<prefix>.<bundle identifier>`.
    /// - Returns: The findings; ``AssociationReport/isConsistent`` when there are none.
    public func verify(against router: Pathways, host: String, appID: String) -> AssociationReport {
        let host = host.lowercased()
        let probe = RouterProbe(router: router)
        let components = components(for: appID)
        var tokens: [String] = []
        for component in components {
            for pattern in [component.path, component.fragment].compactMap({ $0 }) {
                for token in pattern.sampleTokens {
                    let decoded = component.percentEncoded ? PercentText.decoded(Substring(token)) : token
                    if let decoded, !tokens.contains(decoded), tokens.count < RouteSamples.maximumTokens { tokens.append(decoded) }
                }
            }
        }
        var undelivered: [AssociationReport.UndeliveredRoute] = []
        var routedLinks: [LinkURL] = []
        for entry in RouteOrder.routes(of: router, on: host) {
            var reported = false
            for url in RouteSamples.urls(for: entry.route, scheme: "https", host: host, tokens: tokens)
            where probe.positions(url)?.contains(entry.position) == true {
                if let link = LinkURL(url) { routedLinks.append(link) }
                if !reported && !delivers(url, to: appID) {
                    undelivered.append(AssociationReport.UndeliveredRoute(route: entry.route, url: url))
                    reported = true
                }
            }
        }
        // A component is in use when it delivers a sample link of a route; only a component in
        // use by none is looked at more closely.
        let used = Set(routedLinks.compactMap { Self.firstMatch($0, in: components) })
        let fragments = RouteSamples.fragments(of: RouteOrder.routes(of: router, on: host))
        var unrouted: [AssociationReport.UnroutedPattern] = []
        var overBroad: [AssociationReport.UnroutedPattern] = []
        let origin = "https://" + host
        for (index, component) in components.enumerated() where !component.exclude {
            if used.contains(index) {
                // In use: the paths beside its literal part are tried (ASSOC-34).
                if let url = Self.firstUnrouted(besideLiteralOf: index, in: components, origin: origin, fragments: fragments, probe: probe)
                {
                    overBroad.append(
                        AssociationReport.UnroutedPattern(
                            location: component.location.description, rule: Self.oneLine(component.json), url: url))
                }
                continue
            }
            var example: String?
            for sample in Self.samples(of: component) {
                // A component without `#` delivers links with any fragment: try the routes' too.
                let tails: [String?] = sample.fragment.map { [$0] } ?? ([nil] + fragments.map { Optional($0) })
                var delivered: String?
                var routed = false
                for fragment in tails {
                    let url: String
                    let accepted: Bool
                    if component.percentEncoded {
                        url = origin + sample.path + (sample.query.map { "?" + $0 } ?? "") + (fragment.map { "#" + $0 } ?? "")
                        guard let positions = probe.positions(url) else { continue }
                        accepted = !positions.isEmpty
                    } else {
                        (url, accepted) = probe.decodedLink(origin: origin, path: sample.path, query: sample.query, fragment: fragment)
                    }
                    guard let link = LinkURL(url), Self.firstMatch(link, in: components) == index else { continue }
                    if delivered == nil { delivered = url }
                    if accepted {
                        routed = true
                        break
                    }
                }
                if routed {
                    example = nil
                    break
                }
                if example == nil { example = delivered }
            }
            if let example {
                unrouted.append(
                    AssociationReport.UnroutedPattern(
                        location: component.location.description, rule: Self.oneLine(component.json), url: example))
            }
        }
        return AssociationReport(
            undeliveredRoutes: undelivered, unroutedPatterns: unrouted, overBroadPatterns: overBroad, unknownKeys: unknownKeys,
            ignoredKeys: ignoredKeys, notes: unlistedAppIDNote(appID).map { [$0] } ?? [])
    }

    /// A note when no details entry lists `appID` (ASSOC-35): every route is then reported as
    /// not delivered, and what the findings do not show is the usual cause, a typo in the team
    /// ID or the bundle identifier. `nil` when an entry lists it.
    private func unlistedAppIDNote(_ appID: String) -> String? {
        var listed: [String] = []
        for entry in details {
            // Compared byte for byte, as the system compares them (ASSOC-10).
            if entry.appIDs.contains(where: { $0.utf8.elementsEqual(appID.utf8) }) { return nil }
            for id in entry.appIDs where !listed.contains(where: { $0.utf8.elementsEqual(id.utf8) }) { listed.append(id) }
        }
        let file = listed.isEmpty ? "the file lists no app ID" : "the file lists " + listed.joined(separator: ", ")
        return "no details entry lists the app ID \(appID); \(file) (check the team ID and the bundle identifier)"
    }

    /// The first link beside the literal part of the component at `index` (ASSOC-34) that the
    /// component delivers first and no route takes, with the component's first query sample
    /// and with no fragment, a route's fragment or the component's first fragment sample;
    /// `nil` when none.
    private static func firstUnrouted(
        besideLiteralOf index: Int, in components: [Component], origin: String, fragments: [String], probe: RouterProbe
    ) -> String? {
        let component = components[index]
        guard let start = component.path?.literalStart, let first = samples(of: component).first else { return nil }
        // The routes' fragments first: a component's own fragment sample may reach past a
        // fragment route's last literal, which ASSOC-5 allows.
        var tails: [String?] = [nil] + fragments.map { Optional($0) }
        if let own = first.fragment, !tails.contains(own) { tails.append(own) }
        for path in ReachProbe.paths(beside: start.text, isWhole: start.isWhole) where path.hasPrefix("/") {
            let example = ReachProbe.unroutedLink(
                origin: origin, path: path, query: first.query, fragments: tails, probe: probe,
                takenByRule: { firstMatch($0, in: components) == index })
            if let example { return example }
        }
        return nil
    }

    /// The sample links of a component: its path samples with the first fragment and query,
    /// then its fragment and query samples with the first path.
    private static func samples(of component: Component) -> [(path: String, query: String?, fragment: String?)] {
        let paths = (component.path?.samples ?? ["/x", "/"]).map { $0.hasPrefix("/") ? $0 : "/" + $0 }
        let fragments: [String?] = component.fragment.map { $0.samples.map { Optional($0) } } ?? [nil]
        let queries: [String?]
        switch component.query {
        case nil: queries = [nil]
        case .pattern(let pattern): queries = pattern.samples.map { Optional($0) }
        case .items(let items):
            queries = [items.map { $0.name + "=" + ($0.value.samples.first ?? "") }.joined(separator: "&")]
        }
        let firstQuery = queries.first ?? nil
        let firstFragment = fragments.first ?? nil
        var samples = paths.map { (path: $0, query: firstQuery, fragment: firstFragment) }
        if let firstPath = paths.first {
            samples += fragments.dropFirst().map { (path: firstPath, query: firstQuery, fragment: $0) }
            samples += queries.dropFirst().map { (path: firstPath, query: $0, fragment: firstFragment) }
        }
        return samples
    }

    /// A component's JSON on one line, for a report.
    private static func oneLine(_ json: JSONNode) -> String {
        AssociationJSONText.text(json).split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ")
    }
}
