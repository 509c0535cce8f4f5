/// A decoded fixture route, whatever its shape: what ``ReferenceSubject`` reads from a match's
/// value to compare it with what the handler received.
protocol DecodedFixture: Sendable {
    /// The decoded values as the fixture writes them.
    var values: ValueMap { get }
}
