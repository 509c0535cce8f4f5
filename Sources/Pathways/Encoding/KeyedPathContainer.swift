/// Routes each key to its placeholder, its catch-all, or the query.
struct KeyedPathContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: PathValueEncoder

    var codingPath: [any CodingKey] { [] }

    /// Where the value of `key` goes: a scalar's text is stored straight there, since a key
    /// names exactly one placeholder or query field.
    private func target(_ key: Key) throws(PathwayError) -> PathValueEncoder.Target {
        let target = encoder.target(forKey: key.stringValue)
        // A scalar cannot fill a catch-all: its elements are never joined (CODE-2).
        if case .catchAll = target { throw PathValueEncoder.unsupported(key.stringValue) }
        return target
    }

    /// `nil` cannot fill a placeholder; a query field that is `nil` is left out (ENC-6, ENC-10).
    func encodeNil(forKey key: Key) throws {
        switch encoder.target(forKey: key.stringValue) {
        case .placeholder, .catchAll:
            throw PathwayError(.missingValue, phase: .encode, placeholder: key.stringValue, expected: "a non-nil value")
        case .query:
            return
        }
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: target(key)) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encoder.store(value, in: target(key)) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try encoder.store(in: target(key)) { () throws(ScalarText.Failure) in try ScalarText.format(value) }
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try encoder.store(in: target(key)) { () throws(ScalarText.Failure) in try ScalarText.format(value) }
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: target(key)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: target(key)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: target(key)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: target(key)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: target(key)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: target(key)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: target(key)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: target(key)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: target(key)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: target(key)) }

    /// Other types: UUID, Date and raw-value enums through a ``SlotEncoder``, arrays through its
    /// unkeyed container.
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try SlotEncoder(encoder: encoder, target: encoder.target(forKey: key.stringValue)).encode(value)
    }

    /// An `Optional` array that holds no element would write nothing, and decode as `nil`
    /// (ENC-12): it is refused.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        let target = encoder.target(forKey: key.stringValue)
        let before = encoder.queryCount
        try SlotEncoder(encoder: encoder, target: target).encode(value)
        if case .query = target, encoder.queryCount == before {
            throw PathwayError(
                .emptyValue, phase: .encode, placeholder: key.stringValue,
                expected: "nil, or an array with at least one element: an empty array would decode as nil")
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder.record(PathValueEncoder.unsupported(key.stringValue))
        return KeyedEncodingContainer(UnsupportedEncoder.KeyedContainer<NestedKey>(placeholder: key.stringValue))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.record(PathValueEncoder.unsupported(key.stringValue))
        return UnsupportedEncoder.UnkeyedContainer(placeholder: key.stringValue)
    }

    mutating func superEncoder() -> any Encoder {
        encoder.record(PathValueEncoder.unsupported(nil))
        return UnsupportedEncoder(placeholder: nil)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.record(PathValueEncoder.unsupported(key.stringValue))
        return UnsupportedEncoder(placeholder: key.stringValue)
    }
}
