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

    // Each class is a 128-bit set of ASCII bytes, as two 64-bit masks: bytes 0-63 and 64-127.
    // Integer constants need no lazy initialization, unlike a lookup table in a `static let`
    // array, whose every use pays a `swift_once` check and a bounds check on the hot path.
    private static let unreservedLow: UInt64 = 0x03FF_6000_0000_0000  // 0-9 - .
    private static let unreservedHigh: UInt64 = 0x47FF_FFFE_87FF_FFFE  // A-Z _ a-z ~
    private static let subDelimiterLow: UInt64 = 0x2800_1FD2_0000_0000  // ! $ & ' ( ) * + , ; =
    private static let hexLow: UInt64 = 0x03FF_0000_0000_0000  // 0-9
    private static let hexHigh: UInt64 = 0x0000_007E_0000_007E  // A-F a-f
    private static let hostLow: UInt64 = 0x2BFF_7FD2_0000_0000  // unreserved, sub-delimiters
    private static let pathLow: UInt64 = 0x2FFF_7FD2_0000_0000  // unreserved, sub-delimiters, :
    private static let pathHigh: UInt64 = 0x47FF_FFFE_87FF_FFFF  // unreserved, @
    private static let queryLow: UInt64 = 0xAFFF_FFD2_0000_0000  // path characters, / ?

    @inline(__always) private static func contains(_ byte: UInt8, _ low: UInt64, _ high: UInt64) -> Bool {
        let mask = byte < 64 ? low : byte < 128 ? high : 0
        return (mask &>> UInt64(byte & 63)) & 1 != 0
    }

    @inline(__always) static func isUnreserved(_ byte: UInt8) -> Bool { contains(byte, unreservedLow, unreservedHigh) }
    @inline(__always) static func isSubDelimiter(_ byte: UInt8) -> Bool { contains(byte, subDelimiterLow, 0) }
    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool { contains(byte, hexLow, hexHigh) }
    @inline(__always) static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// A byte allowed unescaped in a registered host name: unreserved or a sub-delimiter.
    @inline(__always) static func isHostCharacter(_ byte: UInt8) -> Bool { contains(byte, hostLow, unreservedHigh) }

    /// A byte allowed unescaped in a path component (RFC 3986 `pchar` less `%`).
    @inline(__always) static func isPathCharacter(_ byte: UInt8) -> Bool { contains(byte, pathLow, pathHigh) }

    /// A byte allowed unescaped in a query or fragment (RFC 3986: `pchar`, `/`, `?`; less `%`).
    @inline(__always) static func isQueryCharacter(_ byte: UInt8) -> Bool { contains(byte, queryLow, pathHigh) }

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
