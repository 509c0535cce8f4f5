/// A URL as Pathways reads it, with every part decoded, and the path, query and fragment also as
/// written: for `pathways-conformance read-url`, the adapters' `ClientURL` (which says what a
/// browser sends for a URL Pathways accepts) and tests that compare Pathways' reading with a
/// browser's. Not public API.
package struct ParsedURL: Sendable, Hashable {
    /// The scheme, folded to lower case.
    package var scheme: String
    /// The host as written (not decoded, not case-folded); `nil` without an authority, or when
    /// the scheme is custom and its authority is the first path component.
    package var host: String?
    /// The port's number; `nil` when there is no port or it is empty (`https://example.com:/`).
    package var port: Int?
    /// The decoded path components (CANON-1 to CANON-3).
    package var components: [String]
    /// The decoded query parameters, in URL order.
    package var query: [RouteParameters.Item]
    /// The decoded fragment route (the fragment up to its first `?`); `nil` without a fragment.
    package var fragmentRoute: String?
    /// The decoded fragment parameters, in URL order.
    package var fragmentParameters: [RouteParameters.Item]
    /// The path as written, before canonicalization and decoding (`/a/%2F/`); empty for an empty
    /// path. A custom scheme's authority, read as the first component, is not part of it.
    package var writtenPath: String
    /// The query as written, without its `?`; `nil` without a `?`.
    package var writtenQuery: String?
    /// The fragment as written, without its `#`; `nil` without a `#`.
    package var writtenFragment: String?
    /// The port a browser leaves out for this scheme (443 for `https`); `nil` for a scheme that
    /// has none.
    package var defaultPort: Int?

    /// Reads the text of an absolute URL as a router with these settings does.
    ///
    /// - Throws: The ``PathwayError`` that routing the URL would throw (match phase).
    package static func read(
        _ text: String, customSchemes: Set<String> = [], limits: PathwayLimits = .default
    ) throws(PathwayError) -> ParsedURL {
        try ReadingSettings(customSchemes: customSchemes, limits: limits).read(text) { bytes, parts in
            func decoded(_ range: Range<Int>) -> String { RouteParameters.decodeValidated(bytes, range) }
            func written(_ range: Range<Int>) -> String { bytes.string(range) }
            return ParsedURL(
                scheme: String(decoding: bytes[parts.scheme ?? 0..<0].map(ASCII.lowercased), as: UTF8.self),
                host: parts.host.map(written),
                port: parts.port.flatMap { Int(written($0)) },
                components: parts.components.map { RouteParameters.decode(bytes, $0) },
                query: RouteParameters.items(parts.queryPairs, in: bytes),
                fragmentRoute: parts.fragmentRoute.map(decoded),
                fragmentParameters: RouteParameters.items(parts.fragmentPairs, in: bytes),
                writtenPath: written(parts.path),
                writtenQuery: parts.query.map(written),
                writtenFragment: parts.fragmentRoute.map { written($0.lowerBound..<bytes.count) },
                defaultPort: SchemeKind(bytes[parts.scheme ?? 0..<0]).defaultPort)
        }
    }
}
