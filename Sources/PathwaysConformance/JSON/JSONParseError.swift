import PathwaysTextFormats

/// Why a JSON text could not be read, and where.
package struct JSONParseError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, as a sentence fragment such as `expected ',' or '}'`.
    package let message: String
    /// Where the problem is.
    package let position: SourcePosition
    /// The JSON path of the value being read when the problem was met.
    package let path: JSONPath

    /// A readable form, for reports and diagnostics.
    package var description: String { "\(position): \(message) (at \(path))" }

    /// The runner's words for what ``JSONReader`` refused.
    init(_ error: JSONSyntaxError) {
        var position = error.position
        let message: String
        switch error.reason {
        case .emptyDocument: message = "the file is empty; expected a JSON value"
        case .expectedValue(let found):
            message = found.map { "unexpected \(Self.describe($0)); expected a value" } ?? "unexpected end of file; expected a value"
        case .unexpectedWord(let word), .misspelledLiteral(_, let word):
            message = "unexpected '\(word)'; expected a value (true, false and null are lower case; strings need double quotes)"
        case .tooDeep: message = "arrays and objects are nested more than \(JSONParser.maximumDepth) deep"
        case .expectedKey(let found):
            message =
                found.map { "unexpected \(Self.describe($0)); expected a key in double quotes" }
                ?? "unexpected end of file inside an object; expected a key"
        case .trailingCommaInObject: message = "a trailing ',' before '}' is not allowed"
        case .trailingCommaInArray: message = "a trailing ',' before ']' is not allowed"
        case .duplicateKey(let key): message = "duplicate key \"\(key)\""
        case .expectedColon(_, let found):
            message = found.map { "unexpected \(Self.describe($0)); expected ':' after the key" } ?? "unexpected end of file; expected ':'"
        case .expectedCommaOrBrace(let found):
            message = found.map { "unexpected \(Self.describe($0)); expected ',' or '}'" } ?? "unexpected end of file; expected ',' or '}'"
            position = Self.pointingPast(found, at: position)
        case .expectedCommaOrBracket(let found):
            message = found.map { "unexpected \(Self.describe($0)); expected ',' or ']'" } ?? "unexpected end of file; expected ',' or ']'"
            position = Self.pointingPast(found, at: position)
        case .numberWithoutDigits: message = "expected a digit in the number"
        case .leadingZero: message = "numbers must not have leading zeros"
        case .fractionWithoutDigits: message = "expected a digit after the decimal point"
        case .exponentWithoutDigits: message = "expected a digit in the exponent"
        case .unterminatedString: message = "unterminated string"
        case .controlCharacter(let byte):
            message = "a raw control character U+\(Self.hex(UInt32(byte), width: 4)) must be written as an escape in a string"
        case .unterminatedEscape: message = "unterminated escape"
        case .unknownEscape(let byte):
            message = "invalid escape \\\(Self.printable(byte)); expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        case .missingHexDigits: message = "\\u must be followed by four hexadecimal digits"
        case .highSurrogateWithoutLow(let unit):
            message = "the escape \\u\(Self.hex(unit, width: 4)) is a high surrogate without a low surrogate after it"
        case .loneLowSurrogate(let unit): message = "the escape \\u\(Self.hex(unit, width: 4)) is a lone low surrogate"
        case .invalidUTF8(let byte): message = "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), width: 2))"
        case .contentAfterDocument(let byte): message = "unexpected \(Self.describe(byte)) after the end of the JSON value"
        }
        self.message = message
        self.position = position
        self.path = error.path
    }

    /// Where the runner has always pointed when a member or element is followed by the wrong
    /// byte: just past that byte, one column on unless it continues a UTF-8 sequence.
    private static func pointingPast(_ found: UInt8?, at position: SourcePosition) -> SourcePosition {
        guard let found, found & 0xC0 != 0x80 else { return position }
        return SourcePosition(line: position.line, column: position.column + 1)
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func printable(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "0x" + hex(UInt32(byte), width: 2)
    }

    private static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(String(UnicodeScalar(byte)))'" : "byte 0x\(hex(UInt32(byte), width: 2))"
    }
}
