/// Reads pattern text component by component, on UTF-8 bytes.
struct PatternParser {
    /// The components or pieces read so far, and what is known of each.
    struct Builder {
        var components: [PathPattern.Component] = []
        var literalBytes: [[UInt8]] = []
        var encodedLiterals: [String?] = []

        var pieces: PathPattern.Pieces {
            PathPattern.Pieces(components: components, literalBytes: literalBytes, encodedLiterals: encodedLiterals)
        }

        mutating func append(_ component: PathPattern.Component, bytes: [UInt8] = [], encoded: String? = nil) {
            components.append(component)
            literalBytes.append(bytes)
            encodedLiterals.append(encoded)
        }
    }

    /// Where a component is read: the path, whose components are never empty and never dot
    /// segments, or the fragment route, whose pieces may be either.
    private enum Place {
        case path, fragment
    }

    let text: String
    let limits: PathwayLimits
    var path = Builder()
    var fragment: Builder?
    var placeholders: [PathPattern.Placeholder] = []

    init(text: String, limits: PathwayLimits) {
        self.text = text
        self.limits = limits
    }

    mutating func parse() throws(PathwayError) {
        let bytes = Array(text.utf8)
        guard bytes.first == ASCII.slash else {
            throw error(.patternMissingLeadingSlash, offset: 0, text: text, expected: "a pattern starting with '/'")
        }
        var pathEnd = bytes.count
        if let hash = bytes.firstIndex(of: ASCII.hash) { pathEnd = hash }
        // "/" alone is the root. A single trailing slash ends the last component and adds no
        // empty one (PAT-3), so "/a/" has one component and "//" has one empty component.
        if pathEnd > 1 {
            var end = pathEnd
            if bytes[end - 1] == ASCII.slash { end -= 1 }
            var start = 1
            while start <= end {
                let componentEnd = bytes[start..<end].firstIndex(of: ASCII.slash) ?? end
                try parseComponent(bytes, start..<componentEnd, in: .path, isLast: componentEnd == end)
                start = componentEnd + 1
            }
        }
        if pathEnd < bytes.count { try parseFragmentRoute(bytes, from: pathEnd + 1) }
    }

    /// Reads one path component or fragment piece. Only the last may be a catch-all (PAT-12).
    private mutating func parseComponent(_ bytes: [UInt8], _ range: Range<Int>, in place: Place, isLast: Bool) throws(PathwayError) {
        let count = place == .path ? path.components.count : fragment?.components.count ?? 0
        guard count < limits.maxPathComponents else {
            throw error(.tooManyComponents, offset: range.lowerBound, expected: "at most \(limits.maxPathComponents) components")
        }
        if place == .path, range.isEmpty {
            throw error(.patternEmptyComponent, offset: range.lowerBound, expected: "text between '/' separators")
        }
        let component: PathPattern.Component
        switch range.isEmpty ? nil : bytes[range.lowerBound] {
        case ASCII.colon:
            component = .placeholder(try name(bytes, range.lowerBound + 1..<range.upperBound, position: count, in: place, catchAll: false))
        case ASCII.asterisk:
            guard isLast else {
                throw error(
                    .misplacedCatchAll, offset: range.lowerBound, text: String(decoding: bytes[range], as: UTF8.self),
                    expected: place == .path
                        ? "a catch-all only as the last component of the path"
                        : "a catch-all only as the last piece of the fragment route")
            }
            component = .catchAll(try name(bytes, range.lowerBound + 1..<range.upperBound, position: count, in: place, catchAll: true))
        default:
            let (decoded, decodedBytes) = try literal(bytes, range, in: place)
            let piece = PathPattern.Component.literal(decoded)
            if place == .path {
                path.append(piece, bytes: decodedBytes, encoded: PercentEncoding.encode(decoded))
            } else {
                fragment?.append(piece, bytes: decodedBytes, encoded: PercentEncoding.encode(decoded))
            }
            return
        }
        if place == .path { path.append(component) } else { fragment?.append(component) }
    }

    /// Checks a placeholder's or catch-all's name (PAT-5, PAT-6) and records it.
    private mutating func name(
        _ bytes: [UInt8], _ range: Range<Int>, position: Int, in place: Place, catchAll: Bool
    ) throws(PathwayError) -> String {
        let name = String(decoding: bytes[range], as: UTF8.self)
        let sigil = catchAll ? "'*'" : "':'"
        guard !range.isEmpty else {
            throw error(.emptyPlaceholderName, offset: range.lowerBound - 1, expected: "a name after \(sigil)")
        }
        for index in range {
            let byte = bytes[index]
            let valid = ASCII.isAlpha(byte) || byte == ASCII.underscore || (index > range.lowerBound && ASCII.isDigit(byte))
            guard valid else {
                throw error(
                    .invalidPlaceholderName, offset: index, text: name,
                    expected: "a letter or '_' followed by letters, digits or '_'")
            }
        }
        guard !placeholders.contains(where: { $0.name == name }) else {
            throw PathwayError(
                .duplicatePlaceholderName, phase: .pattern, placeholder: name, text: name,
                expected: "each placeholder name once", offset: range.lowerBound - 1, input: text)
        }
        placeholders.append(PathPattern.Placeholder(name: name, index: position, isCatchAll: catchAll, inFragment: place == .fragment))
        return name
    }

    /// Checks and decodes a literal component (PAT-7 to PAT-9) or a literal fragment piece
    /// (PAT-10).
    private func literal(_ bytes: [UInt8], _ range: Range<Int>, in place: Place) throws(PathwayError) -> (String, [UInt8]) {
        for index in range {
            let byte = bytes[index]
            // Non-ASCII bytes come from a Swift String and are valid UTF-8; they stand for themselves.
            let allowed =
                byte >= 0x80 || byte == ASCII.percent
                || (place == .path
                    ? ASCII.isPathCharacter(byte) && byte != ASCII.colon
                    : ASCII.isQueryCharacter(byte) && byte != ASCII.question && byte != ASCII.slash)
            guard allowed else {
                let text = String(decoding: bytes[range], as: UTF8.self)
                if place == .fragment {
                    throw error(
                        .invalidFragmentRoute, offset: index, text: text,
                        expected: "letters, digits, '-._~!$&'()*+,;=:@/' or percent-escapes; no '?' or '#'")
                }
                throw error(
                    .invalidLiteral, offset: index, text: text,
                    expected: "letters, digits, '-._~!$&'()*+,;=@' or percent-escapes; ':' only to start a placeholder")
            }
        }
        let decoded = try decode(bytes, range)
        let decodedBytes = Array(decoded.utf8)
        if place == .path, decodedBytes == [ASCII.dot] || decodedBytes == [ASCII.dot, ASCII.dot] {
            throw error(.patternDotSegment, offset: range.lowerBound, text: decoded, expected: "a component other than '.' or '..'")
        }
        return (decoded, decodedBytes)
    }

    /// Reads the fragment route after `#` piece by piece (PAT-10).
    private mutating func parseFragmentRoute(_ bytes: [UInt8], from start: Int) throws(PathwayError) {
        guard start < bytes.count else {
            throw error(.invalidFragmentRoute, offset: start, text: "", expected: "a fragment route after '#'")
        }
        guard try decode(bytes, start..<bytes.count, checkingCharacters: true).utf8.count <= limits.maxComponentLength else {
            throw error(.componentTooLong, offset: start, expected: "at most \(limits.maxComponentLength) bytes")
        }
        fragment = Builder()
        var pieceStart = start
        while true {
            let end = bytes[pieceStart...].firstIndex(of: ASCII.slash) ?? bytes.count
            try parseComponent(bytes, pieceStart..<end, in: .fragment, isLast: end == bytes.count)
            if end == bytes.count { return }
            pieceStart = end + 1
        }
    }

    /// Decodes a literal's escapes once (Section 5); with `checkingCharacters`, first checks that
    /// the text holds only fragment-route characters.
    private func decode(_ bytes: [UInt8], _ range: Range<Int>, checkingCharacters: Bool = false) throws(PathwayError) -> String {
        if checkingCharacters {
            for index in range {
                let byte = bytes[index]
                guard byte >= 0x80 || byte == ASCII.percent || (ASCII.isQueryCharacter(byte) && byte != ASCII.question) else {
                    throw error(
                        .invalidFragmentRoute, offset: index, text: String(decoding: bytes[range], as: UTF8.self),
                        expected: "letters, digits, '-._~!$&'()*+,;=:@/' or percent-escapes; no '?' or '#'")
                }
            }
        }
        let decoded: String
        do {
            decoded = try PercentDecoding.decoded(String(decoding: bytes[range], as: UTF8.self))
        } catch {
            throw self.error(error.code, offset: range.lowerBound + error.offset, text: String(decoding: bytes[range], as: UTF8.self))
        }
        guard decoded.utf8.count <= limits.maxComponentLength else {
            throw self.error(.componentTooLong, offset: range.lowerBound, expected: "at most \(limits.maxComponentLength) bytes")
        }
        return decoded
    }

    private func error(_ code: PathwayError.Code, offset: Int, text: String? = nil, expected: String? = nil) -> PathwayError {
        PathwayError(code, phase: .pattern, text: text, expected: expected, offset: offset, input: self.text)
    }
}
