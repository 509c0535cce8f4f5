/// A parsed and validated route pattern such as `/teams/:team_id/members/:member_id`.
///
/// A pattern is a path of literal components and `:name` placeholders, optionally followed by
/// `#` and a literal fragment route (SPEC: PAT-1 to PAT-11). Literals may use percent-escapes,
/// which are decoded once: `/caf%C3%A9` and `/café` are the same pattern.
///
/// ```swift
/// let pattern = try PathPattern("/teams/:team_id/members/:member_id")
/// pattern.placeholderNames  // ["team_id", "member_id"]
/// ```
///
/// Registration validates patterns too; build a `PathPattern` yourself to check one up front,
/// for example in a unit test over all of your routes.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// One component of a pattern's path.
    public enum Component: Sendable, Hashable {
        /// Text that the URL's component must equal after percent-decoding.
        case literal(String)
        /// A named placeholder that captures one non-empty component.
        case placeholder(String)
    }

    /// The pattern as written.
    public var text: String { storage.text }
    /// The path's components, in order. The root pattern `/` has none.
    public var components: [Component] { storage.components }
    /// The decoded fragment route after `#`, if the pattern has one.
    public var fragmentRoute: String? { storage.fragmentRoute }

    /// Each literal's decoded UTF-8 bytes, parallel to `components` (empty for placeholders).
    var literalBytes: [[UInt8]] { storage.literalBytes }
    /// The path as Pathways prints it: literals re-encoded canonically, placeholders as `nil`.
    var encodedLiterals: [String?] { storage.encodedLiterals }
    /// The fragment route, percent-encoded canonically.
    var encodedFragmentRoute: String? { storage.encodedFragmentRoute }
    /// The fragment route's decoded UTF-8 bytes.
    var fragmentRouteBytes: [UInt8]? { storage.fragmentRouteBytes }
    /// For each placeholder, in order, its name and the index of its component.
    var placeholders: [(name: String, componentIndex: Int)] { storage.placeholders }

    /// Everything a pattern holds, in one immutable object. Routes, caches and decodes copy
    /// patterns; a copy retains this one reference instead of each of the eight strings and
    /// arrays.
    private final class Storage: Sendable {
        let text: String
        let components: [Component]
        let fragmentRoute: String?
        let literalBytes: [[UInt8]]
        let encodedLiterals: [String?]
        let encodedFragmentRoute: String?
        let fragmentRouteBytes: [UInt8]?
        let placeholders: [(name: String, componentIndex: Int)]

        init(text: String, parser: PatternParser) {
            self.text = text
            self.components = parser.components
            self.fragmentRoute = parser.fragmentRoute
            self.literalBytes = parser.literalBytes
            self.encodedLiterals = parser.encodedLiterals
            self.encodedFragmentRoute = parser.fragmentRoute.map(PercentEncoding.encode)
            self.fragmentRouteBytes = parser.fragmentRoute.map { Array($0.utf8) }
            self.placeholders = parser.placeholders
        }
    }

    private let storage: Storage

    /// The names of the placeholders, in order.
    public var placeholderNames: [String] { placeholders.map(\.name) }

    /// The pattern as written.
    public var description: String { text }

    /// Parses and validates a pattern.
    ///
    /// ```swift
    /// try PathPattern("/products/:id")        // fine
    /// try PathPattern("products/:id")         // throws .patternMissingLeadingSlash
    /// try PathPattern("/a/:id/b/:id")         // throws .duplicatePlaceholderName
    /// ```
    ///
    /// - Parameters:
    ///   - text: The pattern.
    ///   - limits: The limits a pattern must fit; the same that URLs must fit.
    /// - Throws: ``PathwayError`` in the ``PathwayError/Phase/pattern`` phase, naming the offending
    ///   component and its byte offset.
    public init(_ text: String, limits: PathwayLimits = .default) throws(PathwayError) {
        var parser = PatternParser(text: text, limits: limits)
        try parser.parse()
        storage = Storage(text: text, parser: parser)
    }

    /// Whether two patterns have the same components and fragment route, however they are
    /// written: `/café/` equals `/caf%C3%A9`.
    public static func == (lhs: PathPattern, rhs: PathPattern) -> Bool {
        lhs.components == rhs.components && lhs.fragmentRoute == rhs.fragmentRoute
    }

    /// Hashes the components and the fragment route, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
        hasher.combine(fragmentRoute)
    }
}

extension Collection {
    /// The position of the placeholder that the coding key `key` names, byte for byte (CODE-1);
    /// `name` gives each element's placeholder name.
    ///
    /// A placeholder's name is ASCII (PAT-5). For ASCII text, `String ==` agrees with byte
    /// equality as long as the byte counts agree too: a non-ASCII spelling that `==` equates
    /// with ASCII text, such as the Kelvin sign (U+212A) for `K`, is always longer in UTF-8.
    /// Comparing the counts first also spares `==` its slow path for most names that differ.
    func placeholderIndex(named key: String, by name: (Element) -> String) -> Index? {
        let count = key.utf8.count
        return firstIndex { name($0).utf8.count == count && name($0) == key }
    }
}

/// Reads pattern text component by component, on UTF-8 bytes.
private struct PatternParser {
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
