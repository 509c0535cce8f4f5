/// Encodes the elements of an array, each a scalar, into a catch-all (one component each) or a
/// query field (one pair each), in order (ENC-1, ENC-10).
struct ElementsEncoder: UnkeyedEncodingContainer {
    /// The encoder of the array, whose target receives the elements.
    let encoder: SlotEncoder
    private(set) var count = 0

    init(encoder: SlotEncoder) {
        self.encoder = encoder
    }

    var codingPath: [any CodingKey] { encoder.codingPath }

    /// The encoder of one element: a scalar, never a nested array.
    private var element: SlotEncoder {
        SlotEncoder(encoder: encoder.encoder, target: encoder.target, isElement: true)
    }

    mutating func encodeNil() throws {
        try element.encodeNil()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try element.encode(value)
        count += 1
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        element.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        element.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.encoder.record(PathValueEncoder.unsupported(encoder.codingPath.first?.stringValue))
        return UnsupportedEncoder(placeholder: encoder.codingPath.first?.stringValue)
    }
}
