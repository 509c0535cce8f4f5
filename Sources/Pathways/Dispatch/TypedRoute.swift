/// A typed registration as dispatch runs it: the route type, the pattern its values decode
/// from, and where a link that decodes leads, to a handler or to a destination of the app
/// (SPEC: REG-4, REG-8, DISP-4, DISP-8, DEST-1, DEST-2).
///
/// One value per registration, made once. Every way of routing a link decodes through
/// ``decode(_:)``: `handle` decodes and runs the handler (``run(_:)``), `match` and `open`
/// decode and bind it (``bind(_:)``), and a walk for destinations decodes and makes the
/// destination (``destination(_:into:)``). The registration of an old pattern, an alias of a
/// moved route, decodes the same way with the values its alias supplies (REG-8).
///
/// `Destination` is `Never` for a route with a handler: it leads to no destination.
final class TypedRoute<Route: Decodable & Sendable, Destination: Sendable>: Sendable {
    /// Where a link that decodes leads.
    enum Action: Sendable {
        /// A handler that runs to completion before the call returns.
        case handler(@MainActor @Sendable (Route, RouteParameters) -> Void)
        /// A handler that suspends (DISP-8).
        case suspendingHandler(@MainActor @Sendable (Route, RouteParameters) async -> Void)
        /// A destination of the app, and the destinations its registration names beneath it,
        /// if it names them (DEST-1, DEST-9).
        case destination(@Sendable (Route) -> Destination, parents: (@Sendable (Route) -> [Destination])?)
    }

    /// The registration's pattern, whose placeholders are the route's coding keys.
    let pattern: PathPattern
    let options: PathwayDecodingOptions
    /// What the alias supplies, for the registration of a route's old pattern (REG-8).
    let supplied: SuppliedFields?
    let action: Action

    init(pattern: PathPattern, options: PathwayDecodingOptions, supplied: SuppliedFields?, action: Action) {
        self.pattern = pattern
        self.options = options
        self.supplied = supplied
        self.action = action
    }

    /// The route, decoded from a match's captures and query: an alias's supplied values stand
    /// before the query, and the old link's captures fill the properties they name (CODE-9).
    func decode(_ parameters: RouteParameters) throws(PathwayError) -> Route {
        let query = try supplied.map { supplied throws(PathwayError) in try supplied.query(for: parameters) } ?? parameters.query
        return try CaptureDecoder.decode(Route.self, captures: parameters.captures, query: query, pattern: pattern, options: options)
    }

    /// Whether the route leads to a destination rather than to a handler (DEST-1).
    var leadsToDestination: Bool {
        guard case .destination = action else { return false }
        return true
    }
}

extension TypedRoute: TypedRouting {
    @MainActor
    func run(_ parameters: RouteParameters) throws(PathwayError) {
        let route = try decode(parameters)
        switch action {
        case .handler(let handler): handler(route, parameters)
        case .suspendingHandler(let handler): Task { @MainActor in await handler(route, parameters) }
        // A destination route takes the links it decodes and runs nothing (DEST-2).
        case .destination: break
        }
    }

    func bind(_ parameters: RouteParameters) throws(PathwayError) -> BoundHandler {
        let route = try decode(parameters)
        return switch action {
        case .handler(let handler): BoundHandler(value: route, action: .sync { handler(route, parameters) })
        case .suspendingHandler(let handler): BoundHandler(value: route, action: .async { await handler(route, parameters) })
        case .destination: BoundHandler(value: route, action: .sync {})
        }
    }
}

extension TypedRoute: DestinationRouting {
    var destinationType: ObjectIdentifier { ObjectIdentifier(Destination.self) }
    var destinationTypeName: String { String(describing: Destination.self) }

    var namesParents: Bool {
        guard case .destination(_, parents: .some) = action else { return false }
        return true
    }

    func destination<Wanted>(
        _ parameters: RouteParameters, into slot: inout Wanted?, writing write: ((any Encodable) -> String?)?
    ) throws(PathwayError) -> String? {
        guard case .destination(let destination, _) = action else { return nil }
        let route = try decode(parameters)
        // The walk chose this route because its destination type is `Wanted`: the cast only
        // hands the value over from one generic parameter to the other.
        slot = destination(route) as? Wanted
        // A route registered with `register(path:as:)` may be Decodable only: it has no link.
        guard let write, let encodable = route as? any Encodable else { return nil }
        return write(encodable)
    }

    func stack<Wanted>(_ parameters: RouteParameters, into stack: inout [Wanted]) throws(PathwayError) {
        guard case .destination(let destination, parents: let parents?) = action else { return }
        let route = try decode(parameters)
        for made in parents(route) + [destination(route)] {
            if let made = made as? Wanted { stack.append(made) }
        }
    }
}
