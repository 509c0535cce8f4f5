/// Stands in where a nested or unkeyed value was asked for; the encoder has already recorded
/// ``PathwayError/Code/unsupportedType``, and every call here fails the same way.
struct UnsupportedEncoder: Encoder {
    let placeholder: String?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(placeholder: placeholder))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedContainer(placeholder: placeholder) }
    func singleValueContainer() -> any SingleValueEncodingContainer { UnkeyedContainer(placeholder: placeholder) }

    /// A keyed container of the unsupported value: every call fails as the encoder does.
    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let placeholder: String?
        var codingPath: [any CodingKey] { [] }

        func encodeNil(forKey key: Key) throws { throw PathValueEncoder.unsupported(placeholder) }
        func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw PathValueEncoder.unsupported(placeholder) }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(KeyedContainer<NestedKey>(placeholder: placeholder))
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            UnkeyedContainer(placeholder: placeholder)
        }

        func superEncoder() -> any Encoder { UnsupportedEncoder(placeholder: placeholder) }
        func superEncoder(forKey key: Key) -> any Encoder { UnsupportedEncoder(placeholder: placeholder) }
    }

    /// An unkeyed or single-value container of the unsupported value: every call fails as the
    /// encoder does.
    struct UnkeyedContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
        let placeholder: String?
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }

        func encodeNil() throws { throw PathValueEncoder.unsupported(placeholder) }
        func encode<T: Encodable>(_ value: T) throws { throw PathValueEncoder.unsupported(placeholder) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(KeyedContainer<NestedKey>(placeholder: placeholder))
        }

        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
        func superEncoder() -> any Encoder { UnsupportedEncoder(placeholder: placeholder) }
    }
}
