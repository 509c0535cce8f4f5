/// A location inside a JSON document, written the JSONPath way: `$.cases[12].inputs[3]`.
///
/// Keys that are not plain identifiers are written in brackets: `$['$schema']`.
///
/// ```swift
/// JSONPath.root.appending("cases").appending(12).appending("inputs").description  // "$.cases[12].inputs"
/// ```
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step: an object key or an array index.
    public enum Component: Sendable, Hashable {
        /// A member of an object.
        case key(String)
        /// An element of an array.
        case index(Int)
    }

    /// The steps from the document's root.
    public var components: [Component]

    /// The document's root, `$`.
    public static let root = JSONPath(components: [])

    /// Creates a path from its steps.
    public init(components: [Component]) {
        self.components = components
    }

    /// This path followed by an object key.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// This path followed by an array index.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// This path followed by several keys, such as `appending(keys: "expect", "match")`.
    public func appending(keys: String...) -> JSONPath {
        JSONPath(components: components + keys.map(Component.key))
    }

    /// A readable form, for reports and diagnostics.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if Self.isIdentifier(key) {
                    text += "." + key
                } else {
                    text += "['" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "']"
                }
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return key.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
