/// The parents of each destination route in the URL hierarchy (DEST-7): the destination routes
/// whose patterns are whole-component prefixes of its own, shallow to deep.
///
/// Worked out as routes are registered, so that a back stack reads a short list instead of
/// every route; a parent registered after its child is added to the child's list then.
struct DestinationParents: Sendable {
    typealias Route = RouteTrie<RouteEntry>.Route

    /// A parent route and the number of path components of its pattern.
    struct Parent: Sendable {
        let route: Route
        let depth: Int
    }

    /// Each destination route's parents, by its position in the router's routes: shallow to
    /// deep, and at one depth best first (PREC-1 to PREC-7).
    private var parentsByRoute: [Int: [Parent]] = [:]

    /// The parents of the route at `position`, shallow to deep.
    func parents(of position: Int) -> [Parent] {
        parentsByRoute[position] ?? []
    }

    /// Adds `route`, a destination route just registered, the route's own registration or an
    /// alias of it, to the hierarchy of `routes`, the router's routes. A route and its aliases
    /// are one route under several patterns: none of them is a parent of another.
    mutating func add(_ route: Route, among routes: [Route]) {
        let registration = Self.registration(of: route)
        for other in routes where Self.registration(of: other) != registration && other.entry.destination != nil {
            if Self.isParent(other, of: route) { insert(other, into: route.order) }
            if Self.isParent(route, of: other) { insert(route, into: other.order) }
        }
    }

    /// The position of the registration `route` belongs to: its own, or for an alias, that of
    /// the route it is an old pattern of (REG-8).
    static func registration(of route: Route) -> Int {
        route.entry.aliasOf ?? route.order
    }

    /// Puts `parent` into the list of the route at `child`, after the shallower ones, the ones
    /// of its depth it does not beat, and the ones it ties with, which were registered earlier.
    private mutating func insert(_ parent: Route, into child: Int) {
        var parents = parentsByRoute[child] ?? []
        let depth = parent.pattern.components.count
        let position =
            parents.firstIndex { depth < $0.depth || (depth == $0.depth && parent.precedence < $0.route.precedence) }
            ?? parents.count
        parents.insert(Parent(route: parent, depth: depth), at: position)
        parentsByRoute[child] = parents
    }

    /// Whether the pattern of `parent` is a whole-component prefix of the pattern of `child`
    /// (DEST-7): fewer path components, or as many when only the child has a fragment route;
    /// at each of its positions a placeholder where the child has one, or a literal equal to the
    /// child's, without case when either route folds it. The root pattern `/` is no parent, nor
    /// a pattern with a fragment route.
    static func isParent(_ parent: Route, of child: Route) -> Bool {
        let (mine, theirs) = (parent.pattern.components, child.pattern.components)
        guard !mine.isEmpty, !parent.pattern.hasFragmentRoute,
            mine.count < theirs.count || (mine.count == theirs.count && child.pattern.hasFragmentRoute)
        else { return false }
        let folds = parent.foldsCase || child.foldsCase
        for (position, component) in mine.enumerated() {
            switch (component, theirs[position]) {
            case (.placeholder, .placeholder):
                continue
            case (.literal, .literal):
                let (literal, other) = (parent.pattern.literalBytes[position], child.pattern.literalBytes[position])
                guard folds ? literal.map(ASCII.lowercased) == other.map(ASCII.lowercased) : literal == other else { return false }
            default:
                return false
            }
        }
        return true
    }
}
