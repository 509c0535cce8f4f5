/// Looks up each key among the placeholder names, or else in the query, and parses its text.
///
/// Each method hands the key's name to code that knows nothing of the route's type: what a
/// placeholder or query field means is the same for every route.
struct KeyedCaptureContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: CaptureDecoder

    var codingPath: [any CodingKey] { [] }

    /// The placeholders' names, then the query's, each once (``CaptureDecoder/offersKey(forQueryItem:)``),
    /// made into keys; a name that is no key of the route is left out.
    var allKeys: [Key] {
        let placeholderNames = decoder.pattern.placeholderNames
        let query = decoder.query
        var keys: [Key] = []
        keys.reserveCapacity(placeholderNames.count + query.count)
        for index in placeholderNames.indices {
            if let key = Key(stringValue: placeholderNames[index]) { keys.append(key) }
        }
        for index in query.indices where decoder.offersKey(forQueryItem: index) {
            if let key = Key(stringValue: query[index].name) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { decoder.contains(key.stringValue) }

    private func capture(_ key: Key) throws(PathwayError) -> ScalarValue {
        try decoder.value(named: key.stringValue)
    }

    /// A capture is never nil: a placeholder always holds a non-empty component (SCALAR-9), and a
    /// query field that is present has a value (CODE-6). Only an absent query field is nil.
    func decodeNil(forKey key: Key) throws -> Bool {
        !decoder.contains(key.stringValue)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try capture(key).bool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.text(named: key.stringValue) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try capture(key).floatingPoint(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try capture(key).floatingPoint(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try capture(key).integer(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try capture(key).integer(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try capture(key).integer(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try capture(key).integer(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try capture(key).integer(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try capture(key).integer(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try capture(key).integer(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try capture(key).integer(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try capture(key).integer(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try capture(key).integer(type) }

    /// Other types: a placeholder's through its one value (raw-value enums, UUID, Date; an
    /// array is refused, CODE-2); a catch-all's and a query field's through all their values,
    /// which an array takes in order and a scalar of a query field takes the first of (CODE-7).
    // Optional properties: one lookup each, where the protocol's defaults make three.

    private func captureIfPresent(_ key: Key) throws(PathwayError) -> ScalarValue? {
        let name = key.stringValue
        return try decoder.textIfPresent(named: name).map { ScalarValue(text: $0, placeholder: name, dateForm: decoder.options.dateForm) }
    }

    /// The value `parse` reads from the key's text, or `nil` for a query field the query lacks
    /// and, when the options ask for it, for a query field whose value is malformed (CODE-8).
    @inline(__always)
    private func optional<Value>(_ key: Key, _ parse: (ScalarValue) throws(PathwayError) -> Value) throws(PathwayError) -> Value? {
        guard let value = try captureIfPresent(key) else { return nil }
        do throws(PathwayError) {
            return try parse(value)
        } catch {
            guard decoder.readsAsAbsent(error, key: value.placeholder) else { throw error }
            return nil
        }
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try optional(key) { value throws(PathwayError) in try value.bool() }
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decoder.textIfPresent(named: key.stringValue) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try optional(key) { value throws(PathwayError) in try value.floatingPoint(type) }
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try optional(key) { value throws(PathwayError) in try value.floatingPoint(type) }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try optional(key) { value throws(PathwayError) in try value.integer(type) }
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try optional(key) { value throws(PathwayError) in try value.integer(type) }
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try optional(key) { value throws(PathwayError) in try value.integer(type) }
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try optional(key) { value throws(PathwayError) in try value.integer(type) }
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try optional(key) { value throws(PathwayError) in try value.integer(type) }
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try optional(key) { value throws(PathwayError) in try value.integer(type) }
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try optional(key) { value throws(PathwayError) in try value.integer(type) }
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try optional(key) { value throws(PathwayError) in try value.integer(type) }
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try optional(key) { value throws(PathwayError) in try value.integer(type) }
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try optional(key) { value throws(PathwayError) in try value.integer(type) }
    }

    /// Other optional types (raw-value enums, UUID, Date, arrays): `nil` when the query lacks
    /// the field, as the protocol's default gives it, and, when the options ask for it, when
    /// its value, or any value of an array, is malformed (CODE-8).
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let name = key.stringValue
        guard decoder.contains(name) else { return nil }
        do {
            return try decode(type, forKey: key)
        } catch let error as PathwayError where decoder.readsAsAbsent(error, key: name) {
            return nil
        }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let name = key.stringValue
        guard let texts = decoder.texts(named: name) else { return try capture(key).decode(type) }
        // The most common array, as it is: no decoder to build per element.
        guard T.self == [String].self else {
            return try ValuesDecoder(texts: texts, key: name, isCatchAll: decoder.isCatchAll(name), dateForm: decoder.options.dateForm)
                .decode(type)
        }
        guard let strings = (consume texts) as? T else { throw ScalarValue.unsupported(name) }
        return strings
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw ScalarValue.unsupported(key.stringValue)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw ScalarValue.unsupported(key.stringValue)
    }

    func superDecoder() throws -> any Decoder { throw ScalarValue.unsupported(nil) }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw ScalarValue.unsupported(key.stringValue) }
}
