/// An `Int`-backed enum whose cases come from the fixture, coded like `enum Level: Int, Codable`.
struct FixtureIntEnum: Codable, Sendable, Hashable {
    let rawValue: Int

    init(rawValue: Int) {
        self.rawValue = rawValue
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(Int.self)
        guard case .intEnum(let cases)? = FixtureContext.enumCases, cases.contains(raw) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "Cannot initialize FixtureIntEnum from invalid Int value \(raw)"))
        }
        self.rawValue = raw
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
