/// The query and the fragment: split at `?` and `#`, every name and value validated
/// (URL-5, URL-7, QUERY-1 to QUERY-6, FRAG-1 to FRAG-5).
extension URLReader {
    /// Reads the query and the fragment from `start`; hands each of the query's pairs to
    /// `eachQueryPair` as soon as it is valid, in URL order.
    func readQueryAndFragment(
        from start: Int, into parts: inout URLParts, eachQueryPair: (ParameterPair) -> Void
    ) throws(PathwayError) {
        var index = start
        if index < bytes.count, bytes[index] == ASCII.question {
            let end = bytes.skip(from: index + 1) { $0 != ASCII.hash }
            parts.query = (index + 1)..<end
            parts.queryPairCount = try readParameters(index + 1..<end, eachPair: eachQueryPair)
            index = end
        }
        guard index < bytes.count, bytes[index] == ASCII.hash else { return }
        let fragment = (index + 1)..<bytes.count
        let routeEnd = bytes.skip(from: fragment.lowerBound) { $0 != ASCII.question }
        parts.fragmentRoute = fragment.lowerBound..<routeEnd
        _ = try validateText(fragment.lowerBound..<routeEnd, raw: .query)
        if routeEnd < fragment.upperBound {
            parts.fragmentParameters = (routeEnd + 1)..<fragment.upperBound
            parts.fragmentPairCount = try readParameters(routeEnd + 1..<fragment.upperBound) { _ in }
        }
    }

    /// Validates `name=value&...` text, characters, escapes and limits, in one pass from left to
    /// right, and hands each pair to `eachPair` once it is valid. Empty pairs are skipped
    /// (QUERY-5). Returns the number of pairs, so that decoding them later sizes its array once.
    ///
    /// The first problem met is the one reported (ERR-3): a pair over the limit before its
    /// text, a name before its value.
    private func readParameters(_ range: Range<Int>, eachPair: (ParameterPair) -> Void) throws(PathwayError) -> Int {
        var count = 0
        var start = range.lowerBound
        while start < range.upperBound {
            guard bytes[start] != ASCII.ampersand else {
                start += 1
                continue
            }
            count += 1
            guard count <= limits.maxParameters else {
                throw failure(.tooManyParameters, at: start, expected: "at most \(limits.maxParameters) parameters")
            }
            let (nameEnd, namePlain) = endOfText(from: start, upTo: range.upperBound, isName: true)
            let name = start..<nameEnd
            let nameLength = try parameterTextLength(name, isPlain: namePlain)
            var value = nameEnd..<nameEnd
            var valueLength = 0
            if nameEnd < range.upperBound, bytes[nameEnd] == ASCII.equals {
                let (valueEnd, valuePlain) = endOfText(from: nameEnd + 1, upTo: range.upperBound, isName: false)
                value = nameEnd + 1..<valueEnd
                valueLength = try parameterTextLength(value, isPlain: valuePlain)
            }
            eachPair(ParameterPair(name: name, value: value, nameLength: nameLength, valueLength: valueLength))
            start = value.upperBound + 1
        }
        return count
    }

    /// Where the name or value from `start` ends: at `&`, at a name's first `=`, or at `end`;
    /// and whether it holds only raw query characters, which decode to themselves.
    ///
    /// Raw query characters are the common case: a tight loop skips them, and the byte it stops
    /// at is looked at once, as the path's reader does.
    @inline(__always)
    private func endOfText(from start: Int, upTo end: Int, isName: Bool) -> (end: Int, isPlain: Bool) {
        var index = start
        var isPlain = true
        while true {
            index = bytes.skip(from: index, upTo: end, while: isName ? ASCII.isQueryNameCharacter : ASCII.isQueryValueCharacter)
            guard index < end else { return (index, isPlain) }
            let stop = bytes[index]
            if stop == ASCII.ampersand || (isName && stop == ASCII.equals) { return (index, isPlain) }
            isPlain = false  // `%` or a byte that validation will name
            index += 1
        }
    }

    /// The decoded length of a name or value; `isPlain` says it holds only raw query
    /// characters, which break no rule but the length limit. Any other text is checked in full,
    /// where each problem is named.
    @inline(__always)
    private func parameterTextLength(_ range: Range<Int>, isPlain: Bool) throws(PathwayError) -> Int {
        if isPlain, range.count <= limits.maxComponentLength { return range.count }
        return try validateText(range, raw: .query)
    }
}
