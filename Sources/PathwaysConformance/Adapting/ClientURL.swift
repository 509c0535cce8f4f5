import Pathways

/// A URL as a browser sends it: the scheme, host, port and request target that reach a server
/// when someone opens the link.
///
/// A server router gets what a browser sends, not the URL as written (Conformance/HARNESS-GUIDE.md,
/// "Which client to imitate"). The browser lower-cases the host of `http` and `https` URLs,
/// leaves out the scheme's default port, sends the path and the query as written but for what it
/// must escape (non-ASCII text, and `'` in the query), writes an empty path as `/`, and never
/// sends the fragment:
///
/// ```swift
/// let url = try ClientURL("HTTPS://Example.COM:443/caf%c3%A9/ü?q=it's+x#top")
/// url.host           // "example.com"
/// url.port           // nil: 443 is https's default
/// url.requestTarget  // "/caf%c3%A9/%C3%BC?q=it%27s+x": escapes kept as written, `ü` and `'` escaped
/// url.fragment       // "top": for an app's router; a server never receives it
/// ```
///
/// The URL is read by Pathways' own reader, which accepts only URLs that every browser reads
/// the same way, exactly as written. A URL it refuses is one a browser refuses (a port above
/// 65535, `https://`), rewrites before sending (`/a/../b`, `https://ex%61mple.com`, a Unicode
/// host), or sends as written though malformed (`%zz`): the corpus sends such URLs only to
/// subjects that declare ``Capability/urlErrors`` or claim a profile of URL strictness, whose
/// routers judge the URL text themselves and so do not read it through a client.
///
/// > Important: A `ClientURL` says what reaches a server. Match it with your router as your
/// > router's users do; do not decode, split or repair it here, or the report measures the
/// > adapter instead of the router.
public struct ClientURL: Sendable, Hashable {
    /// The scheme, lower-cased (`https`).
    public var scheme: String
    /// The host as the browser sends it in the `Host` header: lower-cased for the special
    /// schemes (`http`, `https`, `ws`, `wss`, `ftp`, `file`), as written for any other; an IPv6
    /// address keeps its brackets. `nil` for a URL without an authority (`myapp:/a`).
    public var host: String?
    /// The port, when the URL names one other than the scheme's default; `nil` otherwise, an
    /// empty port (`https://example.com:/`) included.
    public var port: Int?
    /// The path as sent: as written, with the escapes a browser adds; `/` for a special scheme's
    /// empty path, empty for another scheme's.
    public var path: String
    /// The query as sent, without its `?`: as written, with the escapes a browser adds (`'` too,
    /// in a special scheme's query), `+` kept. `nil` without a `?`, empty after a lone `?`.
    public var query: String?
    /// The fragment as the browser keeps it, without its `#`: never sent to a server, but what an
    /// app's router reads for fragment routes. `nil` without a `#`.
    public var fragment: String?

    /// Reads `text` as a browser does.
    ///
    /// ```swift
    /// let url = try ClientURL("https://shop.example.com:8443/products/%2F?id=1")
    /// url.host           // "shop.example.com"
    /// url.port           // 8443
    /// url.requestTarget  // "/products/%2F?id=1"
    ///
    /// try ClientURL("https://example.com:99999/")  // throws: a browser refuses the port
    /// ```
    ///
    /// - Parameter text: An absolute URL, as the fixture's `url` input gives it.
    /// - Throws: ``ConformanceSkip`` naming the part Pathways refuses and why, when the URL is
    ///   not one that every browser sends as written.
    public init(_ text: String) throws(ConformanceSkip) {
        let parsed: ParsedURL
        do {
            // No limits but the browser's: the corpus's limits are the `limits` profile's question.
            parsed = try ParsedURL.read(text, limits: Self.unlimited)
        } catch {
            throw ConformanceSkip("Pathways reads only URLs that every browser sends as written, and refuses this one: \(error)")
        }
        let isSpecial = parsed.defaultPort != nil || parsed.scheme == "file"
        scheme = parsed.scheme
        host = isSpecial ? parsed.host.map(Self.lowercasedASCII) : parsed.host
        port = parsed.port == parsed.defaultPort ? nil : parsed.port
        path = BrowserEscaping.escaped(parsed.writtenPath, in: .path)
        if path.isEmpty, isSpecial { path = "/" }
        query = parsed.writtenQuery.map { BrowserEscaping.escaped($0, in: isSpecial ? .specialQuery : .query) }
        fragment = parsed.writtenFragment.map { BrowserEscaping.escaped($0, in: .fragment) }
    }

    /// What an HTTP request asks for: the path (`/` when it is empty) and, after a `?`, the
    /// query; never the fragment.
    ///
    /// ```swift
    /// try ClientURL("https://example.com?q=1#top").requestTarget  // "/?q=1"
    /// ```
    public var requestTarget: String {
        (path.isEmpty ? "/" : path) + (query.map { "?" + $0 } ?? "")
    }

    /// Limits no URL of the corpus reaches: a browser has none of Pathways' own (LIM-1 to LIM-4).
    private static let unlimited: PathwayLimits = {
        var limits = PathwayLimits()
        limits.maxURLLength = 1 << 30
        limits.maxPathComponents = 1 << 30
        limits.maxParameters = 1 << 30
        limits.maxComponentLength = 1 << 30
        return limits
    }()

    /// `text` with its ASCII letters lower-cased, as a browser writes a special scheme's host.
    private static func lowercasedASCII(_ text: String) -> String {
        String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
