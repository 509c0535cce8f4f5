/// A compiled route table: a trie over decoded path components (SPEC: MATCH-1 to MATCH-6,
/// PREC-1 to PREC-7).
///
/// Each node has literal edges, found by a hash of their decoded bytes, and at most one
/// placeholder edge.
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

    /// A literal edge. Its decoded bytes live in the table's `literalBytes`, so edges are plain
    /// values: looking one up retains nothing.
    private struct LiteralEdge: Sendable {
        let start: Int
        let count: Int
        let hash: UInt32
        let child: Int
    }

    private struct Node: Sendable {
        /// In insertion order; which edge matches never depends on it, as at most one can.
        var literals: [LiteralEdge] = []
        /// Open addressing over `literals` once a node has more than `linearLimit` of them:
        /// each slot holds an edge's position plus one, or zero when empty; the capacity is a
        /// power of two at least twice the edge count.
        var literalIndex: [Int32] = []
        var placeholder: Int?
        var routes: [Int] = []
    }

    /// Up to this many literal edges, a node is searched edge by edge; beyond, by its index.
    private static var linearLimit: Int { 8 }

    private var nodes: [Node] = [Node()]
    /// The decoded bytes of every literal edge, end to end.
    private var literalBytes: [UInt8] = []
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
                node = literalChild(of: node, pattern.literalBytes[index])
            }
        }
        let route = Route(pattern: pattern, matching: matching, host: host, entry: entry, order: routes.count)
        routes.append(route)
        let position = nodes[node].routes.partitioningIndex { !routes[$0].precedes(route) }
        nodes[node].routes.insert(routes.count - 1, at: position)
    }

    /// The child of `node` along the literal `bytes`, added if there is none yet.
    private mutating func literalChild(of node: Int, _ bytes: [UInt8]) -> Int {
        let hash = bytes.withUnsafeBufferPointer { LiteralHash.of(decoded: $0) }
        let existing = literalBytes.withUnsafeBufferPointer { arena in
            bytes.withUnsafeBufferPointer { bytes in
                Self.find(in: nodes[node], arena: arena, hash: hash) { edge in
                    Self.equal(UnsafeBufferPointer(rebasing: arena[edge.start..<(edge.start + edge.count)]), bytes)
                }
            }
        }
        if let existing { return existing }
        let child = nodes.count
        nodes.append(Node())
        nodes[node].literals.append(LiteralEdge(start: literalBytes.count, count: bytes.count, hash: hash, child: child))
        literalBytes.append(contentsOf: bytes)
        let count = nodes[node].literals.count
        if count > Self.linearLimit {
            if count * 2 > nodes[node].literalIndex.count {
                rebuildIndex(of: node)
            } else {
                Self.place(count - 1, hash: hash, in: &nodes[node].literalIndex)
            }
        }
        return child
    }

    private mutating func rebuildIndex(of node: Int) {
        var capacity = 16
        while capacity < nodes[node].literals.count * 4 { capacity *= 2 }
        var index = [Int32](repeating: 0, count: capacity)
        for (position, edge) in nodes[node].literals.enumerated() {
            Self.place(position, hash: edge.hash, in: &index)
        }
        nodes[node].literalIndex = index
    }

    private static func place(_ position: Int, hash: UInt32, in index: inout [Int32]) {
        let mask = index.count - 1
        var slot = Int(hash) & mask
        while index[slot] != 0 { slot = (slot + 1) & mask }
        index[slot] = Int32(truncatingIfNeeded: position + 1)
    }

    /// Byte equality; a plain loop, where the generic `elementsEqual` costs ten times more.
    @inline(__always)
    private static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var index = 0
        while index < lhs.count {
            if lhs[index] != rhs[index] { return false }
            index += 1
        }
        return true
    }

    /// The child along the first edge of `node` with `hash` that `matches` accepts.
    @inline(__always)
    private static func find(
        in node: borrowing Node, arena: UnsafeBufferPointer<UInt8>, hash: UInt32, _ matches: (LiteralEdge) -> Bool
    ) -> Int? {
        node.literals.withUnsafeBufferPointer { literals in
            if literals.count <= linearLimit {
                for edge in literals where edge.hash == hash && matches(edge) { return edge.child }
                return nil
            }
            return node.literalIndex.withUnsafeBufferPointer { index in
                let mask = index.count - 1
                var slot = Int(hash) & mask
                while index[slot] != 0 {
                    let edge = literals[Int(index[slot]) - 1]
                    if edge.hash == hash, matches(edge) { return edge.child }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    /// Calls `body` with each route that matches, best first, until `body` returns `false`.
    ///
    /// - Parameters:
    ///   - bytes: The URL's UTF-8 text.
    ///   - parts: The URL's validated parts.
    ///   - body: Receives a matching route's index in ``routes``.
    /// - Returns: How many nodes the walk visited; never more than ``nodeCount`` (LIM-5).
    @discardableResult
    func forEachMatch(in bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts, _ body: (Int) -> Bool) -> Int {
        var visited = 0
        // The walk reads the arrays through buffer pointers: copying a node or a route out of
        // its array would retain and release every array inside it at each step.
        nodes.withUnsafeBufferPointer { nodes in
            routes.withUnsafeBufferPointer { routes in
                literalBytes.withUnsafeBufferPointer { arena in
                    _ = Walk(nodes: nodes, routes: routes, arena: arena, bytes: bytes, parts: parts).visit(
                        node: 0, depth: 0, &visited, body)
                }
            }
        }
        return visited
    }

    /// The number of nodes in the trie.
    var nodeCount: Int { nodes.count }

    private struct Walk {
        let nodes: UnsafeBufferPointer<Node>
        let routes: UnsafeBufferPointer<Route>
        let arena: UnsafeBufferPointer<UInt8>
        let bytes: UnsafeBufferPointer<UInt8>
        let parts: URLParts

        /// Returns `false` once `body` asked to stop.
        func visit(node index: Int, depth: Int, _ visited: inout Int, _ body: (Int) -> Bool) -> Bool {
            visited += 1
            if depth < parts.components.count {
                let component = UnsafeBufferPointer(rebasing: bytes[parts.components[depth]])
                if !nodes[index].literals.isEmpty, let child = literalChild(of: index, component),
                    !visit(node: child, depth: depth + 1, &visited, body)
                {
                    return false
                }
                if let child = nodes[index].placeholder, !component.isEmpty, !visit(node: child, depth: depth + 1, &visited, body) {
                    return false
                }
            }
            // By position, reading in place: a `for` loop over the array would retain it.
            let routeCount = nodes[index].routes.count
            var position = 0
            while position < routeCount {
                let routeIndex = nodes[index].routes[position]
                position += 1
                if accepts(routeIndex, depth: depth), !body(routeIndex) { return false }
            }
            return true
        }

        /// The child along the literal edge equal to the decoded `component`, if any.
        private func literalChild(of node: Int, _ component: UnsafeBufferPointer<UInt8>) -> Int? {
            let (hash, decodedCount, escaped) = LiteralHash.of(encoded: component)
            let arena = arena
            return RouteTable.find(in: nodes[node], arena: arena, hash: hash) { edge in
                guard edge.count == decodedCount else { return false }
                let literal = UnsafeBufferPointer(rebasing: arena[edge.start..<(edge.start + edge.count)])
                if !escaped {
                    return RouteTable.equal(literal, component)
                }
                return PercentDecoding.decodes(component, to: literal)
            }
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
                return fragmentRoute.withUnsafeBufferPointer {
                    PercentDecoding.decodes(UnsafeBufferPointer(rebasing: bytes[urlRoute]), to: $0)
                }
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
