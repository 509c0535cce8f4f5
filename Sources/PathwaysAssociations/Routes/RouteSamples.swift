import Pathways

/// Links a route takes, to ask an operating system's rules about (SPEC: ASSOC-21).
///
/// The first link puts `1` in every placeholder; each further link changes one thing: one
/// placeholder or catch-all to another sample value (`x`, `x/y`, which is written `x%2Fy`, and
/// the texts of the rules being checked), a trailing `/`, more components after a prefix,
/// literals in upper case for a case-insensitive route, a query, a fragment, or fragment
/// parameters. Links are written as Pathways' encoder writes them (PCT-6).
enum RouteSamples {
    /// The most texts taken from the rules being checked.
    static let maximumTokens = 24

    /// A value for each placeholder and catch-all of the route, path first, then fragment.
    private typealias Assignment = [[String]]

    /// The sample links for `route` on `host`.
    static func urls(for route: RegisteredRoute, scheme: String, host: String, tokens: [String]) -> [String] {
        let pattern = route.pattern
        let slots = pattern.components.filter(isSlot).count + (pattern.fragmentComponents ?? []).filter(isSlot).count
        var values: [[String]] = [["1"], ["x"], ["x/y"]]
        for token in tokens where !token.isEmpty && token != "." && token != ".." && !values.contains([token]) {
            values.append([token])
        }
        values.append(["x", "y"])
        let base = Assignment(repeating: ["1"], count: slots)
        let origin = "\(scheme)://\(host)"
        var urls: [String] = []
        func add(_ url: String) { if !urls.contains(url) { urls.append(url) } }

        add(origin + path(route, base, upper: false) + fragment(route, base, parameters: false))
        for slot in 0..<slots {
            for value in values.dropFirst() {
                var assignment = base
                assignment[slot] = value
                guard isCatchAll(route, slot) || value.count == 1 else { continue }
                add(origin + path(route, assignment, upper: false) + fragment(route, assignment, parameters: false))
            }
        }
        let basePath = path(route, base, upper: false)
        let baseFragment = fragment(route, base, parameters: false)
        if basePath != "/" { add(origin + basePath + "/" + baseFragment) }
        if route.matching == .prefix {
            let separator = basePath == "/" ? "" : "/"
            add(origin + basePath + separator + "x" + baseFragment)
            add(origin + basePath + separator + "x/y" + baseFragment)
        }
        if route.caseInsensitive { add(origin + path(route, base, upper: true) + fragment(route, base, parameters: false, upper: true)) }
        add(origin + basePath + "?q=1" + baseFragment)
        if pattern.fragmentComponents != nil {
            add(origin + basePath + fragment(route, base, parameters: true))
        } else {
            add(origin + basePath + "#top")
        }
        return urls
    }

    private static func isSlot(_ component: PathPattern.Component) -> Bool {
        if case .literal = component { return false }
        return true
    }

    /// Whether the `slot`-th placeholder or catch-all is a catch-all, which takes several
    /// components.
    private static func isCatchAll(_ route: RegisteredRoute, _ slot: Int) -> Bool {
        let slots = (route.pattern.components + (route.pattern.fragmentComponents ?? [])).filter(isSlot)
        guard slot < slots.count, case .catchAll = slots[slot] else { return false }
        return true
    }

    private static func path(_ route: RegisteredRoute, _ assignment: Assignment, upper: Bool) -> String {
        var slot = 0
        let texts = route.pattern.components.map { component in
            text(of: component, assignment, &slot, upper: upper)
        }
        return "/" + texts.joined(separator: "/")
    }

    private static func fragment(_ route: RegisteredRoute, _ assignment: Assignment, parameters: Bool, upper: Bool = false) -> String {
        guard let pieces = route.pattern.fragmentComponents else { return "" }
        var slot = route.pattern.components.filter(isSlot).count
        let texts = pieces.map { piece in text(of: piece, assignment, &slot, upper: upper) }
        return "#" + texts.joined(separator: "/") + (parameters ? "?x=1" : "")
    }

    private static func text(of component: PathPattern.Component, _ assignment: Assignment, _ slot: inout Int, upper: Bool) -> String {
        switch component {
        case .literal(let text):
            return PercentText.encoded(upper ? String(text.unicodeScalars.map { uppercased($0) }.map(Character.init)) : text)
        case .placeholder, .catchAll:
            defer { slot += 1 }
            return (slot < assignment.count ? assignment[slot] : ["1"]).map { PercentText.encoded($0) }.joined(separator: "/")
        }
    }

    private static func uppercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard scalar.isASCII, ("a"..."z").contains(scalar) else { return scalar }
        return Unicode.Scalar(UInt8(scalar.value) - 32)
    }
}

extension RouteSamples {
    /// The fragment of the first sample link of each route of `entries` with a fragment route,
    /// without its `#`: fragments to try with a rule that does not look at fragments.
    static func fragments(of entries: [RouteOrder.Entry]) -> [String] {
        var fragments: [String] = []
        for entry in entries where entry.route.pattern.fragmentComponents != nil {
            guard let url = urls(for: entry.route, scheme: "https", host: "example.com", tokens: []).first,
                let hash = url.firstIndex(of: "#")
            else {
                continue
            }
            let fragment = String(url[url.index(after: hash)...])
            if !fragments.contains(fragment) { fragments.append(fragment) }
        }
        return fragments
    }
}
