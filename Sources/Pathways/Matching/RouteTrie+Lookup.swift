/// Looking a URL up: a depth-first walk over the trie, best route first (MATCH-1 to MATCH-8,
/// PREC-1 to PREC-7, LIM-5).
extension RouteTrie {
    /// Calls `body` with each route that matches, best first, until `body` returns `false`.
    ///
    /// - Parameters:
    ///   - bytes: The URL's UTF-8 text.
    ///   - parts: The URL's validated parts.
    ///   - body: Receives a matching route; returns `false` once it has the route it needs (for
    ///     dispatch, the first that decodes).
    /// - Returns: How many nodes the walk visited; never more than ``nodeCount`` (LIM-5).
    @discardableResult
    func forEachMatch(in bytes: ByteView, _ parts: URLParts, _ body: (Route) -> Bool) -> Int {
        var visited = 0
        _ = Self.visit(storage, node: 0, depth: 0, bytes, parts, &visited, body)
        return visited
    }

    /// Visits `index` at `depth`: its branches in the order of ``Precedence/Kind``, best first
    /// (PREC-2), so that the routes below a branch come before those of the branches after it.
    /// Returns `false` once `body` asked to stop.
    private static func visit(
        _ table: Storage, node index: Int, depth: Int, _ bytes: ByteView, _ parts: URLParts, _ visited: inout Int,
        _ body: (Route) -> Bool
    ) -> Bool {
        visited += 1
        return branch(.literal, table, node: index, depth: depth, bytes, parts, &visited, body)
            && branch(.foldedLiteral, table, node: index, depth: depth, bytes, parts, &visited, body)
            && branch(.placeholder, table, node: index, depth: depth, bytes, parts, &visited, body)
            && branch(.catchAll, table, node: index, depth: depth, bytes, parts, &visited, body)
            && branch(.end, table, node: index, depth: depth, bytes, parts, &visited, body)
    }

    /// Visits the branch of `index` that a component of `kind` takes: the child along the
    /// literal edge, the folded literal edge or the placeholder edge, the routes whose catch-all
    /// starts at `index`, or the routes that end there. Returns `false` once `body` asked to stop.
    @inline(__always)
    private static func branch(
        _ kind: Precedence.Kind, _ table: Storage, node index: Int, depth: Int, _ bytes: ByteView, _ parts: URLParts,
        _ visited: inout Int, _ body: (Route) -> Bool
    ) -> Bool {
        let count = parts.components.count
        // Once the URL has ended, only the routes that end here can match.
        guard depth < count || kind == .end else { return true }
        switch kind {
        case .literal, .foldedLiteral:
            let foldsCase = kind == .foldedLiteral
            guard !foldsCase || table.hasFoldedEdges,
                let child = literalChild(table, of: index, bytes, parts.components[depth], foldsCase: foldsCase)
            else { return true }
            return visit(table, node: child, depth: depth + 1, bytes, parts, &visited, body)
        case .placeholder:
            guard let child = table.nodes[index].placeholder, !parts.components[depth].isEmpty else { return true }
            return visit(table, node: child, depth: depth + 1, bytes, parts, &visited, body)
        case .catchAll:
            // A catch-all takes every remaining component, each non-empty (MATCH-7): its routes
            // are checked as if the pattern had ended with the URL.
            let first = table.nodes[index].firstCatchAll
            guard first != nil, (depth..<count).allSatisfy({ !parts.components[$0].isEmpty }) else { return true }
            return runRoutes(table, from: first, depth: count, bytes, parts, body)
        case .end:
            return runRoutes(table, from: table.nodes[index].firstRoute, depth: depth, bytes, parts, body)
        }
    }

    /// Offers `body` each route of the list that starts at `first` that the URL passes the
    /// checks of, in order. Returns `false` once `body` asked to stop.
    private static func runRoutes(
        _ table: Storage, from first: Int?, depth: Int, _ bytes: ByteView, _ parts: URLParts, _ body: (Route) -> Bool
    ) -> Bool {
        var next = first
        while let position = next {
            let link = table.links[position]
            if accepts(table, link.route, depth: depth, bytes, parts), !body(table.routes[link.route]) { return false }
            next = link.next
        }
        return true
    }

    /// The child along the literal edge equal to the decoded `component`, if any; along the
    /// folded edge equal to it folded to lower case when `foldsCase`.
    private static func literalChild(_ table: Storage, of node: Int, _ bytes: ByteView, _ component: PathComponent, foldsCase: Bool)
        -> Int?
    {
        guard !table.edges.isEmpty else { return nil }
        let hash = LiteralHash.of(encoded: bytes.view(component.range), escaped: component.isEscaped, foldingCase: foldsCase)
        let mask = table.edgeIndex.count - 1
        var slot = Self.slot(parent: node, hash: hash) & mask
        while table.edgeIndex[slot] != 0 {
            let edge = table.edges[Int(table.edgeIndex[slot]) - 1]
            if edge.parent == node, edge.hash == hash, edge.foldsCase == foldsCase,
                component.decodes(in: bytes, to: table.arena, from: edge.literal.start, count: edge.literal.count, foldingCase: foldsCase)
            {
                return edge.child
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Whether the URL belongs to the origin and the host of `route`, a position in ``routes``,
    /// whatever its path (HOST-1, ORIGIN-5).
    func serves(_ route: Int, _ bytes: ByteView, _ parts: URLParts) -> Bool {
        Self.serves(storage, route, bytes, parts)
    }

    /// Mode, origin, host and fragment route: the checks a trie position cannot make.
    private static func accepts(_ table: Storage, _ route: Int, depth: Int, _ bytes: ByteView, _ parts: URLParts) -> Bool {
        let check = table.checks[route]
        if check.matching == .exact, depth != parts.components.count { return false }
        guard serves(table, route, bytes, parts) else { return false }
        if check.hasFragmentRoute {
            guard let fragment = table.routes[route].pattern.fragment, let urlRoute = parts.fragmentRoute else { return false }
            return FragmentMatch.matches(fragment, bytes, urlRoute, foldingCase: check.foldsCase)
        }
        return true
    }

    /// Origin and host: the checks of a route that do not depend on the path.
    @inline(__always)
    private static func serves(_ table: Storage, _ route: Int, _ bytes: ByteView, _ parts: URLParts) -> Bool {
        let check = table.checks[route]
        if let origin = check.origin, origin != parts.origin { return false }
        guard let host = check.host else { return true }
        guard let urlHost = parts.host, urlHost.count == host.count else { return false }
        return bytes.view(urlHost).elementsEqual(table.arena, at: host.start, folding: true)
    }
}
