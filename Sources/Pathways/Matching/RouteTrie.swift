/// A compiled route table: a trie over decoded path components (SPEC: MATCH-1 to MATCH-8,
/// PREC-1 to PREC-7).
///
/// Each node has literal edges, found by a hash of their decoded bytes (or, for routes that
/// compare without case, of those bytes folded to lower case), at most one placeholder edge,
/// the registrations whose catch-all starts there, and the registrations that end there, each
/// list in the order of their ``Precedence``. A depth-first walk that tries a node's branches in
/// the order of ``Precedence/Kind`` (the literal edge, the folded literal edge, the placeholder
/// edge, the catch-alls, the routes that end there) yields every matching registration best
/// first. Precedence is decided when a route is inserted, never by registration order except to
/// break true ties.
///
/// Everything a lookup reads is a plain value in a flat array: nodes, edges, the lists of routes
/// at each node, and what the walk checks of each route, with all their text in one byte arena.
/// Routing a link only reads the table: it is built as routes are registered and never changed
/// by the links it routes.
///
/// Each node sits at one depth, so a lookup visits each node at most once: the work is bounded
/// by the URL's length times the table's width at each depth, and never backtracks into a
/// subtree twice (LIM-5).
struct RouteTrie<Entry: Sendable>: Sendable {
    /// A registration as dispatch sees it: one immutable object, shared by the table and every
    /// match that names it.
    final class Route: Sendable {
        let pattern: PathPattern
        let matching: Matching
        /// Whether the route's literals compare without ASCII case (MATCH-8).
        let foldsCase: Bool
        /// The lower-cased host, or `nil` for any host.
        let host: [UInt8]?
        /// The position of the router origin the route is limited to, or `nil` for every
        /// origin of the router (ORIGIN-5).
        let origin: Int?
        let entry: Entry
        /// The registration's position, which breaks ties between otherwise equal routes.
        let order: Int
        /// Where the route stands when several match a URL (PREC-2 to PREC-5).
        let precedence: Precedence

        init(pattern: PathPattern, matching: Matching, foldsCase: Bool, host: [UInt8]?, origin: Int?, entry: Entry, order: Int) {
            self.pattern = pattern
            self.matching = matching
            self.foldsCase = foldsCase
            self.host = host
            self.origin = origin
            self.entry = entry
            self.order = order
            precedence = Precedence(pattern: pattern, matching: matching, caseInsensitive: foldsCase, hasHost: host != nil || origin != nil)
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
        /// The position of the router origin the route is limited to, or `nil` for every origin.
        let origin: Int?
        /// Whether the pattern has a fragment route, which the route's pattern then matches.
        let hasFragmentRoute: Bool
        /// Whether the route's literals, the fragment route's too, compare without ASCII case.
        let foldsCase: Bool
    }

    /// A literal edge from `parent` to `child`. An edge of routes that compare without case
    /// holds its literal folded to lower case and is found by the folded text's hash.
    struct LiteralEdge: Sendable {
        let parent: Int
        let literal: Text
        let hash: UInt32
        let foldsCase: Bool
        let child: Int
    }

    struct Node: Sendable {
        /// The child along the placeholder edge, if any.
        var placeholder: Int?
        /// The first of the routes whose catch-all takes the components from this node on, in
        /// ``links``, best first.
        var firstCatchAll: Int?
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
        /// The decoded bytes of every literal and host, end to end.
        var arena: [UInt8] = []
        var routes: [Route] = []
        /// Whether any edge folds case: only then does a lookup hash a component folded too.
        var hasFoldedEdges = false
    }

    /// The arrays of one table, immutable and shared by every copy of the router. ``insert(pattern:matching:foldsCase:host:origin:entry:)``
    /// takes the arrays out, changes them, and puts them in a new storage.
    final class Storage: Sendable {
        let nodes: [Node]
        let edges: [LiteralEdge]
        let edgeIndex: [Int32]
        let links: [Link]
        let checks: [Check]
        let arena: [UInt8]
        let routes: [Route]
        let hasFoldedEdges: Bool

        init(_ arrays: Arrays) {
            nodes = arrays.nodes
            edges = arrays.edges
            edgeIndex = arrays.edgeIndex
            links = arrays.links
            checks = arrays.checks
            arena = arrays.arena
            routes = arrays.routes
            hasFoldedEdges = arrays.hasFoldedEdges
        }

        /// The arrays, to change.
        var arrays: Arrays {
            Arrays(
                nodes: nodes, edges: edges, edgeIndex: edgeIndex, links: links, checks: checks, arena: arena, routes: routes,
                hasFoldedEdges: hasFoldedEdges)
        }
    }

    private(set) var storage = Storage(Arrays())

    var nodes: [Node] { storage.nodes }
    var routes: [Route] { storage.routes }

    /// Adds a route; its pattern must be valid.
    mutating func insert(
        pattern: PathPattern, matching: Matching, foldsCase: Bool = false, host: [UInt8]?, origin: Int? = nil, entry: Entry
    ) {
        // Taken out of the storage, which is then released: while no copy of the table shares
        // it, the arrays are changed in place.
        var arrays = storage.arrays
        storage = Storage(Arrays())
        arrays.insert(pattern: pattern, matching: matching, foldsCase: foldsCase, host: host, origin: origin, entry: entry)
        storage = Storage(arrays)
    }

    /// The number of nodes in the trie.
    var nodeCount: Int { storage.nodes.count }

    /// The first slot to probe for an edge: the literal's hash mixed with its parent node.
    static func slot(parent: Int, hash: UInt32) -> Int {
        Int(truncatingIfNeeded: hash ^ (UInt32(truncatingIfNeeded: parent) &* 0x9E37_79B9))
    }
}

extension RouteTrie.Arrays {
    typealias Node = RouteTrie.Node
    typealias Text = RouteTrie.Text
    typealias LiteralEdge = RouteTrie.LiteralEdge
    typealias Link = RouteTrie.Link
    typealias Check = RouteTrie.Check
    typealias Route = RouteTrie.Route

    /// Adds a route; its pattern must be valid.
    mutating func insert(pattern: PathPattern, matching: Matching, foldsCase: Bool, host: [UInt8]?, origin: Int?, entry: Entry) {
        var node = 0
        var catchAll = false
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
                node = literalChild(of: node, foldsCase ? bytes.map(ASCII.lowercased) : bytes, foldsCase: foldsCase)
            case .catchAll:
                catchAll = true  // always the last component (PAT-12)
            }
        }
        let route = Route(
            pattern: pattern, matching: matching, foldsCase: foldsCase, host: host, origin: origin, entry: entry, order: routes.count)
        routes.append(route)
        let hostText = host.map { store($0) }
        checks.append(
            Check(matching: matching, host: hostText, origin: origin, hasFragmentRoute: pattern.hasFragmentRoute, foldsCase: foldsCase))
        if catchAll {
            nodes[node].firstCatchAll = link(routes.count - 1, before: nodes[node].firstCatchAll)
        } else {
            nodes[node].firstRoute = link(routes.count - 1, before: nodes[node].firstRoute)
        }
    }

    /// Puts `route`, the last registered, into the list that starts at `first`, after every
    /// route that precedes it or ties with it (PREC-6), and returns the list's new first link.
    private mutating func link(_ route: Int, before first: Int?) -> Int? {
        var previous: Int?
        var current = first
        while let position = current, routes[links[position].route].precedence <= routes[route].precedence {
            previous = position
            current = links[position].next
        }
        links.append(Link(route: route, next: current))
        guard let previous else { return links.count - 1 }
        links[previous].next = links.count - 1
        return first
    }

    /// Adds `bytes` to the arena.
    private mutating func store(_ bytes: [UInt8]) -> Text {
        defer { arena.append(contentsOf: bytes) }
        return Text(start: arena.count, count: bytes.count)
    }

    /// The child of `node` along the literal `bytes` (folded already when `foldsCase`), added if
    /// there is none yet.
    private mutating func literalChild(of node: Int, _ bytes: [UInt8], foldsCase: Bool) -> Int {
        let hash = LiteralHash.of(decoded: bytes)
        let existing = child(of: node, hash: hash, foldsCase: foldsCase) { literal in
            literal.count == bytes.count && (0..<bytes.count).allSatisfy { arena[literal.start + $0] == bytes[$0] }
        }
        if let existing { return existing }
        let child = nodes.count
        nodes.append(Node())
        if foldsCase { hasFoldedEdges = true }
        edges.append(LiteralEdge(parent: node, literal: store(bytes), hash: hash, foldsCase: foldsCase, child: child))
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
        var slot = RouteTrie.slot(parent: edges[position].parent, hash: edges[position].hash) & mask
        while edgeIndex[slot] != 0 { slot = (slot + 1) & mask }
        edgeIndex[slot] = Int32(truncatingIfNeeded: position + 1)
    }

    /// The child along the edge of `node` with `hash` whose literal `matches` accepts.
    private func child(of node: Int, hash: UInt32, foldsCase: Bool, _ matches: (Text) -> Bool) -> Int? {
        let mask = edgeIndex.count - 1
        var slot = RouteTrie.slot(parent: node, hash: hash) & mask
        while edgeIndex[slot] != 0 {
            let edge = edges[Int(edgeIndex[slot]) - 1]
            if edge.parent == node, edge.hash == hash, edge.foldsCase == foldsCase, matches(edge.literal) { return edge.child }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
