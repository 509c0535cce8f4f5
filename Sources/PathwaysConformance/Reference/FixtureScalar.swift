import Foundation

/// One property's Swift value in a ``FixtureValue``: the declared type's real Swift type.
enum FixtureScalar: Sendable {
    /// A `nil` optional.
    case null
    case string(String)
    case bool(Bool)
    case int(Int)
    case int8(Int8)
    case int16(Int16)
    case int32(Int32)
    case int64(Int64)
    case uint(UInt)
    case uint8(UInt8)
    case uint16(UInt16)
    case uint32(UInt32)
    case uint64(UInt64)
    case float(Float)
    case double(Double)
    case uuid(UUID)
    case date(Date)
    case stringEnum(FixtureStringEnum)
    case intEnum(FixtureIntEnum)
    /// A value of an unsupported array property.
    case array([JSONValue])
    /// A value of an unsupported nested-struct property.
    case object([String: JSONValue])

    /// The value as the fixture writes it.
    var json: JSONValue {
        switch self {
        case .null: .null
        case .string(let value): .string(value)
        case .bool(let value): .bool(value)
        case .int(let value): .number(String(value))
        case .int8(let value): .number(String(value))
        case .int16(let value): .number(String(value))
        case .int32(let value): .number(String(value))
        case .int64(let value): .number(String(value))
        case .uint(let value): .number(String(value))
        case .uint8(let value): .number(String(value))
        case .uint16(let value): .number(String(value))
        case .uint32(let value): .number(String(value))
        case .uint64(let value): .number(String(value))
        case .float(let value): Self.json(value)
        case .double(let value): Self.json(value)
        case .uuid(let value): .string(value.uuidString)
        case .date(let value): .number(value.timeIntervalSince1970.description)
        case .stringEnum(let value): .string(value.rawValue)
        case .intEnum(let value): .number(String(value.rawValue))
        case .array(let elements): .array(elements)
        case .object(let members): .object(members.sorted { $0.key < $1.key }.map { JSONValue.Member(key: $0.key, value: $0.value) })
        }
    }

    /// `description` is the shortest text that reads back to the same value, and a valid JSON
    /// number for finite values.
    private static func json<T: BinaryFloatingPoint & CustomStringConvertible>(_ value: T) -> JSONValue {
        if value.isNaN { return .string("NaN") }
        if value.isInfinite { return .string(value < 0 ? "-Infinity" : "Infinity") }
        return .number(value.description)
    }

    /// The Swift value of fixture JSON for a property of `type`.
    ///
    /// - Returns: The value, or why it cannot be one (the Swift type cannot hold it).
    static func make(_ json: JSONValue, as type: PropertyType) -> Result<FixtureScalar, TypedValueError> {
        let typed: TypedValue
        switch TypedValue.read(json, as: type) {
        case .success(let value): typed = value
        case .failure(let error): return .failure(error)
        }
        switch (type.base, typed) {
        case (_, .none): return .success(.null)
        case (_, .string(let text)):
            if case .stringEnum = type.base { return .success(.stringEnum(FixtureStringEnum(rawValue: text))) }
            return .success(.string(text))
        case (_, .bool(let flag)): return .success(.bool(flag))
        case (.scalar(let scalar), .signed(let value)):
            switch scalar {
            case .int8: return Int8(exactly: value).map { .success(.int8($0)) } ?? .failure(TypedValueError("\(value) does not fit Int8"))
            case .int16:
                return Int16(exactly: value).map { .success(.int16($0)) } ?? .failure(TypedValueError("\(value) does not fit Int16"))
            case .int32:
                return Int32(exactly: value).map { .success(.int32($0)) } ?? .failure(TypedValueError("\(value) does not fit Int32"))
            case .int64: return .success(.int64(value))
            default: return Int(exactly: value).map { .success(.int($0)) } ?? .failure(TypedValueError("\(value) does not fit Int"))
            }
        case (.scalar(let scalar), .unsigned(let value)):
            switch scalar {
            case .uint8:
                return UInt8(exactly: value).map { .success(.uint8($0)) } ?? .failure(TypedValueError("\(value) does not fit UInt8"))
            case .uint16:
                return UInt16(exactly: value).map { .success(.uint16($0)) } ?? .failure(TypedValueError("\(value) does not fit UInt16"))
            case .uint32:
                return UInt32(exactly: value).map { .success(.uint32($0)) } ?? .failure(TypedValueError("\(value) does not fit UInt32"))
            case .uint64: return .success(.uint64(value))
            default: return UInt(exactly: value).map { .success(.uint($0)) } ?? .failure(TypedValueError("\(value) does not fit UInt"))
            }
        case (_, .float(let bits)): return .success(.float(Float(bitPattern: bits)))
        case (_, .double(let bits)): return .success(.double(Double(bitPattern: bits)))
        case (_, .date(let date)): return .success(.date(date))
        case (_, .uuid(let uuid)): return .success(.uuid(uuid))
        case (_, .intEnum(let value)): return .success(.intEnum(FixtureIntEnum(rawValue: value)))
        case (_, .unsupported(.array(let elements))): return .success(.array(elements))
        case (_, .unsupported(.object(let members))):
            var dictionary: [String: JSONValue] = [:]
            for member in members { dictionary[member.key] = member.value }
            return .success(.object(dictionary))
        default:
            return .failure(TypedValueError("\(json.jsonText) cannot be held by a Swift \(type)"))
        }
    }
}
