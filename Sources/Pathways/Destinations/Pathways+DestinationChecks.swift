/// The round trip of each destination route, for a unit test (SPEC: DEST-10).
extension Pathways {
    /// The sample links of destination routes whose destination's link does not lead back to
    /// the same destination, in registration order; empty when every one does (DEST-10).
    ///
    /// ```swift
    /// @Test func everyScreenLinksBackToItself() {
    ///     #expect(makeRouter().destinationMismatches(as: Screen.self).isEmpty)
    /// }
    /// ```
    ///
    /// Each destination route of `type` is given sample links on each origin it serves: typed
    /// example values in its placeholders and query fields, then the variations of ASSOC-21.
    /// For each sample the route takes, the check goes from the route to its destination, from
    /// the destination to its ``PathwayDestination/route`` and that route's link
    /// (``link(for:origin:)``), and reads that link again: a route of the same identity must
    /// take it (TABLE-4: the route, one of its aliases, or another registration of its name),
    /// and give an equal destination. So a route mapped to another route's screen is reported,
    /// with ``DestinationMismatch/linkRoute``, even when the screen comes back equal.
    /// A sample that another route takes, or that does not decode, is that route's to check.
    /// Only destinations that some registered route gives are checked.
    ///
    /// - Parameter type: The destination type the routes were registered with.
    /// - Returns: The mismatches, each with its route and sample link.
    public func destinationMismatches<Destination: PathwayDestination>(as type: Destination.Type = Destination.self)
        -> [DestinationMismatch]
    {
        var mismatches: [DestinationMismatch] = []
        for route in table.routes where Self.destinationRoute(route, of: ObjectIdentifier(type)) != nil {
            for (origin, sample) in samples(of: route) {
                guard let (winner, destination) = try? winningDestination(for: sample, as: type), winner === route else {
                    continue
                }
                func mismatch(link: String?, taken other: RouteTrie<RouteEntry>.Route? = nil, _ problem: String) {
                    mismatches.append(
                        DestinationMismatch(
                            route: RegisteredRoute(route, origins: servedOrigins), sample: sample, destination: "\(destination)",
                            link: link, linkRoute: other.map { RegisteredRoute($0, origins: servedOrigins) }, problem: problem))
                }
                let link: String
                do {
                    link = try linkText(for: destination, origin: origin)
                } catch {
                    mismatch(link: nil, "\(error)")
                    continue
                }
                do {
                    guard let (taking, back) = try winningDestination(for: link, as: type) else {
                        mismatch(link: link, "leads to no destination")
                        continue
                    }
                    let leads = back == destination ? nil : "leads to \(back)"
                    // The screen of another route: its link is that route's, whatever it leads to.
                    if taking.entry.name != route.entry.name {
                        let (other, given) = (RegisteredRoute(taking, origins: servedOrigins), Swift.type(of: destination.route))
                        let wanted = route.entry.typeName ?? "route of its own"
                        let problem =
                            "is taken by another route, '\(other)': give this route a destination whose route is of type \(wanted), not \(given)"
                        mismatch(link: link, taken: taking, problem + (leads.map { "; the link \($0)" } ?? ""))
                    } else if let leads {
                        mismatch(link: link, leads)
                    }
                } catch {
                    mismatch(link: link, "is refused: \(error)")
                }
            }
        }
        return mismatches
    }

    /// The destination route that takes `urlString`, and its destination, as
    /// `destination(for:as:)` chooses them.
    private func winningDestination<Destination: Sendable>(for urlString: String, as type: Destination.Type) throws(PathwayError)
        -> (RouteTrie<RouteEntry>.Route, Destination)?
    {
        let (table, plusIsSpace, wanted) = (table, decoding.plusIsSpaceInQuery, ObjectIdentifier(type))
        var found: Destination? = nil
        let winner = try withServedURL(urlString) { bytes, parts throws(PathwayError) in
            try Dispatcher.first(table, bytes, parts, plusIsSpace: plusIsSpace, selecting: { Self.destinationRoute($0, of: wanted) }) {
                route, destinationRoute, parameters throws(PathwayError) in
                try destinationRoute.destination(parameters, into: &found)
                return route
            }
        }
        guard let winner = winner ?? nil, let found else { return nil }
        return (winner, found)
    }

    /// The sample links of `route`, each with the origin it is on: typed example values of its
    /// fields (``RouteSamples/TypedValues``), on each origin of the router the route serves, or
    /// on `https` and its host, `example.com` for a route on every host, for a router that serves
    /// every origin.
    private func samples(of route: RouteTrie<RouteEntry>.Route) -> [(origin: String, link: String)] {
        let origins: [(scheme: String, host: String)]
        if servedOrigins.isRestricted {
            origins = servedOrigins.all.enumerated().filter { position, origin in
                route.origin.map { $0 == position } ?? route.host.map { $0 == origin.host } ?? true
            }.map { _, origin in
                let text = origin.text
                let scheme = String(decoding: origin.scheme, as: UTF8.self)
                return (scheme, String(text.dropFirst(scheme.count + 3)))
            }
        } else {
            origins = [("https", route.host.map { String(decoding: $0, as: UTF8.self) } ?? "example.com")]
        }
        return origins.flatMap { scheme, host in
            RouteSamples.typedURLs(
                pattern: route.pattern, matching: route.matching, caseInsensitive: route.foldsCase, scheme: scheme, host: host,
                tokens: [], fields: route.entry.fields, dateForm: decoding.dateForm
            ).map { (scheme + "://" + host, $0) }
        }
    }
}
