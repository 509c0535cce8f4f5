/// Reads a URL's text into ``URLParts`` in one pass, rejecting anything malformed, or anything a
/// browser would read differently, with a specific error (SPEC: section 3).
///
/// The reader never relies on Foundation's decoded views: it splits the raw path on `/` first
/// and only then checks each component's percent-escapes, so `%2F` stays inside its component.
/// Its concerns live in extensions: the authority and host (`URLReader+Authority.swift`), the
/// path (`URLReader+Path.swift`), and the query and fragment (`URLReader+Parameters.swift`).
struct URLReader {
    let bytes: ByteView
    /// The custom schemes' names, lower-cased, as bytes (SCHEME-2).
    let customSchemes: [[UInt8]]
    let limits: PathwayLimits

    /// Reads an absolute URL, `scheme ":" ["//" authority] path ["?" query] ["#" fragment]`,
    /// and runs `body` with its parts.
    func withAbsolute<Result>(_ body: (URLParts) throws(PathwayError) -> Result) throws(PathwayError) -> Result {
        try withScratchStorage(absolute: true, body)
    }

    /// Reads a path reference, `"/" path ["?" query] ["#" fragment]` as ``PathwayEncoder``
    /// writes, and runs `body` with its parts.
    func withPathReference<Result>(_ body: (URLParts) throws(PathwayError) -> Result) throws(PathwayError) -> Result {
        try withScratchStorage(absolute: false, body)
    }

    /// Reads the scheme and authority of a base URL, for ``PathwayEncoder``, and returns where
    /// they end: the path, query and fragment that follow are replaced, so they are not read.
    /// A base without an authority must not have an opaque path (ENC-9).
    func readBase() throws(PathwayError) -> Int {
        try checkLength()
        let (schemeEnd, kind) = try readScheme()
        if let authority = try readAuthority(after: schemeEnd, kind: kind) {
            return authority.range.upperBound
        }
        let next = schemeEnd + 1
        guard next == bytes.count || bytes[next] == ASCII.slash || bytes[next] == ASCII.question || bytes[next] == ASCII.hash else {
            throw failure(.unroutableURL, at: next, expected: "a path starting with '/' or an authority after '//'")
        }
        return next
    }

    /// Provides scratch memory for the path's components and the parameter pairs, reads, then
    /// runs `body`.
    ///
    /// Each memory is sized once what comes before it is read. There are never more components
    /// than bytes from the path's start on (each follows its own `/`), plus a custom scheme's
    /// authority, nor more than the limit allows. A pair holds at least one byte and follows its
    /// own separator (`?`, `&`, or the fragment's `?`), so there are never more pairs than half
    /// the bytes after the path, nor more than the limit allows in the query and again in the
    /// fragment. The capacities always suffice.
    private func withScratchStorage<Result>(absolute: Bool, _ body: (URLParts) throws(PathwayError) -> Result) throws(PathwayError)
        -> Result
    {
        try checkLength()
        var parts = URLParts()
        let (pathStart, authorityComponent) = absolute ? try readSchemeAndAuthority(into: &parts) : try pathReferenceStart()
        let componentCapacity = min(limits.maxPathComponents, bytes.count - pathStart + (authorityComponent == nil ? 0 : 1))
        return try ScratchBuffer<Range<Int>>.withTemporary(capacity: componentCapacity) { ranges throws(PathwayError) in
            try ScratchBuffer<Int>.withTemporary(capacity: componentCapacity) { decodedLengths throws(PathwayError) in
                parts.components = PathComponents(ranges: ranges, decodedLengths: decodedLengths)
                if let authorityComponent { try appendComponent(authorityComponent, to: &parts) }
                let pathEnd = try readPath(from: pathStart, into: &parts)
                parts.path = pathStart..<pathEnd
                guard pathEnd < bytes.count else { return try body(parts) }
                let pairCapacity = min(2 * limits.maxParameters, (bytes.count - pathEnd) / 2)
                return try ScratchBuffer<ParameterPair>.withTemporary(capacity: pairCapacity) { pairs throws(PathwayError) in
                    parts.pairs = pairs
                    try readQueryAndFragment(from: pathEnd, into: &parts)
                    return try body(parts)
                }
            }
        }
    }

    /// Reads the scheme and the authority of an absolute URL; returns where its path starts,
    /// and a custom scheme's non-empty authority, which is read as the first path component.
    private func readSchemeAndAuthority(into parts: inout URLParts) throws(PathwayError) -> (pathStart: Int, authority: Range<Int>?) {
        let (schemeEnd, kind) = try readScheme()
        parts.scheme = 0..<schemeEnd
        let index = schemeEnd + 1
        guard let authority = try readAuthority(after: schemeEnd, kind: kind) else {
            guard index < bytes.count, bytes[index] == ASCII.slash else {
                throw failure(.unroutableURL, at: index, expected: "a path starting with '/' or an authority after '//'")
            }
            return (index, nil)
        }
        if isCustomScheme(0..<schemeEnd) {
            return (authority.range.upperBound, authority.range.isEmpty ? nil : authority.range)
        }
        parts.host = authority.host
        parts.port = authority.port
        return (authority.range.upperBound, nil)
    }

    /// Where the path of a path reference starts: at its first byte, a `/`.
    private func pathReferenceStart() throws(PathwayError) -> (pathStart: Int, authority: Range<Int>?) {
        guard bytes.first == ASCII.slash else {
            throw failure(.malformedURL, at: 0, expected: "a path starting with '/'")
        }
        return (0, nil)
    }

    // MARK: - Length and scheme

    private func checkLength() throws(PathwayError) {
        guard bytes.count <= limits.maxURLLength else {
            throw failure(.urlTooLong, at: limits.maxURLLength, expected: "at most \(limits.maxURLLength) bytes")
        }
    }

    /// Returns the index of the `:` that ends a valid scheme (URL-1), and the scheme's kind,
    /// read in the same pass.
    private func readScheme() throws(PathwayError) -> (end: Int, kind: SchemeKind) {
        var name = SchemeKind.Name()
        if let first = bytes.first, ASCII.isAlpha(first) {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == ASCII.colon { return (index, SchemeKind(name)) }
                guard ASCII.isAlpha(byte) || ASCII.isDigit(byte) || byte == ASCII.plus || byte == ASCII.minus || byte == ASCII.dot
                else { break }
                name.append(byte)
                index += 1
            }
        }
        throw failure(.malformedURL, at: 0, expected: "an absolute URL starting with a scheme such as 'https:'")
    }

    /// Whether the scheme in `range` is one of the custom schemes, compared ASCII
    /// case-insensitively (SCHEME-2).
    private func isCustomScheme(_ range: Range<Int>) -> Bool {
        customSchemes.contains { scheme in
            scheme.count == range.count && zip(scheme, bytes[range]).allSatisfy { $0 == ASCII.lowercased($1) }
        }
    }

    // MARK: - Errors

    /// A match-phase error at `offset`, quoting the text in `text` and the start of the URL.
    func failure(_ code: PathwayError.Code, at offset: Int, text: Range<Int>? = nil, expected: String? = nil) -> PathwayError {
        PathwayError(
            code, phase: .match,
            text: text.map { bytes.string($0) },
            expected: expected, offset: offset,
            input: String(decoding: bytes.prefix(512), as: UTF8.self))
    }

    /// Where the text from `start` ends, at the first byte that `isEnd` accepts or at the end of
    /// the URL; and its decoded length when it holds only raw characters that `isRaw` allows and
    /// escapes of printable ASCII (`%20` to `%7E`), `nil` otherwise.
    ///
    /// Such text breaks no rule in any part of a URL but the limits, and it is what real links
    /// hold (`red%20shoes`, `heads%2Fmain`): it is settled in this one pass. Any other text, a
    /// longer UTF-8 sequence included, is left to ``validateText(_:raw:)``, which names each
    /// problem. The path's components and the query's names and values are read with it.
    @inline(__always)
    func scanText(from start: Int, raw isRaw: (UInt8) -> Bool, endsAt isEnd: (UInt8) -> Bool) -> (end: Int, decodedLength: Int?) {
        var index = start
        var escapes = 0
        var isSimple = true
        while true {
            index = bytes.skip(from: index, while: isRaw)
            guard let stop = bytes.byte(at: index), !isEnd(stop) else { return (index, isSimple ? index - start - 2 * escapes : nil) }
            if stop == ASCII.percent, isPrintableEscape(at: index) {
                escapes += 1
                index += 3
            } else {
                isSimple = false  // a byte that validation will name, or a longer escape
                index += 1
            }
        }
    }

    /// Whether a well-formed escape of printable ASCII starts at the `%` at `index`. Out of
    /// line: escapes are the rarer bytes, and the scan that calls it stays small.
    @inline(never)
    private func isPrintableEscape(at index: Int) -> Bool {
        guard let high = bytes.byte(at: index + 1), let low = bytes.byte(at: index + 2), ASCII.isHexDigit(high), ASCII.isHexDigit(low)
        else { return false }
        let byte = ASCII.hexValue(high) << 4 | ASCII.hexValue(low)
        return byte >= 0x20 && byte < 0x7F
    }

    /// Checks escapes, UTF-8, control characters and the length limit of the text in `range`;
    /// returns its decoded length.
    func validateText(_ range: Range<Int>, raw: PercentDecoding.RawCharacters) throws(PathwayError) -> Int {
        let text = bytes.view(range)
        let decodedLength: Int
        do throws(PercentDecoding.Failure) {
            decodedLength = try PercentDecoding.validate(text, raw: raw)
        } catch {
            throw failure(error.code, at: range.lowerBound + error.offset, text: range, expected: Self.expectation(for: error))
        }
        guard decodedLength <= limits.maxComponentLength else {
            throw failure(.componentTooLong, at: range.lowerBound, expected: "at most \(limits.maxComponentLength) decoded bytes")
        }
        return decodedLength
    }

    /// What a text that failed percent-decoding should have held instead, in words.
    private static func expectation(for failure: PercentDecoding.Failure) -> String? {
        guard failure.code == .invalidCharacter else { return nil }
        guard let scalar = failure.invisible else { return "an allowed character or a percent-escape" }
        let escape = scalar.utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return "a visible character: \(name) cannot be seen when written raw; write '\(escape)' if it is meant"
    }
}
