/// Where a route stands when several routes match one URL (SPEC section 8): the one statement
/// of precedence, which the route table, ``Pathways/diagnostics`` and the associations
/// generated from a router all follow.
///
/// A route's precedence is worked out once, when it is registered, from its parsed pattern and
/// its options. A route whose precedence is less comes first; routes whose precedence is equal
/// are true ties, which the order of registration decides (PREC-6). Registration order takes no
/// other part (PREC-1), so `/products/featured` beats `/products/:id` whichever was registered
/// first. Routes are compared by:
///
/// 1. their paths, component by component from the left: at the first position where they
///    differ in kind, a literal of a route that compares with case beats a literal of a route
///    that compares without case, which beats a placeholder, which beats a catch-all, which
///    beats a pattern that has already ended (PREC-2). So a longer prefix beats a shorter one;
/// 2. then their fragment routes: a route with one beats a route without one, and two fragment
///    routes compare piece by piece as paths do (PREC-3);
/// 3. then their mode: an exact route beats a prefix route (PREC-4);
/// 4. then their host: a route with a host, or limited to an origin, beats a route without one
///    (PREC-5, ORIGIN-6).
///
/// Literals count by kind only: which literal, and which host, is not compared, since two
/// routes that differ in them never match the same URL.
package struct Precedence: Comparable, Hashable, Sendable {
    /// What a pattern has at one position of its path or of its fragment route, best first
    /// (PREC-2): kinds compare in the order they are declared here.
    package enum Kind: Comparable, Hashable, Sendable {
        /// A literal of a route that compares with case.
        case literal
        /// A literal of a route that compares without case (MATCH-8).
        case foldedLiteral
        /// A placeholder, which takes one component.
        case placeholder
        /// A catch-all, which takes the remaining components.
        case catchAll
        /// Nothing: the pattern has already ended.
        case end
    }

    /// The kind of each component of the path, from the left.
    let path: [Kind]
    /// The kind of each piece of the fragment route, from the left; `nil` for a route without one.
    let fragmentRoute: [Kind]?
    let matching: Matching
    /// Whether the route has a host or is limited to an origin.
    let hasHost: Bool

    /// The precedence of a route.
    ///
    /// - Parameters:
    ///   - pattern: The route's pattern.
    ///   - matching: Whether the route is exact or a prefix.
    ///   - caseInsensitive: Whether the route's literals compare without ASCII case.
    ///   - hasHost: Whether the route has a host or is limited to an origin.
    package init(pattern: PathPattern, matching: Matching, caseInsensitive: Bool, hasHost: Bool) {
        func kind(_ component: PathPattern.Component) -> Kind {
            switch component {
            case .literal: caseInsensitive ? .foldedLiteral : .literal
            case .placeholder: .placeholder
            case .catchAll: .catchAll
            }
        }
        path = pattern.components.map(kind)
        fragmentRoute = pattern.fragmentComponents?.map(kind)
        self.matching = matching
        self.hasHost = hasHost
    }

    /// Whether `lhs` comes before `rhs` when both match a URL.
    package static func < (lhs: Precedence, rhs: Precedence) -> Bool {
        // PREC-2: the paths decide at the first position where they differ in kind.
        if let beats = beats(lhs.path, rhs.path) { return beats }
        // PREC-3: a fragment route beats none; two fragment routes compare as paths do.
        switch (lhs.fragmentRoute, rhs.fragmentRoute) {
        case (.some, .none): return true
        case (.none, .some): return false
        case (.some(let mine), .some(let theirs)): if let beats = beats(mine, theirs) { return beats }
        case (.none, .none): break
        }
        // PREC-4: then exact beats prefix.
        if lhs.matching != rhs.matching { return lhs.matching == .exact }
        // PREC-5: then a host, or an origin (ORIGIN-6), beats none.
        return lhs.hasHost && !rhs.hasHost
    }

    /// Whether `mine` beats `theirs` at the first position where they differ in kind, a list that
    /// has ended counting as ``Kind/end`` there; `nil` when they do not differ.
    private static func beats(_ mine: [Kind], _ theirs: [Kind]) -> Bool? {
        for position in 0..<max(mine.count, theirs.count) {
            let kinds = (position < mine.count ? mine[position] : .end, position < theirs.count ? theirs[position] : .end)
            if kinds.0 != kinds.1 { return kinds.0 < kinds.1 }
        }
        return nil
    }
}
