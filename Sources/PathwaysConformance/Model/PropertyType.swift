import PathwaysTextFormats

/// The declared type of one property of a typed route, as the fixture schema writes it.
///
/// ```swift
/// try PropertyType(json: .string("int8?"), at: .root)  // Int8? (an optional Int8)
/// try PropertyType(json: .members(["enum": .string("string"), "cases": .array([.string("home")])]), at: .root)
/// try PropertyType(json: .members(["array": .string("int"), "optional": .bool(true)]), at: .root)  // [Int]?
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
    public indirect enum Base: Sendable, Hashable {
        /// A scalar.
        case scalar(Scalar)
        /// An enum with `String` raw values.
        case stringEnum(cases: [String])
        /// An enum with `Int` raw values.
        case intEnum(cases: [Int])
        /// An array `[T]` of a scalar or a raw-value enum (never optional, never an array), for a
        /// catch-all or a query field (CODE-1, CODE-7).
        case array(of: Base)
        /// An array of arrays (`[[Int]]`), which Pathways must refuse (CODE-2).
        case unsupportedArray
        /// A nested-struct property, which Pathways must refuse.
        case unsupportedObject

        /// Whether the type can be an array's element: a scalar or a raw-value enum.
        public var isElement: Bool {
            switch self {
            case .scalar, .stringEnum, .intEnum: true
            case .array, .unsupportedArray, .unsupportedObject: false
            }
        }
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

    /// The element type of an array type (non-optional), or `nil` for any other type.
    public var elementType: PropertyType? {
        if case .array(let element) = base { return PropertyType(element) }
        return nil
    }

    /// Reads the schema's `scalarType` form.
    ///
    /// - Throws: ``JSONModelError`` when `json` is not one of the schema's forms.
    package init(json: JSONNode, at path: JSONPath) throws(JSONModelError) {
        switch json.content {
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
            if object["unsupported"] != nil {
                switch try object.string("unsupported") {
                case "array": self.init(.unsupportedArray)
                case "object": self.init(.unsupportedObject)
                case let other:
                    throw JSONModelError(
                        "unknown unsupported kind \"\(other)\"; expected array (an array of arrays) or object (a nested struct)",
                        at: path.appending("unsupported"))
                }
                return
            }
            let optional = try object.optionalBool("optional") ?? false
            if let element = object["array"] {
                self.init(.array(of: try Self.element(element, at: path.appending("array"))), isOptional: optional)
                return
            }
            self.init(try Self.enumBase(object, at: path), isOptional: optional)
        default:
            throw JSONModelError("expected a type name or a type object, found \(json.typeName)", at: path)
        }
    }

    /// Reads an array's element: a scalar name without `?`, or an enum object without
    /// `optional`.
    private static func element(_ json: JSONNode, at path: JSONPath) throws(JSONModelError) -> Base {
        switch json.content {
        case .string(let name):
            guard let scalar = Scalar(rawValue: name) else {
                throw JSONModelError(
                    name.hasSuffix("?")
                        ? "an array's element cannot be optional (\"\(name)\"); an optional array is {\"array\": \"\(name.dropLast())\", \"optional\": true}"
                        : "unknown element type \"\(name)\"; expected one of \(Scalar.allCases.map(\.rawValue).joined(separator: ", ")) or an enum object",
                    at: path)
            }
            return .scalar(scalar)
        case .object:
            let object = try JSONObjectReader(json, at: path)
            if object["array"] != nil || object["unsupported"] != nil {
                throw JSONModelError(
                    "an array's element must be a scalar or an enum; an array of arrays is written {\"unsupported\": \"array\"}", at: path)
            }
            if object["optional"] != nil {
                throw JSONModelError(
                    "an array's element cannot be optional; write \"optional\": true next to \"array\" for an optional array",
                    at: path.appending("optional"))
            }
            return try enumBase(object, at: path)
        default:
            throw JSONModelError("an array's element must be a type name or an enum object, found \(json.typeName)", at: path)
        }
    }

    /// Reads a raw-value enum object's raw type and cases.
    private static func enumBase(_ object: JSONObjectReader<JSONModelError>, at path: JSONPath) throws(JSONModelError) -> Base {
        let raw = try object.string("enum")
        let cases = try JSONObjectReader.array(object.required("cases"), at: path.appending("cases"))
        switch raw {
        case "string":
            let names = try cases.enumerated().map { offset, value throws(JSONModelError) in
                try JSONObjectReader.string(value, at: path.appending("cases").appending(offset))
            }
            return .stringEnum(cases: names)
        case "int":
            let numbers = try cases.enumerated().map { offset, value throws(JSONModelError) -> Int in
                guard case .number(let text) = value.content, let number = Int(text) else {
                    throw JSONModelError(
                        "an int enum's case must be an integer that fits Int", at: path.appending("cases").appending(offset))
                }
                return number
            }
            return .intEnum(cases: numbers)
        default:
            throw JSONModelError("unknown enum raw type \"\(raw)\"; expected string or int", at: path.appending("enum"))
        }
    }

    /// The schema's form of the type.
    package var jsonValue: JSONValue { Self.json(base, isOptional: isOptional) }

    /// The schema's form of `base`: a name for a scalar (with `?` when optional), an object
    /// otherwise; an array's element is written the same way, never optional.
    private static func json(_ base: Base, isOptional: Bool) -> JSONValue {
        var members: [JSONValue.Member]
        switch base {
        case .scalar(let scalar):
            return .string(scalar.rawValue + (isOptional ? "?" : ""))
        case .stringEnum(let cases):
            members = [
                JSONValue.Member(key: "enum", value: .string("string")),
                JSONValue.Member(key: "cases", value: .array(cases.map(JSONValue.string))),
            ]
        case .intEnum(let cases):
            members = [
                JSONValue.Member(key: "enum", value: .string("int")),
                JSONValue.Member(key: "cases", value: .array(cases.map { .number(String($0)) })),
            ]
        case .array(let element):
            members = [JSONValue.Member(key: "array", value: json(element, isOptional: false))]
        case .unsupportedArray:
            members = [JSONValue.Member(key: "unsupported", value: .string("array"))]
        case .unsupportedObject:
            members = [JSONValue.Member(key: "unsupported", value: .string("object"))]
        }
        if isOptional { members.append(JSONValue.Member(key: "optional", value: .bool(true))) }
        return .object(members)
    }
}
