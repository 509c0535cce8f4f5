/// Matching one pattern against one URL, outside a route table: what ``PathwayDecoder`` needs.
enum PatternMatch {
    /// Whether `pattern` covers every component of the URL's path and its fragment route, if any
    /// (DEC-1).
    static func matchesExactly(_ pattern: PathPattern, _ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts) -> Bool {
        guard pattern.components.count == parts.components.count else { return false }
        for (index, range) in parts.components.enumerated() {
            let component = UnsafeBufferPointer(rebasing: bytes[range])
            switch pattern.components[index] {
            case .placeholder:
                if component.isEmpty { return false }
            case .literal:
                guard pattern.literalBytes[index].withUnsafeBufferPointer({ PercentDecoding.decodes(component, to: $0) }) else {
                    return false
                }
            }
        }
        guard let fragmentRoute = pattern.fragmentRouteBytes else { return true }
        guard let urlRoute = parts.fragmentRoute else { return false }
        return fragmentRoute.withUnsafeBufferPointer {
            PercentDecoding.decodes(UnsafeBufferPointer(rebasing: bytes[urlRoute]), to: $0)
        }
    }

    /// The names and decoded values of the pattern's placeholders, in order; the pattern has
    /// matched. One allocation, none without placeholders. (`map` measured faster here than
    /// filling an array of the final size with `init(unsafeUninitializedCapacity:)`.)
    static func captures(
        of pattern: PathPattern, _ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts
    ) -> [RouteParameters.Item] {
        pattern.placeholders.map { placeholder in
            RouteParameters.Item(
                name: placeholder.name, value: RouteParameters.decodeValidated(bytes, parts.components[placeholder.componentIndex]))
        }
    }
}
