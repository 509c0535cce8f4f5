import Foundation
import Pathways

/// A typed route whose properties and types come from a fixture, coded the way compiler-
/// synthesized `Codable` codes a hand-written struct.
///
/// `init(from:)` asks a keyed container for each declared property with that type's own call:
/// `decode(Int8.self, forKey:)`, `decodeIfPresent(Int8.self, forKey:)` for an optional,
/// `decode(UUID.self, forKey:)`, a raw-value enum through its single-value container,
/// `decode([Int8].self, forKey:)` or `decodeIfPresent([Int8].self, forKey:)` for an array or an
/// optional array, and `decode([[Int]].self, forKey:)` or `decode([String: JSONValue].self,
/// forKey:)` for the array-of-arrays and nested-struct properties that Pathways must refuse.
/// `encode(to:)` mirrors it with `encode` and `encodeIfPresent`, including
/// `encodeIfPresent(nil as T?, forKey:)` for a `nil` optional, as synthesized code does.
///
/// The properties of `FixtureValue<Slot>` are ``FixtureContext/shapes``[`Slot.index`] while
/// decoding; see ``FixtureContext.ShapeSlot``.
struct FixtureValue<Slot: FixtureContext.ShapeSlot>: Codable, Sendable, ReferenceSubject.DecodedFixture {
    /// The declared properties, in order.
    let properties: [Property]
    /// Each property's value, parallel to ``properties``; `nil` when the value is not encoded.
    let scalars: [FixtureScalar?]

    init(properties: [Property], scalars: [FixtureScalar?]) {
        self.properties = properties
        self.scalars = scalars
    }

    /// The decoded values as the fixture writes them.
    var values: ValueMap {
        ValueMap(
            entries: zip(properties, scalars).compactMap { property, scalar in
                scalar.map { JSONValue.Member(key: property.name, value: $0.json) }
            })
    }

    init(from decoder: any Decoder) throws {
        guard let properties = FixtureContext.shapes[Slot.index] else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "the adapter set no properties for slot \(Slot.index)"))
        }
        let container = try decoder.container(keyedBy: JSONValue.AnyCodingKey.self)
        var scalars: [FixtureScalar?] = []
        for property in properties {
            scalars.append(try Self.decode(property.type, forKey: JSONValue.AnyCodingKey(property.name), from: container))
        }
        self.properties = properties
        self.scalars = scalars
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONValue.AnyCodingKey.self)
        for (property, scalar) in zip(properties, scalars) {
            guard let scalar else { continue }
            try Self.encode(scalar, as: property.type, forKey: JSONValue.AnyCodingKey(property.name), into: &container)
        }
    }

    // MARK: Decoding, one typed call per declared type

    private static func decode(
        _ type: PropertyType, forKey key: JSONValue.AnyCodingKey, from container: KeyedDecodingContainer<JSONValue.AnyCodingKey>
    ) throws -> FixtureScalar {
        let optional = type.isOptional
        /// Runs the optional or the required call, as synthesized code would for `T?` or `T`.
        func pick<T>(_ ifPresent: () throws -> T?, _ required: () throws -> T, _ wrap: (T) -> FixtureScalar) throws -> FixtureScalar {
            if optional { return try ifPresent().map(wrap) ?? .null }
            return wrap(try required())
        }
        switch type.base {
        case .scalar(.string):
            return try pick(
                { try container.decodeIfPresent(String.self, forKey: key) }, { try container.decode(String.self, forKey: key) },
                FixtureScalar.string)
        case .scalar(.bool):
            return try pick(
                { try container.decodeIfPresent(Bool.self, forKey: key) }, { try container.decode(Bool.self, forKey: key) },
                FixtureScalar.bool)
        case .scalar(.int):
            return try pick(
                { try container.decodeIfPresent(Int.self, forKey: key) }, { try container.decode(Int.self, forKey: key) }, FixtureScalar.int
            )
        case .scalar(.int8):
            return try pick(
                { try container.decodeIfPresent(Int8.self, forKey: key) }, { try container.decode(Int8.self, forKey: key) },
                FixtureScalar.int8)
        case .scalar(.int16):
            return try pick(
                { try container.decodeIfPresent(Int16.self, forKey: key) }, { try container.decode(Int16.self, forKey: key) },
                FixtureScalar.int16)
        case .scalar(.int32):
            return try pick(
                { try container.decodeIfPresent(Int32.self, forKey: key) }, { try container.decode(Int32.self, forKey: key) },
                FixtureScalar.int32)
        case .scalar(.int64):
            return try pick(
                { try container.decodeIfPresent(Int64.self, forKey: key) }, { try container.decode(Int64.self, forKey: key) },
                FixtureScalar.int64)
        case .scalar(.uint):
            return try pick(
                { try container.decodeIfPresent(UInt.self, forKey: key) }, { try container.decode(UInt.self, forKey: key) },
                FixtureScalar.uint)
        case .scalar(.uint8):
            return try pick(
                { try container.decodeIfPresent(UInt8.self, forKey: key) }, { try container.decode(UInt8.self, forKey: key) },
                FixtureScalar.uint8)
        case .scalar(.uint16):
            return try pick(
                { try container.decodeIfPresent(UInt16.self, forKey: key) }, { try container.decode(UInt16.self, forKey: key) },
                FixtureScalar.uint16)
        case .scalar(.uint32):
            return try pick(
                { try container.decodeIfPresent(UInt32.self, forKey: key) }, { try container.decode(UInt32.self, forKey: key) },
                FixtureScalar.uint32)
        case .scalar(.uint64):
            return try pick(
                { try container.decodeIfPresent(UInt64.self, forKey: key) }, { try container.decode(UInt64.self, forKey: key) },
                FixtureScalar.uint64)
        case .scalar(.float):
            return try pick(
                { try container.decodeIfPresent(Float.self, forKey: key) }, { try container.decode(Float.self, forKey: key) },
                FixtureScalar.float)
        case .scalar(.double):
            return try pick(
                { try container.decodeIfPresent(Double.self, forKey: key) }, { try container.decode(Double.self, forKey: key) },
                FixtureScalar.double)
        case .scalar(.uuid):
            return try pick(
                { try container.decodeIfPresent(UUID.self, forKey: key) }, { try container.decode(UUID.self, forKey: key) },
                FixtureScalar.uuid)
        case .scalar(.date):
            return try pick(
                { try container.decodeIfPresent(Date.self, forKey: key) }, { try container.decode(Date.self, forKey: key) },
                FixtureScalar.date)
        case .stringEnum:
            return try FixtureContext.$enumCases.withValue(type.base) {
                try pick(
                    { try container.decodeIfPresent(FixtureStringEnum.self, forKey: key) },
                    { try container.decode(FixtureStringEnum.self, forKey: key) },
                    FixtureScalar.stringEnum)
            }
        case .intEnum:
            return try FixtureContext.$enumCases.withValue(type.base) {
                try pick(
                    { try container.decodeIfPresent(FixtureIntEnum.self, forKey: key) },
                    { try container.decode(FixtureIntEnum.self, forKey: key) },
                    FixtureScalar.intEnum)
            }
        case .array(let element):
            return try decodeArray(of: element, optional: optional, forKey: key, from: container)
        case .unsupportedArray:
            return .nestedArray(try container.decode([[Int]].self, forKey: key))
        case .unsupportedObject:
            return .object(try container.decode([String: JSONValue].self, forKey: key))
        }
    }

    // MARK: Encoding, one typed call per declared type

    private static func encode(
        _ scalar: FixtureScalar, as type: PropertyType, forKey key: JSONValue.AnyCodingKey,
        into container: inout KeyedEncodingContainer<JSONValue.AnyCodingKey>
    ) throws {
        // Synthesized code writes an optional with encodeIfPresent, nil included.
        let optional = type.isOptional
        switch scalar {
        case .null:
            guard !optional else { return try encodeAbsent(type.base, forKey: key, into: &container) }
            try container.encodeNil(forKey: key)
        case .string(let value):
            try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .bool(let value): try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .int(let value): try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .int8(let value): try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .int16(let value):
            try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .int32(let value):
            try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .int64(let value):
            try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .uint(let value): try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .uint8(let value):
            try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .uint16(let value):
            try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .uint32(let value):
            try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .uint64(let value):
            try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .float(let value):
            try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .double(let value):
            try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .uuid(let value): try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .date(let value): try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .stringEnum(let value):
            try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .intEnum(let value):
            try optional ? container.encodeIfPresent(Optional(value), forKey: key) : container.encode(value, forKey: key)
        case .list(let elements):
            guard case .array(let element) = type.base else {
                throw EncodingError.invalidValue(
                    scalar.json.jsonText,
                    EncodingError.Context(
                        codingPath: container.codingPath + [key],
                        debugDescription: "the adapter holds an array for a property of type \(type)"))
            }
            try encodeArray(elements, of: element, optional: optional, forKey: key, into: &container)
        case .nestedArray(let value): try container.encode(value, forKey: key)
        case .object(let value): try container.encode(value, forKey: key)
        }
    }
}
