import Foundation

/// A location inside a JSON document, written the JSONPath way: `$.cases[12].inputs[3]`.
///
/// Diagnostics of fixture files and of `apple-app-site-association` files both say where they
/// are with it. Keys that are not plain ASCII identifiers are written in brackets and single
/// quotes, so that `$`, `/`, `?` and `#` read as the keys they are; a `\` or `'` in such a key is
/// written after a `\`.
///
/// ```swift
/// JSONPath.root.appending("cases").appending(12).appending("inputs").description  // "$.cases[12].inputs"
/// JSONPath.root.appending("$schema").description                                   // "$['$schema']"
/// JSONPath.root.appending("it's").description                                      // #"$['it\'s']"#
/// ```
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step: an object key or an array index.
    package enum Component: Sendable, Hashable {
        /// A member of an object.
        case key(String)
        /// An element of an array.
        case index(Int)
    }

    /// The steps from the document's root.
    package var components: [Component]

    /// The document's root, `$`.
    package static let root = JSONPath(components: [])

    /// Creates a path from its steps.
    package init(components: [Component]) {
        self.components = components
    }

    /// This path followed by an object key.
    package func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// This path followed by an array index.
    package func appending(_ index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// This path followed by several keys, such as `appending(keys: "expect", "match")`.
    package func appending(keys: String...) -> JSONPath {
        JSONPath(components: components + keys.map(Component.key))
    }

    /// A readable form, for reports and diagnostics.
    package var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                text += "." + key
            case .key(let key):
                // Foundation's comparison decides what counts as a `\` or a `'`; on Linux, one that
                // a combining mark follows (`'\u{301}`) does not.
                text += "['" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "']"
            }
        }
        return text
    }

    /// Whether `key` is a letter or `_` followed by ASCII letters, digits and `_`.
    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return key.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
