/// How text is written as a JSON string literal (RFC 8259, section 7): in double quotes, with `"`,
/// `\`, line feed, carriage return, tab, the other control characters and DEL escaped.
///
/// Every scalar else is written as itself unless ``escapesNonASCII`` is on. Two choices that the
/// RFC leaves open are settled per writer: the conformance runner's JSON names backspace and form
/// feed (`\b`, `\f`) and writes lower-case hex digits; generated `apple-app-site-association` and
/// `assetlinks.json` files write them as `\u0008` and `\u000C`. Each writer keeps the bytes it
/// has always written.
///
/// ```swift
/// JSONQuoting().quoted("a\"b\u{8}é")                                             // #""a\"b\bé""#
/// JSONQuoting(escapesNonASCII: true).quoted("é😀")                              // #""\u00e9\ud83d\ude00""#
/// JSONQuoting(namesBackspaceAndFormFeed: false, uppercaseHexDigits: true).quoted("\u{C}")  // #""\u000C""#
/// ```
package struct JSONQuoting: Sendable, Hashable {
    /// Whether every scalar above U+007E is written as `\u` escapes of its UTF-16 code units (a
    /// pair of surrogates above U+FFFF), so that look-alike text (NFC and NFD, say) reads
    /// differently.
    package var escapesNonASCII: Bool
    /// Whether backspace and form feed are written `\b` and `\f`, rather than as `\u` escapes.
    package var namesBackspaceAndFormFeed: Bool
    /// Whether the hex digits of `\u` escapes are upper-case (`\u001F`) rather than lower-case.
    package var uppercaseHexDigits: Bool

    /// Creates a way of quoting; by default every non-ASCII scalar is written as itself, `\b` and
    /// `\f` are named and hex digits are lower-case.
    ///
    /// - Parameters:
    ///   - escapesNonASCII: Whether every scalar above U+007E is written as `\u` escapes.
    ///   - namesBackspaceAndFormFeed: Whether U+0008 and U+000C are written `\b` and `\f`.
    ///   - uppercaseHexDigits: Whether `\u` escapes use upper-case hex digits.
    package init(escapesNonASCII: Bool = false, namesBackspaceAndFormFeed: Bool = true, uppercaseHexDigits: Bool = false) {
        self.escapesNonASCII = escapesNonASCII
        self.namesBackspaceAndFormFeed = namesBackspaceAndFormFeed
        self.uppercaseHexDigits = uppercaseHexDigits
    }

    /// The JSON string literal for `text`, quotes included.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The literal, such as `"a\nb"` for a line break between `a` and `b`.
    package func quoted(_ text: String) -> String {
        var output = ""
        write(text, into: &output)
        return output
    }

    /// Appends the JSON string literal for `text`, quotes included, to `output`.
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - output: The JSON text written so far.
    package func write(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}" where namesBackspaceAndFormFeed: output += "\\b"
            case "\u{0C}" where namesBackspaceAndFormFeed: output += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (escapesNonASCII && scalar.value > 0x7E) {
                    for unit in String(scalar).utf16 { output += "\\u" + hex4(unit) }
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    /// `unit` as four hex digits.
    private func hex4(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: uppercaseHexDigits)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
