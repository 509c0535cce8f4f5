import Foundation

/// Turns typed routes into percent-encoded paths (SPEC: ENC-1 to ENC-12).
///
/// Each placeholder's value is written in its canonical text form and percent-encoded so that
/// decoding the path gives back an equal value; a catch-all's elements are written one
/// component each, and query fields follow the path in declaration order, `nil` ones left out.
/// Values that could not round-trip (an empty string, `.` or `..`, `nil` for a placeholder,
/// infinity, a date finer than a millisecond unless ``dateEncodingStrategy`` rounds it) are
/// refused.
///
/// Its settings (``limits``, ``dateEncodingStrategy``, ``dateForm``) are `var`s, as the
/// decoder's are, each set by the initializer's parameter of the same name; ``shared`` has the
/// defaults.
///
/// ```swift
/// let path = try PathwayEncoder.shared.encode(ProductRoute(productID: 42))  // "/products/42"
/// let url = try PathwayEncoder.shared.encode(
///     ProductRoute(productID: 42), relativeTo: URL(string: "https://example.com")!)
/// // https://example.com/products/42
/// ```
public struct PathwayEncoder: Sendable {
    /// An encoder with the default settings: the default limits, exact ISO 8601 dates.
    public static let shared = PathwayEncoder()

    /// The limits encoded values must fit, so that the router will accept the result; use the
    /// limits of the router that reads the links.
    ///
    /// Like every setting of ``PathwayEncoder`` and ``PathwayDecoder``, a `var` that the
    /// initializer's parameter of the same name sets.
    public var limits: PathwayLimits

    /// How dates are written: exactly (the default), or rounded down first (ENC-11).
    public var dateEncodingStrategy: DateEncodingStrategy

    /// The text form dates are written in: ISO 8601 (the default) or Unix time (SCALAR-10,
    /// ENC-14). Use the form of the router that reads the links.
    public var dateForm: DateTextForm

    /// Creates an encoder.
    ///
    /// ```swift
    /// let encoder = PathwayEncoder(dateEncodingStrategy: .roundedDownToSeconds, dateForm: .secondsSince1970)
    /// try encoder.encode(OfferRoute(expires: Date()))  // "/offer?expires=1796040000"
    /// ```
    ///
    /// - Parameters:
    ///   - limits: The limits encoded values must fit.
    ///   - dateEncodingStrategy: How dates are rounded before they are written.
    ///   - dateForm: The text form dates are written in.
    public init(limits: PathwayLimits = .default, dateEncodingStrategy: DateEncodingStrategy = .exact, dateForm: DateTextForm = .iso8601) {
        self.limits = limits
        self.dateEncodingStrategy = dateEncodingStrategy
        self.dateForm = dateForm
    }

    /// Encodes a route as a path, such as `/products/42`.
    ///
    /// - Parameter value: The route.
    /// - Returns: The percent-encoded path, with `#route` when the pattern has a fragment route.
    /// - Throws: ``PathwayError`` in the ``PathwayError/Phase/pattern`` phase when the type's
    ///   pattern is invalid, or the ``PathwayError/Phase/encode`` phase when a value cannot fill
    ///   its placeholder.
    public func encode<T: Pathway>(_ value: T) throws(PathwayError) -> String {
        try encode(value, pattern: PatternCache.pattern(for: T.self, text: { T.pattern }))
    }

    /// Encodes any `Encodable` value with an explicit pattern, for example a legacy alias.
    ///
    /// ```swift
    /// try PathwayEncoder.shared.encode(ProductRoute(productID: 42), pattern: PathPattern("/p/:productID"))  // "/p/42"
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value; its coding keys name the pattern's placeholders.
    ///   - pattern: The pattern to fill.
    /// - Returns: The percent-encoded path.
    /// - Throws: ``PathwayError`` in the ``PathwayError/Phase/encode`` phase when a value cannot
    ///   fill its placeholder.
    public func encode<T: Encodable>(_ value: T, pattern: PathPattern) throws(PathwayError) -> String {
        let encoded = try PathValueEncoder.encode(
            value, pattern: pattern, limits: limits, dateStrategy: dateEncodingStrategy, dateForm: dateForm)
        return try Self.path(pattern, encoded, maxLength: limits.maxURLLength)
    }

    /// The error for a text of `length` bytes, longer than a URL the reader accepts (LIM-1,
    /// ENC-13).
    private static func tooLong(_ length: Int, _ maxLength: Int, _ pattern: PathPattern) -> PathwayError {
        PathwayError(.urlTooLong, phase: .encode, expected: "at most \(maxLength) bytes; this one has \(length)", input: pattern.text)
    }

    /// Joins the pattern's encoded literals, the placeholders' texts, the query's pairs and the
    /// fragment route, writing the bytes once; refuses a text longer than `maxLength`.
    private static func path(_ pattern: PathPattern, _ encoded: PathValueEncoder, maxLength: Int) throws(PathwayError) -> String {
        var length = 0
        var placeholder = 0
        for encodedLiteral in pattern.encodedLiterals {
            if let encodedLiteral {
                length += 1 + encodedLiteral.utf8.count
            } else {
                length += 1 + encoded.text(at: placeholder).utf8.count
                placeholder += 1
            }
        }
        length = max(length, 1)
        // Most routes have neither query fields nor a fragment route; the rest is written apart.
        let hasTail = encoded.queryCount > 0 || pattern.hasFragmentRoute
        if hasTail { length += tailLength(pattern, encoded, firstSlot: placeholder) }
        guard length <= maxLength else { throw tooLong(length, maxLength, pattern) }
        return ScratchBuffer.string(length: length) { output in
            var next = 0
            for encodedLiteral in pattern.encodedLiterals {
                output.append(ASCII.slash)
                if let encodedLiteral {
                    output.append(encodedLiteral)
                } else {
                    output.append(encoded.text(at: next))
                    next += 1
                }
            }
            if output.count == 0 { output.append(ASCII.slash) }
            if hasTail { writeTail(pattern, encoded, firstSlot: next, into: &output) }
        }
    }

    /// The bytes of what follows the path: the query's pairs, then the fragment route, whose
    /// placeholders' texts start at `firstSlot`.
    private static func tailLength(_ pattern: PathPattern, _ encoded: PathValueEncoder, firstSlot: Int) -> Int {
        var length = 0
        for pair in encoded.queryPairs { length += 2 + pair.name.utf8.count + pair.value.utf8.count }
        guard pattern.hasFragmentRoute, let fragment = pattern.fragment else { return length }
        var slot = firstSlot
        for encodedLiteral in fragment.encodedLiterals {
            length += 1 + (encodedLiteral ?? encoded.text(at: slot)).utf8.count
            if encodedLiteral == nil { slot += 1 }
        }
        return length
    }

    /// Writes `?name=value&…` for the query's pairs, then `#` and the fragment route's pieces
    /// joined by `/`, within the capacity ``tailLength(_:_:firstSlot:)`` gave.
    private static func writeTail(
        _ pattern: PathPattern, _ encoded: PathValueEncoder, firstSlot: Int, into output: inout ScratchBuffer<UInt8>
    ) {
        for (index, pair) in encoded.queryPairs.enumerated() {
            output.append(index == 0 ? ASCII.question : ASCII.ampersand)
            output.append(pair.name)
            output.append(ASCII.equals)
            output.append(pair.value)
        }
        guard pattern.hasFragmentRoute, let fragment = pattern.fragment else { return }
        output.append(ASCII.hash)
        var slot = firstSlot
        for (index, encodedLiteral) in fragment.encodedLiterals.enumerated() {
            if index > 0 { output.append(ASCII.slash) }
            if let encodedLiteral {
                output.append(encodedLiteral)
            } else {
                output.append(encoded.text(at: slot))
                slot += 1
            }
        }
    }

    /// Encodes a route as a URL with the scheme and authority of `base`.
    ///
    /// The path replaces `base`'s path, query and fragment, as resolving an absolute-path
    /// reference does (RFC 3986, section 5.2). For a custom scheme, `myapp://` gives
    /// `myapp:///products/42`, which a router reads back the same with or without
    /// `customSchemes`; a base without an authority, such as `myapp:`, gives `myapp:/products/42`.
    /// A router's ``Pathways/link(for:origin:)`` writes `myapp://products/42` on its own custom
    /// scheme instead, the form Android reads with the host `products` (DEST-11).
    ///
    /// - Parameters:
    ///   - value: The route.
    ///   - base: A URL with a scheme, such as `https://example.com` or `myapp://`.
    /// - Returns: The absolute URL.
    /// - Throws: ``PathwayError``; ``PathwayError/Code/invalidBaseURL`` when `base` has no valid
    ///   scheme, has userinfo, or has an opaque path (ENC-9).
    public func encode<T: Pathway>(_ value: T, relativeTo base: URL) throws(PathwayError) -> URL {
        try encode(value, pattern: PatternCache.pattern(for: T.self, text: { T.pattern }), relativeTo: base)
    }

    /// Encodes any `Encodable` value with an explicit pattern, as a URL relative to `base`.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - pattern: The pattern to fill.
    ///   - base: A URL with a scheme.
    /// - Returns: The absolute URL.
    /// - Throws: ``PathwayError``, as ``encode(_:relativeTo:)``.
    public func encode<T: Encodable>(_ value: T, pattern: PathPattern, relativeTo base: URL) throws(PathwayError) -> URL {
        let text = try encode(value, pattern: pattern, relativeTo: base.absoluteString)
        guard let url = URL(string: text) else {
            throw PathwayError(.invalidBaseURL, phase: .encode, text: base.absoluteString, expected: "a URL Foundation can represent")
        }
        return url
    }

    /// Encodes any `Encodable` value with an explicit pattern, as the text of a URL relative to
    /// the text of `base`, without going through Foundation's `URL`.
    ///
    /// ```swift
    /// try PathwayEncoder.shared.encode(route, pattern: pattern, relativeTo: "myapp:")  // "myapp:/products/42"
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - pattern: The pattern to fill.
    ///   - base: The text of a URL with a scheme.
    /// - Returns: The text of the absolute URL.
    /// - Throws: ``PathwayError``, as ``encode(_:relativeTo:)``.
    public func encode<T: Encodable>(_ value: T, pattern: PathPattern, relativeTo base: String) throws(PathwayError) -> String {
        let prefix = try schemeAndAuthority(of: base)
        let url = try prefix + encode(value, pattern: pattern)
        guard url.utf8.count <= limits.maxURLLength else { throw Self.tooLong(url.utf8.count, limits.maxURLLength, pattern) }
        return url
    }

    /// `scheme://authority` or `scheme:` from a base URL's text (ENC-9): the scheme and the
    /// authority are read by the rules of a URL (Section 3), so that whatever Pathways writes,
    /// it and a browser read alike.
    private func schemeAndAuthority(of base: String) throws(PathwayError) -> String {
        let end: Int
        do throws(PathwayError) {
            end = try ByteView.withBytes(of: base) { bytes throws(PathwayError) in
                try URLReader(bytes: bytes, customSchemes: [], limits: limits).readBase()
            }
        } catch {
            throw PathwayError(
                .invalidBaseURL, phase: .encode, text: base,
                expected: "a base URL that can be read: \(error.code), \(error.expected ?? "see SPEC.md section 3")",
                offset: error.offset, input: base)
        }
        return String(decoding: base.utf8.prefix(end), as: UTF8.self)
    }
}
