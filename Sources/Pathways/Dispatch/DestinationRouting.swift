/// A destination route's ``DestinationRoute``, whatever its destination type.
protocol DestinationRouting: AnyObject, Sendable {
    /// The destination type, to tell two registrations' types apart (DEST-4).
    var destinationType: ObjectIdentifier { get }
    /// The destination type's name, for messages.
    var destinationTypeName: String { get }
}
