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
        get { configuration.customSchemes }
        set { configuration = Configuration(customSchemes: newValue, limits: limits, decoding: decoding) }
    }
    /// The limits a URL must fit.
    public var limits: PathwayLimits {
        get { configuration.limits }
        set { configuration = Configuration(customSchemes: customSchemes, limits: newValue, decoding: decoding) }
    }
    /// How values are read beyond the strict text forms: the date form, malformed optional
    /// query fields, `+` in the query (SCALAR-10, CODE-8, QUERY-9).
    public var decoding: PathwayDecodingOptions {
        get { configuration.decoding }
        set { configuration = Configuration(customSchemes: customSchemes, limits: limits, decoding: newValue) }
    }

    /// The settings, in one immutable object, so that copying a decoder, as every use of
    /// ``shared`` does, copies one reference; setting one makes a new object.
    private var configuration: Configuration

    private final class Configuration: Sendable {
        let customSchemes: Set<String>
        let limits: PathwayLimits
        let decoding: PathwayDecodingOptions
        /// The custom schemes' bytes, as ``URLReader`` compares them.
        let schemeBytes: [[UInt8]]

        init(customSchemes: Set<String>, limits: PathwayLimits, decoding: PathwayDecodingOptions) {
            let schemes = CustomSchemes(customSchemes)
            self.customSchemes = schemes.names
            self.limits = limits
            self.decoding = decoding
            self.schemeBytes = schemes.bytes
        }
    }

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
        configuration = Configuration(customSchemes: customSchemes, limits: limits, decoding: decoding)
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
        try decode(type, pattern: PatternCache.pattern(for: T.self), from: urlString)
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
        try decode(type, pattern: PatternCache.pattern(for: T.self), fromPath: path)
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
        // Reading and matching stay out of generic code, in `captures`: generic over `T`, the
        // closures would instantiate their type metadata at run time on each call.
        let (items, valueCount) = try Self.captures(
            pattern, fromURL: urlString, customSchemes: configuration.schemeBytes, limits: limits,
            plusIsSpace: configuration.decoding.plusIsSpaceInQuery)
        return try CaptureDecoder.decode(type, items: items, valueCount: valueCount, pattern: pattern, options: configuration.decoding)
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
        let (items, valueCount) = try Self.captures(
            pattern, fromPath: path, limits: limits, plusIsSpace: configuration.decoding.plusIsSpaceInQuery)
        return try CaptureDecoder.decode(type, items: items, valueCount: valueCount, pattern: pattern, options: configuration.decoding)
    }

    /// The decoded placeholder values and query parameters of an absolute URL that `pattern`
    /// matches exactly.
    private static func captures(
        _ pattern: PathPattern, fromURL text: String, customSchemes: [[UInt8]], limits: PathwayLimits, plusIsSpace: Bool
    ) throws(PathwayError) -> (items: [RouteParameters.Item], valueCount: Int) {
        try ByteView.withBytes(of: text) { bytes throws(PathwayError) in
            let reader = URLReader(bytes: bytes, customSchemes: customSchemes, limits: limits)
            guard pattern.placeholders.isEmpty else {
                return try reader.withAbsolute { parts throws(PathwayError) in try captures(pattern, bytes, parts, plusIsSpace: plusIsSpace)
                }
            }
            var query: [RouteParameters.Item] = []
            try reader.withAbsolute(eachQueryPair: { pair in append(pair, bytes, to: &query, limits, plusIsSpace: plusIsSpace) }) {
                parts throws(PathwayError) in
                try requireMatch(pattern, bytes, parts)
            }
            return (query, 0)
        }
    }

    /// The decoded placeholder values and query parameters of a path reference that `pattern`
    /// matches exactly.
    private static func captures(_ pattern: PathPattern, fromPath text: String, limits: PathwayLimits, plusIsSpace: Bool)
        throws(PathwayError) -> (items: [RouteParameters.Item], valueCount: Int)
    {
        try ByteView.withBytes(of: text) { bytes throws(PathwayError) in
            let reader = URLReader(bytes: bytes, customSchemes: [], limits: limits)
            guard pattern.placeholders.isEmpty else {
                return try reader.withPathReference { parts throws(PathwayError) in
                    try captures(pattern, bytes, parts, plusIsSpace: plusIsSpace)
                }
            }
            var query: [RouteParameters.Item] = []
            try reader.withPathReference(eachQueryPair: { pair in append(pair, bytes, to: &query, limits, plusIsSpace: plusIsSpace) }) {
                parts throws(PathwayError) in
                try requireMatch(pattern, bytes, parts)
            }
            return (query, 0)
        }
    }

    /// ``PathwayError/Code/patternMismatch`` unless `pattern` matches the URL exactly.
    private static func requireMatch(_ pattern: PathPattern, _ bytes: ByteView, _ parts: URLParts) throws(PathwayError) {
        guard PatternMatch.matchesExactly(pattern, bytes, parts) else {
            throw PathwayError(
                .patternMismatch, phase: .decode, text: bytes.string(),
                expected: "a path matching \(pattern.text)", input: pattern.text)
        }
    }

    /// The decoded placeholder values, then the query's parameters, in one array sized once,
    /// or ``PathwayError/Code/patternMismatch``: the captures are known only after matching, so
    /// the query's pairs, validated by then, are decoded after them.
    private static func captures(_ pattern: PathPattern, _ bytes: ByteView, _ parts: URLParts, plusIsSpace: Bool) throws(PathwayError)
        -> (items: [RouteParameters.Item], valueCount: Int)
    {
        try requireMatch(pattern, bytes, parts)
        var items = PatternMatch.captures(of: pattern, bytes, parts, reservingExtra: parts.queryPairCount)
        let valueCount = items.count
        if let query = parts.query { RouteParameters.appendItems(in: bytes, query, plusIsSpace: plusIsSpace, to: &items) }
        return (items, valueCount)
    }

    /// Decodes a query pair as the reader validates it, for a pattern without placeholders:
    /// the query's parameters are then the whole array, and the decoder, which returns no
    /// parameters, reads each pair once, in the reader's own pass.
    private static func append(
        _ pair: ParameterPair, _ bytes: ByteView, to query: inout [RouteParameters.Item], _ limits: PathwayLimits, plusIsSpace: Bool
    ) {
        if query.isEmpty {
            // Sized once: a pair ends at each `&`, and the reader refuses more than the limit.
            var separators = 0
            for byte in bytes.view(pair.name.lowerBound..<bytes.count) where byte == ASCII.ampersand { separators += 1 }
            query.reserveCapacity(Swift.min(separators + 1, limits.maxParameters))
        }
        query.append(plusIsSpace ? RouteParameters.formItem(bytes, pair) : RouteParameters.item(bytes, pair))
    }
}
