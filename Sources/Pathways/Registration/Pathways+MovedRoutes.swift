/// Moved routes: the old patterns of a typed route, each registered as an alias of the route
/// (SPEC: REG-8, CODE-9).
///
/// An alias is an ordinary registration of its own pattern: it ranks by that pattern (Section 8),
/// ``Pathways/routes`` lists it with ``RegisteredRoute/isAlias``, and ``Pathways/diagnostics``
/// weighs it like any other. It has the route's type, name and handler, so a route table
/// records it as the same route (TABLE-4), and links to it decode to today's value.
extension Pathways {
    /// Adds `alias` of the typed route `type` registered with `ownPattern`, or keeps the error
    /// that its pattern or its check gives (REG-1, REG-8). `entry` builds the alias's entry as
    /// it built the route's: a ``TypedRoute`` of the alias's pattern that decodes with the
    /// alias's supplied values (CODE-9).
    mutating func addAlias<Route: Decodable & Sendable>(
        _ alias: RouteAlias, of type: Route.Type, ownPattern: String, host: String?, origin: String?, matching: Matching,
        caseInsensitive: Bool, entry: (PathPattern, [RouteField], RouteAlias?) throws(PathwayError) -> RouteEntry
    ) {
        let limits = limits
        add(alias.pattern, host: host, origin: origin, matching: matching, caseInsensitive: caseInsensitive) {
            pattern throws(PathwayError) in
            let own = try PathPattern(ownPattern, limits: limits)
            return try entry(pattern, try TypeProbe.check(type, alias: pattern, own: own, supplied: alias.suppliedFields), alias)
        }
    }
}
