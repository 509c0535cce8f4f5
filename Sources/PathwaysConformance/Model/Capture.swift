import PathwaysTextFormats

/// What one placeholder or catch-all of a route's pattern captured.
///
/// A placeholder captures one decoded component (or fragment piece); a catch-all captures the
/// decoded texts of the remaining components, one element each, in order (MATCH-7). The fixture
/// writes a capture as a string or as an array of strings:
/// `"captures": {"id": "7", "path": ["a", "b/c"]}`.
///
/// ```swift
/// Capture("id", "7")
/// Capture("path", elements: ["a", "b/c"])
/// ```
public struct Capture: Sendable, Hashable {
    /// What a capture holds.
    public enum Value: Sendable, Hashable {
        /// A placeholder's decoded text.
        case string(String)
        /// A catch-all's decoded components, one element each, in order.
        case array([String])
    }

    /// The placeholder's or catch-all's name, without `:` or `*`.
    public var name: String
    /// What it captured.
    public var value: Value

    /// Creates a capture.
    public init(name: String, value: Value) {
        self.name = name
        self.value = value
    }

    /// Creates a placeholder's capture of one decoded text.
    public init(_ name: String, _ text: String) {
        self.init(name: name, value: .string(text))
    }

    /// Creates a catch-all's capture of decoded components.
    public init(_ name: String, elements: [String]) {
        self.init(name: name, value: .array(elements))
    }

    /// Byte-wise equality of name and value; `String ==` would equate NFC and NFD spellings.
    public func isIdentical(to other: Capture) -> Bool {
        name.utf8.elementsEqual(other.name.utf8) && value.isIdentical(to: other.value)
    }
}

extension Capture.Value {
    /// Byte-wise equality: the same kind, and the same texts by their UTF-8 bytes, in order.
    public func isIdentical(to other: Capture.Value) -> Bool {
        switch (self, other) {
        case (.string(let a), .string(let b)): a.utf8.elementsEqual(b.utf8)
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
        default: false
        }
    }

    /// The fixture's form: a string, or an array of strings.
    package var jsonValue: JSONValue {
        switch self {
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(JSONValue.string))
        }
    }
}

extension Capture {
    /// Reads a `{name: value}` object whose values are strings or arrays of strings, keeping its
    /// order.
    static func captures(json: JSONNode, at path: JSONPath) throws(JSONModelError) -> [Capture] {
        try JSONObjectReader(json, at: path).members.map { member throws(JSONModelError) -> Capture in
            let valuePath = path.appending(member.key)
            switch member.value.content {
            case .string(let text):
                return Capture(member.key, text)
            case .array(let items):
                let elements = try items.enumerated().map { offset, item throws(JSONModelError) in
                    try JSONObjectReader.string(item, at: valuePath.appending(offset))
                }
                return Capture(member.key, elements: elements)
            default:
                throw JSONModelError(
                    "a capture must be a string (a placeholder's) or an array of strings (a catch-all's), found \(member.value.typeName)",
                    at: valuePath)
            }
        }
    }

    /// The fixture's `captures` object.
    static func capturesJSON(_ captures: [Capture]) -> JSONValue {
        .object(captures.map { JSONValue.Member(key: $0.name, value: $0.value.jsonValue) })
    }
}
