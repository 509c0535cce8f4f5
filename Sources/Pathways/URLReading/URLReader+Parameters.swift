/// The query and the fragment: split at `?` and `#`, every name and value validated
/// (URL-5, URL-7, QUERY-1 to QUERY-6, FRAG-1 to FRAG-5).
extension URLReader {
    /// Reads the query and the fragment from `start`, recording each of their pairs in
    /// `parts.pairs` as it is validated: the query's first, then the fragment parameters'.
    func readQueryAndFragment(from start: Int, into parts: inout URLParts) throws(PathwayError) {
        var index = start
        if index < bytes.count, bytes[index] == ASCII.question {
            // The pass over the pairs finds where the query ends, too: at the first `#`.
            let end = try readParameters(from: index + 1, endingAtHash: true, into: &parts)
            parts.query = (index + 1)..<end
            index = end
        }
        parts.queryPairCount = parts.pairs.count
        guard index < bytes.count, bytes[index] == ASCII.hash else { return }
        let fragment = (index + 1)..<bytes.count
        let routeEnd = bytes.skip(from: fragment.lowerBound) { $0 != ASCII.question }
        parts.fragmentRoute = fragment.lowerBound..<routeEnd
        _ = try validateText(fragment.lowerBound..<routeEnd, raw: .query)
        if routeEnd < fragment.upperBound {
            parts.fragmentParameters = (routeEnd + 1)..<fragment.upperBound
            _ = try readParameters(from: routeEnd + 1, endingAtHash: false, into: &parts)
        }
    }

    /// Validates `name=value&...` text from `start`, characters, escapes and limits, in one pass
    /// from left to right, and records each pair in `parts.pairs` once it is valid, with the
    /// decoded lengths of its name and value. Empty pairs are skipped (QUERY-5). The text runs
    /// to the end of the URL, or with `endingAtHash` (a query) to the first `#`. Returns where
    /// it ends.
    ///
    /// The first problem met is the one reported (ERR-3): a pair over the limit before its
    /// text, a name before its value.
    private func readParameters(from start: Int, endingAtHash: Bool, into parts: inout URLParts) throws(PathwayError) -> Int {
        var count = 0
        var start = start
        while let first = bytes.byte(at: start), !(endingAtHash && first == ASCII.hash) {
            guard first != ASCII.ampersand else {
                start += 1
                continue
            }
            count += 1
            guard count <= limits.maxParameters else {
                throw failure(.tooManyParameters, at: start, expected: "at most \(limits.maxParameters) parameters")
            }
            let (nameEnd, nameDecodedLength) = endOfText(from: start, isName: true, endingAtHash: endingAtHash)
            let name = start..<nameEnd
            let nameLength = try parameterTextLength(name, decodedLength: nameDecodedLength)
            var value = nameEnd..<nameEnd
            var valueLength = 0
            if bytes.byte(at: nameEnd) == ASCII.equals {
                let (valueEnd, valueDecodedLength) = endOfText(from: nameEnd + 1, isName: false, endingAtHash: endingAtHash)
                value = nameEnd + 1..<valueEnd
                valueLength = try parameterTextLength(value, decodedLength: valueDecodedLength)
            }
            parts.pairs.append(ParameterPair(name: name, value: value, nameLength: nameLength, valueLength: valueLength))
            // At `&`, the next pair; at `#` or the end, the loop's test stops.
            start = bytes.byte(at: value.upperBound) == ASCII.ampersand ? value.upperBound + 1 : value.upperBound
        }
        return start
    }

    /// Where the name or value from `start` ends: at `&`, at a name's first `=`, at `#` when
    /// `endingAtHash`, or at the end of the URL; and its decoded length, as
    /// ``scanText(from:raw:endsAt:)`` gives it.
    @inline(__always)
    private func endOfText(from start: Int, isName: Bool, endingAtHash: Bool) -> (end: Int, decodedLength: Int?) {
        scanText(
            from: start, raw: isName ? ASCII.isQueryNameCharacter : ASCII.isQueryValueCharacter,
            endsAt: { $0 == ASCII.ampersand || (isName && $0 == ASCII.equals) || (endingAtHash && $0 == ASCII.hash) })
    }

    /// The decoded length of a name or value; a `decodedLength` that is known means the text
    /// breaks no rule but perhaps the length limit. Any other text is checked in full, where
    /// each problem is named.
    @inline(__always)
    private func parameterTextLength(_ range: Range<Int>, decodedLength: Int?) throws(PathwayError) -> Int {
        if let decodedLength, decodedLength <= limits.maxComponentLength { return decodedLength }
        return try validateText(range, raw: .query)
    }
}
