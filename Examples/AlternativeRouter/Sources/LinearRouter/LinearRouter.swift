/// A small router: routes are tried one after another, in the order they were added, and the
/// first that fits the request wins.
///
/// Like a server's router, it gets a request, not a link: the scheme, the host and the path and
/// query still percent-encoded, as a browser sends them. It splits the path and decodes
/// percent-escapes itself (``PercentDecoding``) and is lenient where a stricter router would
/// refuse: empty segments and trailing slashes are ignored, malformed escapes are kept as text,
/// and nothing is rejected, only not matched.
///
/// ```swift
/// var router = LinearRouter(customSchemes: ["myapp"])
/// try router.add("user", "/users/:id")
/// try router.add("docs", "/docs", prefix: true)
/// router.match(scheme: "https", host: "example.com", path: "/users/42", query: "tab=posts")
/// // Match(route: "user", captures: [("id", "42")], query: [("tab", "posts")])
/// router.match(scheme: "myapp", host: "users", path: "/7", query: nil)?.route  // "user": the host is the first segment
/// ```
public struct LinearRouter: Sendable {
    /// A route: its name, pattern, host and whether it matches a prefix of the path.
    public struct Route: Sendable {
        /// The name reported on a match.
        public let name: String
        /// The pattern.
        public let pattern: RoutePattern
        /// The host it serves, lower-cased; `nil` serves every host.
        public let host: String?
        /// Whether the pattern may match only the first segments of the path.
        public let prefix: Bool
    }

    /// What a URL matched.
    public struct Match: Sendable {
        /// The route's name.
        public let route: String
        /// Each placeholder's decoded value, in pattern order.
        public let captures: [(name: String, value: String)]
        /// The query's decoded pairs, in URL order.
        public let query: [(name: String, value: String)]
    }

    /// The routes, in the order they are tried.
    public private(set) var routes: [Route] = []
    /// Schemes whose authority is the first path segment, lower-cased.
    public let customSchemes: Set<String>

    /// Creates an empty router.
    public init(customSchemes: [String] = []) {
        self.customSchemes = Set(customSchemes.map { $0.lowercased() })
    }

    /// Adds a route after the others.
    ///
    /// - Throws: ``RouterError`` when the pattern cannot be parsed; the route is not added.
    public mutating func add(_ name: String, _ pattern: String, host: String? = nil, prefix: Bool = false) throws(RouterError) {
        routes.append(Route(name: name, pattern: try RoutePattern(pattern), host: host?.lowercased(), prefix: prefix))
    }

    /// The first route that fits the request, or `nil`.
    ///
    /// - Parameters:
    ///   - scheme: The URL's scheme; a custom scheme's host is read as the first path segment.
    ///   - host: The host, without port; `nil` for a URL without one.
    ///   - path: The path, still percent-encoded.
    ///   - query: The query without its `?`, still percent-encoded; `nil` without one.
    public func match(scheme: String, host: String?, path: String, query: String?) -> Match? {
        let path = customSchemes.contains(scheme.lowercased()) ? "/" + (host ?? "") + path : path
        let components = path.split(separator: "/").map { PercentDecoding.decode($0) }
        for route in routes {
            if let routeHost = route.host, routeHost != host?.lowercased() { continue }
            if let captures = route.pattern.match(components, prefix: route.prefix) {
                return Match(route: route.name, captures: captures, query: Self.queryPairs(query))
            }
        }
        return nil
    }

    /// `a=1&b=x+y` as `[("a", "1"), ("b", "x y")]`: form encoding, so `+` is a space.
    static func queryPairs(_ query: String?) -> [(name: String, value: String)] {
        guard let query else { return [] }
        return query.split(separator: "&").map { pair in
            let equals = pair.firstIndex(of: "=") ?? pair.endIndex
            let value = equals == pair.endIndex ? pair[equals...] : pair[pair.index(after: equals)...]
            return (PercentDecoding.decode(pair[..<equals], plusIsSpace: true), PercentDecoding.decode(value, plusIsSpace: true))
        }
    }
}
