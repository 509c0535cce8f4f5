/// Matching one pattern against one URL, outside a route table: what ``PathwayDecoder`` needs,
/// and the captures of a route the table found.
enum PatternMatch {
    /// Whether `pattern` covers every component of the URL's path and its fragment route, if any
    /// (DEC-1), comparing literals with case.
    static func matchesExactly(_ pattern: PathPattern, _ bytes: ByteView, _ parts: URLParts) -> Bool {
        let components = pattern.components
        let count = parts.components.count
        guard components.count == count || (pattern.endsInCatchAll && count > components.count) else { return false }
        guard matchesStart(pattern, bytes, parts, foldingCase: false) else { return false }
        // A catch-all takes the components after the pattern's last one too, each non-empty.
        for index in components.count..<count where parts.components[index].isEmpty { return false }
        guard pattern.hasFragmentRoute, let fragment = pattern.fragment else { return true }
        guard let urlRoute = parts.fragmentRoute else { return false }
        return FragmentMatch.matches(fragment, bytes, urlRoute, foldingCase: false)
    }

    /// Whether the pattern's path components match the first components of the URL's path, as
    /// a prefix route's do (MATCH-4): literals equal once decoded, folded when `foldingCase`; a
    /// placeholder or a catch-all on a non-empty component.
    static func matchesStart(_ pattern: PathPattern, _ bytes: ByteView, _ parts: URLParts, foldingCase: Bool) -> Bool {
        guard pattern.components.count <= parts.components.count else { return false }
        for (index, component) in pattern.components.enumerated() {
            let urlComponent = parts.components[index]
            switch component {
            case .placeholder, .catchAll:
                if urlComponent.isEmpty { return false }
            case .literal:
                let literal = pattern.literalBytes[index]
                guard urlComponent.decodes(in: bytes, to: literal, from: 0, count: literal.count, foldingCase: foldingCase) else {
                    return false
                }
            }
        }
        return true
    }

    /// The names and decoded values of the pattern's placeholders, in order, a catch-all giving
    /// one item per component it took; the pattern has matched.
    static func captures(of pattern: PathPattern, _ bytes: ByteView, _ parts: URLParts) -> [RouteParameters.Item] {
        let placeholders = pattern.placeholders
        var items: [RouteParameters.Item] = []
        // The common pattern, without catch-all or fragment placeholders: one item per
        // placeholder, sized once (the array grows from empty otherwise).
        guard pattern.hasCatchAll || pattern.hasFragmentRoute else {
            items.reserveCapacity(placeholders.count)
            for placeholder in placeholders {
                items.append(item(placeholder.name, bytes, parts.components[placeholder.index]))
            }
            return items
        }
        let count = parts.components.count
        // A catch-all takes every component after the pattern's others.
        items.reserveCapacity(placeholders.count + Swift.max(0, count - pattern.components.count))
        for placeholder in placeholders where !placeholder.inFragment {
            let first = placeholder.index
            let last = placeholder.isCatchAll ? count - 1 : first
            guard first <= last, last < count else { continue }
            for index in first...last { items.append(item(placeholder.name, bytes, parts.components[index])) }
        }
        if let fragment = pattern.fragment, let urlRoute = parts.fragmentRoute {
            FragmentMatch.forEachCapture(fragment, bytes, urlRoute) { name, range in
                items.append(RouteParameters.Item(name: name, value: RouteParameters.decodeValidated(bytes, range)))
            }
        }
        return items
    }

    /// The decoded components after those the pattern matched, for a prefix route (DISP-9):
    /// one text per component, decoded once, an empty component giving an empty text. Empty
    /// when the route is exact, its pattern ends in a catch-all, or the pattern took the whole
    /// path.
    static func remainder(of pattern: PathPattern, _ matching: Matching, _ bytes: ByteView, _ parts: URLParts) -> [String] {
        let first = pattern.components.count
        let count = parts.components.count
        guard matching == .prefix, !pattern.endsInCatchAll, first < count else { return [] }
        var remainder: [String] = []
        remainder.reserveCapacity(count - first)
        for index in first..<count { remainder.append(RouteParameters.decode(bytes, parts.components[index])) }
        return remainder
    }

    private static func item(_ name: String, _ bytes: ByteView, _ component: PathComponent) -> RouteParameters.Item {
        RouteParameters.Item(name: name, value: RouteParameters.decode(bytes, component))
    }
}
