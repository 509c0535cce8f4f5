/// A destination route's ``TypedRoute``, whatever its route and destination types: what a walk
/// for destinations asks of it.
protocol DestinationRouting: AnyObject, Sendable {
    /// The destination type, to tell two registrations' types apart (DEST-4) and to pass over
    /// the routes of another type (DEST-3).
    var destinationType: ObjectIdentifier { get }
    /// The destination type's name, for messages.
    var destinationTypeName: String { get }
    /// Whether the registration names the destinations beneath its own (DEST-9).
    var namesParents: Bool { get }

    /// Decodes the route once, puts its destination into `slot` when the destination type is
    /// `Wanted`, and gives what `write` makes of the decoded route: for an alias, the link of the
    /// route's own registration for the same value, whose back stack is the alias's (DEST-7).
    /// `nil` without `write`, when the route type is not `Encodable`, or when `write` gives none.
    ///
    /// - Throws: The decode failure.
    func destination<Wanted>(
        _ parameters: RouteParameters, into slot: inout Wanted?, writing write: ((any Encodable) -> String?)?
    ) throws(PathwayError) -> String?

    /// Decodes the route once and appends the destinations its registration names beneath it,
    /// then its own, when the destination type is `Wanted` (DEST-9).
    ///
    /// - Throws: The decode failure.
    func stack<Wanted>(_ parameters: RouteParameters, into stack: inout [Wanted]) throws(PathwayError)
}

extension DestinationRouting {
    /// Decodes the route and puts its destination into `slot`, when the destination type is
    /// `Wanted`.
    ///
    /// - Throws: The decode failure.
    func destination<Wanted>(_ parameters: RouteParameters, into slot: inout Wanted?) throws(PathwayError) {
        _ = try destination(parameters, into: &slot, writing: nil)
    }
}
