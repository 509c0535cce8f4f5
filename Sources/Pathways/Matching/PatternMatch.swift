/// Matching one pattern against one URL, outside a route table: what ``PathwayDecoder`` needs.
enum PatternMatch {
    /// Whether `pattern` covers every component of the URL's path and its fragment route, if any
    /// (DEC-1).
    static func matchesExactly(_ pattern: PathPattern, _ bytes: ByteView, _ parts: URLParts) -> Bool {
        guard pattern.components.count == parts.components.count else { return false }
        for (index, range) in parts.components.enumerated() {
            let component = bytes.view(range)
            switch pattern.components[index] {
            case .placeholder:
                if component.isEmpty { return false }
            case .literal:
                guard PercentDecoding.decodes(component, to: pattern.literalBytes[index]) else { return false }
            }
        }
        guard let fragmentRoute = pattern.fragmentRouteBytes else { return true }
        guard let urlRoute = parts.fragmentRoute else { return false }
        return PercentDecoding.decodes(bytes.view(urlRoute), to: fragmentRoute)
    }

    /// The names and decoded values of the pattern's placeholders, in order; the pattern has
    /// matched.
    static func captures(of pattern: PathPattern, _ bytes: ByteView, _ parts: URLParts) -> [RouteParameters.Item] {
        let placeholders = pattern.placeholders
        // Sized once: the array `map` builds here grows from empty instead.
        var items: [RouteParameters.Item] = []
        items.reserveCapacity(placeholders.count)
        for placeholder in placeholders {
            let value = RouteParameters.decodeValidated(bytes, parts.components[placeholder.componentIndex])
            items.append(RouteParameters.Item(name: placeholder.name, value: value))
        }
        return items
    }
}
