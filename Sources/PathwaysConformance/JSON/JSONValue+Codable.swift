/// `Codable` for ``JSONValue``, so requests and responses can travel through any `Codable` coder.
///
/// Integers that fit `Int64` or `UInt64` stay exact. Other numbers go through `Double`, which is
/// exact for every value a `Float` or `Double` property holds; the runner itself reads and
/// writes JSON text with `PathwaysTextFormats`, which keeps every number's text exactly.
extension JSONValue: Codable {
    /// Reads the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? container.decode(Int64.self) {
            self = .number(String(integer))
        } else if let integer = try? container.decode(UInt64.self) {
            self = .number(String(integer))
        } else if let number = try? container.decode(Double.self) {
            self = .number(number.description)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else if let members = try? container.decode([String: JSONValue].self) {
            self = .object(members.sorted { $0.key < $1.key }.map { Member(key: $0.key, value: $0.value) })
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON value")
        }
    }

    /// Writes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .number(let text):
            var container = encoder.singleValueContainer()
            if let integer = Int64(text) {
                try container.encode(integer)
            } else if let integer = UInt64(text) {
                try container.encode(integer)
            } else if let number = Double(text) {
                try container.encode(number)
            } else {
                throw EncodingError.invalidValue(
                    text, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "not a JSON number"))
            }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for member in members { try container.encode(member.value, forKey: AnyCodingKey(member.key)) }
        }
    }
}

extension JSONValue {
    /// A coding key made from any string.
    struct AnyCodingKey: CodingKey, Hashable {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ stringValue: String) { self.stringValue = stringValue }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }
}
