import Foundation

/// Arrays and absent optionals, coded with the calls synthesized `Codable` makes for them:
/// `decode([T].self, forKey:)` and `decodeIfPresent([T].self, forKey:)`, `encode(_:forKey:)` and
/// `encodeIfPresent(_:forKey:)` with the property's own Swift type.
extension FixtureValue {
    /// Decodes `[T]` (or `[T]?` when `optional`) for the element type `element`.
    static func decodeArray(
        of element: PropertyType.Base, optional: Bool, forKey key: JSONValue.AnyCodingKey,
        from container: KeyedDecodingContainer<JSONValue.AnyCodingKey>
    ) throws -> FixtureScalar {
        func list<T: Decodable>(_ type: T.Type, _ wrap: (T) -> FixtureScalar) throws -> FixtureScalar {
            if optional { return try container.decodeIfPresent([T].self, forKey: key).map { .list($0.map(wrap)) } ?? .null }
            return .list(try container.decode([T].self, forKey: key).map(wrap))
        }
        switch element {
        case .scalar(.string): return try list(String.self, FixtureScalar.string)
        case .scalar(.bool): return try list(Bool.self, FixtureScalar.bool)
        case .scalar(.int): return try list(Int.self, FixtureScalar.int)
        case .scalar(.int8): return try list(Int8.self, FixtureScalar.int8)
        case .scalar(.int16): return try list(Int16.self, FixtureScalar.int16)
        case .scalar(.int32): return try list(Int32.self, FixtureScalar.int32)
        case .scalar(.int64): return try list(Int64.self, FixtureScalar.int64)
        case .scalar(.uint): return try list(UInt.self, FixtureScalar.uint)
        case .scalar(.uint8): return try list(UInt8.self, FixtureScalar.uint8)
        case .scalar(.uint16): return try list(UInt16.self, FixtureScalar.uint16)
        case .scalar(.uint32): return try list(UInt32.self, FixtureScalar.uint32)
        case .scalar(.uint64): return try list(UInt64.self, FixtureScalar.uint64)
        case .scalar(.float): return try list(Float.self, FixtureScalar.float)
        case .scalar(.double): return try list(Double.self, FixtureScalar.double)
        case .scalar(.uuid): return try list(UUID.self, FixtureScalar.uuid)
        case .scalar(.date): return try list(Date.self, FixtureScalar.date)
        case .stringEnum:
            return try FixtureContext.$enumCases.withValue(element) { try list(FixtureStringEnum.self, FixtureScalar.stringEnum) }
        case .intEnum:
            return try FixtureContext.$enumCases.withValue(element) { try list(FixtureIntEnum.self, FixtureScalar.intEnum) }
        case .array, .unsupportedArray, .unsupportedObject:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath + [key],
                    debugDescription: "the fixture declares an array of \(PropertyType(element)), which is no element type"))
        }
    }

    /// Encodes `elements` as `[T]` (or `[T]?` when `optional`) for the element type `element`.
    static func encodeArray(
        _ elements: [FixtureScalar], of element: PropertyType.Base, optional: Bool, forKey key: JSONValue.AnyCodingKey,
        into container: inout KeyedEncodingContainer<JSONValue.AnyCodingKey>
    ) throws {
        func list<T: Encodable>(_ type: T.Type) throws {
            var typed: [T] = []
            for (offset, scalar) in elements.enumerated() {
                guard let value = scalar.value(as: T.self) else {
                    throw EncodingError.invalidValue(
                        scalar.json.jsonText,
                        EncodingError.Context(
                            codingPath: container.codingPath + [key],
                            debugDescription: "element \(offset) is not a \(T.self), the declared element type \(PropertyType(element))"))
                }
                typed.append(value)
            }
            if optional {
                try container.encodeIfPresent(Optional(typed), forKey: key)
            } else {
                try container.encode(typed, forKey: key)
            }
        }
        try withElementType(element, forKey: key, codingPath: container.codingPath) { type in try list(type) }
    }

    /// Writes a `nil` optional of `base` as synthesized code does: `encodeIfPresent` with a
    /// `nil` of the property's own type, which picks the container's overload for that type.
    static func encodeAbsent(
        _ base: PropertyType.Base, forKey key: JSONValue.AnyCodingKey, into container: inout KeyedEncodingContainer<JSONValue.AnyCodingKey>
    ) throws {
        switch base {
        case .scalar(.string): try container.encodeIfPresent(String?.none, forKey: key)
        case .scalar(.bool): try container.encodeIfPresent(Bool?.none, forKey: key)
        case .scalar(.int): try container.encodeIfPresent(Int?.none, forKey: key)
        case .scalar(.int8): try container.encodeIfPresent(Int8?.none, forKey: key)
        case .scalar(.int16): try container.encodeIfPresent(Int16?.none, forKey: key)
        case .scalar(.int32): try container.encodeIfPresent(Int32?.none, forKey: key)
        case .scalar(.int64): try container.encodeIfPresent(Int64?.none, forKey: key)
        case .scalar(.uint): try container.encodeIfPresent(UInt?.none, forKey: key)
        case .scalar(.uint8): try container.encodeIfPresent(UInt8?.none, forKey: key)
        case .scalar(.uint16): try container.encodeIfPresent(UInt16?.none, forKey: key)
        case .scalar(.uint32): try container.encodeIfPresent(UInt32?.none, forKey: key)
        case .scalar(.uint64): try container.encodeIfPresent(UInt64?.none, forKey: key)
        case .scalar(.float): try container.encodeIfPresent(Float?.none, forKey: key)
        case .scalar(.double): try container.encodeIfPresent(Double?.none, forKey: key)
        case .scalar(.uuid): try container.encodeIfPresent(UUID?.none, forKey: key)
        case .scalar(.date): try container.encodeIfPresent(Date?.none, forKey: key)
        case .stringEnum: try container.encodeIfPresent(FixtureStringEnum?.none, forKey: key)
        case .intEnum: try container.encodeIfPresent(FixtureIntEnum?.none, forKey: key)
        case .array(let element):
            func none<T: Encodable>(_ type: T.Type) throws { try container.encodeIfPresent([T]?.none, forKey: key) }
            try withElementType(element, forKey: key, codingPath: container.codingPath) { type in try none(type) }
        case .unsupportedArray: try container.encodeIfPresent([[Int]]?.none, forKey: key)
        case .unsupportedObject: try container.encodeIfPresent([String: JSONValue]?.none, forKey: key)
        }
    }

    /// Calls `body` with the Swift type of an array's element; `body` opens it to call the
    /// container's generic methods with that very type.
    private static func withElementType(
        _ element: PropertyType.Base, forKey key: JSONValue.AnyCodingKey, codingPath: [any CodingKey],
        _ body: (any Encodable.Type) throws -> Void
    ) throws {
        switch element {
        case .scalar(.string): try body(String.self)
        case .scalar(.bool): try body(Bool.self)
        case .scalar(.int): try body(Int.self)
        case .scalar(.int8): try body(Int8.self)
        case .scalar(.int16): try body(Int16.self)
        case .scalar(.int32): try body(Int32.self)
        case .scalar(.int64): try body(Int64.self)
        case .scalar(.uint): try body(UInt.self)
        case .scalar(.uint8): try body(UInt8.self)
        case .scalar(.uint16): try body(UInt16.self)
        case .scalar(.uint32): try body(UInt32.self)
        case .scalar(.uint64): try body(UInt64.self)
        case .scalar(.float): try body(Float.self)
        case .scalar(.double): try body(Double.self)
        case .scalar(.uuid): try body(UUID.self)
        case .scalar(.date): try body(Date.self)
        case .stringEnum: try body(FixtureStringEnum.self)
        case .intEnum: try body(FixtureIntEnum.self)
        case .array, .unsupportedArray, .unsupportedObject:
            throw EncodingError.invalidValue(
                PropertyType(element).description,
                EncodingError.Context(
                    codingPath: codingPath + [key],
                    debugDescription: "the fixture declares an array of \(PropertyType(element)), which is no element type"))
        }
    }
}
