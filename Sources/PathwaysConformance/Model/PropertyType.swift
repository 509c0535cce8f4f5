/// The declared type of one property of a typed route, as the fixture schema writes it.
///
/// ```swift
/// try PropertyType(json: .string("int8?"), at: .root)  // Int8? (an optional Int8)
/// try PropertyType(json: .members(["enum": .string("string"), "cases": .array([.string("home")])]), at: .root)
/// ```
public struct PropertyType: Sendable, Hashable, CustomStringConvertible {
    /// A scalar type of CODE-1.
    public enum Scalar: String, Sendable, Hashable, CaseIterable {
        case string, bool, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float, double, uuid, date

        /// Whether the type is an integer type.
        public var isInteger: Bool {
            switch self {
            case .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64: true
            default: false
            }
        }

        /// Signedness and bit width of an integer type (`int` and `uint` are 64-bit); `nil` for
        /// other types.
        var integerBounds: (isSigned: Bool, bits: Int)? {
            switch self {
            case .int, .int64: (true, 64)
            case .int8: (true, 8)
            case .int16: (true, 16)
            case .int32: (true, 32)
            case .uint, .uint64: (false, 64)
            case .uint8: (false, 8)
            case .uint16: (false, 16)
            case .uint32: (false, 32)
            default: nil
            }
        }
    }

    /// What kind of type it is.
    public enum Base: Sendable, Hashable {
        /// A scalar.
        case scalar(Scalar)
        /// An enum with `String` raw values.
        case stringEnum(cases: [String])
        /// An enum with `Int` raw values.
        case intEnum(cases: [Int])
        /// An array property, which Pathways must refuse.
        case unsupportedArray
        /// A nested-struct property, which Pathways must refuse.
        case unsupportedObject
    }

    /// The type without its optionality.
    public var base: Base
    /// Whether the property is an `Optional`.
    public var isOptional: Bool

    /// Creates a type.
    public init(_ base: Base, isOptional: Bool = false) {
        self.base = base
        self.isOptional = isOptional
    }

    /// A readable form, for reports and diagnostics.
    public var description: String { jsonValue.jsonText }

    /// Reads the schema's `scalarType` form.
    ///
    /// - Throws: ``JSONModelError`` when `json` is not one of the schema's forms.
    package init(json: JSONValue, at path: JSONPath) throws(JSONModelError) {
        switch json {
        case .string(let name):
            let optional = name.hasSuffix("?")
            guard let scalar = Scalar(rawValue: optional ? String(name.dropLast()) : name) else {
                throw JSONModelError(
                    "unknown type \"\(name)\"; expected one of \(Scalar.allCases.map(\.rawValue).joined(separator: ", ")), optionally with '?'",
                    at: path)
            }
            self.init(.scalar(scalar), isOptional: optional)
        case .object:
            let object = try JSONObjectReader(json, at: path)
            if object.has("unsupported") {
                switch try object.string("unsupported") {
                case "array": self.init(.unsupportedArray)
                case "object": self.init(.unsupportedObject)
                case let other:
                    throw JSONModelError(
                        "unknown unsupported kind \"\(other)\"; expected array or object", at: path.appending("unsupported"))
                }
                return
            }
            let raw = try object.string("enum")
            let cases = try JSONObjectReader.array(object.required("cases"), at: path.appending("cases"))
            let optional = try object.optionalBool("optional") ?? false
            switch raw {
            case "string":
                let names = try cases.enumerated().map { offset, value throws(JSONModelError) in
                    try JSONObjectReader.string(value, at: path.appending("cases").appending(offset))
                }
                self.init(.stringEnum(cases: names), isOptional: optional)
            case "int":
                let numbers = try cases.enumerated().map { offset, value throws(JSONModelError) -> Int in
                    guard case .number(let text) = value, let number = Int(text) else {
                        throw JSONModelError(
                            "an int enum's case must be an integer that fits Int", at: path.appending("cases").appending(offset))
                    }
                    return number
                }
                self.init(.intEnum(cases: numbers), isOptional: optional)
            default:
                throw JSONModelError("unknown enum raw type \"\(raw)\"; expected string or int", at: path.appending("enum"))
            }
        default:
            throw JSONModelError("expected a type name or a type object, found \(json.typeName)", at: path)
        }
    }

    /// The schema's form of the type.
    public var jsonValue: JSONValue {
        switch base {
        case .scalar(let scalar):
            return .string(scalar.rawValue + (isOptional ? "?" : ""))
        case .stringEnum(let cases):
            var members = [
                JSONValue.Member(key: "enum", value: .string("string")),
                JSONValue.Member(key: "cases", value: .array(cases.map(JSONValue.string))),
            ]
            if isOptional { members.append(JSONValue.Member(key: "optional", value: .bool(true))) }
            return .object(members)
        case .intEnum(let cases):
            var members = [
                JSONValue.Member(key: "enum", value: .string("int")),
                JSONValue.Member(key: "cases", value: .array(cases.map { .number(String($0)) })),
            ]
            if isOptional { members.append(JSONValue.Member(key: "optional", value: .bool(true))) }
            return .object(members)
        case .unsupportedArray:
            return .members(["unsupported": .string("array")])
        case .unsupportedObject:
            return .members(["unsupported": .string("object")])
        }
    }
}
