/// A URL split into the parts a router needs, by hand: `scheme://userinfo@host:port/path?query#fragment`.
///
/// Nothing is validated beyond finding the scheme; the parts stay percent-encoded.
///
/// ```swift
/// let parts = URLParts("https://Example.com:8443/users/42?tab=posts#top")
/// parts?.host   // "example.com"
/// parts?.path   // "/users/42"
/// parts?.query  // "tab=posts"
/// ```
public struct URLParts: Sendable, Equatable {
    /// The scheme, lower-cased.
    public var scheme: String
    /// The authority as written (`userinfo@host:port`), empty when there is none.
    public var authority: String
    /// The host, lower-cased, without userinfo and port.
    public var host: String
    /// The path as written; `/` when the URL has none.
    public var path: String
    /// The query without its `?`, when there is one.
    public var query: String?
    /// The fragment without its `#`, when there is one.
    public var fragment: String?

    /// Splits `text`; `nil` when it does not start with `scheme:`.
    public init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") })
        else { return nil }
        self.scheme = scheme.lowercased()

        var rest = text[text.index(after: colon)...]
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        authority = ""
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            authority = String(rest[..<end])
            rest = rest[end...]
        }
        var host = authority[...]
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if let portColon = host.lastIndex(of: ":"), !host.hasSuffix("]"), host[host.index(after: portColon)...].allSatisfy(\.isNumber) {
            host = host[..<portColon]
        }
        self.host = host.lowercased()
        path = rest.isEmpty ? "/" : String(rest)
    }
}
