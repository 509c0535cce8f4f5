/// Routes each key to its placeholder's slot.
struct KeyedPathContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: PathValueEncoder

    var codingPath: [any CodingKey] { [] }

    /// The slot of the placeholder `key` names. Scalars are stored straight into it: a
    /// ``SlotEncoder`` per key would retain the encoder once more for each value.
    private func slot(_ key: Key) throws(PathwayError) -> Int {
        guard let slot = encoder.slotIndex(forKey: key.stringValue) else {
            throw PathwayError(
                .unexpectedKey, phase: .encode, placeholder: key.stringValue,
                expected: "only keys named by placeholders of \(encoder.pattern.text)", input: encoder.pattern.text)
        }
        return slot
    }

    /// `nil` cannot fill a placeholder; for other keys it is simply absent (ENC-6).
    func encodeNil(forKey key: Key) throws {
        if encoder.slotIndex(forKey: key.stringValue) != nil {
            throw PathwayError(.missingValue, phase: .encode, placeholder: key.stringValue, expected: "a non-nil value")
        }
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: slot(key)) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encoder.store(value, in: slot(key)) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try encoder.store(in: slot(key)) { () throws(ScalarText.Failure) in try ScalarText.format(value) }
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try encoder.store(in: slot(key)) { () throws(ScalarText.Failure) in try ScalarText.format(value) }
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: slot(key)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: slot(key)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: slot(key)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: slot(key)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: slot(key)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: slot(key)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: slot(key)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: slot(key)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: slot(key)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encoder.store(ScalarText.format(value), in: slot(key)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try SlotEncoder(encoder: encoder, slot: slot(key)).encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder.record(PathValueEncoder.unsupported(key.stringValue))
        return KeyedEncodingContainer(UnsupportedKeyedContainer<NestedKey>(placeholder: key.stringValue))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.record(PathValueEncoder.unsupported(key.stringValue))
        return UnsupportedUnkeyedContainer(placeholder: key.stringValue)
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
