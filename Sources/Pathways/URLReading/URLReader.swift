/// The parts of a URL that routing needs, as byte ranges into the URL's UTF-8 text.
///
/// Every range has been validated by ``URLReader``: raw characters are allowed in their
/// position, percent-escapes are well formed and decode to UTF-8 without control characters,
/// no path component is a dot segment, and every limit holds (SPEC: URL-1 to URL-7, CANON-1 to CANON-5).
struct URLParts {
    /// The host, as written (not decoded, not case-folded); `nil` without an authority or for a
    /// custom scheme, whose authority is read as the first path component.
    var host: Range<Int>?
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
        guard let schemeEnd = schemeEnd() else {
            throw failure(.malformedURL, at: 0, expected: "an absolute URL starting with a scheme such as 'https:'")
        }
        let isCustomScheme = customSchemes.contains { scheme in
            scheme.count == schemeEnd && zip(scheme, bytes[0..<schemeEnd]).allSatisfy { $0 == ASCII.lowercased($1) }
        }
        var index = schemeEnd + 1
        let hasAuthority = index + 1 < bytes.count && bytes[index] == ASCII.slash && bytes[index + 1] == ASCII.slash
        if hasAuthority {
            let (authorityEnd, isPlainHost) = try scanAuthority(from: index + 2)
            let authority = (index + 2)..<authorityEnd
            index = authorityEnd
            if isCustomScheme {
                if !authority.isEmpty { try appendComponent(authority, to: &parts) }
            } else if isPlainHost {
                // Only unreserved characters and sub-delimiters: a valid registered name without
                // a port or escapes, as `readHost` would find it, so that scan is skipped.
                parts.host = authority
            } else {
                parts.host = try readHost(authority)
            }
        } else if index >= bytes.count || bytes[index] != ASCII.slash {
            throw failure(.unroutableURL, at: index, expected: "a path starting with '/' or an authority after '//'")
        }
        let pathEnd = try readPath(from: index, into: &parts)
        try readQueryAndFragment(from: pathEnd, into: &parts)
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

    /// Validates `host[:port]` and returns the host's range (brackets included for IP literals).
    private func readHost(_ authority: Range<Int>) throws(PathwayError) -> Range<Int> {
        var hostEnd = authority.upperBound
        if authority.first.map({ bytes[$0] }) == ASCII.openBracket {
            guard let close = bytes[authority].firstIndex(of: ASCII.closeBracket) else {
                throw failure(.malformedURL, at: authority.lowerBound, expected: "']' closing the IP literal")
            }
            guard close > authority.lowerBound + 1 else {
                throw failure(.malformedURL, at: close, expected: "an address inside '[' and ']'")
            }
            for index in (authority.lowerBound + 1)..<close {
                let byte = bytes[index]
                guard ASCII.isHexDigit(byte) || byte == ASCII.colon || byte == ASCII.dot else {
                    throw failure(.invalidCharacter, at: index, expected: "hexadecimal digits, ':' or '.' in an IP literal")
                }
            }
            hostEnd = close + 1
            guard hostEnd == authority.upperBound || bytes[hostEnd] == ASCII.colon else {
                throw failure(.malformedURL, at: hostEnd, expected: "':' and a port, or the end of the authority")
            }
        } else {
            // A registered name holds no ':', so the port starts at the first one (URL-2).
            hostEnd = bytes[authority].firstIndex(of: ASCII.colon) ?? authority.upperBound
            do {
                _ = try PercentDecoding.validate(UnsafeBufferPointer(rebasing: bytes[authority.lowerBound..<hostEnd]), raw: .host)
            } catch {
                throw failure(
                    error.code, at: authority.lowerBound + error.offset, text: authority.lowerBound..<hostEnd,
                    expected: "a host of letters, digits, '-', '.' or well-formed escapes")
            }
        }
        for index in (hostEnd < authority.upperBound ? hostEnd + 1 : hostEnd)..<authority.upperBound {
            guard ASCII.isDigit(bytes[index]) else {
                throw failure(.malformedURL, at: index, expected: "a port of digits after ':'")
            }
        }
        return authority.lowerBound..<hostEnd
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
