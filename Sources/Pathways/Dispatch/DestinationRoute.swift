/// What a destination route keeps besides its route type: how a match becomes the app's
/// destination, and which destinations its registration names beneath it (DEST-1, DEST-9).
///
/// The table's entries hold it as any ``DestinationRouting``, without its destination type, so
/// that a walk for destinations passes over routes of another type by comparing
/// ``destinationType`` alone (DEST-3).
final class DestinationRoute<Destination: Sendable>: DestinationRouting {
    /// Decodes the route from a match's parameters and gives its destination. A decode failure
    /// is returned rather than thrown: a stored `throws(PathwayError)` closure needs the Swift 6
    /// runtime (CONTRIBUTING.md, "Platforms and typed throws").
    private let make: @Sendable (RouteParameters) -> Result<Destination, PathwayError>
    /// Decodes the route once and gives the destinations its registration names beneath it, then
    /// its own; `nil` when the registration names none.
    private let makeStack: (@Sendable (RouteParameters) -> Result<[Destination], PathwayError>)?

    init(
        make: @escaping @Sendable (RouteParameters) -> Result<Destination, PathwayError>,
        makeStack: (@Sendable (RouteParameters) -> Result<[Destination], PathwayError>)?
    ) {
        self.make = make
        self.makeStack = makeStack
    }

    var destinationType: ObjectIdentifier { ObjectIdentifier(Destination.self) }
    var destinationTypeName: String { String(describing: Destination.self) }
    var namesParents: Bool { makeStack != nil }

    func destination<Wanted>(_ parameters: RouteParameters, into slot: inout Wanted?) throws(PathwayError) {
        // The walk chose this route because its type is `Wanted`: the cast only hands the value
        // over from one generic parameter to the other.
        slot = try make(parameters).get() as? Wanted
    }

    func stack<Wanted>(_ parameters: RouteParameters, into stack: inout [Wanted]) throws(PathwayError) {
        guard let makeStack else { return }
        for destination in try makeStack(parameters).get() {
            if let destination = destination as? Wanted { stack.append(destination) }
        }
    }
}
