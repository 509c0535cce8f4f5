/// What a destination route keeps besides its route type: how a match becomes the app's
/// destination, and which destinations its registration names beneath it (DEST-1, DEST-9).
///
/// The table's entries hold it without its destination type, as any ``DestinationRouting``;
/// ``Pathways/destination(for:as:)-(String,_)`` finds its own type again with a class cast,
/// which fails for a route of another destination type, and that route is passed over
/// (DEST-3).
final class DestinationRoute<Destination: Sendable>: DestinationRouting {
    /// A match's destination and, when asked for and the registration names them, the
    /// destinations beneath it.
    typealias Made = (destination: Destination, parents: [Destination]?)

    /// Decodes the route from a match's parameters and gives its destination; with `true`, also
    /// the parents the registration names, `nil` when it names none. A decode failure is
    /// returned rather than thrown: a stored `throws(PathwayError)` closure needs the Swift 6
    /// runtime (CONTRIBUTING.md, "Platforms and typed throws").
    let make: @Sendable (RouteParameters, _ withParents: Bool) -> Result<Made, PathwayError>

    init(make: @escaping @Sendable (RouteParameters, Bool) -> Result<Made, PathwayError>) {
        self.make = make
    }

    var destinationType: ObjectIdentifier { ObjectIdentifier(Destination.self) }
    var destinationTypeName: String { String(describing: Destination.self) }
}
