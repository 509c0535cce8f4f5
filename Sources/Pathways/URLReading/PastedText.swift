/// Free text that a person pasted, holding links as people write them: inside `<…>`, quotes or
/// parentheses, after a word and a colon, followed by the end of a sentence (SPEC: URL-15, URL-16,
/// LIM-7).
///
/// ```swift
/// let text = PastedText("Listen: <https://example.com/ep/7?utm_source=x>.", byteLimit: 65_536)
/// text.candidates(schemes: ["https"], maximumLength: 16_384, maximumCount: 32)
/// // ["https://example.com/ep/7"]
/// ```
///
/// Only the first `byteLimit` bytes of the text are read (LIM-7): the scan of a megabyte is the
/// scan of its beginning.
struct PastedText {
    /// The text read, as code points: at most the byte limit's worth, whole code points only.
    private let scalars: [Unicode.Scalar]

    /// Reads at most `byteLimit` bytes of `text`'s UTF-8 form; a code point that would cross the
    /// limit ends the text read.
    init(_ text: String, byteLimit: Int) {
        var scalars: [Unicode.Scalar] = []
        var bytes = 0
        for scalar in text.unicodeScalars {
            bytes += UTF8.width(scalar)
            guard bytes <= byteLimit else { break }
            scalars.append(scalar)
        }
        self.scalars = scalars
    }

    /// The links in the text whose scheme is one of `schemes` (lower case), in order, cleaned:
    /// cut at white space and at the marks that end a link in prose, without the sentence
    /// punctuation after them, with tracking parameters removed from the query (URL-16). A
    /// link longer than `maximumLength` code points is left out; at most `maximumCount` links
    /// are looked at, those left out included.
    func candidates(schemes: Set<String>, maximumLength: Int, maximumCount: Int) -> [String] {
        var links: [String] = []
        var tried = 0
        for (index, scalar) in scalars.enumerated() where scalar == ":" {
            guard tried < maximumCount, let start = schemeStart(before: index),
                schemes.contains(String(String.UnicodeScalarView(scalars[start..<index])).lowercased())
            else { continue }
            // A link too long to read counts as tried, so that the work stays bounded.
            tried += 1
            let opener = start > 0 ? scalars[start - 1] : nil
            let closer = opener.flatMap { Self.closers[$0] }
            var end = index + 1
            while end < scalars.count, end - start <= maximumLength, !Self.ends(scalars[end], closer: closer) { end += 1 }
            guard end - start <= maximumLength else { continue }
            var link = Array(scalars[start..<end])
            if closer == nil || end == scalars.count || scalars[end] != closer { Self.trimTrailing(&link) }
            links.append(Self.withoutTracking(String(String.UnicodeScalarView(link))))
        }
        return links
    }

    /// Where the scheme that ends before the `:` at `colon` starts: the run of scheme
    /// characters before it, from its first ASCII letter; `nil` when there is none.
    private func schemeStart(before colon: Int) -> Int? {
        var start = colon
        while start > 0, Self.isSchemeCharacter(scalars[start - 1]) { start -= 1 }
        while start < colon, !Self.isLetter(scalars[start]) { start += 1 }
        return start < colon ? start : nil
    }

    /// The marks that close a link they open, where the closing mark cannot be part of it.
    private static let closers: [Unicode.Scalar: Unicode.Scalar] = [
        "<": ">", "\"": "\"", "'": "'", "\u{201C}": "\u{201D}", "\u{2018}": "\u{2019}", "\u{AB}": "\u{BB}", "\u{2039}": "\u{203A}",
        "`": "`",
    ]

    /// The marks that end a link wherever it starts: no URL holds them raw (URL-6).
    private static let terminators: Set<Unicode.Scalar> = [
        "<", ">", "\"", "`", "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{AB}", "\u{BB}", "\u{2039}", "\u{203A}",
    ]

    private static func ends(_ scalar: Unicode.Scalar, closer: Unicode.Scalar?) -> Bool {
        scalar == closer || terminators.contains(scalar) || scalar.properties.isWhitespace
    }

    /// The punctuation that ends a sentence rather than a link.
    private static let sentencePunctuation: Set<Unicode.Scalar> = [".", ",", ";", ":", "!", "?", "'", "*"]

    /// Drops sentence punctuation from the end, and a `)` or `]` that closes nothing opened in
    /// the link, as in `(see https://example.com/a)`.
    private static func trimTrailing(_ link: inout [Unicode.Scalar]) {
        // Marks still open: opening marks minus closing ones, counted once.
        var unclosed: [Unicode.Scalar: Int] = [")": 0, "]": 0]
        for scalar in link {
            if scalar == "(" { unclosed[")", default: 0] += 1 }
            if scalar == "[" { unclosed["]", default: 0] += 1 }
            if scalar == ")" || scalar == "]" { unclosed[scalar, default: 0] -= 1 }
        }
        while let last = link.last {
            if sentencePunctuation.contains(last) {
                link.removeLast()
            } else if let balance = unclosed[last], balance < 0 {
                unclosed[last] = balance + 1
                link.removeLast()
            } else {
                return
            }
        }
    }

    /// The link without its tracking parameters: query pairs that ``TrackingParameters``
    /// lists, and the `?` when none is left. The rest is kept as written.
    private static func withoutTracking(_ link: String) -> String {
        let authorityEnd = authorityEnd(of: link)
        let fragmentStart = link[authorityEnd...].firstIndex(of: "#") ?? link.endIndex
        guard let question = link[authorityEnd..<fragmentStart].firstIndex(of: "?") else { return link }
        let pairs = link[link.index(after: question)..<fragmentStart].split(separator: "&", omittingEmptySubsequences: false)
        let kept = pairs.filter { !TrackingParameters.isTracking(pair: $0) }
        guard kept.count < pairs.count else { return link }
        let query = kept.allSatisfy(\.isEmpty) ? "" : "?" + kept.joined(separator: "&")
        return String(link[..<question]) + query + String(link[fragmentStart...])
    }

    /// The link as a browser writes it: each raw non-ASCII code point after the authority as
    /// the escapes of its UTF-8 bytes, which read as the same text (URL-6). The authority is
    /// left as written, where raw non-ASCII text is refused (URL-6, URL-11).
    ///
    /// ```swift
    /// PastedText.browserForm("https://example.com/café")  // "https://example.com/caf%C3%A9"
    /// ```
    static func browserForm(_ link: String) -> String {
        let start = authorityEnd(of: link)
        var output = String(link[..<start])
        for scalar in link[start...].unicodeScalars {
            guard !scalar.isASCII else {
                output.unicodeScalars.append(scalar)
                continue
            }
            for byte in String(scalar).utf8 { output += "%" + String(byte, radix: 16, uppercase: true) }
        }
        return output
    }

    /// Where the link's authority ends: after `scheme://` and the text up to the first `/`,
    /// `?` or `#`; right after the scheme's `:` when there is no `//`.
    private static func authorityEnd(of link: String) -> String.Index {
        let afterScheme = link.firstIndex(of: ":").map { link.index(after: $0) } ?? link.startIndex
        guard link[afterScheme...].hasPrefix("//") else { return afterScheme }
        return link[link.index(afterScheme, offsetBy: 2)...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? link.endIndex
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar))
    }

    private static func isSchemeCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
    }
}
