/// Percent-decoding, the lenient way: a `%` not followed by two hex digits stays as it is, and
/// bytes that are not UTF-8 become U+FFFD.
///
/// ```swift
/// PercentDecoding.decode("caf%C3%A9%2Fbar")  // "café/bar"
/// PercentDecoding.decode("100%")             // "100%"
/// ```
public enum PercentDecoding {
    /// Decodes `%XX` escapes; with `plusIsSpace`, a `+` becomes a space (HTML forms).
    public static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String {
        var bytes: [UInt8] = []
        var source = text.utf8[...]
        while let byte = source.popFirst() {
            if byte == UInt8(ascii: "%"), source.count >= 2,
                let high = hexValue(source[source.startIndex]), let low = hexValue(source[source.index(after: source.startIndex)])
            {
                bytes.append(high << 4 | low)
                source = source.dropFirst(2)
            } else if plusIsSpace, byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Decodes a whole string.
    public static func decode(_ text: String, plusIsSpace: Bool = false) -> String {
        decode(text[...], plusIsSpace: plusIsSpace)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
