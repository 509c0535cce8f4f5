/// The elements of an array a ``TypeProbe`` makes up: none, so that the array's decoding ends at
/// once, whatever its element type.
struct ProbeElements: UnkeyedDecodingContainer {
    let recorder: TypeProbe.Recorder
    let key: String

    var codingPath: [any CodingKey] { [PlaceholderKey(key)] }
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try ProbeDecoder.value(type, key: key, recorder: recorder)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try recorder.note(key, as: .nested)
        throw ScalarValue.unsupported(key)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try recorder.note(key, as: .nested)
        throw ScalarValue.unsupported(key)
    }

    mutating func superDecoder() throws -> any Decoder {
        try recorder.note(key, as: .nested)
        throw ScalarValue.unsupported(key)
    }
}
