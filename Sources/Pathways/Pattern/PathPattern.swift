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
