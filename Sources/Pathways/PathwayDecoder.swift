import Foundation

/// Turns URLs and paths into typed routes (SPEC: DEC-1, DEC-2).
///
/// The URL's path must match the type's pattern exactly; the host is not checked (that is the
/// router's job). Each placeholder's component is percent-decoded once and parsed in its type's
/// text form.
///
/// Its settings (``customSchemes``, ``limits``, ``decoding``) are `var`s, as the encoder's are,
/// each set by the initializer's parameter of the same name; ``shared`` has the defaults.
///
/// ```swift
/// let route = try PathwayDecoder.shared.decode(ProductRoute.self, from: url)  // https://example.com/products/42
/// route.productID  // 42
/// ```
public struct PathwayDecoder: Sendable {
    /// A decoder with no custom schemes and the default limits.
    public static let shared = PathwayDecoder()

    /// Schemes whose authority is read as the first path component (lower case), as for
    /// ``Pathways/init(customSchemes:limits:decoding:)``; names that are not valid custom schemes
    /// (SCHEME-6) are left out.
    ///
    /// Like every setting of ``PathwayDecoder`` and ``PathwayEncoder``, a `var` that the
    /// initializer's parameter of the same name sets.
    public var customSchemes: Set<String> {
        get { reading.customSchemes }
        set { reading = ReadingSettings(customSchemes: newValue, limits: reading.limits) }
    }
    /// The limits a URL must fit.
    public var limits: PathwayLimits {
        get { reading.limits }
        set { reading.limits = newValue }
    }
    /// How values are read beyond the strict text forms: the date form, malformed optional
    /// query fields, `+` in the query (SCALAR-10, CODE-8, QUERY-9).
    public var decoding: PathwayDecodingOptions

    /// How the decoder reads URLs, as a router with the same custom schemes and limits does.
    private var reading: ReadingSettings

    /// Creates a decoder.
    ///
    /// ```swift
    /// let decoder = PathwayDecoder(decoding: PathwayDecodingOptions(dateForm: .secondsSince1970))
    /// try decoder.decode(OfferRoute.self, fromPath: "/offer?expires=1796040000")
    /// ```
    ///
    /// - Parameters:
    ///   - customSchemes: Schemes such as `myapp` whose URLs put the first path component where a
    ///     host would be: `myapp://products/42` is read as the path `/products/42`.
    ///   - limits: The limits a URL must fit.
    ///   - decoding: How values are read beyond the strict text forms; the strict defaults
    ///     unless given. Use the options of the router whose links you decode.
    public init(customSchemes: Set<String> = [], limits: PathwayLimits = .default, decoding: PathwayDecodingOptions = .default) {
        self.reading = ReadingSettings(customSchemes: customSchemes, limits: limits)
        self.decoding = decoding
    }

    /// Decodes a route from an absolute URL.
    ///
    /// - Parameters:
    ///   - type: The route type.
    ///   - url: The URL; its host is not checked.
    /// - Returns: The decoded route.
    ///
    /// Foundation's `URL` may already have rewritten invalid input (it re-escapes every `%` of a
    /// path holding `%ZZ`); pass the URL's original text, as a `String`, to `decode(_:from:)`
    /// to have such input rejected instead.
    ///
    /// - Throws: ``PathwayError``: ``PathwayError/Code/patternMismatch`` when the path does not
    ///   match, a match-phase code when the URL is malformed, a decode-phase code when a value
    ///   does not parse.
    public func decode<T: Pathway>(_ type: T.Type, from url: URL) throws(PathwayError) -> T {
        try decode(type, from: url.absoluteString)
    }

    /// Decodes a route from the text of an absolute URL.
    ///
    /// ```swift
    /// try PathwayDecoder.shared.decode(ProductRoute.self, from: "https://example.com/products/42")
    /// ```
    ///
    /// - Parameters:
    ///   - type: The route type.
    ///   - urlString: The URL's exact text; malformed text is rejected, not repaired.
    /// - Returns: The decoded route.
    ///
    /// - Throws: ``PathwayError``: a match-phase code when the input is malformed,
    ///   ``PathwayError/Code/patternMismatch`` when the path does not match, a decode-phase code
    ///   when a value does not parse.
    public func decode<T: Pathway>(_ type: T.Type, from urlString: String) throws(PathwayError) -> T {
        try decode(type, pattern: PatternCache.pattern(for: T.self, text: { T.pattern }), from: urlString)
    }

    /// Decodes a route from a path such as `/products/42`, as ``PathwayEncoder`` writes.
    ///
    /// - Parameters:
    ///   - type: The route type.
    ///   - path: `/path`, optionally followed by `?query` and `#fragment`.
    /// - Returns: The decoded route.
    ///
    /// - Throws: ``PathwayError``: a match-phase code when the input is malformed,
    ///   ``PathwayError/Code/patternMismatch`` when the path does not match, a decode-phase code
    ///   when a value does not parse.
    public func decode<T: Pathway>(_ type: T.Type, fromPath path: String) throws(PathwayError) -> T {
        try decode(type, pattern: PatternCache.pattern(for: T.self, text: { T.pattern }), fromPath: path)
    }

    /// Decodes any `Decodable` value from the text of an absolute URL, with an explicit pattern.
    ///
    /// - Parameters:
    ///   - type: The value's type; its coding keys name the pattern's placeholders.
    ///   - pattern: The pattern the URL's path must match exactly.
    ///   - urlString: The URL's exact text.
    /// - Returns: The decoded value.
    ///
    /// - Throws: ``PathwayError``: a match-phase code when the input is malformed,
    ///   ``PathwayError/Code/patternMismatch`` when the path does not match, a decode-phase code
    ///   when a value does not parse.
    public func decode<T: Decodable>(_ type: T.Type, pattern: PathPattern, from urlString: String) throws(PathwayError) -> T {
        let (captures, query) = try values(pattern, urlString, as: .absolute)
        return try CaptureDecoder.decode(type, captures: captures, query: query, pattern: pattern, options: decoding)
    }

    /// Decodes any `Decodable` value from a path, with an explicit pattern.
    ///
    /// - Parameters:
    ///   - type: The value's type; its coding keys name the pattern's placeholders.
    ///   - pattern: The pattern the path must match exactly.
    ///   - path: `/path`, optionally followed by `?query` and `#fragment`.
    /// - Returns: The decoded value.
    ///
    /// - Throws: ``PathwayError``: a match-phase code when the input is malformed,
    ///   ``PathwayError/Code/patternMismatch`` when the path does not match, a decode-phase code
    ///   when a value does not parse.
    public func decode<T: Decodable>(_ type: T.Type, pattern: PathPattern, fromPath path: String) throws(PathwayError) -> T {
        let (captures, query) = try values(pattern, path, as: .pathReference)
        return try CaptureDecoder.decode(type, captures: captures, query: query, pattern: pattern, options: decoding)
    }

    /// The decoded placeholder values and the query's parameters of a URL or path reference
    /// that `pattern` matches exactly; or ``PathwayError/Code/patternMismatch``.
    ///
    /// Not generic over the route type, so that the reading runs as the same code for every
    /// type.
    private func values(_ pattern: PathPattern, _ text: String, as form: ReadingSettings.Form) throws(PathwayError) -> (
        captures: [RouteParameters.Item], query: [RouteParameters.Item]
    ) {
        let plusIsSpace = decoding.plusIsSpaceInQuery
        return try reading.read(text, as: form) { bytes, parts throws(PathwayError) in
            guard PatternMatch.matchesExactly(pattern, bytes, parts) else {
                throw PathwayError(
                    .patternMismatch, phase: .decode, text: bytes.string(),
                    expected: "a path matching \(pattern.text)", input: pattern.text)
            }
            return (
                PatternMatch.captures(of: pattern, bytes, parts),
                RouteParameters.items(parts.queryPairs, in: bytes, plusIsSpace: plusIsSpace)
            )
        }
    }
}
