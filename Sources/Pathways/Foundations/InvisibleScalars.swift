/// The code points that a URL may hold only percent-escaped, never raw (URL-6): controls,
/// spaces other than the ASCII one, and invisible format characters.
///
/// Written raw, each of these looks like nothing, or like a space, or reorders the text around
/// it, so the link a person reads is not the link that routes: `/users/admin` with a raw U+200B
/// before `admin` looks like `/users/admin` and captures another name. Written as escapes
/// (`%E2%80%8B`) they are visible in the link and are read as text like any other (SEC-7).
///
/// The joiners U+200C and U+200D, variation selectors and tag characters are not here: emoji
/// sequences and some scripts need them, and they do not hide what surrounds them.
///
/// This list is the rule for refusing; `MessageText` starts from it to show text, and on
/// purpose shows more. A refusal is part of what a URL means, so it is a fixed list that reads
/// a URL the same on every platform and OS release; a message only writes a code point out, so
/// it may also use the Unicode properties of the running system and write out joiners,
/// variation selectors, tags, private-use and unassigned code points, which a URL may hold raw.
/// Every code point refused here is written out in a message, so a refusal's message always
/// shows what it refused.
package enum InvisibleScalars {
    /// The one list of them, in increasing order.
    package static let ranges: [ClosedRange<UInt32>] = [
        0x0080...0x00A0,  // C1 controls, NO-BREAK SPACE
        0x00AD...0x00AD,  // SOFT HYPHEN
        0x034F...0x034F,  // COMBINING GRAPHEME JOINER
        0x061C...0x061C,  // ARABIC LETTER MARK
        0x115F...0x1160,  // HANGUL CHOSEONG and JUNGSEONG FILLER
        0x1680...0x1680,  // OGHAM SPACE MARK
        0x17B4...0x17B5,  // KHMER VOWEL INHERENT AQ and AA
        0x180E...0x180E,  // MONGOLIAN VOWEL SEPARATOR
        0x2000...0x200B,  // EN QUAD to ZERO WIDTH SPACE
        0x200E...0x200F,  // LEFT-TO-RIGHT and RIGHT-TO-LEFT MARK
        0x2028...0x202F,  // LINE and PARAGRAPH SEPARATOR, bidirectional embeddings, NARROW NO-BREAK SPACE
        0x205F...0x206F,  // MEDIUM MATHEMATICAL SPACE, WORD JOINER, invisible operators, bidirectional isolates
        0x3000...0x3000,  // IDEOGRAPHIC SPACE
        0x3164...0x3164,  // HANGUL FILLER
        0xFEFF...0xFEFF,  // ZERO WIDTH NO-BREAK SPACE (byte-order mark)
        0xFFA0...0xFFA0,  // HALFWIDTH HANGUL FILLER
        0xFFF9...0xFFFB,  // interlinear annotation controls
        0x1BCA0...0x1BCA3,  // shorthand format controls
        0x1D173...0x1D17A,  // musical symbol format controls
    ]

    /// Whether `scalar` is one of them.
    package static func contains(_ scalar: UInt32) -> Bool {
        // Only raw non-ASCII text is looked up, once per character: a scan of the short sorted
        // list, which stops at the first range that starts past the scalar, is enough.
        for range in ranges {
            if scalar < range.lowerBound { return false }
            if scalar <= range.upperBound { return true }
        }
        return false
    }
}
