/// The baseline: a router that compares the URL with each registration in turn.
///
/// Registrations are sorted once by precedence (at the first component where two patterns
/// differ in kind, the literal wins), so the first match is the best one and a lookup stops
/// there: the same answer Pathways gives for exact-match, host-less routes, found the
/// straightforward way. It does no validation, compares literals with the raw bytes, and
/// percent-decodes only the captured values, so it does less work per route than Pathways does
/// per lookup; that makes the comparison conservative.
struct LinearRouter {
    private struct Route {
        /// Each component's literal bytes, or `nil` for a placeholder.
        let components: [[UInt8]?]
        let handler: @MainActor ([String]) -> Void
    }

    private var routes: [Route] = []
    private var sorted = true

    mutating func register(path pattern: String, handler: @escaping @MainActor ([String]) -> Void) {
        let components: [[UInt8]?] = pattern.split(separator: "/").map { component in
            component.hasPrefix(":") ? nil : Array(component.utf8)
        }
        routes.append(Route(components: components, handler: handler))
        sorted = false
    }

    /// Sorts the routes by precedence; call once after the last registration.
    mutating func finish() {
        // Literal (0) before placeholder (1), compared left to right; only routes of equal
        // length compete for a URL, so how lengths order among themselves does not matter.
        let kinds = routes.map { $0.components.map { $0 == nil ? 1 : 0 } }
        let order = routes.indices.sorted { lhs, rhs in
            if kinds[lhs] != kinds[rhs] { return kinds[lhs].lexicographicallyPrecedes(kinds[rhs]) }
            return lhs < rhs
        }
        routes = order.map { routes[$0] }
        sorted = true
    }

    @MainActor
    func handle(_ url: String) -> Bool {
        precondition(sorted, "call finish() after registering")
        var text = url
        return text.withUTF8 { bytes in
            guard let path = Self.pathRange(bytes) else { return false }
            var components: [Range<Int>] = []
            var start = path.lowerBound + 1
            while start <= path.upperBound, path.count > 1 {
                var end = start
                while end < path.upperBound, bytes[end] != UInt8(ascii: "/") { end += 1 }
                components.append(start..<end)
                start = end + 1
            }
            for route in routes where route.components.count == components.count {
                var matches = true
                for (literal, range) in zip(route.components, components) {
                    if let literal {
                        if !literal.elementsEqual(bytes[range]) {
                            matches = false
                            break
                        }
                    } else if range.isEmpty {
                        matches = false
                        break
                    }
                }
                guard matches else { continue }
                var captures: [String] = []
                for (literal, range) in zip(route.components, components) where literal == nil {
                    captures.append(HandWritten.percentDecoded(UnsafeBufferPointer(rebasing: bytes[range])))
                }
                route.handler(captures)
                return true
            }
            return false
        }
    }

    /// The path of `scheme://authority/path?query#fragment`.
    private static func pathRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon + 2 < bytes.count else { return nil }
        var start = colon + 3
        while start < bytes.count, bytes[start] != UInt8(ascii: "/") { start += 1 }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "#") { end += 1 }
        return start < end ? start..<end : nil
    }
}
