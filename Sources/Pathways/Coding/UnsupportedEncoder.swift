/// Stands in where a nested or unkeyed value was asked for; the encoder has already recorded
/// ``PathwayError/Code/unsupportedType``, and every call here fails the same way.
struct UnsupportedEncoder: Encoder {
    let placeholder: String?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(UnsupportedKeyedContainer<Key>(placeholder: placeholder))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { UnsupportedUnkeyedContainer(placeholder: placeholder) }
    func singleValueContainer() -> any SingleValueEncodingContainer { UnsupportedUnkeyedContainer(placeholder: placeholder) }
}
