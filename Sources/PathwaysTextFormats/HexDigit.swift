/// The value of one hexadecimal digit, `0`-`9`, `a`-`f` or `A`-`F`, as `\u` escapes in JSON and
/// `%XX` escapes in URLs write them.
///
/// ```swift
/// HexDigit.value(of: UInt8(ascii: "b"))  // 11
/// HexDigit.value(of: UInt8(ascii: "g"))  // nil
/// ```
package enum HexDigit {
    /// The value of `byte` as a hexadecimal digit, from 0 to 15; `nil` when it is not one.
    package static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
