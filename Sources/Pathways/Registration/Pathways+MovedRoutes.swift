/// Moved routes: the old patterns of a typed route, each registered as an alias of the route
/// (SPEC: REG-8, CODE-9).
///
/// An alias is an ordinary registration of its own pattern: it ranks by that pattern (Section 8),
/// ``Pathways/routes`` lists it with ``RegisteredRoute/isAlias``, and ``Pathways/diagnostics``
/// weighs it like any other. It has the route's type, name and handler, so a route table
/// records it as the same route (TABLE-4), and links to it decode to today's value.
extension Pathways {
    /// Adds `alias` of the typed route `type` registered with `ownPattern`, or keeps the error
    /// that its pattern or its check gives (REG-1, REG-8). `entry` builds the entry as it built
    /// the route's, around the alias's way of decoding.
    mutating func addAlias<Route: Decodable & Sendable>(
        _ alias: RouteAlias, of type: Route.Type, ownPattern: String, host: String?, origin: String?, matching: Matching,
        caseInsensitive: Bool,
        entry: (@escaping @Sendable (RouteParameters) throws(PathwayError) -> Route, [RouteField], RouteAlias?) throws(PathwayError) ->
            RouteEntry
    ) {
        let (options, limits) = (decoding, limits)
        add(alias.pattern, host: host, origin: origin, matching: matching, caseInsensitive: caseInsensitive) {
            pattern throws(PathwayError) in
            let own = try PathPattern(ownPattern, limits: limits)
            let fields = try TypeProbe.check(type, alias: pattern, own: own, supplied: alias.suppliedFields)
            // The old link's captures fill the properties they name and the rest are dropped;
            // the supplied values stand before its query (CODE-9).
            @Sendable func decode(_ parameters: RouteParameters) throws(PathwayError) -> Route {
                try CaptureDecoder.decode(
                    type, captures: parameters.captures, query: try alias.query(for: parameters), pattern: pattern, options: options)
            }
            return try entry(decode, fields, alias)
        }
    }
}
