/// A compiled route table: a trie over decoded path components (SPEC: MATCH-1 to MATCH-6,
/// PREC-1 to PREC-7).
///
/// Each node has literal edges, sorted by their decoded bytes, and at most one placeholder edge.
/// Registrations ending at a node are kept in precedence order, so a depth-first walk that
/// tries the literal edge, then the placeholder edge, then the node's own registrations yields
/// every matching registration best first. Precedence is decided when a route is inserted,
/// never by registration order except to break true ties.
///
/// Each node sits at one depth, so a lookup visits each node at most once: the work is bounded
/// by the URL's length times the table's width at each depth, and never backtracks into a
/// subtree twice (LIM-5).
struct RouteTable<Entry: Sendable>: Sendable {
    /// A registration as the table sees it.
    struct Route: Sendable {
        let pattern: PathPattern
        let matching: Matching
        /// The lower-cased host, or `nil` for any host.
        let host: [UInt8]?
        let entry: Entry
        /// The registration's position, which breaks ties between otherwise equal routes.
        let order: Int

        /// Orders routes that end at the same node (PREC-3 to PREC-6).
        func precedes(_ other: Route) -> Bool {
            if (pattern.fragmentRoute != nil) != (other.pattern.fragmentRoute != nil) { return pattern.fragmentRoute != nil }
            if matching != other.matching { return matching == .exact }
            if (host != nil) != (other.host != nil) { return host != nil }
            return order < other.order
        }
    }

    private struct LiteralEdge: Sendable {
        let bytes: [UInt8]
        let child: Int
    }

    private struct Node: Sendable {
        var literals: [LiteralEdge] = []
        var placeholder: Int?
        var routes: [Int] = []
    }

    private var nodes: [Node] = [Node()]
    private(set) var routes: [Route] = []

    /// Adds a route; its pattern must be valid.
    mutating func insert(pattern: PathPattern, matching: Matching, host: [UInt8]?, entry: Entry) {
        var node = 0
        for (index, component) in pattern.components.enumerated() {
            switch component {
            case .placeholder:
                if let child = nodes[node].placeholder {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].placeholder = nodes.count - 1
                    node = nodes.count - 1
                }
            case .literal:
                let bytes = pattern.literalBytes[index]
                let position = nodes[node].literals.partitioningIndex { $0.bytes.lexicographicallyPrecedes(bytes) == false }
                if position < nodes[node].literals.count, nodes[node].literals[position].bytes == bytes {
                    node = nodes[node].literals[position].child
                } else {
                    nodes.append(Node())
                    nodes[node].literals.insert(LiteralEdge(bytes: bytes, child: nodes.count - 1), at: position)
                    node = nodes.count - 1
                }
            }
        }
        let route = Route(pattern: pattern, matching: matching, host: host, entry: entry, order: routes.count)
        routes.append(route)
        let position = nodes[node].routes.partitioningIndex { !routes[$0].precedes(route) }
        nodes[node].routes.insert(routes.count - 1, at: position)
    }

    /// Calls `body` with each route that matches, best first, until `body` returns `false`.
    ///
    /// - Parameters:
    ///   - bytes: The URL's UTF-8 text.
    ///   - parts: The URL's validated parts.
    ///   - body: Receives a matching route's index in ``routes``.
    func forEachMatch(in bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts, _ body: (Int) -> Bool) {
        // The walk reads the arrays through buffer pointers: copying a node or a route out of
        // its array would retain and release every array inside it at each step.
        nodes.withUnsafeBufferPointer { nodes in
            routes.withUnsafeBufferPointer { routes in
                _ = Walk(nodes: nodes, routes: routes, bytes: bytes, parts: parts).visit(node: 0, depth: 0, body)
            }
        }
    }

    private struct Walk {
        let nodes: UnsafeBufferPointer<Node>
        let routes: UnsafeBufferPointer<Route>
        let bytes: UnsafeBufferPointer<UInt8>
        let parts: URLParts

        /// Returns `false` once `body` asked to stop.
        func visit(node index: Int, depth: Int, _ body: (Int) -> Bool) -> Bool {
            if depth < parts.components.count {
                let component = UnsafeBufferPointer(rebasing: bytes[parts.components[depth]])
                if let child = literalChild(of: index, component), !visit(node: child, depth: depth + 1, body) { return false }
                if let child = nodes[index].placeholder, !component.isEmpty, !visit(node: child, depth: depth + 1, body) {
                    return false
                }
            }
            for routeIndex in nodes[index].routes where accepts(routeIndex, depth: depth) {
                guard body(routeIndex) else { return false }
            }
            return true
        }

        private func literalChild(of node: Int, _ component: UnsafeBufferPointer<UInt8>) -> Int? {
            let literals = nodes[node].literals
            var low = 0
            var high = literals.count
            while low < high {
                let middle = (low + high) / 2
                let order = literals[middle].bytes.withUnsafeBufferPointer {
                    PercentDecoding.compare(encoded: component, decoded: $0)
                }
                if order == 0 { return literals[middle].child }
                if order < 0 { high = middle } else { low = middle + 1 }
            }
            return nil
        }

        /// Mode, host and fragment route: the checks a trie position cannot make.
        private func accepts(_ routeIndex: Int, depth: Int) -> Bool {
            let route = routes.baseAddress.map { $0 + routeIndex }
            guard let route else { return false }
            if route.pointee.matching == .exact, depth != parts.components.count { return false }
            if let host = route.pointee.host {
                guard let urlHost = parts.host, urlHost.count == host.count,
                    zip(bytes[urlHost], host).allSatisfy({ ASCII.lowercased($0) == $1 })
                else { return false }
            }
            if let fragmentRoute = route.pointee.pattern.fragmentRouteBytes {
                guard let urlRoute = parts.fragmentRoute else { return false }
                let order = fragmentRoute.withUnsafeBufferPointer {
                    PercentDecoding.compare(encoded: UnsafeBufferPointer(rebasing: bytes[urlRoute]), decoded: $0)
                }
                return order == 0
            }
            return true
        }
    }
}

extension Array {
    /// The first index whose element satisfies `predicate`, for a predicate that is false for a
    /// prefix of the array and true for the rest.
    fileprivate func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
