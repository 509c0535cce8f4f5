/// An `Int`-backed enum whose cases come from the fixture, as an app's `enum Level: Int, Codable`.
///
/// Being `RawRepresentable`, it is decoded and encoded by the standard library's `Codable`
/// support for raw-value types, just as an app's enum is, and a route table lists it, alone or
/// in an array, with its raw value's scalar, `int` (TABLE-3). Like a Swift enum's,
/// ``init(rawValue:)`` accepts only the enum's own cases: those of the enum being decoded,
/// ``FixtureContext/enumCases``.
struct FixtureIntEnum: Codable, Sendable, Hashable, RawRepresentable {
    let rawValue: Int

    /// The case whose raw value is `rawValue`; `nil` when the enum being decoded has none.
    init?(rawValue: Int) {
        guard case .intEnum(let cases)? = FixtureContext.enumCases, cases.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// The case a fixture's value names, taken as it is: only for ``FixtureScalar/make(_:as:)``,
    /// whose `TypedValue.read` has already found the value among the enum's cases.
    init(knownCase rawValue: Int) {
        self.rawValue = rawValue
    }
}
