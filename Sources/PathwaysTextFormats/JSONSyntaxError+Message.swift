/// The one wording of what ``JSONReader`` refused, for every module that reads JSON: each maps
/// the error to its own code and place, and words the problem with ``message(depthLimit:quoting:)``.
extension JSONSyntaxError {
    /// What is wrong, as a sentence fragment a person can act on, such as
    /// `unexpected '}'; expected ',' or ']'`.
    ///
    /// ```swift
    /// do {
    ///     _ = try JSONReader.read(Array("[1, 2,]".utf8), depthLimit: .containers(64))
    /// } catch {
    ///     error.message(depthLimit: .containers(64), quoting: { "\"\($0)\"" })  // "a trailing ',' before ']' is not allowed"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - depthLimit: The limit the text was read with, named when it was too deep.
    ///   - quoting: How the module shows text from the file, quotes included: a key written
    ///     twice may hold control characters and invisible code points.
    /// - Returns: The words, without the place.
    package func message(depthLimit: JSONReader.DepthLimit, quoting: (String) -> String) -> String {
        switch reason {
        case .emptyDocument: "the file is empty; expected a JSON value"
        case .expectedValue(let found):
            found.map { "unexpected \(Self.describe($0)); expected a value" } ?? "unexpected end of file; expected a value"
        case .unexpectedWord(let word), .misspelledLiteral(_, let word):
            "unexpected '\(word)'; expected a value (true, false and null are lower case; strings need double quotes)"
        case .tooDeep:
            switch depthLimit {
            case .containers(let limit), .values(let limit): "arrays and objects are nested more than \(limit) deep"
            }
        case .expectedKey(let found):
            found.map { "unexpected \(Self.describe($0)); expected a key in double quotes" }
                ?? "unexpected end of file inside an object; expected a key"
        case .trailingCommaInObject: "a trailing ',' before '}' is not allowed"
        case .trailingCommaInArray: "a trailing ',' before ']' is not allowed"
        case .duplicateKey(let key): "duplicate key \(quoting(key))"
        case .expectedColon(_, let found):
            found.map { "unexpected \(Self.describe($0)); expected ':' after the key" } ?? "unexpected end of file; expected ':'"
        case .expectedCommaOrBrace(let found):
            found.map { "unexpected \(Self.describe($0)); expected ',' or '}'" } ?? "unexpected end of file; expected ',' or '}'"
        case .expectedCommaOrBracket(let found):
            found.map { "unexpected \(Self.describe($0)); expected ',' or ']'" } ?? "unexpected end of file; expected ',' or ']'"
        case .numberWithoutDigits: "expected a digit in the number"
        case .leadingZero: "numbers must not have leading zeros"
        case .fractionWithoutDigits: "expected a digit after the decimal point"
        case .exponentWithoutDigits: "expected a digit in the exponent"
        case .unterminatedString: "unterminated string"
        case .controlCharacter(let byte):
            "a raw control character U+\(Self.hex(UInt32(byte), width: 4)) must be written as an escape in a string"
        case .unterminatedEscape: "unterminated escape"
        case .unknownEscape(let byte): "invalid escape \\\(Self.printable(byte)); expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        case .missingHexDigits: "\\u must be followed by four hexadecimal digits"
        case .highSurrogateWithoutLow(let unit):
            "the escape \\u\(Self.hex(unit, width: 4)) is a high surrogate without a low surrogate after it"
        case .loneLowSurrogate(let unit): "the escape \\u\(Self.hex(unit, width: 4)) is a lone low surrogate"
        case .invalidUTF8(let byte): "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), width: 2))"
        case .contentAfterDocument(let byte): "unexpected \(Self.describe(byte)) after the end of the JSON value"
        }
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
