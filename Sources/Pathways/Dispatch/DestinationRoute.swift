/// What a destination route keeps besides its route type: how a match becomes the app's
/// destination, and which destinations its registration names beneath it (DEST-1, DEST-9).
///
/// The table's entries hold it as any ``DestinationRouting``, without its destination type, so
/// that a walk for destinations passes over routes of another type by comparing
/// ``destinationType`` alone (DEST-3).
final class DestinationRoute<Destination: Sendable>: DestinationRouting {
    /// Decodes the route from a match's parameters and puts its destination into the slot, or
    /// returns the decode failure. The failure is returned rather than thrown: a stored
    /// `throws(PathwayError)` closure needs the Swift 6 runtime (CONTRIBUTING.md, "Platforms and
    /// typed throws").
    private let make: @Sendable (RouteParameters, inout Destination?) -> PathwayError?
    /// Decodes the route once and appends the destinations its registration names beneath it,
    /// then its own, or returns the decode failure; `nil` when the registration names none.
    private let makeStack: (@Sendable (RouteParameters, inout [Destination]) -> PathwayError?)?

    init(
        make: @escaping @Sendable (RouteParameters, inout Destination?) -> PathwayError?,
        makeStack: (@Sendable (RouteParameters, inout [Destination]) -> PathwayError?)?
    ) {
        self.make = make
        self.makeStack = makeStack
    }

    var destinationType: ObjectIdentifier { ObjectIdentifier(Destination.self) }
    var destinationTypeName: String { String(describing: Destination.self) }
    var namesParents: Bool { makeStack != nil }

    func destination<Wanted>(_ parameters: RouteParameters, into slot: inout Wanted?) throws(PathwayError) {
        var made: Destination? = nil
        if let failure = make(parameters, &made) { throw failure }
        // The walk chose this route because its type is `Wanted`: the cast only hands the value
        // over from one generic parameter to the other.
        if let made { slot = made as? Wanted }
    }

    func stack<Wanted>(_ parameters: RouteParameters, into stack: inout [Wanted]) throws(PathwayError) {
        guard let makeStack else { return }
        var made: [Destination] = []
        if let failure = makeStack(parameters, &made) { throw failure }
        for destination in made {
            if let destination = destination as? Wanted { stack.append(destination) }
        }
    }
}
