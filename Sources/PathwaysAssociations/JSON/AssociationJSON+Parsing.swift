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

    /// This module's words for what ``JSONReader`` refused: the path of the value the problem
    /// is in, and the byte offset where reading stopped.
    private static func refusal(_ error: JSONSyntaxError) -> AssociationError {
        var path = error.path
        let detail: String
        switch error.reason {
        case .emptyDocument, .expectedValue(found: nil): detail = "the document ends where a value belongs"
        case .expectedValue(found: let byte?): detail = "unexpected character '\(printable(byte))' where a value belongs"
        case .unexpectedWord(let word): detail = "unexpected character '\(printable(word.utf8.first ?? 0))' where a value belongs"
        case .misspelledLiteral(let expected, _): detail = "expected \(expected)"
        case .tooDeep: detail = "nesting deeper than \(maximumDepth) levels"
        case .expectedKey, .trailingCommaInObject: detail = "expected a key in double quotes"
        case .trailingCommaInArray(let index):
            // The `]` stands where the next element belongs.
            path = path.appending(index)
            detail = "unexpected character ']' where a value belongs"
        case .duplicateKey(let key):
            return AssociationError(
                .duplicateKey, path: path.description, detail: "the key \(MessageText.quoted(key)) appears twice in one object")
        case .expectedColon(let key, _): detail = "expected ':' after the key \(MessageText.quoted(key))"
        case .expectedCommaOrBrace: detail = "expected ',' or '}' in an object"
        case .expectedCommaOrBracket: detail = "expected ',' or ']' in an array"
        case .numberWithoutDigits: detail = "a number needs a digit"
        case .leadingZero: detail = "a number must not have a leading zero"
        case .fractionWithoutDigits: detail = "a fraction needs a digit"
        case .exponentWithoutDigits: detail = "an exponent needs a digit"
        case .unterminatedString: detail = "a string is not closed"
        case .controlCharacter: detail = "a control character inside a string must be escaped"
        case .unterminatedEscape: detail = "a string ends inside an escape"
        case .unknownEscape(let byte): detail = "an unknown escape '\\\(printable(byte))'"
        case .missingHexDigits: detail = "a \\u escape needs four hexadecimal digits"
        case .highSurrogateWithoutLow: detail = "a high surrogate without its low surrogate"
        case .loneLowSurrogate: detail = "a lone low surrogate"
        case .invalidUTF8: detail = "invalid UTF-8"
        case .contentAfterDocument: detail = "text after the end of the document"
        }
        return AssociationError(.invalidJSON, path: path.description, detail: "\(detail) (byte \(error.offset))")
    }

    private static func printable(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "0x" + String(byte, radix: 16, uppercase: true)
    }
}
