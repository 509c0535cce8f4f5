/// Why ``JSONReader`` refused a text, and where.
///
/// The error carries no sentence: each module that reads JSON words its own messages from
/// ``reason``, so that what its users see stays as it was written for them.
///
/// ```swift
/// do {
///     _ = try JSONReader.read(Array(#"{"a": "\ud800"}"#.utf8), depthLimit: .values(256))
/// } catch {
///     error.reason    // .highSurrogateWithoutLow(0xD800)
///     error.path      // $.a
///     error.offset    // 13, just after the four digits
///     error.position  // 1:8, where the escape starts
/// }
/// ```
package struct JSONSyntaxError: Error, Sendable, Hashable {
    /// What is wrong. A `found` of `nil` means the text ends there.
    package enum Reason: Sendable, Hashable {
        /// The text holds nothing but white space (and perhaps a byte-order mark).
        case emptyDocument
        /// Something other than a value stands where a value belongs.
        case expectedValue(found: UInt8?)
        /// A run of ASCII letters that is not `true`, `false` or `null` stands where a value belongs.
        case unexpectedWord(String)
        /// A value starts like `true`, `false` or `null` (`expected`) but is the run of letters `found`.
        case misspelledLiteral(expected: String, found: String)
        /// Arrays and objects are nested deeper than the reader's ``JSONReader/DepthLimit``.
        case tooDeep
        /// Something other than a key in double quotes follows `{` or `,` in an object.
        case expectedKey(found: UInt8?)
        /// A `,` is followed by the `}` that closes the object.
        case trailingCommaInObject
        /// A `,` is followed by the `]` that closes the array, where element `index` belongs.
        case trailingCommaInArray(index: Int)
        /// A key appears a second time in one object; ``JSONSyntaxError/path`` ends with it.
        case duplicateKey(String)
        /// Something other than `:` follows the key `key`.
        case expectedColon(key: String, found: UInt8?)
        /// Something other than `,` or `}` follows a member of an object.
        case expectedCommaOrBrace(found: UInt8?)
        /// Something other than `,` or `]` follows an element of an array.
        case expectedCommaOrBracket(found: UInt8?)
        /// A `-` is not followed by a digit.
        case numberWithoutDigits
        /// A number starts with `0` and another digit.
        case leadingZero
        /// A `.` in a number is not followed by a digit.
        case fractionWithoutDigits
        /// An `e` or `E` in a number (and its sign) is not followed by a digit.
        case exponentWithoutDigits
        /// The text ends inside a string.
        case unterminatedString
        /// A string holds the control character `byte` as itself rather than as an escape.
        case controlCharacter(UInt8)
        /// The text ends just after a `\`.
        case unterminatedEscape
        /// A `\` is followed by `byte`, which starts no escape.
        case unknownEscape(UInt8)
        /// A `\u` is not followed by four hexadecimal digits.
        case missingHexDigits
        /// The escape `\u` of the high surrogate `unit` is not followed by one of a low surrogate.
        case highSurrogateWithoutLow(UInt32)
        /// The escape `\u` of the low surrogate `unit` has no high surrogate before it.
        case loneLowSurrogate(UInt32)
        /// A string holds bytes that are not UTF-8; `byte` is the first byte of them.
        case invalidUTF8(UInt8)
        /// The byte `byte` follows the end of the document's value.
        case contentAfterDocument(UInt8)
    }

    /// What is wrong.
    package let reason: Reason
    /// The JSON path of the value being read when the problem was met: for a problem between
    /// the members or elements of an object or array, the path of the object or array.
    package let path: JSONPath
    /// How many bytes of the text the reader had taken when it stopped: for most problems, the
    /// offset of the byte that is wrong; for escapes, of the byte after what the escape consumed;
    /// for a text that ends too early, the length of the text.
    package let offset: Int
    /// Where the problem starts, in lines and columns: the byte that is wrong, or the `\` that
    /// starts a wrong escape, the `"` that starts a string that is not closed, the `"` of a
    /// duplicate key.
    package let position: SourcePosition
}
