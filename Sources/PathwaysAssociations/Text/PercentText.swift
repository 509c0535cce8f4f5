import PathwaysTextFormats

/// Percent-decoding as the operating systems read a URL, and percent-encoding as Pathways
/// writes one (PCT-6).
enum PercentText {
    /// `text` with every `%XX` replaced by the byte it names, read as UTF-8; `nil` when an
    /// escape is malformed or the bytes are not UTF-8. `+` stays a plus sign.
    static func decoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(HexDigit.value), let low = iterator.next().flatMap(HexDigit.value) else { return nil }
            bytes.append(high << 4 | low)
        }
        return utf8(bytes)
    }

    /// The text of `bytes` when they are well-formed UTF-8; `nil` otherwise. (The standard
    /// library's `String(validating:as:)` is newer than the platforms this module supports.)
    static func utf8(_ bytes: some Collection<UInt8>) -> String? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }

    /// `text` with `%XX` escapes decoded where they are well formed and the result is UTF-8,
    /// and kept as written otherwise, as Android's `Uri.getPath()` reads a path.
    static func leniently(_ text: Substring) -> String {
        decoded(text) ?? String(text)
    }

    /// The UTF-8 bytes of `text`, each one that is not unreserved (`A-Z a-z 0-9 - . _ ~`) and
    /// not in `keeping` written as `%XX` with upper-case digits.
    static func encoded(_ text: String, keeping: Set<UInt8> = []) -> String {
        var output = ""
        for byte in text.utf8 {
            if isUnreserved(byte) || keeping.contains(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0x0F, radix: 16, uppercase: true)
            }
        }
        return output
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
