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
/// ```swift
/// let path = try PathwayEncoder.shared.encode(ProductRoute(productID: 42))  // "/products/42"
/// let url = try PathwayEncoder.shared.encode(
///     ProductRoute(productID: 42), relativeTo: URL(string: "https://example.com")!)
/// // https://example.com/products/42
/// ```
public struct PathwayEncoder: Sendable {
    /// An encoder with the default limits.
    public static let shared = PathwayEncoder()

    /// The limits encoded values must fit, so that the router will accept the result.
    public var limits: PathwayLimits

    /// How dates are written: exactly (the default), or rounded down first (ENC-11).
    public var dateEncodingStrategy: DateEncodingStrategy

    /// Creates an encoder.
    ///
    /// - Parameters:
    ///   - limits: The limits encoded values must fit.
    ///   - dateEncodingStrategy: How dates are written.
    public init(limits: PathwayLimits = .default, dateEncodingStrategy: DateEncodingStrategy = .exact) {
        self.limits = limits
        self.dateEncodingStrategy = dateEncodingStrategy
    }

    /// Encodes a route as a path, such as `/products/42`.
    ///
    /// - Parameter value: The route.
    /// - Returns: The percent-encoded path, with `#route` when the pattern has a fragment route.
    /// - Throws: ``PathwayError`` in the ``PathwayError/Phase/pattern`` phase when the type's
    ///   pattern is invalid, or the ``PathwayError/Phase/encode`` phase when a value cannot fill
    ///   its placeholder.
    public func encode<T: Pathway>(_ value: T) throws(PathwayError) -> String {
        try encode(value, pattern: PatternCache.pattern(for: T.self))
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
        let encoded = try PathValueEncoder.encode(value, pattern: pattern, limits: limits, dateStrategy: dateEncodingStrategy)
        return Self.path(pattern, encoded)
    }

    /// Joins the pattern's encoded literals, the placeholders' texts, the query's pairs and the
    /// fragment route, writing the bytes once.
    private static func path(_ pattern: PathPattern, _ encoded: PathValueEncoder) -> String {
        var (length, next) = pieces(pattern.encodedLiterals, encoded, from: 0)
        length = max(length, 1)
        // Most routes have neither query fields nor a fragment route: their closure captures
        // nothing else to retain.
        guard encoded.queryCount > 0 || pattern.hasFragmentRoute else {
            return ScratchBuffer.string(length: length) { output in
                write(pattern.encodedLiterals, encoded, from: 0, separator: ASCII.slash, into: &output)
                if output.count == 0 { output.append(ASCII.slash) }
            }
        }
        let query = encoded.queryPairs
        for pair in query { length += 2 + pair.name.utf8.count + pair.value.utf8.count }
        let fragment = pattern.hasFragmentRoute ? pattern.fragment?.encodedLiterals : nil
        if let fragment { length += pieces(fragment, encoded, from: next).length }
        return ScratchBuffer.string(length: length) { output in
            next = write(pattern.encodedLiterals, encoded, from: 0, separator: ASCII.slash, into: &output)
            if output.count == 0 { output.append(ASCII.slash) }
            for (index, pair) in query.enumerated() {
                output.append(index == 0 ? ASCII.question : ASCII.ampersand)
                output.append(pair.name)
                output.append(ASCII.equals)
                output.append(pair.value)
            }
            if let fragment {
                output.append(ASCII.hash)
                write(fragment, encoded, from: next, separator: nil, into: &output)
            }
        }
    }

    /// The bytes that `write` gives for `literals`, each after one separator byte, and the slot
    /// after the last placeholder among them.
    private static func pieces(_ literals: [String?], _ encoded: PathValueEncoder, from slot: Int) -> (length: Int, next: Int) {
        var length = 0
        var next = slot
        for literal in literals {
            length += 1 + (literal ?? encoded.text(at: next)).utf8.count
            if literal == nil { next += 1 }
        }
        return (length, next)
    }

    /// Writes each of `literals`, or for a placeholder the text of the next slot from `slot` on;
    /// each after `separator`, or, when it is `nil`, with `/` between them. Returns the slot
    /// after the last placeholder written.
    @discardableResult
    private static func write(
        _ literals: [String?], _ encoded: PathValueEncoder, from slot: Int, separator: UInt8?, into output: inout ScratchBuffer<UInt8>
    ) -> Int {
        var next = slot
        for (index, literal) in literals.enumerated() {
            if let separator {
                output.append(separator)
            } else if index > 0 {
                output.append(ASCII.slash)
            }
            if let literal {
                output.append(literal)
            } else {
                output.append(encoded.text(at: next))
                next += 1
            }
        }
        return next
    }

    /// Encodes a route as a URL with the scheme and authority of `base`.
    ///
    /// The path replaces `base`'s path, query and fragment, as resolving an absolute-path
    /// reference does (RFC 3986, section 5.2). For a custom scheme, `myapp://` gives
    /// `myapp:///products/42`, which a router reads back the same with or without
    /// `customSchemes`; a base without an authority, such as `myapp:`, gives `myapp:/products/42`.
    ///
    /// - Parameters:
    ///   - value: The route.
    ///   - base: A URL with a scheme, such as `https://example.com` or `myapp://`.
    /// - Returns: The absolute URL.
    /// - Throws: ``PathwayError``; ``PathwayError/Code/invalidBaseURL`` when `base` has no valid
    ///   scheme, has userinfo, or has an opaque path (ENC-9).
    public func encode<T: Pathway>(_ value: T, relativeTo base: URL) throws(PathwayError) -> URL {
        try encode(value, pattern: PatternCache.pattern(for: T.self), relativeTo: base)
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
        return try prefix + encode(value, pattern: pattern)
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
