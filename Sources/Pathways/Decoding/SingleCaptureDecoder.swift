import Foundation

/// The decoder a nested `Decodable` (a raw-value enum, say) sees for one capture.
struct SingleCaptureDecoder: Decoder, SingleValueDecodingContainer {
    let value: ScalarValue

    /// The key of the property being decoded, as `JSONDecoder` gives it.
    var codingPath: [any CodingKey] { [PlaceholderKey(value.placeholder)] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw ScalarValue.unsupported(value.placeholder)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ScalarValue.unsupported(value.placeholder) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { try value.bool() }
    func decode(_ type: String.Type) throws -> String { value.text }
    func decode(_ type: Double.Type) throws -> Double { try value.floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try value.floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try value.integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value.integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value.integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value.integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value.integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try value.integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value.integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value.integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value.integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value.integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try value.decode(type) }
}
