import Foundation

/// Destinations: a link turned into the app's own value for where to go, usually an enum of
/// screens, instead of a handler to run (SPEC: DEST-1 to DEST-10).
///
/// ```swift
/// router.register(ShowRoute.self) { Screen.show(slug: $0.slug) }
/// router.register(EpisodeRoute.self) { Screen.episode(show: $0.show, number: $0.number) }
///
/// let screen = try router.destination(for: url, as: Screen.self)  // Screen?, no cast
/// path = try router.backStack(for: url, as: Screen.self)          // [.show, .episode]
/// ```
///
/// A destination route is a typed route: the same patterns, hosts, origins, precedence and
/// checks at registration. Its destination is worked out from the decoded route alone, so
/// that everything a screen needs is in the link, and ``link(for:origin:)`` can write it back.
extension Pathways {
    /// Registers a typed route whose links lead to a destination of the app, with no handler.
    ///
    /// ```swift
    /// router.register(EpisodeRoute.self, matching: .exact) { Screen.episode(show: $0.show, number: $0.number) }
    /// // A short link whose screen sits under a show that the link does not name:
    /// router.register(
    ///     ShortEpisodeRoute.self, parents: { [Screen.show(slug: catalog.show(of: $0.id))] },
    ///     destination: { Screen.episode(show: catalog.show(of: $0.id), number: catalog.number(of: $0.id)) })
    /// ```
    ///
    /// `destination(for:as:)` gives the destination of the route that takes a
    /// link, and `backStack(for:as:)` the destinations beneath it too. For
    /// ``PathwaysRouting/handle(_:)``, ``PathwaysRouting/open(_:)`` and `match(_:)` the route is
    /// a typed route whose handler does nothing: it takes the links it decodes, and
    /// ``MatchedRoute/value`` is the decoded route (DEST-2).
    ///
    /// A router's destinations are of one type: a registration whose destination type differs
    /// from that of the destination routes registered before it is refused, and
    /// ``validate()`` throws ``PathwayError/Code/destinationTypeMismatch`` (DEST-4).
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - origin: The one origin of the router to serve, such as `"shop://"`; `nil` serves every
    ///     origin (ORIGIN-5). With `host:` too, the host must be the origin's.
    ///   - type: The route type; its ``Pathway/pattern`` is the pattern.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case, so that
    ///     `/Shows` serves `/shows` (MATCH-8). Captured values keep their case.
    ///   - aliases: Old patterns the route moved from, each registered beside this one with the
    ///     same destination (REG-8). An old link gives the back stack of the route's own link for
    ///     the same value (DEST-7).
    ///   - parents: The destinations beneath this one in a back stack, shallow to deep, where the
    ///     link's path is not the screens' hierarchy; `nil` (the default) takes them from the
    ///     routes whose patterns are prefixes of this one's (DEST-7, DEST-9).
    ///   - destination: The destination of a decoded route. It runs only for a link the route
    ///     takes, from any task, and must not fail: a route value that decodes has a destination.
    public mutating func register<Route: Pathway, Destination: Sendable>(
        host: String? = nil,
        origin: String? = nil,
        _ type: Route.Type,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        movedFrom aliases: [RouteAlias] = [],
        parents: (@Sendable (Route) -> [Destination])? = nil,
        destination: @escaping @Sendable (Route) -> Destination
    ) {
        register(
            host: host, origin: origin, path: Route.pattern, as: type, matching: matching, caseInsensitive: caseInsensitive,
            movedFrom: aliases, parents: parents, destination: destination)
    }

    /// Registers a typed route under an explicit pattern, such as a legacy alias, whose links
    /// lead to a destination of the app, with no handler (DEST-1).
    ///
    /// ```swift
    /// router.register(path: "/s/:slug", as: ShowRoute.self) { Screen.show(slug: $0.slug) }  // an old short link
    /// ```
    ///
    /// A destination's link (``link(for:origin:)``) is written with its route type's own
    /// pattern, not with this one.
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - origin: The one origin of the router to serve, such as `"shop://"`; `nil` serves every
    ///     origin (ORIGIN-5). With `host:` too, the host must be the origin's.
    ///   - pattern: The pattern; its placeholders are the type's coding keys.
    ///   - type: The value's type.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case (MATCH-8).
    ///   - aliases: Old patterns the route moved from, each registered beside this one with the
    ///     same destination (REG-8). An old link gives the back stack of the link written with
    ///     `pattern` for the same value; none beneath its own for a type that is not `Encodable`
    ///     (DEST-7).
    ///   - parents: The destinations beneath this one in a back stack, shallow to deep; `nil`
    ///     (the default) takes them from the URL hierarchy (DEST-7, DEST-9).
    ///   - destination: The destination of a decoded value; it runs only for a link the route
    ///     takes.
    public mutating func register<Route: Decodable & Sendable, Destination: Sendable>(
        host: String? = nil,
        origin: String? = nil,
        path pattern: String,
        as type: Route.Type,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        movedFrom aliases: [RouteAlias] = [],
        parents: (@Sendable (Route) -> [Destination])? = nil,
        destination: @escaping @Sendable (Route) -> Destination
    ) {
        // Refused when the router's destinations are of another type (DEST-4); once added, the
        // route and each of its aliases take their places in the URL hierarchy of back stacks
        // (DEST-7).
        let established = table.routes.lazy.compactMap(\.entry.destination).first
        let count = table.routes.count
        var refusal: PathwayError? = nil
        if let established, established.destinationType != ObjectIdentifier(Destination.self) {
            refusal = PathwayError(
                .destinationTypeMismatch, phase: .registration, text: String(describing: Destination.self),
                expected: "a destination of type \(established.destinationTypeName), as the router's other destinations are; "
                    + "give every screen a case of one destination type",
                input: pattern)
        }
        addTyped(
            host: host, origin: origin, path: pattern, as: type, matching: matching, caseInsensitive: caseInsensitive,
            supportFragmentParams: false, aliases: aliases, action: .destination(destination, parents: parents), refusal: refusal)
        for added in table.routes[count...] {
            destinationParents.add(added, among: table.routes)
        }
    }

    /// The destination of the route that takes `url`, or `nil` when no route takes it (DEST-3).
    ///
    /// ```swift
    /// .onOpenURL { url in
    ///     if let screen = try? router.destination(for: url, as: Screen.self) { path.append(screen) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - type: The destination type the routes were registered with.
    /// - Returns: The destination, or `nil` when no destination route of that type takes the link.
    /// - Throws: ``PathwayError``, as `destination(for:as:)` throws.
    public func destination<Destination: Sendable>(for url: URL, as type: Destination.Type = Destination.self) throws(PathwayError)
        -> Destination?
    {
        try destination(for: url.absoluteString, as: type)
    }

    /// The destination of the route that takes the link, or `nil` when no route takes it
    /// (DEST-3).
    ///
    /// ```swift
    /// try router.destination(for: "https://example.com/shows/tech-talk", as: Screen.self)  // .show(slug: "tech-talk")
    /// try router.destination(for: "https://example.com/nowhere", as: Screen.self)          // nil
    /// try router.destination(for: "https://example.com/shows/%ZZ", as: Screen.self)        // throws malformedPercentEncoding
    /// ```
    ///
    /// The routes that match are tried in precedence order, as `match(_:)` tries them. A route
    /// registered with no destination, or one of another type, is passed over; a destination
    /// route whose value fails to decode is passed over too, and its error is thrown when no
    /// route takes the link (DISP-4). The destination closure runs only for the route that takes
    /// the link. Callable from any task; nothing but the routes' decoding and that closure runs.
    ///
    /// - Parameters:
    ///   - urlString: The text of an absolute URL.
    ///   - type: The destination type the routes were registered with.
    /// - Returns: The destination, or `nil` when no destination route of that type takes the link.
    /// - Throws: ``PathwayError`` when the link is malformed or over a limit (match phase), or
    ///   when destination routes matched and each failed to decode (the best one's error).
    public func destination<Destination: Sendable>(for urlString: String, as type: Destination.Type = Destination.self) throws(PathwayError)
        -> Destination?
    {
        let (table, plusIsSpace, wanted) = (table, decoding.plusIsSpaceInQuery, ObjectIdentifier(type))
        var found: Destination? = nil
        _ = try withServedURL(urlString) { bytes, parts throws(PathwayError) in
            try Dispatcher.first(table, bytes, parts, plusIsSpace: plusIsSpace, selecting: { Self.destinationRoute($0, of: wanted) }) {
                _, route, parameters throws(PathwayError) in
                try route.destination(parameters, into: &found)
            }
        }
        return found
    }

    /// The back stack a link opens: the destinations beneath the one it leads to, shallow to
    /// deep, then that destination; empty when no route takes it (DEST-6 to DEST-9).
    ///
    /// ```swift
    /// path = try router.backStack(for: url, as: Screen.self)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - type: The destination type the routes were registered with.
    /// - Returns: The destinations, the last being `destination(for:as:)`'s.
    /// - Throws: ``PathwayError``, exactly as `destination(for:as:)` throws.
    public func backStack<Destination: Sendable>(for url: URL, as type: Destination.Type = Destination.self) throws(PathwayError)
        -> [Destination]
    {
        try backStack(for: url.absoluteString, as: type)
    }

    /// The back stack the link opens: the destinations beneath the one it leads to, shallow to
    /// deep, then that destination; empty when no route takes it (DEST-6 to DEST-9).
    ///
    /// ```swift
    /// // /shows/:slug and /shows/:show/episodes/:number registered with destinations:
    /// try router.backStack(for: "https://example.com/shows/tech-talk/episodes/42", as: Screen.self)
    /// // [.show(slug: "tech-talk"), .episode(show: "tech-talk", number: 42)]
    /// ```
    ///
    /// The last destination is the one `destination(for:as:)` gives. Beneath it
    /// come the destinations of its parents: the destination routes whose patterns are
    /// whole-component prefixes of its pattern, other than `/`, each decoded from the same link,
    /// at most one per depth. A parent must serve the link's origin and host and match the
    /// link's first components; an exact parent counts as well as a prefix one. A parent that
    /// does not decode is left out, as is a depth that no route has. A route registered with
    /// `parents:` gives its own instead. An old link that an alias of a moved route takes
    /// (`movedFrom:`) gets the parents of the route's own link for the same value, on the same
    /// origin: `/item/42`, kept for `/products/:id`, gives what `/products/42` gives.
    ///
    /// The root route `/` is never a parent: a SwiftUI `NavigationStack` shows its root view
    /// beneath the path already. A link to `/` itself gives the root's destination alone.
    ///
    /// - Parameters:
    ///   - urlString: The text of an absolute URL.
    ///   - type: The destination type the routes were registered with.
    /// - Returns: The destinations, shallow to deep.
    /// - Throws: ``PathwayError``, exactly as `destination(for:as:)` throws.
    public func backStack<Destination: Sendable>(for urlString: String, as type: Destination.Type = Destination.self) throws(PathwayError)
        -> [Destination]
    {
        let (table, plusIsSpace, hierarchy, wanted) = (table, decoding.plusIsSpaceInQuery, destinationParents, ObjectIdentifier(type))
        let (origins, limits, dateForm) = (servedOrigins, limits, decoding.dateForm)
        var stack: [Destination] = []
        _ = try withServedURL(urlString) { bytes, parts throws(PathwayError) in
            var found: Destination? = nil
            let source = try Dispatcher.first(
                table, bytes, parts, plusIsSpace: plusIsSpace, selecting: { Self.destinationRoute($0, of: wanted) }
            ) { route, destinationRoute, parameters throws(PathwayError) -> ParentsSource in
                if destinationRoute.namesParents {
                    try destinationRoute.stack(parameters, into: &stack)
                    return .named
                }
                // An alias is the route under an old pattern: its link leads where the route's own
                // link for the same value leads, beneath the same screens (DEST-7).
                guard let own = route.entry.aliasOf, table.routes.indices.contains(own), let origin = origins.origin(of: bytes, parts)
                else {
                    try destinationRoute.destination(parameters, into: &found)
                    return .link(parentsOf: route.order, query: parameters.query)
                }
                let (pattern, encoder) = (table.routes[own].pattern, PathwayEncoder(limits: limits, dateForm: dateForm))
                let link = try destinationRoute.destination(parameters, into: &found) { route in
                    try? encoder.encode(route, pattern: pattern, relativeTo: origin)
                }
                return .ownLink(parentsOf: own, link)
            }
            guard let source, let found else { return }
            switch source {
            case .named:
                return
            case .link(let position, let query):
                Self.appendParents(hierarchy.parents(of: position), of: table, bytes, parts, query: query, to: &stack)
            case .ownLink(let position, let link):
                _ = try? link.map { link throws(PathwayError) in
                    try withServedURL(link) { bytes, parts in
                        let query = RouteParameters.items(parts.queryPairs, in: bytes, plusIsSpace: plusIsSpace)
                        Self.appendParents(hierarchy.parents(of: position), of: table, bytes, parts, query: query, to: &stack)
                    }
                }
            }
            stack.append(found)
        }
        return stack
    }

    /// Where the parents in a back stack come from (DEST-7, DEST-9).
    private enum ParentsSource {
        /// The winning route's registration names them.
        case named
        /// The parents of the route at the position, read from the link itself, with its query.
        case link(parentsOf: Int, query: [RouteParameters.Item])
        /// The parents of the route at the position, read from the route's own link for the
        /// value that the link of one of its aliases decoded to; none when that link cannot be
        /// written.
        case ownLink(parentsOf: Int, String?)
    }

    /// Appends the destinations of `parents` that count for the URL whose parts are `parts`,
    /// at most one per depth, shallow to deep (DEST-7, DEST-8): each must serve the URL's origin
    /// and host, match its first components and decode from them and from `query`.
    private static func appendParents<Destination: Sendable>(
        _ parents: [DestinationParents.Parent], of table: RouteTrie<RouteEntry>, _ bytes: ByteView, _ parts: URLParts,
        query: [RouteParameters.Item], to stack: inout [Destination]
    ) {
        let wanted = ObjectIdentifier(Destination.self)
        stack.reserveCapacity(stack.count + parents.count + 1)
        var depth = 0
        for parent in parents where parent.depth > depth {
            let route = parent.route
            var destination: Destination? = nil
            guard let destinationRoute = Self.destinationRoute(route, of: wanted), table.serves(route.order, bytes, parts),
                PatternMatch.matchesStart(route.pattern, bytes, parts, foldingCase: route.foldsCase),
                (try? destinationRoute.destination(
                    RouteParameters(captures: PatternMatch.captures(of: route.pattern, bytes, parts), query: query), into: &destination))
                    != nil,
                let destination
            else { continue }
            stack.append(destination)
            depth = parent.depth
        }
    }

    /// The ``DestinationRouting`` of `route` when its destination type is `wanted`; `nil` for a
    /// route with no destination or one of another type, which a walk for destinations of
    /// `wanted` passes over (DEST-3).
    static func destinationRoute(_ route: RouteTrie<RouteEntry>.Route, of wanted: ObjectIdentifier) -> (any DestinationRouting)? {
        guard let destination = route.entry.destination, destination.destinationType == wanted else { return nil }
        return destination
    }
}
