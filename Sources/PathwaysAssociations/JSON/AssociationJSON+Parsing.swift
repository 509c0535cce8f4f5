import Pathways
import PathwaysTextFormats

/// Reading JSON text (RFC 8259), strictly: a duplicate key, invalid UTF-8, a lone surrogate,
/// a leading zero or nesting deeper than ``maximumDepth`` is refused with the JSON path of the
/// value it is in (ASSOC-12).
extension AssociationJSON {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 64

    /// Parses one JSON document.
    ///
    /// - Parameter text: The document; a leading byte-order mark is skipped.
    /// - Throws: ``AssociationError`` with code ``AssociationError/Code/invalidJSON`` or
    ///   ``AssociationError/Code/duplicateKey``.
    static func parse(_ text: String) throws(AssociationError) -> AssociationJSON {
        do throws(JSONSyntaxError) {
            return AssociationJSON(try JSONReader.read(Array(text.utf8), depthLimit: .containers(maximumDepth)))
        } catch {
            throw refusal(error)
        }
    }

    private init(_ node: JSONNode) {
        switch node.content {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let text): self = .number(text)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(AssociationJSON.init))
        case .object(let members): self = .object(members.map { Member(key: $0.key, value: AssociationJSON($0.value)) })
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
