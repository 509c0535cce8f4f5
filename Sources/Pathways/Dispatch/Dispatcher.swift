/// Runs the best route that takes a URL (SPEC: DISP-2 to DISP-6).
enum Dispatcher {
    /// Tries the routes that match, best first, until one handles the URL: a path-only route
    /// always does, a typed one when its value decodes. Returns whether a handler ran; throws the
    /// best-ranked decode failure when routes matched but none handled the URL (DISP-4).
    @MainActor
    static func dispatch(_ table: RouteTable<RouteEntry>, _ bytes: ByteView, _ parts: URLParts) throws(PathwayError) -> Bool {
        var state = State()
        table.forEachMatch(in: bytes, parts) { route in
            !run(route, bytes, parts, &state)
        }
        if !state.handled, let firstFailure = state.firstFailure { throw firstFailure }
        return state.handled
    }

    /// What dispatch has learned so far.
    private struct State {
        var handled = false
        var firstFailure: PathwayError?
        /// The query, decoded for the first candidate and shared by the others.
        var query: [RouteParameters.Item]?
    }

    /// Runs one candidate's handler; returns whether it handled the URL. Out of line, so that
    /// the walk over the table stays small: it runs for a URL's candidates only.
    @MainActor
    @inline(never)
    private static func run(_ route: RouteTable<RouteEntry>.Route, _ bytes: ByteView, _ parts: URLParts, _ state: inout State) -> Bool {
        let queryItems = state.query ?? RouteParameters.items(in: bytes, parts.query, count: parts.queryPairCount)
        state.query = queryItems
        let fragmentItems =
            route.entry.supportsFragmentParameters
            ? RouteParameters.items(in: bytes, parts.fragmentParameters, count: parts.fragmentPairCount) : []
        let parameters = RouteParameters(
            captures: PatternMatch.captures(of: route.pattern, bytes, parts), query: queryItems, fragment: fragmentItems)
        switch route.entry.handler {
        case .path(let handler):
            handler(parameters)
            state.handled = true
        case .typed(let handler):
            do throws(PathwayError) {
                try handler(parameters)
                state.handled = true
            } catch {
                if state.firstFailure == nil { state.firstFailure = error }
            }
        }
        return state.handled
    }
}
