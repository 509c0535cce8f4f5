/// The elements of an array property: each value of a catch-all or a query field in turn, read
/// as a scalar (CODE-7).
struct ValuesContainer: UnkeyedDecodingContainer {
    let texts: [String]
    /// The property's key, which errors name.
    let key: String
    /// The text form of a `Date` (SCALAR-10).
    let dateForm: DateTextForm
    private(set) var currentIndex = 0

    init(texts: [String], key: String, dateForm: DateTextForm) {
        self.texts = texts
        self.key = key
        self.dateForm = dateForm
    }

    var codingPath: [any CodingKey] { [PlaceholderKey(key)] }
    var count: Int? { texts.count }
    var isAtEnd: Bool { currentIndex >= texts.count }

    /// The next element; the caller checked ``isAtEnd``, as `Array`'s `init(from:)` does.
    private mutating func next() throws(PathwayError) -> ScalarValue {
        guard currentIndex < texts.count else {
            throw PathwayError(.invalidValue, phase: .decode, placeholder: key, expected: "no more than \(texts.count) values")
        }
        defer { currentIndex += 1 }
        return ScalarValue(text: texts[currentIndex], placeholder: key, dateForm: dateForm)
    }

    /// An element is never nil: every value is text.
    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next().decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw ScalarValue.unsupported(key)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw ScalarValue.unsupported(key)
    }

    mutating func superDecoder() throws -> any Decoder {
        throw ScalarValue.unsupported(key)
    }
}
