/// A `String`-backed enum whose cases come from the fixture, as an app's
/// `enum Tab: String, Codable`.
///
/// Being `RawRepresentable`, it is decoded and encoded by the standard library's `Codable`
/// support for raw-value types, just as an app's enum is, and a route table lists it with its
/// raw value's scalar, `string` (TABLE-3). Like a Swift enum's, ``init(rawValue:)`` accepts only
/// the enum's own cases, those of the enum being decoded (``FixtureContext/enumCases``),
/// compares with `String ==`, and holds the declared case's spelling; the decoder's
/// byte-for-byte check of that spelling (SCALAR-5) applies to it as to a Swift enum.
struct FixtureStringEnum: Codable, Sendable, Hashable, RawRepresentable {
    let rawValue: String

    /// The first case whose raw value equals `rawValue`; `nil` when the enum being decoded has none.
    init?(rawValue: String) {
        guard case .stringEnum(let cases)? = FixtureContext.enumCases, let match = cases.first(where: { $0 == rawValue }) else {
            return nil
        }
        self.rawValue = match
    }

    /// The case a fixture's value names, taken as it is: only for ``FixtureScalar/make(_:as:)``,
    /// whose `TypedValue.read` has already found the value, byte for byte, among the enum's cases.
    init(knownCase rawValue: String) {
        self.rawValue = rawValue
    }
}
