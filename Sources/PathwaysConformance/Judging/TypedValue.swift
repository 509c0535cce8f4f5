import Foundation
import PathwaysTextFormats

/// A fixture value read as its declared type, ready to compare (Fixtures/README.md, "Typed
/// values").
///
/// Integers are read exactly; floating-point numbers are converted to the declared `Float` or
/// `Double` and compared bit for bit; dates are seconds since 1970 compared as `Date`; UUIDs
/// compare case-insensitively; strings compare by their UTF-8 bytes; arrays compare element by
/// element, in order.
///
/// ```swift
/// let type = PropertyType(.scalar(.float))
/// let a = try TypedValue.read(.number("0.1"), as: type).get()
/// let b = try TypedValue.read(.number("0.10000000149"), as: type).get()
/// a.isEqual(to: b)  // true: both are the Float nearest to 0.1
/// ```
public enum TypedValue: Sendable, Hashable {
    /// `nil`.
    case none
    /// A `String`, or a `String` enum's raw value.
    case string(String)
    /// A `Bool`.
    case bool(Bool)
    /// A signed integer.
    case signed(Int64)
    /// An unsigned integer.
    case unsigned(UInt64)
    /// A `Float`, by its bits.
    case float(UInt32)
    /// A `Double`, by its bits.
    case double(UInt64)
    /// A `Date`.
    case date(Date)
    /// A `UUID`.
    case uuid(UUID)
    /// An `Int` enum's raw value.
    case intEnum(Int)
    /// An array's elements, each read as the element type.
    case array([TypedValue])
    /// A value of an unsupported type: an array (of arrays) or an object.
    case unsupported(JSONValue)

    /// Reads `json` as a value of `type`.
    ///
    /// - Returns: The value, or why `json` is not a value of `type` (300 for `uint8`, a string
    ///   for `int`, `null` for a non-optional type, ...).
    public static func read(_ json: JSONValue, as type: PropertyType) -> Result<TypedValue, TypedValueError> {
        if json == .null {
            return type.isOptional ? .success(.none) : .failure(TypedValueError("null is not a value of the non-optional type \(type)"))
        }
        func mismatch(_ expected: String) -> Result<TypedValue, TypedValueError> {
            .failure(TypedValueError("\(json.jsonText) is not \(expected)"))
        }
        switch (type.base, json) {
        case (.scalar(.string), .string(let text)):
            return .success(.string(text))
        case (.scalar(.uuid), .string(let text)):
            guard let uuid = UUID(uuidString: text) else { return mismatch("a UUID in the 8-4-4-4-12 hexadecimal form") }
            return .success(.uuid(uuid))
        case (.scalar(.bool), .bool(let flag)):
            return .success(.bool(flag))
        case (.scalar(let scalar), .number(let text)) where scalar.isInteger:
            guard let bounds = scalar.integerBounds, isIntegerText(text) else { return mismatch("an integer (no fraction or exponent)") }
            if bounds.isSigned {
                guard let value = Int64(text) else { return mismatch("an integer that fits \(scalar.rawValue)") }
                let limit = Int64(1) << (bounds.bits - 1) &- 1
                guard bounds.bits == 64 || (value >= -limit - 1 && value <= limit) else {
                    return mismatch("an integer that fits \(scalar.rawValue)")
                }
                return .success(.signed(value))
            } else {
                guard let value = UInt64(text) else { return mismatch("an integer that fits \(scalar.rawValue)") }
                guard bounds.bits == 64 || value <= (UInt64(1) << bounds.bits) - 1 else {
                    return mismatch("an integer that fits \(scalar.rawValue)")
                }
                return .success(.unsigned(value))
            }
        case (.scalar(.float), _):
            guard let value = floatingPoint(json, as: Float.self) else {
                return mismatch("a finite number that fits Float, \"Infinity\", \"-Infinity\" or \"NaN\"")
            }
            return .success(.float(value.bitPattern))
        case (.scalar(.double), _):
            guard let value = floatingPoint(json, as: Double.self) else {
                return mismatch("a finite number that fits Double, \"Infinity\", \"-Infinity\" or \"NaN\"")
            }
            return .success(.double(value.bitPattern))
        case (.scalar(.date), .number(let text)):
            guard let seconds = Double(text), seconds.isFinite else { return mismatch("a number of seconds since 1970") }
            return .success(.date(Date(timeIntervalSince1970: seconds)))
        case (.stringEnum(let cases), .string(let text)):
            guard cases.contains(where: { $0.utf8.elementsEqual(text.utf8) }) else { return mismatch("one of the enum's cases \(cases)") }
            return .success(.string(text))
        case (.intEnum(let cases), .number(let text)):
            guard isIntegerText(text), let value = Int(text), cases.contains(value) else {
                return mismatch("one of the enum's cases \(cases)")
            }
            return .success(.intEnum(value))
        case (.array(let element), .array(let items)):
            var elements: [TypedValue] = []
            for (offset, item) in items.enumerated() {
                switch read(item, as: PropertyType(element)) {
                case .success(let value): elements.append(value)
                case .failure(let error): return .failure(TypedValueError("element \(offset) of \(json.jsonText): \(error)"))
                }
            }
            return .success(.array(elements))
        case (.unsupportedArray, .array), (.unsupportedObject, .object):
            return .success(.unsupported(json))
        default:
            return mismatch("a value of type \(type)")
        }
    }

    /// Whether two values are the same value of their type: bit for bit, byte for byte.
    public func isEqual(to other: TypedValue) -> Bool {
        switch (self, other) {
        case (.none, .none): true
        case (.string(let a), .string(let b)): a.utf8.elementsEqual(b.utf8)
        case (.bool(let a), .bool(let b)): a == b
        case (.signed(let a), .signed(let b)): a == b
        case (.unsigned(let a), .unsigned(let b)): a == b
        case (.float(let a), .float(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.date(let a), .date(let b)): a == b
        case (.uuid(let a), .uuid(let b)): a == b
        case (.intEnum(let a), .intEnum(let b)): a == b
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
        case (.unsupported(let a), .unsupported(let b)): a.isIdentical(to: b)
        default: false
        }
    }

    /// A precise description for failure messages: floats with their bits, dates with their
    /// time interval, strings with their bytes when they hold non-ASCII text.
    public var detail: String {
        switch self {
        case .none: "nil"
        case .string(let text): JSONQuoting().quoted(text) + (text.utf8.contains { $0 >= 0x80 } ? " (UTF-8 \(hexBytes(text)))" : "")
        case .bool(let flag): String(flag)
        case .signed(let value): String(value)
        case .unsigned(let value): String(value)
        case .float(let bits): "\(Float(bitPattern: bits)) (Float bits 0x\(String(bits, radix: 16, uppercase: true)))"
        case .double(let bits): "\(Double(bitPattern: bits)) (Double bits 0x\(String(bits, radix: 16, uppercase: true)))"
        case .date(let date): "\(date.timeIntervalSince1970) s since 1970"
        case .uuid(let uuid): uuid.uuidString
        case .intEnum(let value): String(value)
        case .array(let elements): "[" + elements.map(\.detail).joined(separator: ", ") + "]"
        case .unsupported(let json): json.jsonText
        }
    }

    private static func isIntegerText(_ text: String) -> Bool {
        !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    private static func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ json: JSONValue, as type: T.Type) -> T? {
        switch json {
        case .number(let text):
            guard let value = T(text), value.isFinite else { return nil }
            return value
        case .string("Infinity"): return T.infinity
        case .string("-Infinity"): return -T.infinity
        case .string("NaN"): return T.nan
        default: return nil
        }
    }
}

/// The UTF-8 bytes of `text` in hexadecimal, such as `65 CC 81`.
func hexBytes(_ text: String) -> String {
    text.utf8.map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }.joined(separator: " ")
}
