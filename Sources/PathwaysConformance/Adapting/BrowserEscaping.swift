/// The escapes a browser adds when it writes a URL's parts: the percent-encode sets of the
/// WHATWG URL Standard, the one list of them for the adapter helpers.
///
/// A browser escapes only what a part cannot hold raw, byte by byte in UTF-8, with upper-case
/// hexadecimal digits; the escapes already written (`%2F`, `%c3%a9`) go out as they are, `%`
/// included. Both ``ClientURL`` and ``FixturePattern/Literal/clientForm`` write with these sets.
enum BrowserEscaping {
    /// A part of a URL, by the set of bytes a browser escapes in it.
    enum Part {
        /// The path: controls, non-ASCII, space, `"`, `#`, `<`, `>`, `?`, `^`, a backquote, `{`, `}`.
        case path
        /// The query of a special scheme's URL (`https`): controls, non-ASCII, space, `"`, `#`,
        /// `'`, `<`, `>`.
        case specialQuery
        /// The query of any other scheme's URL: as ``specialQuery``, but `'` stays raw.
        case query
        /// The fragment: controls, non-ASCII, space, `"`, `<`, `>`, a backquote.
        case fragment

        /// Whether a browser escapes `byte` in this part.
        func escapes(_ byte: UInt8) -> Bool {
            // The C0 control percent-encode set, shared by every part: controls, DEL and
            // every byte of a non-ASCII character.
            if byte < 0x20 || byte > 0x7E { return true }
            switch self {
            case .path: return Self.pathBytes.contains(byte)
            case .specialQuery: return Self.queryBytes.contains(byte) || byte == UInt8(ascii: "'")
            case .query: return Self.queryBytes.contains(byte)
            case .fragment: return Self.fragmentBytes.contains(byte)
            }
        }

        private static let queryBytes = Array(" \"#<>".utf8)
        // The standard added `^` to the path's set in 2024; Pathways refuses a raw `^` in a path
        // (it is not RFC 3986 `pchar`), so a URL it reads never holds one either way.
        private static let pathBytes = Array(" \"#<>?^`{}".utf8)
        private static let fragmentBytes = Array(" \"<>`".utf8)
    }

    /// `text` as a browser writes it in `part`: the bytes the part cannot hold raw escaped,
    /// everything else, escapes included, as written.
    static func escaped(_ text: some StringProtocol, in part: Part) -> String {
        guard text.utf8.contains(where: part.escapes) else { return String(text) }
        var written: [UInt8] = []
        written.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            guard part.escapes(byte) else {
                written.append(byte)
                continue
            }
            written.append(UInt8(ascii: "%"))
            written.append(hexDigits[Int(byte >> 4)])
            written.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: written, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
