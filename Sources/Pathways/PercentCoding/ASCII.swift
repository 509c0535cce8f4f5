/// Byte classes from RFC 3986, used by the URL reader, the pattern parser and the encoder.
///
/// Every check here works on UTF-8 bytes, never on decoded `String`s, so that NFC and NFD
/// spellings stay distinct and no Unicode folding happens behind the caller's back.
enum ASCII {
    static let slash = UInt8(ascii: "/")
    static let percent = UInt8(ascii: "%")
    static let colon = UInt8(ascii: ":")
    static let question = UInt8(ascii: "?")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let ampersand = UInt8(ascii: "&")
    static let equals = UInt8(ascii: "=")
    static let dot = UInt8(ascii: ".")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let underscore = UInt8(ascii: "_")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")

    /// Bit flags per ASCII byte; bytes 0x80 and above have none.
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        func mark(_ characters: String, _ flag: UInt8) {
            for byte in characters.utf8 { table[Int(byte)] |= flag }
        }
        mark("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~", unreservedFlag)
        mark("!$&'()*+,;=", subDelimiterFlag)
        mark("0123456789ABCDEFabcdef", hexFlag)
        mark("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", alphaFlag)
        mark("0123456789", digitFlag)
        return table
    }()

    private static let unreservedFlag: UInt8 = 1
    private static let subDelimiterFlag: UInt8 = 2
    private static let hexFlag: UInt8 = 4
    private static let alphaFlag: UInt8 = 8
    private static let digitFlag: UInt8 = 16

    @inline(__always) static func isUnreserved(_ byte: UInt8) -> Bool { table[Int(byte)] & unreservedFlag != 0 }
    @inline(__always) static func isSubDelimiter(_ byte: UInt8) -> Bool { table[Int(byte)] & subDelimiterFlag != 0 }
    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool { table[Int(byte)] & hexFlag != 0 }
    @inline(__always) static func isAlpha(_ byte: UInt8) -> Bool { table[Int(byte)] & alphaFlag != 0 }
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { table[Int(byte)] & digitFlag != 0 }

    /// A byte allowed unescaped in a path component (RFC 3986 `pchar` less `%`).
    @inline(__always) static func isPathCharacter(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || isSubDelimiter(byte) || byte == colon || byte == at
    }

    /// A byte allowed unescaped in a query or fragment (RFC 3986: `pchar`, `/`, `?`; less `%`).
    @inline(__always) static func isQueryCharacter(_ byte: UInt8) -> Bool {
        isPathCharacter(byte) || byte == slash || byte == question
    }

    /// The value of a hexadecimal digit; the caller has checked ``isHexDigit(_:)``.
    @inline(__always) static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        default: byte &- UInt8(ascii: "A") &+ 10
        }
    }

    /// Folds an ASCII upper-case letter to lower case; every other byte is returned unchanged.
    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
