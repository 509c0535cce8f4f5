/// The check of a host's `xn--` labels, which browsers decode and validate (IDNA, UTS #46).
///
/// A browser decodes each `xn--` label of a special scheme's host from Punycode, checks the
/// decoded text against the Unicode tables of IDNA and refuses the URL when it fails. Pathways
/// does not carry those tables. It accepts a label only when it is certain that a browser
/// accepts it unchanged, and refuses the rest (URL-11): the label must decode, re-encode to the
/// same text, and decode to letters from a fixed set that IDNA keeps as they are: Latin, Greek
/// and Cyrillic lower-case letters, Japanese kana, CJK ideographs and Hangul syllables, besides
/// `a-z`, `0-9` and `-`.
enum IDNALabel {
    /// Code points IDNA maps to themselves that are also NFC, left-to-right, lower-case or
    /// caseless letters that combine with nothing: a label of these passes a browser's checks.
    /// Derived from Unicode's IDNA and character data; `Tests/WHATWG` checks every one.
    private static let letters: [ClosedRange<UInt32>] = [
        0x00DF...0x00F6, 0x00F8...0x00FF, 0x0101...0x0101, 0x0103...0x0103, 0x0105...0x0105, 0x0107...0x0107,
        0x0109...0x0109, 0x010B...0x010B, 0x010D...0x010D, 0x010F...0x010F, 0x0111...0x0111, 0x0113...0x0113,
        0x0115...0x0115, 0x0117...0x0117, 0x0119...0x0119, 0x011B...0x011B, 0x011D...0x011D, 0x011F...0x011F,
        0x0121...0x0121, 0x0123...0x0123, 0x0125...0x0125, 0x0127...0x0127, 0x0129...0x0129, 0x012B...0x012B,
        0x012D...0x012D, 0x012F...0x012F, 0x0131...0x0131, 0x0135...0x0135, 0x0137...0x0138, 0x013A...0x013A,
        0x013C...0x013C, 0x013E...0x013E, 0x0142...0x0142, 0x0144...0x0144, 0x0146...0x0146, 0x0148...0x0148,
        0x014B...0x014B, 0x014D...0x014D, 0x014F...0x014F, 0x0151...0x0151, 0x0153...0x0153, 0x0155...0x0155,
        0x0157...0x0157, 0x0159...0x0159, 0x015B...0x015B, 0x015D...0x015D, 0x015F...0x015F, 0x0161...0x0161,
        0x0163...0x0163, 0x0165...0x0165, 0x0167...0x0167, 0x0169...0x0169, 0x016B...0x016B, 0x016D...0x016D,
        0x016F...0x016F, 0x0171...0x0171, 0x0173...0x0173, 0x0175...0x0175, 0x0177...0x0177, 0x017A...0x017A,
        0x017C...0x017C, 0x017E...0x017E, 0x0371...0x0371, 0x0373...0x0373, 0x0377...0x0377, 0x037B...0x037D,
        0x0390...0x0390, 0x03AC...0x03CE, 0x03D7...0x03D7, 0x03D9...0x03D9, 0x03DB...0x03DB, 0x03DD...0x03DD,
        0x03DF...0x03DF, 0x03E1...0x03E1, 0x03E3...0x03E3, 0x03E5...0x03E5, 0x03E7...0x03E7, 0x03E9...0x03E9,
        0x03EB...0x03EB, 0x03ED...0x03ED, 0x03EF...0x03EF, 0x03F3...0x03F3, 0x03F8...0x03F8, 0x03FB...0x03FC,
        0x0430...0x045F, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
    ]

    /// Whether every label of `host` is one a browser reads as written (see ``isAccepted(_:)``).
    static func isAccepted<Host: BidirectionalCollection<UInt8>>(host: Host) -> Bool {
        // Every `xn--` label holds a `-`; most hosts have none at all.
        var index = host.startIndex
        while index < host.endIndex, host[index] != ASCII.minus { index = host.index(after: index) }
        guard index < host.endIndex else { return true }
        var start = host.startIndex
        while true {
            let end = host[start...].firstIndex(of: ASCII.dot) ?? host.endIndex
            guard isAccepted(host[start..<end]) else { return false }
            guard end < host.endIndex else { return true }
            start = host.index(after: end)
        }
    }

    /// Whether `label` (one label of a host, in any case) is one a browser reads as written:
    /// any label that does not start with `xn--`, and an `xn--` label that passes the checks
    /// above.
    static func isAccepted<Label: BidirectionalCollection<UInt8>>(_ label: Label) -> Bool {
        let folded = label.map(ASCII.lowercased)
        guard folded.starts(with: prefix) else { return true }
        let encoded = folded.dropFirst(prefix.count)
        guard let decoded = Punycode.decode(encoded),
            decoded.contains(where: { $0 >= 0x80 }),
            decoded.allSatisfy(isAllowed),
            let reencoded = Punycode.encode(decoded), reencoded.elementsEqual(encoded)
        else { return false }
        return true
    }

    /// `xn--`, which starts every label in Punycode.
    static let prefix = Array("xn--".utf8)

    /// Whether `codePoint` is one of the code points a checked `xn--` label may decode to.
    static func isAllowed(_ codePoint: UInt32) -> Bool {
        if codePoint < 0x80 {
            let byte = UInt8(codePoint)
            return ASCII.isDigit(byte) || byte == ASCII.minus || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        }
        return letters.contains { $0.contains(codePoint) }
    }
}
