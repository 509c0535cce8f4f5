/// A `String`-backed enum whose cases come from the fixture, decoded and encoded the way a
/// Swift `enum Tab: String, Codable` is: through a single-value container, throwing
/// `DecodingError.dataCorrupted` for a raw value that is no case's.
///
/// Like a Swift enum's `init(rawValue:)`, raw values compare with `String ==`, and the decoded
/// value holds the declared case's spelling; being `RawRepresentable`, it gets the decoder's
/// byte-for-byte check of that spelling (SCALAR-5), as a Swift enum does.
struct FixtureStringEnum: Codable, Sendable, Hashable, RawRepresentable {
    let rawValue: String

    init(rawValue: String) {
        self.rawValue = rawValue
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard case .stringEnum(let cases)? = FixtureContext.enumCases, let match = cases.first(where: { $0 == raw }) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "Cannot initialize FixtureStringEnum from invalid String value \(raw)"
                ))
        }
        self.rawValue = match
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
