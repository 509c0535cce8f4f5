import Pathways

/// The routes of a router that serve one host, in the order the router tries them when several
/// match (SPEC: PREC-1 to PREC-6, by the router's own `Precedence`): the order in which
/// generated associations list them (ASSOC-1, ASSOC-6).
enum RouteOrder {
    /// One route, with its position in ``Pathways/routes``.
    struct Entry: Sendable, Hashable {
        let position: Int
        let route: RegisteredRoute
    }

    /// The routes on `host` (lower-cased), best first: those registered on it, and those with
    /// neither a host nor an origin when the router serves `host` (every host for a router
    /// without origins, the hosts of its web origins otherwise). A route limited to a
    /// custom-scheme origin is on no host (ORIGIN-5).
    static func routes(of router: Pathways, on host: String) -> [Entry] {
        let servesHost = router.servesEveryOrigin || router.webOriginHosts.contains(host)
        return sorted(router) { route in
            route.host == host || (route.host == nil && route.origin == nil && servesHost)
        }
    }

    /// The routes that serve the custom scheme `scheme` (lower-cased), best first: those
    /// limited to its origin `scheme://` and those with neither a host nor an origin.
    static func routes(of router: Pathways, onCustomScheme scheme: String) -> [Entry] {
        sorted(router) { route in
            route.host == nil && (route.origin == nil || route.origin == scheme + "://")
        }
    }

    /// The routes of `router` that `isIncluded` keeps, best first.
    private static func sorted(_ router: Pathways, _ isIncluded: (RegisteredRoute) -> Bool) -> [Entry] {
        let entries = router.routes.enumerated().filter { isIncluded($0.element) }.map {
            Entry(position: $0.offset, route: $0.element)
        }
        // Registration order breaks true ties (PREC-6).
        return entries.sorted { ($0.route.precedence, $0.position) < ($1.route.precedence, $1.position) }
    }
}
