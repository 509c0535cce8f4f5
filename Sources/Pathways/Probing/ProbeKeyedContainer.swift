/// The keyed container of a ``TypeProbe``: every key is present and holds a made-up value of
/// the type asked for, and each read is noted.
struct ProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recorder: TypeProbe.Recorder

    var codingPath: [any CodingKey] { [] }

    /// The pattern's placeholders: what a type that decodes by `allKeys` reads.
    var allKeys: [Key] { recorder.pattern.placeholderNames.compactMap { Key(stringValue: $0) } }

    /// Present, so that an `Optional` property is read with its type too.
    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    private func scalar<T>(_ key: Key, _ value: T) throws -> T {
        try recorder.note(key.stringValue, as: .scalar)
        recorder.note(key.stringValue, scalar: RouteField.Scalar(T.self))
        return value
    }

    /// A property read with `decodeIfPresent` is an `Optional` (TABLE-3); the probe reads it as
    /// present, so that its type is checked too. When its type refuses every made-up value, it
    /// is read as absent, as a link without it would give, so that the probe goes on to the
    /// properties after it.
    private func optional<T>(_ key: Key, _ decode: () throws -> T) throws -> T? {
        recorder.noteOptional(key.stringValue)
        do {
            return try decode()
        } catch let error as PathwayError {
            throw error
        } catch {
            return nil
        }
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(key) { try decode(type, forKey: key) } }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try optional(key) { try decode(type, forKey: key) } }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key, false) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key, "") }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key, 0) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(key, 0) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(key, 0) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(key, 0) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(key, 0) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(key, 0) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(key, 0) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(key, 0) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(key, 0) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(key, 0) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(key, 0) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(key, 0) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try ProbeDecoder.value(type, key: key.stringValue, recorder: recorder)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try recorder.note(key.stringValue, as: .nested)
        throw ScalarValue.unsupported(key.stringValue)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try recorder.note(key.stringValue, as: .array)
        return ProbeElements(recorder: recorder, key: key.stringValue)
    }

    func superDecoder() throws -> any Decoder {
        try recorder.note("super", as: .nested)
        throw ScalarValue.unsupported(nil)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try recorder.note(key.stringValue, as: .nested)
        throw ScalarValue.unsupported(key.stringValue)
    }
}
