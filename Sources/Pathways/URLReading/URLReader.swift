/// The parts of a URL that routing needs, as byte ranges into the URL's UTF-8 text.
///
/// Every range has been validated by ``URLReader``: raw characters are allowed in their
/// position, percent-escapes are well formed and decode to UTF-8 without control characters,
/// no path component is a dot segment, and every limit holds (SPEC: URL-1 to URL-7, CANON-1 to CANON-5).
struct URLParts {
    /// The scheme, without its `:`; `nil` for a path reference.
    var scheme: Range<Int>?
    /// The host, as written (not decoded, not case-folded); `nil` without an authority or for a
    /// custom scheme, whose authority is read as the first path component.
    var host: Range<Int>?
    /// The port's digits, when the authority has a `:` after the host; possibly empty.
    var port: Range<Int>?
    /// The path's components, still percent-encoded, after canonicalization (CANON-1 to CANON-3).
    var components: PathComponents
    /// The query after `?`, without the `?`.
    var query: Range<Int>?
    /// The fragment's route part: the fragment up to its first `?`.
    var fragmentRoute: Range<Int>?
    /// The fragment's parameters: the fragment after its first `?`.
    var fragmentParameters: Range<Int>?

    init(components: PathComponents) {
        self.components = components
    }
}

/// The ranges of a URL's path components, kept in scratch memory that the caller of
/// ``URLReader/withAbsolute(_:)`` owns for one read, so reading a URL allocates nothing.
///
/// Valid only inside the `body` of the read that filled it; ``URLParts`` never escapes it.
struct PathComponents: RandomAccessCollection {
    private let storage: UnsafeMutableBufferPointer<Range<Int>>
    private(set) var count = 0

    init(storage: UnsafeMutableBufferPointer<Range<Int>>) {
        self.storage = storage
    }

    /// How many components fit.
    var capacity: Int { storage.count }
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Range<Int> {
        precondition(position >= 0 && position < count, "index out of range")
        return storage[position]
    }

    /// Adds a range; the caller has checked that `count < capacity`.
    mutating func append(_ range: Range<Int>) {
        storage.initializeElement(at: count, to: range)
        count += 1
    }
}

/// Reads a URL's text into ``URLParts``, rejecting anything malformed with a specific error.
///
/// The reader never relies on Foundation's decoded views: it splits the raw path on `/` first
/// and only then checks each component's percent-escapes, so `%2F` stays inside its component.
struct URLReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let customSchemes: [[UInt8]]
    let limits: PathwayLimits

    /// Reads an absolute URL, `scheme ":" ["//" authority] path ["?" query] ["#" fragment]`,
    /// and runs `body` with its parts.
    func withAbsolute<Result>(_ body: (URLParts) throws(PathwayError) -> Result) throws(PathwayError) -> Result {
        try withComponentStorage(absolute: true, body)
    }

    /// Reads a path reference, `"/" path ["?" query] ["#" fragment]` as ``PathwayEncoder``
    /// writes, and runs `body` with its parts.
    func withPathReference<Result>(_ body: (URLParts) throws(PathwayError) -> Result) throws(PathwayError) -> Result {
        try withComponentStorage(absolute: false, body)
    }

    /// Provides scratch memory for the component ranges, reads, then runs `body`.
    ///
    /// There are never more components than bytes (each one follows its own `/`, or is a
    /// custom scheme's non-empty authority), nor more than the limit allows, so the capacity
    /// always suffices; a typical URL's ranges fit on the stack.
    private func withComponentStorage<Result>(
        absolute: Bool, _ body: (URLParts) throws(PathwayError) -> Result
    ) throws(PathwayError) -> Result {
        try checkLength()
        let capacity = max(0, min(limits.maxPathComponents, bytes.count))
        return try withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: capacity) { storage throws(PathwayError) in
            var parts = URLParts(components: PathComponents(storage: storage))
            // A flag, not a method reference: `readAbsolute(into:)` as a value is a closure
            // whose context, holding the reader, is allocated on the heap at every call.
            if absolute {
                try readAbsolute(into: &parts)
            } else {
                try readPathReference(into: &parts)
            }
            return try body(parts)
        }
    }

    private func readAbsolute(into parts: inout URLParts) throws(PathwayError) {
        let schemeEnd = try readScheme()
        let kind = SchemeKind(bytes[0..<schemeEnd])
        parts.scheme = 0..<schemeEnd
        let isCustomScheme = customSchemes.contains { scheme in
            scheme.count == schemeEnd && zip(scheme, bytes[0..<schemeEnd]).allSatisfy { $0 == ASCII.lowercased($1) }
        }
        var index = schemeEnd + 1
        if let authority = try readAuthority(after: schemeEnd, kind: kind) {
            index = authority.range.upperBound
            if isCustomScheme {
                if !authority.range.isEmpty { try appendComponent(authority.range, to: &parts) }
            } else {
                parts.host = authority.host
                parts.port = authority.port
            }
        } else if index >= bytes.count || bytes[index] != ASCII.slash {
            throw failure(.unroutableURL, at: index, expected: "a path starting with '/' or an authority after '//'")
        }
        let pathEnd = try readPath(from: index, into: &parts)
        try readQueryAndFragment(from: pathEnd, into: &parts)
    }

    /// Reads the scheme and authority of a base URL, for ``PathwayEncoder``, and returns where
    /// they end: the path, query and fragment that follow are replaced, so they are not read.
    /// A base without an authority must not have an opaque path (ENC-9).
    func readBase() throws(PathwayError) -> Int {
        try checkLength()
        let schemeEnd = try readScheme()
        if let authority = try readAuthority(after: schemeEnd, kind: SchemeKind(bytes[0..<schemeEnd])) {
            return authority.range.upperBound
        }
        let next = schemeEnd + 1
        guard next == bytes.count || bytes[next] == ASCII.slash || bytes[next] == ASCII.question || bytes[next] == ASCII.hash else {
            throw failure(.unroutableURL, at: next, expected: "a path starting with '/' or an authority after '//'")
        }
        return next
    }

    private func readPathReference(into parts: inout URLParts) throws(PathwayError) {
        guard bytes.first == ASCII.slash else {
            throw failure(.malformedURL, at: 0, expected: "a path starting with '/'")
        }
        let pathEnd = try readPath(from: 0, into: &parts)
        try readQueryAndFragment(from: pathEnd, into: &parts)
    }

    // MARK: - Structure

    private func checkLength() throws(PathwayError) {
        guard bytes.count <= limits.maxURLLength else {
            throw failure(.urlTooLong, at: limits.maxURLLength, expected: "at most \(limits.maxURLLength) bytes")
        }
    }

    /// Returns the index of the `:` that ends a valid scheme (URL-1).
    private func readScheme() throws(PathwayError) -> Int {
        guard let schemeEnd = schemeEnd() else {
            throw failure(.malformedURL, at: 0, expected: "an absolute URL starting with a scheme such as 'https:'")
        }
        return schemeEnd
    }

    /// The index of the `:` ending a valid scheme, or `nil`.
    private func schemeEnd() -> Int? {
        guard let first = bytes.first, ASCII.isAlpha(first) else { return nil }
        for index in 1..<bytes.count {
            let byte = bytes[index]
            if byte == ASCII.colon { return index }
            guard ASCII.isAlpha(byte) || ASCII.isDigit(byte) || byte == ASCII.plus || byte == ASCII.minus || byte == ASCII.dot else {
                return nil
            }
        }
        return nil
    }

    /// The index of the first of three delimiters (repeat one to look for fewer), or the end.
    private func delimiterIndex(from start: Int, stoppingAt first: UInt8, _ second: UInt8, _ third: UInt8) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == first || byte == second || byte == third { break }
            index += 1
        }
        return index
    }

    /// An authority's range (after `//`), and the host and port inside it.
    private struct Authority {
        var range: Range<Int>
        var host: Range<Int>
        var port: Range<Int>?
    }

    /// Reads the authority after `scheme:` when `//` follows, and validates it: userinfo,
    /// characters, the host by the rules of the scheme's kind, and the port (URL-2, URL-3,
    /// URL-9 to URL-13). Returns `nil` when there is no authority; a special scheme other than
    /// `file` must have one.
    private func readAuthority(after schemeEnd: Int, kind: SchemeKind) throws(PathwayError) -> Authority? {
        let start = schemeEnd + 3
        guard start <= bytes.count, bytes[schemeEnd + 1] == ASCII.slash, bytes[schemeEnd + 2] == ASCII.slash else {
            if case .special = kind {
                // A browser skips any number of slashes and backslashes here, and reads the host
                // after them: `https:/x`, `https:x` and `https:\\x` all have the host `x`.
                throw failure(.missingHost, at: schemeEnd + 1, expected: "'//' and a host right after the scheme's ':'")
            }
            return nil
        }
        let (end, isPlainHost) = try scanAuthority(from: start)
        var authority = Authority(range: start..<end, host: start..<end)
        if !isPlainHost {
            // An escape, a port or an IP literal is there to check.
            (authority.host, authority.port) = try readHost(start..<end, kind: kind)
        }
        try checkHost(authority.host, kind: kind, hasPort: authority.port != nil)
        if let port = authority.port {
            guard kind != .file else {
                throw failure(.malformedURL, at: port.lowerBound - 1, expected: "a file URL without a port")
            }
            try checkPort(port)
        }
        return authority
    }

    /// Finds the end of the authority starting at `start` (the first `/`, `?` or `#`, or the
    /// end) and rejects userinfo and characters no authority may hold, from left to right, in
    /// one pass (URL-2, URL-3). Also tells whether the authority holds only unreserved
    /// characters and sub-delimiters: no escape, port or IP literal left to check.
    private func scanAuthority(from start: Int) throws(PathwayError) -> (end: Int, isPlainHost: Bool) {
        var index = start
        var isPlainHost = true
        while index < bytes.count {
            let byte = bytes[index]
            if ASCII.isHostCharacter(byte) {
                index += 1
                continue
            }
            if byte == ASCII.slash || byte == ASCII.question || byte == ASCII.hash { break }
            if byte == ASCII.at {
                throw failure(.userinfoNotAllowed, at: index, expected: "a URL without 'user@' before the host")
            }
            guard byte == ASCII.percent || byte == ASCII.colon || byte == ASCII.openBracket || byte == ASCII.closeBracket else {
                throw failure(.invalidCharacter, at: index, expected: "a host of letters, digits, '-', '.' or escapes")
            }
            isPlainHost = false
            index += 1
        }
        return (index, isPlainHost)
    }

    /// Splits `host[:port]`, validates an IP literal or a registered name's escapes, and returns
    /// the host's range (brackets included) and the port's text, if there is a `:`.
    private func readHost(_ authority: Range<Int>, kind: SchemeKind) throws(PathwayError) -> (Range<Int>, Range<Int>?) {
        var hostEnd = authority.upperBound
        if authority.first.map({ bytes[$0] }) == ASCII.openBracket {
            guard let close = bytes[authority].firstIndex(of: ASCII.closeBracket) else {
                throw failure(.malformedURL, at: authority.lowerBound, expected: "']' closing the IP literal")
            }
            guard close > authority.lowerBound + 1 else {
                throw failure(.malformedURL, at: close, expected: "an address inside '[' and ']'")
            }
            let address = (authority.lowerBound + 1)..<close
            for index in address {
                let byte = bytes[index]
                guard ASCII.isHexDigit(byte) || byte == ASCII.colon || byte == ASCII.dot else {
                    throw failure(.invalidCharacter, at: index, expected: "hexadecimal digits, ':' or '.' in an IP literal")
                }
            }
            try checkIPv6(address)
            hostEnd = close + 1
            guard hostEnd == authority.upperBound || bytes[hostEnd] == ASCII.colon else {
                throw failure(.malformedURL, at: hostEnd, expected: "':' and a port, or the end of the authority")
            }
        } else {
            // A registered name holds no ':', so the port starts at the first one (URL-2).
            hostEnd = bytes[authority].firstIndex(of: ASCII.colon) ?? authority.upperBound
            if kind.parsesHosts, let percent = bytes[authority.lowerBound..<hostEnd].firstIndex(of: ASCII.percent) {
                // A browser decodes these and reads the host it finds, which may be another one.
                throw failure(
                    .invalidHost, at: percent, text: authority.lowerBound..<hostEnd,
                    expected: "a host without percent-escapes (a browser decodes them before it reads the host)")
            }
            do {
                _ = try PercentDecoding.validate(UnsafeBufferPointer(rebasing: bytes[authority.lowerBound..<hostEnd]), raw: .host)
            } catch {
                throw failure(
                    error.code, at: authority.lowerBound + error.offset, text: authority.lowerBound..<hostEnd,
                    expected: "a host of letters, digits, '-', '.' or well-formed escapes")
            }
        }
        guard hostEnd < authority.upperBound else { return (authority.lowerBound..<hostEnd, nil) }
        return (authority.lowerBound..<hostEnd, (hostEnd + 1)..<authority.upperBound)
    }

    /// A port is digits, at most 65535 once leading zeros are read (URL-10); an empty port is
    /// allowed, as browsers allow it.
    private func checkPort(_ port: Range<Int>) throws(PathwayError) {
        var value = 0
        for index in port {
            guard ASCII.isDigit(bytes[index]) else {
                throw failure(.malformedURL, at: index, expected: "a port of digits after ':'")
            }
            value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
            guard value <= 65535 else {
                throw failure(.malformedURL, at: port.lowerBound, text: port, expected: "a port from 0 to 65535")
            }
        }
    }

    /// The rules for a host that depend on the scheme and the port (URL-9, URL-10, URL-11, URL-13).
    private func checkHost(_ host: Range<Int>, kind: SchemeKind, hasPort: Bool) throws(PathwayError) {
        if host.isEmpty {
            if hasPort {
                throw failure(.missingHost, at: host.lowerBound, expected: "a host before the port")
            }
            if case .special = kind {
                throw failure(.missingHost, at: host.lowerBound, expected: "a host after '//'")
            }
            return
        }
        guard kind.parsesHosts, bytes[host.lowerBound] != ASCII.openBracket else { return }
        let name = bytes[host]
        if IPv4Address.endsInNumber(name) {
            let address = IPv4Address(whatwg: name)
            guard let address, address.description.utf8.elementsEqual(name) else {
                throw failure(
                    .invalidHost, at: host.lowerBound, text: host,
                    expected: address.map { "the address as a browser writes it, \($0)" }
                        ?? "a valid IPv4 address (a browser refuses a host that ends in a number otherwise)")
            }
        }
        guard IDNALabel.isAccepted(host: name) else {
            throw failure(
                .invalidHost, at: host.lowerBound, text: host,
                expected: "'xn--' labels that a browser accepts as written (Pathways accepts Latin, Greek and Cyrillic "
                    + "lower-case letters, kana, CJK ideographs and Hangul)")
        }
        if kind == .file, name.lazy.map(ASCII.lowercased).elementsEqual("localhost".utf8) {
            throw failure(
                .invalidHost, at: host.lowerBound, text: host, expected: "'file:///' (a browser reads the host 'localhost' as no host)")
        }
    }

    /// An IP literal's address must be valid IPv6 in the form a browser writes (URL-12).
    private func checkIPv6(_ address: Range<Int>) throws(PathwayError) {
        let parsed = IPv6Address(whatwg: bytes[address])
        guard let parsed, parsed.isWritten(as: bytes[address]) else {
            throw failure(
                .invalidHost, at: address.lowerBound, text: address,
                expected: parsed.map { "the address as a browser writes it, [\($0)]" } ?? "a valid IPv6 address")
        }
    }

    // MARK: - Path

    /// Splits the path starting at `start` on raw `/` and validates each component (CANON-1 to
    /// CANON-4, URL-6); returns where the path ends (the first `?` or `#`, or the end).
    ///
    /// One pass finds the components and the end of the path, and notes which components hold
    /// only raw path characters: those need no percent validation.
    private func readPath(from start: Int, into parts: inout URLParts) throws(PathwayError) -> Int {
        // An empty path and "/" have no components. One trailing slash ends the last component
        // and adds no empty one (CANON-2), so "/a/" has one component and "//" one empty one:
        // the component after the last `/` is dropped when it is empty.
        guard start < bytes.count, bytes[start] == ASCII.slash else { return start }
        var componentStart = start + 1
        var index = componentStart
        var isPlain = true
        while true {
            // Raw path characters are the common case: a tight loop skips them, and the byte
            // it stops at is looked at once.
            while index < bytes.count, ASCII.isPathCharacter(bytes[index]) { index += 1 }
            if index < bytes.count, bytes[index] != ASCII.slash, bytes[index] != ASCII.question, bytes[index] != ASCII.hash {
                isPlain = false  // `%` or a byte that validation will name
                index += 1
                continue
            }
            let endsPath = index == bytes.count || bytes[index] != ASCII.slash
            if endsPath, index == componentStart { return index }
            try appendComponent(componentStart..<index, isPlain: isPlain, to: &parts)
            if endsPath { return index }
            componentStart = index + 1
            index = componentStart
            isPlain = true
        }
    }

    /// Validates a component and adds it; `isPlain` says it holds only raw path characters,
    /// which decode to themselves and break no rule but the limits and dot segments.
    ///
    /// The common component, plain, longer than a dot segment and within the limits, is added
    /// inline; any other is checked out of line, where each problem is named. (Measured with
    /// callgrind: 144 instructions fewer per decode of a five-component path.)
    @inline(__always)
    private func appendComponent(_ range: Range<Int>, isPlain: Bool = false, to parts: inout URLParts) throws(PathwayError) {
        if isPlain, range.count > 2, range.count <= limits.maxComponentLength, parts.components.count < limits.maxPathComponents,
            parts.components.count < parts.components.capacity
        {
            parts.components.append(range)
        } else {
            try appendCheckedComponent(range, isPlain: isPlain, to: &parts)
        }
    }

    @inline(never)
    private func appendCheckedComponent(_ range: Range<Int>, isPlain: Bool, to parts: inout URLParts) throws(PathwayError) {
        // The capacity is never the binding bound (see withComponentStorage); checking it too
        // keeps the scratch memory safe even if that reasoning were wrong.
        guard parts.components.count < limits.maxPathComponents, parts.components.count < parts.components.capacity else {
            throw failure(.tooManyComponents, at: range.lowerBound, expected: "at most \(limits.maxPathComponents) path components")
        }
        let decodedLength: Int
        if isPlain {
            decodedLength = range.count
            guard decodedLength <= limits.maxComponentLength else {
                throw failure(.componentTooLong, at: range.lowerBound, expected: "at most \(limits.maxComponentLength) decoded bytes")
            }
        } else {
            decodedLength = try validateText(range, raw: .path)
        }
        if decodedLength <= 2, isDotSegment(range) {
            throw failure(.dotSegment, at: range.lowerBound, expected: "a component other than '.' or '..' (raw or encoded)")
        }
        parts.components.append(range)
    }

    private func isDotSegment(_ range: Range<Int>) -> Bool {
        var dots = 0
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == ASCII.dot {
                index += 1
            } else if bytes[index] == ASCII.percent, index + 2 < range.upperBound, bytes[index + 1] == UInt8(ascii: "2"),
                ASCII.lowercased(bytes[index + 2]) == UInt8(ascii: "e")
            {
                index += 3
            } else {
                return false
            }
            dots += 1
        }
        return dots == 1 || dots == 2
    }

    // MARK: - Query and fragment

    private func readQueryAndFragment(from start: Int, into parts: inout URLParts) throws(PathwayError) {
        var index = start
        if index < bytes.count, bytes[index] == ASCII.question {
            let end = delimiterIndex(from: index + 1, stoppingAt: ASCII.hash, ASCII.hash, ASCII.hash)
            parts.query = (index + 1)..<end
            try validateParameters(index + 1..<end)
            index = end
        }
        guard index < bytes.count, bytes[index] == ASCII.hash else { return }
        let fragment = (index + 1)..<bytes.count
        let routeEnd = bytes[fragment].firstIndex(of: ASCII.question) ?? fragment.upperBound
        parts.fragmentRoute = fragment.lowerBound..<routeEnd
        _ = try validateText(fragment.lowerBound..<routeEnd, raw: .query)
        if routeEnd < fragment.upperBound {
            parts.fragmentParameters = (routeEnd + 1)..<fragment.upperBound
            try validateParameters(routeEnd + 1..<fragment.upperBound)
        }
    }

    /// Validates `name=value&...` text: characters, escapes and limits (QUERY-1 to QUERY-6).
    private func validateParameters(_ range: Range<Int>) throws(PathwayError) {
        var count = 0
        var error: PathwayError?
        ParameterScanner.forEachPair(in: bytes, range) { name, value in
            do throws(PathwayError) {
                count += 1
                guard count <= limits.maxParameters else {
                    throw failure(.tooManyParameters, at: name.lowerBound, expected: "at most \(limits.maxParameters) parameters")
                }
                _ = try validateText(name, raw: .query)
                _ = try validateText(value, raw: .query)
                return true
            } catch let failure {
                error = failure
                return false
            }
        }
        if let error { throw error }
    }

    /// Checks escapes, UTF-8, control characters and the length limit; returns the decoded length.
    private func validateText(_ range: Range<Int>, raw: PercentDecoding.RawCharacters) throws(PathwayError) -> Int {
        let decodedLength: Int
        do {
            decodedLength = try PercentDecoding.validate(UnsafeBufferPointer(rebasing: bytes[range]), raw: raw)
        } catch {
            throw failure(
                error.code, at: range.lowerBound + error.offset, text: range,
                expected: error.code == .invalidCharacter ? "an allowed character or a percent-escape" : nil)
        }
        guard decodedLength <= limits.maxComponentLength else {
            throw failure(.componentTooLong, at: range.lowerBound, expected: "at most \(limits.maxComponentLength) decoded bytes")
        }
        return decodedLength
    }

    private func failure(_ code: PathwayError.Code, at offset: Int, text: Range<Int>? = nil, expected: String? = nil) -> PathwayError {
        PathwayError(
            code, phase: .match,
            text: text.map { String(decoding: bytes[$0], as: UTF8.self) },
            expected: expected, offset: offset,
            input: String(decoding: bytes.prefix(512), as: UTF8.self))
    }
}

/// Splits `name=value&name=value` text into pairs; empty pairs (`&&`) are skipped (QUERY-5).
enum ParameterScanner {
    /// Calls `body` with each pair's raw name and value ranges until it returns `false`.
    /// A pair without `=` has an empty value range at its end.
    static func forEachPair(
        in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (Range<Int>, Range<Int>) -> Bool
    ) {
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, bytes[end] != ASCII.ampersand { end += 1 }
            if end > start {
                let equals = bytes[start..<end].firstIndex(of: ASCII.equals)
                let name = start..<(equals ?? end)
                let value = (equals.map { $0 + 1 } ?? end)..<end
                guard body(name, value) else { return }
            }
            start = end + 1
        }
    }
}
