import Foundation

/// A router that compares the URL with each registration in turn: the baseline of (f).
///
/// Both kinds keep their registrations sorted once by precedence (at the first component
/// where two patterns differ in kind, the literal wins), so the first match is the best one
/// and a lookup stops there: the answer Pathways gives for exact-match, host-less routes.
@MainActor
protocol LinearScan {
    /// Adds a route; call ``finish()`` after the last one.
    mutating func register(path pattern: String, handler: @escaping @MainActor (_ captureCount: Int) -> Void)
    /// Sorts the routes by precedence.
    mutating func finish()
    /// Runs the first matching route's handler; `false` when none matches.
    func handle(_ url: String) -> Bool
}

/// The precedence order of patterns given as their components' kinds, `true` for a placeholder.
func precedenceOrder(_ kinds: [[Bool]]) -> [Int] {
    // Literal (0) before placeholder (1), compared left to right; only routes of equal
    // length compete for a URL, so how lengths order among themselves does not matter.
    let keys = kinds.map { $0.map { $0 ? 1 : 0 } }
    return keys.indices.sorted { lhs, rhs in
        if keys[lhs] != keys[rhs] { return keys[lhs].lexicographicallyPrecedes(keys[rhs]) }
        return lhs < rhs
    }
}

/// The naive linear scan the performance issue compares against: the straightforward Swift an
/// app writes without performance work. Foundation's `URLComponents` reads the URL, the path is
/// split into `String`s and each component percent-decoded once, then every registration is
/// compared in turn with `String ==`, collecting captures into a `[String: String]`.
struct NaiveLinearRouter: LinearScan {
    private enum Component {
        case literal(String)
        case placeholder(name: String)
    }

    private struct Route {
        let components: [Component]
        let handler: @MainActor ([String: String]) -> Void
    }

    private var routes: [Route] = []

    mutating func register(path pattern: String, handler: @escaping @MainActor (Int) -> Void) {
        let components: [Component] = pattern.split(separator: "/").map { component in
            component.hasPrefix(":") ? .placeholder(name: String(component.dropFirst())) : .literal(String(component))
        }
        routes.append(Route(components: components) { captures in handler(captures.count) })
    }

    mutating func finish() {
        let kinds = routes.map { route in
            route.components.map { component in
                if case .placeholder = component { return true }
                return false
            }
        }
        routes = precedenceOrder(kinds).map { routes[$0] }
    }

    func handle(_ url: String) -> Bool {
        guard let parsed = URLComponents(string: url) else { return false }
        // Split before decoding, so that `%2F` stays inside its component.
        let segments = parsed.percentEncodedPath.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
        for route in routes where route.components.count == segments.count {
            var captures: [String: String] = [:]
            var matches = true
            for (component, segment) in zip(route.components, segments) {
                switch component {
                case .literal(let literal):
                    matches = segment == literal
                case .placeholder(let name):
                    captures[name] = segment
                }
                if !matches { break }
            }
            if matches {
                route.handler(captures)
                return true
            }
        }
        return false
    }
}

/// A tuned linear scan: no validation, literals compared with the URL's raw bytes, only the
/// captured values percent-decoded. It does less work per URL than Pathways does, so it shows
/// what the table gains from its structure alone, apart from the work every router must do
/// per URL.
struct TunedLinearRouter: LinearScan {
    private struct Route {
        /// Each component's literal bytes, or `nil` for a placeholder.
        let components: [[UInt8]?]
        let handler: @MainActor (Int) -> Void
    }

    private var routes: [Route] = []
    private var sorted = true

    mutating func register(path pattern: String, handler: @escaping @MainActor (Int) -> Void) {
        let components: [[UInt8]?] = pattern.split(separator: "/").map { component in
            component.hasPrefix(":") ? nil : Array(component.utf8)
        }
        routes.append(Route(components: components, handler: handler))
        sorted = false
    }

    mutating func finish() {
        routes = precedenceOrder(routes.map { $0.components.map { $0 == nil } }).map { routes[$0] }
        sorted = true
    }

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
                route.handler(captures.count)
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
