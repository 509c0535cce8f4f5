/// A compiled route table: a trie over decoded path components (SPEC: MATCH-1 to MATCH-6,
/// PREC-1 to PREC-7).
///
/// Each node has literal edges, found by a hash of their decoded bytes, and at most one
/// placeholder edge. Registrations ending at a node are kept in precedence order, so a
/// depth-first walk that tries the literal edge, then the placeholder edge, then the node's own
/// registrations yields every matching registration best first. Precedence is decided when a
/// route is inserted, never by registration order except to break true ties.
///
/// Everything a lookup reads is a plain value in a flat array: nodes, edges, the lists of routes
/// at each node, and what the walk checks of each route, with all their text in one byte arena.
/// A lookup then only reads elements and retains nothing, however large the table.
///
/// Each node sits at one depth, so a lookup visits each node at most once: the work is bounded
/// by the URL's length times the table's width at each depth, and never backtracks into a
/// subtree twice (LIM-5).
struct RouteTable<Entry: Sendable>: Sendable {
    /// A registration as dispatch sees it: one object, so that reading a route retains one
    /// reference.
    final class Route: Sendable {
        let pattern: PathPattern
        let matching: Matching
        /// The lower-cased host, or `nil` for any host.
        let host: [UInt8]?
        let entry: Entry
        /// The registration's position, which breaks ties between otherwise equal routes.
        let order: Int

        init(pattern: PathPattern, matching: Matching, host: [UInt8]?, entry: Entry, order: Int) {
            self.pattern = pattern
            self.matching = matching
            self.host = host
            self.entry = entry
            self.order = order
        }

        /// Orders routes that end at the same node (PREC-3 to PREC-6).
        func precedes(_ other: Route) -> Bool {
            if (pattern.fragmentRoute != nil) != (other.pattern.fragmentRoute != nil) { return pattern.fragmentRoute != nil }
            if matching != other.matching { return matching == .exact }
            if (host != nil) != (other.host != nil) { return host != nil }
            return order < other.order
        }
    }

    /// Bytes in the table's arena.
    struct Text: Sendable {
        let start: Int
        let count: Int
    }

    /// What the walk checks of a route that a trie position cannot: mode, host, fragment route.
    struct Check: Sendable {
        let matching: Matching
        /// The lower-cased host, or `nil` for any host.
        let host: Text?
        /// The decoded fragment route, or `nil` for a route without one.
        let fragmentRoute: Text?
    }

    /// A literal edge from `parent` to `child`.
    struct LiteralEdge: Sendable {
        let parent: Int
        let literal: Text
        let hash: UInt32
        let child: Int
    }

    struct Node: Sendable {
        /// The child along the placeholder edge, if any.
        var placeholder: Int?
        /// The first of the node's routes in ``links``, best first.
        var firstRoute: Int?
    }

    /// One route in a node's list, and the next one in precedence order.
    struct Link: Sendable {
        let route: Int
        var next: Int?
    }

    /// The table's arrays: a plain value while routes are inserted.
    struct Arrays: Sendable {
        var nodes: [Node] = [Node()]
        var edges: [LiteralEdge] = []
        /// Open addressing over every edge, by parent and hash: each slot holds an edge's
        /// position plus one, or zero when empty; the capacity is a power of two at least twice
        /// the edges.
        var edgeIndex = [Int32](repeating: 0, count: 16)
        var links: [Link] = []
        var checks: [Check] = []
        /// The decoded bytes of every literal, host and fragment route, end to end.
        var arena: [UInt8] = []
        var routes: [Route] = []
    }

    /// The arrays behind one reference, so that copying a table, as every handle does, retains
    /// one object instead of each array. Immutable: ``insert(pattern:matching:host:entry:)``
    /// takes the arrays out, changes them, and puts them in a new storage.
    final class Storage: Sendable {
        let nodes: [Node]
        let edges: [LiteralEdge]
        let edgeIndex: [Int32]
        let links: [Link]
        let checks: [Check]
        let arena: [UInt8]
        let routes: [Route]

        init(_ arrays: Arrays) {
            nodes = arrays.nodes
            edges = arrays.edges
            edgeIndex = arrays.edgeIndex
            links = arrays.links
            checks = arrays.checks
            arena = arrays.arena
            routes = arrays.routes
        }

        /// The arrays, to change.
        var arrays: Arrays {
            Arrays(nodes: nodes, edges: edges, edgeIndex: edgeIndex, links: links, checks: checks, arena: arena, routes: routes)
        }
    }

    private(set) var storage = Storage(Arrays())

    var nodes: [Node] { storage.nodes }
    var routes: [Route] { storage.routes }

    /// Adds a route; its pattern must be valid.
    mutating func insert(pattern: PathPattern, matching: Matching, host: [UInt8]?, entry: Entry) {
        // Taken out of the storage, which is then released: while no copy of the table shares
        // it, the arrays are changed in place.
        var arrays = storage.arrays
        storage = Storage(Arrays())
        arrays.insert(pattern: pattern, matching: matching, host: host, entry: entry)
        storage = Storage(arrays)
    }

    /// The number of nodes in the trie.
    var nodeCount: Int { storage.nodes.count }

    /// The first slot to probe for an edge: the literal's hash mixed with its parent node.
    static func slot(parent: Int, hash: UInt32) -> Int {
        Int(truncatingIfNeeded: hash ^ (UInt32(truncatingIfNeeded: parent) &* 0x9E37_79B9))
    }
}

extension RouteTable.Arrays {
    typealias Node = RouteTable.Node
    typealias Text = RouteTable.Text
    typealias LiteralEdge = RouteTable.LiteralEdge
    typealias Link = RouteTable.Link
    typealias Check = RouteTable.Check
    typealias Route = RouteTable.Route

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
        let hostText = host.map { store($0) }
        let fragmentText = pattern.fragmentRouteBytes.map { store($0) }
        checks.append(Check(matching: matching, host: hostText, fragmentRoute: fragmentText))
        link(routes.count - 1, at: node)
    }

    /// Puts `route` into `node`'s list, after every route that precedes it.
    private mutating func link(_ route: Int, at node: Int) {
        var previous: Int?
        var current = nodes[node].firstRoute
        while let position = current, routes[links[position].route].precedes(routes[route]) {
            previous = position
            current = links[position].next
        }
        links.append(Link(route: route, next: current))
        if let previous {
            links[previous].next = links.count - 1
        } else {
            nodes[node].firstRoute = links.count - 1
        }
    }

    /// Adds `bytes` to the arena.
    private mutating func store(_ bytes: [UInt8]) -> Text {
        defer { arena.append(contentsOf: bytes) }
        return Text(start: arena.count, count: bytes.count)
    }

    /// The child of `node` along the literal `bytes`, added if there is none yet.
    private mutating func literalChild(of node: Int, _ bytes: [UInt8]) -> Int {
        let hash = LiteralHash.of(decoded: bytes)
        let existing = child(of: node, hash: hash) { literal in
            literal.count == bytes.count && (0..<bytes.count).allSatisfy { arena[literal.start + $0] == bytes[$0] }
        }
        if let existing { return existing }
        let child = nodes.count
        nodes.append(Node())
        edges.append(LiteralEdge(parent: node, literal: store(bytes), hash: hash, child: child))
        if edges.count * 2 > edgeIndex.count {
            edgeIndex = [Int32](repeating: 0, count: edgeIndex.count * 2)
            for position in edges.indices { place(position) }
        } else {
            place(edges.count - 1)
        }
        return child
    }

    private mutating func place(_ position: Int) {
        let mask = edgeIndex.count - 1
        var slot = RouteTable.slot(parent: edges[position].parent, hash: edges[position].hash) & mask
        while edgeIndex[slot] != 0 { slot = (slot + 1) & mask }
        edgeIndex[slot] = Int32(truncatingIfNeeded: position + 1)
    }

    /// The child along the edge of `node` with `hash` whose literal `matches` accepts.
    private func child(of node: Int, hash: UInt32, _ matches: (Text) -> Bool) -> Int? {
        let mask = edgeIndex.count - 1
        var slot = RouteTable.slot(parent: node, hash: hash) & mask
        while edgeIndex[slot] != 0 {
            let edge = edges[Int(edgeIndex[slot]) - 1]
            if edge.parent == node, edge.hash == hash, matches(edge.literal) { return edge.child }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
