import Pathways
import PathwaysTextFormats

/// Association files as JSON text: read strictly, and written the way a person would check
/// them into a repository.
///
/// Reading refuses a duplicate key, invalid UTF-8, a lone surrogate, a leading zero or nesting
/// deeper than ``maximumDepth`` with the JSON path of the value it is in (ASSOC-12); Foundation's
/// `JSONSerialization` would forget the order of members, merge duplicate keys and read `true`
/// as the number 1 on Linux, and a file checked against a router needs all three kept. Writing
/// puts members in order, two spaces per level, one member or element per line, except arrays of
/// strings (app IDs), which fit on one line; non-ASCII text is written as itself.
enum AssociationJSONText {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 64

    /// Parses one JSON document.
    ///
    /// - Parameter text: The document; a leading byte-order mark is skipped.
    /// - Throws: ``AssociationError`` with code ``AssociationError/Code/invalidJSON`` or
    ///   ``AssociationError/Code/duplicateKey``.
    static func parse(_ text: String) throws(AssociationError) -> JSONNode {
        do throws(JSONSyntaxError) {
            return try JSONReader.read(Array(text.utf8), depthLimit: .containers(maximumDepth))
        } catch {
            throw refusal(error)
        }
    }

    /// `node` as indented JSON text, ending without a newline.
    static func text(_ node: JSONNode) -> String {
        writer.text(node)
    }

    /// Strings in double quotes, with `"`, `\` and control characters escaped: backspace and form
    /// feed as `\u0008` and `\u000C`, hex digits upper-case, and non-ASCII text as itself.
    private static var writer: JSONTextWriter {
        JSONTextWriter(quoting: JSONQuoting(namesBackspaceAndFormFeed: false, uppercaseHexDigits: true)) { node, _ in
            guard case .array(let elements) = node.content else { return true }
            return !elements.allSatisfy { $0.kind == .string }
        }
    }

    /// What ``JSONReader`` refused, as this module's code: the path of the value the problem is
    /// in, and the byte offset where reading stopped.
    private static func refusal(_ error: JSONSyntaxError) -> AssociationError {
        let detail = error.message(depthLimit: .containers(maximumDepth), quoting: MessageText.quoted)
        switch error.reason {
        case .duplicateKey:
            return AssociationError(.duplicateKey, path: error.path.description, detail: detail)
        case .trailingCommaInArray(let index):
            // The `]` stands where the next element belongs.
            return AssociationError(.invalidJSON, path: error.path.appending(index).description, detail: "\(detail) (byte \(error.offset))")
        default:
            return AssociationError(.invalidJSON, path: error.path.description, detail: "\(detail) (byte \(error.offset))")
        }
    }
}
