/// The path: split on raw `/` before any decoding, each component validated on its own
/// (CANON-1 to CANON-4, URL-6).
extension URLReader {
    /// Splits the path starting at `start` and validates each component; returns where the path
    /// ends (the first `?` or `#`, or the end).
    func readPath(from start: Int, into parts: inout URLParts) throws(PathwayError) -> Int {
        // An empty path and "/" have no components. One trailing slash ends the last component
        // and adds no empty one (CANON-2), so "/a/" has one component and "//" one empty one:
        // the component after the last `/` is dropped when it is empty.
        guard bytes.byte(at: start) == ASCII.slash else { return start }
        var componentStart = start + 1
        while true {
            let (end, decodedLength) = scanText(
                from: componentStart, raw: ASCII.isPathCharacter,
                endsAt: { $0 == ASCII.slash || $0 == ASCII.question || $0 == ASCII.hash })
            let endsPath = bytes.byte(at: end) != ASCII.slash
            if endsPath, end == componentStart { return end }
            try appendComponent(componentStart..<end, decodedLength: decodedLength, to: &parts)
            if endsPath { return end }
            componentStart = end + 1
        }
    }

    /// Validates a component and adds it; `decodedLength`, when known, says it holds only raw
    /// path characters and escapes of printable ASCII, which break no rule but the limits and
    /// dot segments.
    ///
    /// The common component, known, longer than a dot segment and within the limits, is added
    /// here; any other is checked rule by rule, where each problem is named.
    @inline(__always)
    func appendComponent(_ range: Range<Int>, decodedLength: Int? = nil, to parts: inout URLParts) throws(PathwayError) {
        if let decodedLength, decodedLength > 2, decodedLength <= limits.maxComponentLength,
            parts.components.count < limits.maxPathComponents, parts.components.count < parts.components.capacity
        {
            parts.components.append(PathComponent(range: range, decodedLength: decodedLength))
        } else {
            try appendCheckedComponent(range, decodedLength: decodedLength, to: &parts)
        }
    }

    @inline(never)
    private func appendCheckedComponent(_ range: Range<Int>, decodedLength known: Int?, to parts: inout URLParts) throws(PathwayError) {
        guard parts.components.count < limits.maxPathComponents, parts.components.count < parts.components.capacity else {
            throw failure(.tooManyComponents, at: range.lowerBound, expected: "at most \(limits.maxPathComponents) path components")
        }
        let decodedLength: Int
        if let known {
            decodedLength = known
            guard decodedLength <= limits.maxComponentLength else {
                throw failure(.componentTooLong, at: range.lowerBound, expected: "at most \(limits.maxComponentLength) decoded bytes")
            }
        } else {
            decodedLength = try validateText(range, raw: .path)
        }
        if decodedLength <= 2, isDotSegment(range) {
            throw failure(.dotSegment, at: range.lowerBound, expected: "a component other than '.' or '..' (raw or encoded)")
        }
        parts.components.append(PathComponent(range: range, decodedLength: decodedLength))
    }

    /// Whether the component in `range` is `.` or `..`, raw or percent-encoded in any case.
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
}
