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
    static let asterisk = UInt8(ascii: "*")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")

    // MARK: Classes

    // The classes of every byte, one flag per class, in a table written out as a literal: every
    // byte of every link goes through these tests, so each class is one lookup, the same for
    // every byte, and an index made from a `UInt8` is always in range.
    private static let unreserved: UInt8 = 1 << 0
    private static let subDelimiter: UInt8 = 1 << 1
    private static let hexDigit: UInt8 = 1 << 2
    private static let host: UInt8 = 1 << 3
    private static let path: UInt8 = 1 << 4
    private static let query: UInt8 = 1 << 5
    /// Query characters that go on a parameter's value: all but `&`.
    private static let queryValue: UInt8 = 1 << 6
    /// Query characters that go on a parameter's name: all but `&` and `=`.
    private static let queryName: UInt8 = 1 << 7

    /// The entries of ``classes``: each is the set of classes that some characters share.
    private static let o: UInt8 = 0  // in no class
    private static let x: UInt8 = unreserved | hexDigit | host | path | query | queryValue | queryName  // 0-9 A-F a-f
    private static let a: UInt8 = unreserved | host | path | query | queryValue | queryName  // other letters, - . _ ~
    private static let s: UInt8 = subDelimiter | host | path | query | queryValue | queryName  // ! $ ' ( ) * + , ;
    private static let e: UInt8 = subDelimiter | host | path | query | queryValue  // =
    private static let m: UInt8 = subDelimiter | host | path | query  // &
    private static let p: UInt8 = path | query | queryValue | queryName  // : @
    private static let q: UInt8 = query | queryValue | queryName  // / ?

    /// The classes of each byte, indexed by the byte; bytes 0x80 to 0xFF are in no class.
    private static let classes: [UInt8] = [
        o, o, o, o, o, o, o, o, o, o, o, o, o, o, o, o,  // 0x00 controls
        o, o, o, o, o, o, o, o, o, o, o, o, o, o, o, o,  // 0x10 controls
        o, s, o, o, s, o, m, s, s, s, s, s, s, a, a, q,  // 0x20  ! " # $ % & ' ( ) * + , - . /
        x, x, x, x, x, x, x, x, x, x, p, s, o, e, o, q,  // 0x30 0-9 : ; < = > ?
        p, x, x, x, x, x, x, a, a, a, a, a, a, a, a, a,  // 0x40 @ A-O
        a, a, a, a, a, a, a, a, a, a, a, o, o, o, o, a,  // 0x50 P-Z [ \ ] ^ _
        o, x, x, x, x, x, x, a, a, a, a, a, a, a, a, a,  // 0x60 ` a-o
        a, a, a, a, a, a, a, a, a, a, a, o, o, o, a, o,  // 0x70 p-z { | } ~ DEL
        o, o, o, o, o, o, o, o, o, o, o, o, o, o, o, o,
        o, o, o, o, o, o, o, o, o, o, o, o, o, o, o, o,
        o, o, o, o, o, o, o, o, o, o, o, o, o, o, o, o,
        o, o, o, o, o, o, o, o, o, o, o, o, o, o, o, o,
        o, o, o, o, o, o, o, o, o, o, o, o, o, o, o, o,
        o, o, o, o, o, o, o, o, o, o, o, o, o, o, o, o,
        o, o, o, o, o, o, o, o, o, o, o, o, o, o, o, o,
        o, o, o, o, o, o, o, o, o, o, o, o, o, o, o, o,
    ]

    @inline(__always) private static func isIn(_ class: UInt8, _ byte: UInt8) -> Bool { classes[Int(byte)] & `class` != 0 }

    @inline(__always) static func isUnreserved(_ byte: UInt8) -> Bool { isIn(unreserved, byte) }
    @inline(__always) static func isSubDelimiter(_ byte: UInt8) -> Bool { isIn(subDelimiter, byte) }
    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool { isIn(hexDigit, byte) }
    @inline(__always) static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// A byte allowed unescaped in a registered host name: unreserved or a sub-delimiter.
    @inline(__always) static func isHostCharacter(_ byte: UInt8) -> Bool { isIn(host, byte) }

    /// A byte allowed unescaped in a path component (RFC 3986 `pchar` less `%`).
    @inline(__always) static func isPathCharacter(_ byte: UInt8) -> Bool { isIn(path, byte) }

    /// A byte allowed unescaped in a query or fragment (RFC 3986: `pchar`, `/`, `?`; less `%`).
    @inline(__always) static func isQueryCharacter(_ byte: UInt8) -> Bool { isIn(query, byte) }

    /// A query character that neither ends a parameter (`&`) nor its name (`=`).
    @inline(__always) static func isQueryNameCharacter(_ byte: UInt8) -> Bool { isIn(queryName, byte) }

    /// A query character that does not end a parameter (`&`).
    @inline(__always) static func isQueryValueCharacter(_ byte: UInt8) -> Bool { isIn(queryValue, byte) }

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
