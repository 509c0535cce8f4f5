import Pathways

/// The routes of a router that serve one host, in the order the router tries them when several
/// match (SPEC: PREC-2 to PREC-6): the order in which generated associations list them
/// (ASSOC-1, ASSOC-6).
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
        return entries.sorted { lhs, rhs in
            precedes(lhs.route, rhs.route) ?? (lhs.position < rhs.position)
        }
    }

    /// Whether `lhs` comes before `rhs`; `nil` for a true tie, which registration order breaks
    /// (PREC-6).
    static func precedes(_ lhs: RegisteredRoute, _ rhs: RegisteredRoute) -> Bool? {
        if let order = compare(ranks(lhs.pattern.components, lhs.caseInsensitive), ranks(rhs.pattern.components, rhs.caseInsensitive)) {
            return order
        }
        switch (lhs.pattern.fragmentComponents, rhs.pattern.fragmentComponents) {
        case (.some, .none): return true
        case (.none, .some): return false
        case (.some(let mine), .some(let theirs)):
            if let order = compare(ranks(mine, lhs.caseInsensitive), ranks(theirs, rhs.caseInsensitive)) { return order }
        case (.none, .none): break
        }
        if lhs.matching != rhs.matching { return lhs.matching == .exact }
        // A route limited to an origin counts as one with a host (ORIGIN-6).
        let (scoped, otherScoped) = (lhs.host != nil || lhs.origin != nil, rhs.host != nil || rhs.origin != nil)
        if scoped != otherScoped { return scoped }
        return nil
    }

    /// Compares two rank lists from the left; a list that has ended ranks below a catch-all.
    private static func compare(_ lhs: [Int], _ rhs: [Int]) -> Bool? {
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 4
            let right = index < rhs.count ? rhs[index] : 4
            if left != right { return left < right }
        }
        return nil
    }

    /// Each component's kind as PREC-2 ranks it, best first: a literal compared with case, a
    /// literal compared without, a placeholder, a catch-all.
    private static func ranks(_ components: [PathPattern.Component], _ foldsCase: Bool) -> [Int] {
        components.map { component in
            switch component {
            case .literal: foldsCase ? 1 : 0
            case .placeholder: 2
            case .catchAll: 3
            }
        }
    }
}
