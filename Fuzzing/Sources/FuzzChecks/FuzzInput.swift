import Foundation

/// Reads typed values from fuzzer bytes, front to back; past the end every read gives zeros.
///
/// Small inputs map to small, common values, so that libFuzzer's mutations of a few bytes move
/// between the interesting cases: empty strings, dot segments, controls, escapes, emoji.
struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A value below `count`, which must be between 1 and 256.
    mutating func choice(_ count: Int) -> Int {
        Int(byte()) % count
    }

    mutating func flag() -> Bool {
        byte() & 1 == 1
    }

    /// An integer of any width from its little-endian bytes.
    mutating func integer<T: FixedWidthInteger>(_ type: T.Type = T.self) -> T {
        var value: T = 0
        for index in 0..<(T.bitWidth / 8) {
            value |= T(truncatingIfNeeded: byte()) << (index * 8)
        }
        return value
    }

    // MARK: - Text

    /// Strings and scalars that exercise percent-coding, dot segments and Unicode equivalence.
    private static let specialStrings: [String] = [
        "", ".", "..", "...", ".a", "a.", "%", "%2F", "%2e%2e", "%25", "/", "//", "?", "#", "&", "=", "+", " ",
        "~", "-", "_", ":", "@", "\\", "a/b", "a?b#c", "true", "0", "-0", "1e3", "café", "cafe\u{301}",
        "\u{212A}", "K", "ﬁ", "İ", "ß", "\u{FEFF}", "\u{FFFD}", "\u{FFFF}", "\u{10FFFF}", "\u{E000}",
        "👩‍👩‍👧‍👦", "🇺🇸", "🚀", "e\u{301}\u{301}", "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}",
        "\u{200D}", "\u{2028}", "\u{D7FF}", "\u{1D11E}",
    ]

    private static let specialScalars: [Unicode.Scalar] = [
        "a", "Z", "0", "9", "-", ".", "_", "~", "/", "?", "#", "%", "&", "=", "+", " ", ":", "@", "\\", "\"",
        "'", "[", "]", "\u{0}", "\u{9}", "\u{A}", "\u{D}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}",
        "\u{A0}", "é", "e", "\u{301}", "\u{308}", "\u{212A}", "\u{FEFF}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}",
        "\u{10000}", "\u{10FFFF}", "😀", "\u{200D}", "👩", "\u{1F1FA}", "\u{1F1F8}", "\u{E000}", "\u{D7FF}",
        "ß", "İ", "Ω", "\u{2126}", "\u{3000}", "。",
    ]

    /// One Unicode scalar, from a mix of tables and ranges.
    mutating func scalar() -> Unicode.Scalar {
        switch choice(7) {
        case 0: return Unicode.Scalar(byte() & 0x7F)
        case 1: return Self.specialScalars[choice(Self.specialScalars.count)]
        case 2:
            let value = (UInt32(byte()) | UInt32(byte()) << 8 | UInt32(byte()) << 16) % 0x11_0000
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        case 3:
            // C0 controls, DEL and C1 controls, which must never survive into a path.
            let value = UInt32(choice(66))
            return Unicode.Scalar(value < 32 ? value : 0x7F + (value - 32)) ?? "\u{7F}"
        case 4: return Unicode.Scalar(0x300 + UInt32(choice(0x70))) ?? "\u{301}"
        case 5: return Unicode.Scalar(0x1F300 + UInt32(integer(UInt16.self) % 0x800)) ?? "😀"
        default: return Unicode.Scalar(UInt8(32 + choice(95)))
        }
    }

    /// A string of arbitrary scalars, sometimes a special one, sometimes longer than a path
    /// component may be, sometimes normalized to NFC or NFD.
    mutating func string() -> String {
        let mode = byte()
        var text: String
        // Bits 0-5 pick the kind (long strings are rare: they cost a hundred short ones);
        // bits 6-7 pick a normalization.
        switch mode & 0x3F {
        case 0...7:
            text = Self.specialStrings[choice(Self.specialStrings.count)]
        case 2:
            // Around the 4,096-byte component limit.
            let scalar = scalar()
            let count = 4_096 / max(1, String(scalar).utf8.count) - 8 + choice(16)
            text = String(String.UnicodeScalarView(repeatElement(scalar, count: count)))
        case 3:
            text = String(repeating: "a", count: Int(integer(UInt16.self) % 6_000))
        default:
            var scalars = String.UnicodeScalarView()
            for _ in 0..<choice(40) { scalars.append(scalar()) }
            text = String(scalars)
        }
        switch mode >> 6 {
        case 1: text = text.precomposedStringWithCanonicalMapping
        case 2: text = text.decomposedStringWithCanonicalMapping
        default: break
        }
        return text
    }
}
