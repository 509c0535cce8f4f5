/// Finds the best route that takes a URL (SPEC: DISP-2 to DISP-7).
///
/// `handle` and `match` share the walk below, so that they agree by construction on which
/// route wins (DISP-7): they differ only in what they do with the winner.
enum Dispatcher {
    /// Tries the routes that match, best first, until `attempt` takes one: it returns a result
    /// when the route takes the URL and throws when a typed route fails to decode. Returns `nil`
    /// when no route matches; throws the best-ranked decode failure when routes matched but none
    /// took the URL (DISP-4). A raw `+` in the query is a space when `plusIsSpace` (QUERY-9).
    static func first<Result>(
        _ table: RouteTrie<RouteEntry>, _ bytes: ByteView, _ parts: URLParts, plusIsSpace: Bool,
        _ attempt: (RouteTrie<RouteEntry>.Route, RouteParameters) throws(PathwayError) -> Result
    ) throws(PathwayError) -> Result? {
        try first(
            table, bytes, parts, plusIsSpace: plusIsSpace, selecting: { _ in () },
            { route, _, parameters throws(PathwayError) in try attempt(route, parameters) })
    }

    /// Tries the routes that match and that `select` gives a candidate for, best first, as
    /// ``first(_:_:_:plusIsSpace:_:)`` tries every route that matches: a route `select` gives
    /// nothing for is passed over before its parameters are read, and its failure is no
    /// failure (DEST-3).
    static func first<Candidate, Result>(
        _ table: RouteTrie<RouteEntry>, _ bytes: ByteView, _ parts: URLParts, plusIsSpace: Bool,
        selecting select: (RouteTrie<RouteEntry>.Route) -> Candidate?,
        _ attempt: (RouteTrie<RouteEntry>.Route, Candidate, RouteParameters) throws(PathwayError) -> Result
    ) throws(PathwayError) -> Result? {
        var state = State<Result>(plusIsSpace: plusIsSpace)
        table.forEachMatch(in: bytes, parts) { route in
            guard let candidate = select(route) else { return true }
            return !attemptOne(route, candidate, bytes, parts, &state, attempt)
        }
        if state.result == nil, let firstFailure = state.firstFailure { throw firstFailure }
        return state.result
    }

    /// Runs the best route's handler, synchronously (DISP-5); returns whether one ran.
    @MainActor
    static func dispatch(_ table: RouteTrie<RouteEntry>, _ bytes: ByteView, _ parts: URLParts, plusIsSpace: Bool) throws(PathwayError)
        -> Bool
    {
        let handled: Void? = try first(table, bytes, parts, plusIsSpace: plusIsSpace) { route, parameters throws(PathwayError) in
            switch route.entry.handler {
            case .path(let handler):
                handler(parameters)
            case .pathAsync(let handler):
                Task { @MainActor in await handler(parameters) }
            case .typed(let typed):
                try typed.run(parameters)
            }
        }
        return handled != nil
    }

    /// The best route, its parameters, and its handler bound to its decoded route, run by no
    /// one yet.
    static func match(_ table: RouteTrie<RouteEntry>, _ bytes: ByteView, _ parts: URLParts, plusIsSpace: Bool) throws(PathwayError)
        -> (route: RouteTrie<RouteEntry>.Route, parameters: RouteParameters, bound: BoundHandler)?
    {
        try first(table, bytes, parts, plusIsSpace: plusIsSpace) { route, parameters throws(PathwayError) in
            (route, parameters, try route.entry.bind(parameters))
        }
    }

    /// What the walk has learned so far.
    private struct State<Result> {
        /// Whether a raw `+` in the query is a space (QUERY-9).
        let plusIsSpace: Bool
        var result: Result?
        var firstFailure: PathwayError?
        /// The query, decoded for the first candidate and shared by the others.
        var query: [RouteParameters.Item]? = nil

        init(plusIsSpace: Bool) {
            self.plusIsSpace = plusIsSpace
        }
    }

    /// Gives one candidate to `attempt`; returns whether it took the URL. Out of line, so that
    /// the walk over the table stays small: it runs for a URL's candidates only.
    @inline(never)
    private static func attemptOne<Candidate, Result>(
        _ route: RouteTrie<RouteEntry>.Route, _ candidate: Candidate, _ bytes: ByteView, _ parts: URLParts,
        _ state: inout State<Result>,
        _ attempt: (RouteTrie<RouteEntry>.Route, Candidate, RouteParameters) throws(PathwayError) -> Result
    ) -> Bool {
        let queryItems = state.query ?? RouteParameters.items(parts.queryPairs, in: bytes, plusIsSpace: state.plusIsSpace)
        state.query = queryItems
        var fragmentItems = route.entry.supportsFragmentParameters ? RouteParameters.items(parts.fragmentPairs, in: bytes) : []
        // The media-fragment form, `#t=90`: a fragment without `?` holding `=`, for a route
        // with fragment parameters and no fragment route of its own (FRAG-6).
        if route.entry.supportsFragmentParameters, route.pattern.fragmentComponents == nil, parts.fragmentParameters == nil,
            let fragment = parts.fragmentRoute
        {
            fragmentItems = RouteParameters.mediaFragmentItems(bytes, fragment)
        }
        let parameters = RouteParameters(
            captures: PatternMatch.captures(of: route.pattern, bytes, parts), query: queryItems, fragment: fragmentItems,
            remainder: PatternMatch.remainder(of: route.pattern, route.matching, bytes, parts),
            fragmentText: parts.fragmentRoute.map { RouteParameters.decodeValidated(bytes, $0) })
        do throws(PathwayError) {
            state.result = try attempt(route, candidate, parameters)
            return true
        } catch {
            if state.firstFailure == nil { state.firstFailure = error }
            return false
        }
    }
}
