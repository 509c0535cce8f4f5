import PathwaysTextFormats

/// A JSON value that keeps every number as the exact text it was written with: the values an
/// adapter reads and answers with.
///
/// A request's typed values (``ValueMap``), the association file and the route tables of an
/// input, and the file or report of an ``Outcome`` are JSON values. Fixture files hold 64-bit
/// integers and floating-point values whose bits matter, which a conversion through `Double`
/// would lose; a number stays text here until a declared type says how to read it (see
/// ``TypedValue``). The runner reads and writes JSON text with the reader and writer of
/// `PathwaysTextFormats`; this type is only what crosses to an adapter, and it is `Codable` for
/// an adapter that reads its router's JSON with `JSONDecoder`.
///
/// ```swift
/// let values = ValueMap(["id": .number("18446744073709551615"), "tags": .array([.string("a")])])
/// let file = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"applinks": {"details": []}}"#.utf8))
/// ```
public indirect enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its source text (JSON number grammar).
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in source order.
    case object([Member])

    /// One member of an object.
    public struct Member: Sendable, Hashable {
        /// The member's key.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// Creates a member.
        ///
        /// - Parameters:
        ///   - key: The member's key.
        ///   - value: The member's value.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// Builds an object from members in the given order, such as `.members(["noMatch": .bool(true)])`.
    package static func members(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { Member(key: $0.key, value: $0.value) })
    }

    /// Compact JSON text of the value, as the runner writes it.
    package var jsonText: String { JSONTextWriter.runner().text(node) }

    /// The value as a JSON file a person reads, as the runner writes its reports and generated
    /// fixture files: every array and object one member a line, indented two spaces a level, and
    /// a newline at the end.
    package var fileText: String { JSONTextWriter.runner(pretty: true).text(node) + "\n" }
}

extension JSONValue {
    /// Byte-wise structural equality: strings compare by UTF-8 bytes, numbers by source text,
    /// object members in order.
    ///
    /// `==` on `JSONValue` uses `String ==`, which equates NFC and NFD spellings; judging uses
    /// this instead.
    package func isIdentical(to other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a.utf8.elementsEqual(b.utf8)
        case (.string(let a), .string(let b)): return a.utf8.elementsEqual(b.utf8)
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isIdentical(to: $1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count
                && zip(a, b).allSatisfy { $0.key.utf8.elementsEqual($1.key.utf8) && $0.value.isIdentical(to: $1.value) }
        default: return false
        }
    }
}

extension JSONNode {
    /// The value without positions, once they are no longer needed.
    package var value: JSONValue {
        switch content {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let text): .number(text)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.value))
        case .object(let members): .object(members.map { JSONValue.Member(key: $0.key, value: $0.value.value) })
        }
    }
}

extension JSONValue {
    /// The value as a node built in code, every position the start, for the writer of
    /// `PathwaysTextFormats`; the way back is ``JSONNode/value``.
    package var node: JSONNode {
        switch self {
        case .null: JSONNode(.null)
        case .bool(let flag): JSONNode(.bool(flag))
        case .number(let text): JSONNode(.number(text))
        case .string(let text): JSONNode(.string(text))
        case .array(let elements): JSONNode(.array(elements.map(\.node)))
        case .object(let members): JSONNode(.object(members.map { JSONNode.Member($0.key, $0.value.node) }))
        }
    }
}
