import Pathways

extension RouteTable {
    /// One registration of a route table (TABLE-3).
    ///
    /// ```swift
    /// let route = RouteTable.Route(
    ///     pattern: "/products/:productID", host: "shop.example.com", matching: .exact, name: "ProductRoute",
    ///     typeName: "ProductRoute", fields: [RouteField(name: "productID", kind: .placeholder, scalar: .int)])
    /// ```
    public struct Route: Sendable, Hashable, CustomStringConvertible {
        /// The pattern as registered.
        public var pattern: String
        /// The host the route serves, lower-cased; `nil` for every host.
        public var host: String?
        /// The one origin of the router the route serves; `nil` for every origin (ORIGIN-5).
        public var origin: String?
        /// Whether the pattern covers the start of a path or all of it.
        public var matching: Matching
        /// Whether literals match without ASCII case (MATCH-8).
        public var caseInsensitive: Bool
        /// Whether the handler receives the fragment's `?` parameters.
        public var fragmentParameters: Bool
        /// The stable name of a typed route (`Pathway.routeName`); `nil` for a
        /// path-only one. Routes with one name are the same route (TABLE-4).
        public var name: String?
        /// The Swift type of a typed route; `nil` for a path-only one. Informative only.
        public var typeName: String?
        /// The typed route's properties; empty for a path-only route. For an alias, the ones its
        /// links fill: neither the supplied ones nor its dropped placeholders.
        public var fields: [RouteField]
        /// Whether the route is an alias of the route ``name``: an old pattern the route moved
        /// from (REG-8, TABLE-6). Its placeholders without a field are read and dropped.
        public var isAlias: Bool

        /// Creates a route.
        ///
        /// ```swift
        /// let settings = RouteTable.Route(pattern: "/settings", host: "shop.example.com", matching: .prefix)
        /// ```
        ///
        /// - Parameters:
        ///   - pattern: The pattern.
        ///   - host: The host, lower-cased; `nil` for every host.
        ///   - origin: The origin; `nil` for every origin of the router.
        ///   - matching: `.prefix` or `.exact`.
        ///   - caseInsensitive: Whether literals match without ASCII case.
        ///   - fragmentParameters: Whether the handler receives fragment parameters.
        ///   - name: The stable name of a typed route.
        ///   - typeName: The Swift type of a typed route.
        ///   - fields: The typed route's properties.
        ///   - isAlias: Whether the route is an alias of the route `name`.
        public init(
            pattern: String, host: String? = nil, origin: String? = nil, matching: Matching, caseInsensitive: Bool = false,
            fragmentParameters: Bool = false, name: String? = nil, typeName: String? = nil, fields: [RouteField] = [],
            isAlias: Bool = false
        ) {
            self.pattern = pattern
            self.host = host
            self.origin = origin
            self.matching = matching
            self.caseInsensitive = caseInsensitive
            self.fragmentParameters = fragmentParameters
            self.name = name
            self.typeName = typeName
            self.fields = fields
            self.isAlias = isAlias
        }

        init(_ route: RegisteredRoute) {
            self.init(
                pattern: route.pattern.text, host: route.host, origin: route.origin, matching: route.matching,
                caseInsensitive: route.caseInsensitive, fragmentParameters: route.supportsFragmentParameters, name: route.name,
                typeName: route.typeName, fields: route.fields, isAlias: route.isAlias)
        }

        /// Whether the route decodes a value.
        public var isTyped: Bool { name != nil }

        /// The route as one line: origin, host or `*`; pattern; mode; and its name or `path-only`,
        /// such as `shop.example.com /products/:productID exact ProductRoute`; an alias says whose,
        /// as in `* /shows/:showSlug/episodes/:episodeID exact alias-of EpisodeRoute`.
        public var description: String {
            let identity = name.map { isAlias ? "alias-of " + $0 : $0 } ?? "path-only"
            return [origin ?? host ?? "*", pattern, matching.rawValue, identity].joined(separator: " ")
        }
    }
}
