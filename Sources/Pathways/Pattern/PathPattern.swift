/// A parsed and validated route pattern such as `/teams/:team_id/members/:member_id`.
///
/// A pattern is a path of literal components, `:name` placeholders and, last, an optional
/// `*name` catch-all, optionally followed by `#` and a fragment route made of pieces of the same
/// kinds (SPEC: PAT-1 to PAT-12). Literals may use percent-escapes, which are decoded once:
/// `/caf%C3%A9` and `/café` are the same pattern.
///
/// ```swift
/// let pattern = try PathPattern("/teams/:team_id/members/:member_id")
/// pattern.placeholderNames  // ["team_id", "member_id"]
/// try PathPattern("/files/*path").components  // [.literal("files"), .catchAll("path")]
/// try PathPattern("/app#/item/:id").fragmentComponents  // [.literal(""), .literal("item"), .placeholder("id")]
/// ```
///
/// Registration validates patterns too; build a `PathPattern` yourself to check one up front,
/// for example in a unit test over all of your routes.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// One component of a pattern's path, or one piece of its fragment route.
    public enum Component: Sendable, Hashable {
        /// Text that the URL's component must equal after percent-decoding. In a fragment route
        /// a literal piece may be empty.
        case literal(String)
        /// A named placeholder that captures one non-empty component.
        case placeholder(String)
        /// A named catch-all that captures the remaining components, one or more, each
        /// non-empty; always the last component of the path or of the fragment route.
        case catchAll(String)
    }

    /// A placeholder or catch-all, where it sits, and its name.
    struct Placeholder: Sendable {
        let name: String
        /// The index of its component in ``PathPattern/components``, or of its piece in
        /// ``PathPattern/fragmentComponents``.
        let index: Int
        let isCatchAll: Bool
        let inFragment: Bool
    }

    /// The pattern as written.
    public var text: String { storage.text }
    /// The path's components, in order. The root pattern `/` has none.
    public var components: [Component] { storage.path.components }
    /// The fragment route after `#`, if the pattern has one: its literal pieces decoded,
    /// placeholders and catch-alls as written, joined by `/`.
    public var fragmentRoute: String? { storage.fragmentRoute }
    /// The fragment route's pieces, split on `/`, if the pattern has one.
    public var fragmentComponents: [Component]? { storage.fragment?.components }

    /// Each literal's decoded UTF-8 bytes, parallel to `components` (empty for placeholders).
    var literalBytes: [[UInt8]] { storage.path.literalBytes }
    /// The path as Pathways prints it: literals re-encoded canonically, placeholders as `nil`.
    var encodedLiterals: [String?] { storage.path.encodedLiterals }
    /// The fragment route's pieces, decoded and encoded, if the pattern has one.
    var fragment: Pieces? { storage.fragment }
    /// Whether the pattern has a fragment route.
    var hasFragmentRoute: Bool { storage.hasFragmentRoute }
    /// Whether the path ends in a catch-all.
    var endsInCatchAll: Bool { storage.endsInCatchAll }
    /// Every placeholder and catch-all, the path's first, in order.
    var placeholders: [Placeholder] { storage.placeholders }
    /// Whether the path or the fragment route has a catch-all.
    var hasCatchAll: Bool { storage.hasCatchAll }

    /// A sequence of components or pieces with what matching and encoding read of each.
    struct Pieces: Sendable {
        let components: [Component]
        /// Each literal's decoded UTF-8 bytes (empty for placeholders and catch-alls).
        let literalBytes: [[UInt8]]
        /// Each literal percent-encoded canonically; `nil` for placeholders and catch-alls.
        let encodedLiterals: [String?]
    }

    /// Everything a pattern holds, in one immutable object: read once when the route is
    /// registered, then shared by the route table, the pattern cache and every link decoded
    /// with it.
    private final class Storage: Sendable {
        let text: String
        let path: Pieces
        let fragment: Pieces?
        let fragmentRoute: String?
        let placeholders: [Placeholder]
        /// The placeholders' names, in order: what a typed route's keys are made from, on
        /// every decode (`CaptureDecoder.names`).
        let placeholderNames: [String]
        let hasCatchAll: Bool
        // What matching asks of the pattern for every URL, answered once when it is read.
        let hasFragmentRoute: Bool
        let endsInCatchAll: Bool

        init(text: String, parser: PatternParser) {
            self.text = text
            self.path = parser.path.pieces
            self.fragment = parser.fragment?.pieces
            self.fragmentRoute = parser.fragment.map { fragment in
                fragment.pieces.components.map { component in
                    switch component {
                    case .literal(let text): text
                    case .placeholder(let name): ":" + name
                    case .catchAll(let name): "*" + name
                    }
                }.joined(separator: "/")
            }
            self.placeholders = parser.placeholders
            self.placeholderNames = parser.placeholders.map(\.name)
            self.hasCatchAll = parser.placeholders.contains(where: \.isCatchAll)
            self.hasFragmentRoute = parser.fragment != nil
            if case .catchAll = path.components.last {
                self.endsInCatchAll = true
            } else {
                self.endsInCatchAll = false
            }
        }
    }

    private let storage: Storage

    /// The names of the placeholders and catch-alls, in order: the path's, then the fragment
    /// route's.
    public var placeholderNames: [String] { storage.placeholderNames }

    /// The pattern as written.
    public var description: String { text }

    /// Parses and validates a pattern.
    ///
    /// ```swift
    /// try PathPattern("/products/:id")        // fine
    /// try PathPattern("products/:id")         // throws .patternMissingLeadingSlash
    /// try PathPattern("/a/:id/b/:id")         // throws .duplicatePlaceholderName
    /// try PathPattern("/files/*path/edit")    // throws .misplacedCatchAll
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
        lhs.components == rhs.components && lhs.fragmentComponents == rhs.fragmentComponents
    }

    /// Hashes the components and the fragment route, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
        hasher.combine(fragmentComponents)
    }

    /// `error` with its ``PathwayError/placeholder`` called by what it names in this pattern: a
    /// placeholder of the path or of the fragment route, a catch-all, or, when the pattern has
    /// no placeholder of that name, byte for byte (CODE-1), a query field.
    func naming(_ error: PathwayError) -> PathwayError {
        guard let name = error.placeholder else { return error }
        var named = error
        if let placeholder = placeholders.first(where: { $0.name.utf8.elementsEqual(name.utf8) }) {
            named.subject = placeholder.isCatchAll ? .catchAll : placeholder.inFragment ? .fragmentPlaceholder : .placeholder
        } else {
            named.subject = .queryField
        }
        return named
    }
}
