struct UnsupportedUnkeyedContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let placeholder: String?
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    func encodeNil() throws { throw PathValueEncoder.unsupported(placeholder) }
    func encode<T: Encodable>(_ value: T) throws { throw PathValueEncoder.unsupported(placeholder) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(UnsupportedKeyedContainer<NestedKey>(placeholder: placeholder))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    func superEncoder() -> any Encoder { UnsupportedEncoder(placeholder: placeholder) }
}
