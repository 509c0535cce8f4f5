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
    /// The elements of an array property (`[T]` or `[T]?`), each a value of the element type.
    case list([FixtureScalar])
    /// A value of an unsupported array-of-arrays property (`[[Int]]`).
    case nestedArray([[Int]])
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
        case .list(let elements): .array(elements.map(\.json))
        case .nestedArray(let arrays): .array(arrays.map { .array($0.map { .number(String($0)) }) })
        case .object(let members): .object(members.sorted { $0.key < $1.key }.map { JSONValue.Member(key: $0.key, value: $0.value) })
        }
    }

    /// The `[[Int]]` an unsupported array's value stands for. Pathways must refuse the property
    /// whatever it holds, so the fixture may write any array of integers and arrays of integers:
    /// an inner array is one element, and an integer `n` stands for the element `[n]`.
    private static func nestedArray(_ json: JSONValue) -> Result<FixtureScalar, TypedValueError> {
        guard case .array(let items) = json else { return .failure(TypedValueError("\(json.jsonText) is not an array")) }
        var arrays: [[Int]] = []
        for item in items {
            switch item {
            case .number(let text):
                guard let number = Int(text) else { return .failure(TypedValueError("\(text) is not an integer that fits Int")) }
                arrays.append([number])
            case .array(let inner):
                var numbers: [Int] = []
                for element in inner {
                    guard case .number(let text) = element, let number = Int(text) else {
                        return .failure(TypedValueError("\(element.jsonText) in \(item.jsonText) is not an integer that fits Int"))
                    }
                    numbers.append(number)
                }
                arrays.append(numbers)
            default:
                return .failure(
                    TypedValueError("\(item.jsonText) is neither an integer nor an array of integers, so [[Int]] cannot hold it"))
            }
        }
        return .success(.nestedArray(arrays))
    }

    /// The Swift value held, when it is a `T`: how an array's elements become a `[T]`.
    func value<T>(as type: T.Type) -> T? {
        switch self {
        case .null: nil
        case .string(let value): value as? T
        case .bool(let value): value as? T
        case .int(let value): value as? T
        case .int8(let value): value as? T
        case .int16(let value): value as? T
        case .int32(let value): value as? T
        case .int64(let value): value as? T
        case .uint(let value): value as? T
        case .uint8(let value): value as? T
        case .uint16(let value): value as? T
        case .uint32(let value): value as? T
        case .uint64(let value): value as? T
        case .float(let value): value as? T
        case .double(let value): value as? T
        case .uuid(let value): value as? T
        case .date(let value): value as? T
        case .stringEnum(let value): value as? T
        case .intEnum(let value): value as? T
        case .list, .nestedArray, .object: nil
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
        case (.array(let element), _):
            guard case .array(let items) = json else { return .failure(TypedValueError("\(json.jsonText) is not an array")) }
            var elements: [FixtureScalar] = []
            for item in items {
                switch make(item, as: PropertyType(element)) {
                case .success(let scalar): elements.append(scalar)
                case .failure(let error): return .failure(error)
                }
            }
            return .success(.list(elements))
        case (.unsupportedArray, _):
            return nestedArray(json)
        case (_, .string(let text)):
            if case .stringEnum = type.base { return .success(.stringEnum(FixtureStringEnum(knownCase: text))) }
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
        case (_, .intEnum(let value)): return .success(.intEnum(FixtureIntEnum(knownCase: value)))
        case (_, .unsupported(.object(let members))):
            var dictionary: [String: JSONValue] = [:]
            for member in members { dictionary[member.key] = member.value }
            return .success(.object(dictionary))
        default:
            return .failure(TypedValueError("\(json.jsonText) cannot be held by a Swift \(type)"))
        }
    }
}
