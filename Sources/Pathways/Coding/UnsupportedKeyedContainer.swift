struct UnsupportedKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let placeholder: String?
    var codingPath: [any CodingKey] { [] }

    func encodeNil(forKey key: Key) throws { throw PathValueEncoder.unsupported(placeholder) }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw PathValueEncoder.unsupported(placeholder) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(UnsupportedKeyedContainer<NestedKey>(placeholder: placeholder))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        UnsupportedUnkeyedContainer(placeholder: placeholder)
    }

    func superEncoder() -> any Encoder { UnsupportedEncoder(placeholder: placeholder) }
    func superEncoder(forKey key: Key) -> any Encoder { UnsupportedEncoder(placeholder: placeholder) }
}
