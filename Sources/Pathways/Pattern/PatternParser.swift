/// Reads pattern text component by component, on UTF-8 bytes.
struct PatternParser {
    let text: String
    let limits: PathwayLimits
    var components: [PathPattern.Component] = []
    var literalBytes: [[UInt8]] = []
    var encodedLiterals: [String?] = []
    var placeholders: [(name: String, componentIndex: Int)] = []
    var fragmentRoute: String?

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
        if let hash = bytes.firstIndex(of: ASCII.hash) {
            pathEnd = hash
            try parseFragmentRoute(bytes, from: hash + 1)
        }
        // "/" alone is the root. A single trailing slash ends the last component and adds no
        // empty one (PAT-3), so "/a/" has one component and "//" has one empty component.
        guard pathEnd > 1 else { return }
        if bytes[pathEnd - 1] == ASCII.slash { pathEnd -= 1 }
        var start = 1
        while start <= pathEnd {
            let end = bytes[start..<pathEnd].firstIndex(of: ASCII.slash) ?? pathEnd
            try parseComponent(bytes, start..<end)
            start = end + 1
        }
    }

    private mutating func parseComponent(_ bytes: [UInt8], _ range: Range<Int>) throws(PathwayError) {
        guard components.count < limits.maxPathComponents else {
            throw error(.tooManyComponents, offset: range.lowerBound, expected: "at most \(limits.maxPathComponents) components")
        }
        guard !range.isEmpty else {
            throw error(.patternEmptyComponent, offset: range.lowerBound, expected: "text between '/' separators")
        }
        if bytes[range.lowerBound] == ASCII.colon {
            try parsePlaceholder(bytes, range.lowerBound + 1..<range.upperBound)
        } else {
            try parseLiteral(bytes, range)
        }
    }

    private mutating func parsePlaceholder(_ bytes: [UInt8], _ range: Range<Int>) throws(PathwayError) {
        let name = String(decoding: bytes[range], as: UTF8.self)
        guard !range.isEmpty else {
            throw error(.emptyPlaceholderName, offset: range.lowerBound - 1, expected: "a name after ':'")
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
        placeholders.append((name, components.count))
        components.append(.placeholder(name))
        literalBytes.append([])
        encodedLiterals.append(nil)
    }

    private mutating func parseLiteral(_ bytes: [UInt8], _ range: Range<Int>) throws(PathwayError) {
        for index in range {
            let byte = bytes[index]
            // Non-ASCII bytes come from a Swift String and are valid UTF-8; they stand for themselves.
            guard byte >= 0x80 || byte == ASCII.percent || (ASCII.isPathCharacter(byte) && byte != ASCII.colon) else {
                throw error(
                    .invalidLiteral, offset: index, text: String(decoding: bytes[range], as: UTF8.self),
                    expected: "letters, digits, '-._~!$&'()*+,;=@' or percent-escapes; ':' only to start a placeholder")
            }
        }
        let decoded = try decode(bytes, range)
        let decodedBytes = Array(decoded.utf8)
        if decodedBytes == [ASCII.dot] || decodedBytes == [ASCII.dot, ASCII.dot] {
            throw error(.patternDotSegment, offset: range.lowerBound, text: decoded, expected: "a component other than '.' or '..'")
        }
        components.append(.literal(decoded))
        literalBytes.append(decodedBytes)
        encodedLiterals.append(PercentEncoding.encode(decoded))
    }

    private mutating func parseFragmentRoute(_ bytes: [UInt8], from start: Int) throws(PathwayError) {
        let range = start..<bytes.count
        let routeText = String(decoding: bytes[range], as: UTF8.self)
        guard !range.isEmpty, bytes[start] != ASCII.colon else {
            throw error(.invalidFragmentRoute, offset: start, text: routeText, expected: "literal text after '#'")
        }
        for index in range {
            let byte = bytes[index]
            guard byte >= 0x80 || byte == ASCII.percent || (ASCII.isQueryCharacter(byte) && byte != ASCII.question) else {
                throw error(
                    .invalidFragmentRoute, offset: index, text: routeText,
                    expected: "letters, digits, '-._~!$&'()*+,;=:@/' or percent-escapes; no '?' or '#'")
            }
        }
        fragmentRoute = try decode(bytes, range)
    }

    private func decode(_ bytes: [UInt8], _ range: Range<Int>) throws(PathwayError) -> String {
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
