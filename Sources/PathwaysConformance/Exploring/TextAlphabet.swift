import PathwaysTextFormats

/// The pieces generated text is made of, and how a decoded text is written into a URL.
///
/// Every piece is valid where it is used: nothing here makes a dot segment, a malformed escape,
/// invalid UTF-8, a control character or an invisible code point, since those belong to the
/// `dot-segments` and `strict-input` profiles, which the explorer does not generate for.
package enum TextAlphabet {
    /// Literal pieces as a pattern writes them: plain words, look-alike case, sub-delimiters,
    /// escapes of unreserved characters, escaped and raw non-ASCII text, NFC against NFD.
    static let literalPieces: [String] = [
        "a", "b", "x", "item", "Item", "ITEM", "settings", "users", "v2", "a-b", "a_b", "a~b", "a.b", "a!b", "a$b", "a&b", "a'b",
        "a(b)", "a*b", "a+b", "a,b", "a;b", "a=b", "a@b", "%41", "s%65ttings", "a%2Fb", "a%20b", "a%3Ab", "caf%C3%A9", "café",
        "e%CC%81", "%C3%A9", "日本", "%E2%82%AC", "👟", "\u{212A}", "ſ", "İ", "ǅ",
    ]

    /// Decoded text pieces for values: anything a component can carry once escaped.
    static let valuePieces: [String] = [
        "a", "B", "7", "42", "x y", "a/b", "/", "%", "?", "#", "&", "=", "+", ":", "@", "!", "é", "e\u{301}", "日本", "👟", "~", "-",
        "_", ".", "'", "(", ")", "*", ",", ";", "$",
    ]

    /// Query pair names and values, decoded.
    static let queryPieces: [String] = ["q", "id", "a", "x y", "a&b", "a=b", "é", "1", "", "/", "?", "%"]

    /// Fragments, as written.
    static let fragments: [String] = ["top", "a/b", "x?y=1", "%C3%A9t%C3%A9", "", "section-2", "a%2Fb"]

    /// Whether `byte` may stand raw in a path component (URL-6): unreserved, sub-delimiters,
    /// `:` and `@`.
    static func isRawInComponent(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"),
            UInt8(ascii: "@"):
            true
        default: false
        }
    }

    /// Whether `byte` may stand raw in a query value: a component's characters and `/` and `?`,
    /// but not the pair separators `&` and `=` nor `+` (read as a space by many routers, QUERY-2).
    static func isRawInQueryPart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "+"): false
        case UInt8(ascii: "/"), UInt8(ascii: "?"): true
        default: isRawInComponent(byte)
        }
    }

    /// `text` written with the escapes a URL needs, and others chosen at random: each character
    /// that may stand raw does so most of the time, and each non-ASCII character is written raw
    /// or as the escapes of all its bytes (never a mix within one character, which is invalid
    /// UTF-8), with upper- or lower-case hexadecimal digits.
    static func write(_ text: String, rawAllowed: (UInt8) -> Bool, using random: inout SeededRandom) -> String {
        var written = ""
        let lowerHex = random.chance(20)
        for scalar in text.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            if scalar.isASCII, let byte = bytes.first, rawAllowed(byte), !random.chance(15) {
                written.unicodeScalars.append(scalar)
            } else if !scalar.isASCII, random.chance(40) {
                written.unicodeScalars.append(scalar)
            } else {
                written += bytes.map { escape($0, lowerHex: lowerHex) }.joined()
            }
        }
        return written
    }

    /// `%XX` for `byte`.
    static func escape(_ byte: UInt8, lowerHex: Bool = false) -> String {
        let digits: [Character] = Array(lowerHex ? "0123456789abcdef" : "0123456789ABCDEF")
        return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }

    /// The bytes `written` decodes to, or `nil` when an escape is malformed.
    static func decoded(_ written: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var iterator = Array(written.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(HexDigit.value(of:)), let low = iterator.next().flatMap(HexDigit.value(of:)) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    /// Whether `written` decodes to `.` or `..`, a dot segment (profile `dot-segments`).
    static func isDotSegment(_ written: String) -> Bool {
        guard let bytes = decoded(written) else { return false }
        return bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")]
    }

    /// The units a written text shortens by: one escaped character (all its `%XX`), or one
    /// character written raw.
    static func units(of written: String) -> [String] {
        var units: [String] = []
        var pending: [UInt8] = []
        var pendingText = ""
        var expected = 0
        var characters = Array(written.unicodeScalars)[...]
        while let scalar = characters.first {
            characters = characters.dropFirst()
            if scalar == "%", characters.count >= 2,
                let high = HexDigit.value(of: UInt8(truncatingIfNeeded: characters[characters.startIndex].value)),
                let low = HexDigit.value(of: UInt8(truncatingIfNeeded: characters[characters.startIndex + 1].value)),
                characters[characters.startIndex].isASCII, characters[characters.startIndex + 1].isASCII
            {
                let byte = high << 4 | low
                pendingText += "%" + String(characters[characters.startIndex]) + String(characters[characters.startIndex + 1])
                characters = characters.dropFirst(2)
                if pending.isEmpty { expected = sequenceLength(byte) }
                pending.append(byte)
                if pending.count >= expected {
                    units.append(pendingText)
                    pending = []
                    pendingText = ""
                }
            } else {
                if !pendingText.isEmpty {
                    units.append(pendingText)
                    pending = []
                    pendingText = ""
                }
                units.append(String(scalar))
            }
        }
        if !pendingText.isEmpty { units.append(pendingText) }
        return units
    }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }

    /// The class a character stands for when disagreements are grouped by shape: ASCII letters
    /// by case, digits, sub-delimiters, other ASCII as itself, and non-ASCII text as one class.
    static func shapeClass(of scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "a"..."z": "a"
        case "A"..."Z": "A"
        case "0"..."9": "0"
        case "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=": "!"
        case "\0"..."\u{7F}": String(scalar)
        default: "é"
        }
    }

    /// The text with the ASCII letters `A` to `Z` lower-cased and nothing else changed, as hosts
    /// compare (HOST-1).
    static func foldingASCIICase(_ text: String) -> String {
        String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
