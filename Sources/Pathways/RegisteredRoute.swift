/// One registration a router holds, as a value: what ``Pathways/routes`` lists (REG-6).
///
/// ```swift
/// for route in router.routes {
///     print(route.host ?? "any host", route.pattern, route.matching, route.typeName ?? "path-only")
/// }
/// // example.com /products/:productID prefix ProductRoute
/// ```
///
/// Two registrations that are equal values are true ties: which runs is decided by the order of
/// registration alone (PREC-7).
public struct RegisteredRoute: Sendable, Hashable, CustomStringConvertible {
    /// The pattern.
    public let pattern: PathPattern
    /// The host the route serves, lower-cased as the router compares it; `nil` for every host.
    /// A route limited to a web origin serves that origin's host.
    public let host: String?
    /// The one origin of the router the route serves, as ``Pathways/origins`` writes it (such
    /// as `shop://`); `nil` for every origin of the router (ORIGIN-5).
    public let origin: String?
    /// Whether the pattern covers the start of a path or all of it.
    public let matching: Matching
    /// Whether the pattern's literals match without ASCII case (MATCH-8).
    public let caseInsensitive: Bool
    /// Whether the handler receives the fragment's `?` parameters.
    public let supportsFragmentParameters: Bool
    /// The route type's name, such as `ProductRoute`, for a typed registration; `nil` for a
    /// path-only one.
    public let typeName: String?
    /// The route's stable name for a typed registration: its type's ``Pathway/routeName``,
    /// which is the type's name unless the type says otherwise; `nil` for a path-only one. Two
    /// releases' routes with the same name are the same route (TABLE-4).
    public let name: String?
    /// The typed route's properties as registration saw them (TABLE-3); empty for a path-only
    /// registration. For an alias, the properties its links fill: neither the ones it supplies
    /// nor its dropped placeholders.
    public let fields: [RouteField]
    /// Whether the registration is an alias of the route ``name``: an old pattern the route moved
    /// from, registered with `movedFrom:` (REG-8).
    public let isAlias: Bool
    /// Where the route stands when several match a URL, which the router worked out when the
    /// route was registered (PREC-2 to PREC-5).
    package let precedence: Precedence

    init(_ route: RouteTrie<RouteEntry>.Route, origins: RouterOrigins) {
        pattern = route.pattern
        host = route.host.map { String(decoding: $0, as: UTF8.self) }
        origin = route.origin.flatMap { origins.all.indices.contains($0) ? origins.all[$0].text : nil }
        matching = route.matching
        caseInsensitive = route.foldsCase
        supportsFragmentParameters = route.entry.supportsFragmentParameters
        typeName = route.entry.typeName
        name = route.entry.name
        fields = route.entry.fields
        isAlias = route.entry.isAlias
        precedence = route.precedence
    }

    /// Whether the registration decodes a typed route.
    public var isTyped: Bool { typeName != nil }

    /// The registration as one line: origin, or host, or `*`; pattern, mode, and the route type
    /// or `path-only`, such as `example.com /products/:productID prefix ProductRoute` or
    /// `shop:// /orders/:id prefix path-only`; an alias ends with the route's name, as in
    /// `* /shows/:showSlug/episodes/:episodeID prefix EpisodeRoute alias-of EpisodeRoute`.
    public var description: String {
        var words = [origin ?? host ?? "*", pattern.text, matching.rawValue]
        if caseInsensitive { words.append("case-insensitive") }
        if supportsFragmentParameters { words.append("fragment-parameters") }
        words.append(typeName ?? "path-only")
        if isAlias, let name { words += ["alias-of", name] }
        return words.joined(separator: " ")
    }
}
