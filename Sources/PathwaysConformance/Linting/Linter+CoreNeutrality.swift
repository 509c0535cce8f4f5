import Pathways
import PathwaysTextFormats

/// The signs, visible in a case, that its inputs depend on a profile's requirement it does not
/// list (SPEC.md section 19, "A case that lists a core requirement MUST NOT depend on a
/// requirement of a profile that it does not list"). Each rule applies only when SPEC.md's table
/// puts its requirement in a profile, so a spec without that profile asks nothing.
extension Linter {
    /// The requirements each rule asks a case to list.
    enum NeutralityRule {
        /// Ranking routes whatever their registration order.
        static let orderIndependence = "PREC-1"
        /// A trailing `/` in a pattern ignored.
        static let patternTrailingSlash = "PAT-3"
        /// A trailing `/` in a path ignored.
        static let pathTrailingSlash = "CANON-2"
        /// A `+` in a query read as a plus sign.
        static let plusSign = "QUERY-2"
        /// A true tie given to the route registered first.
        static let tie = "PREC-6"
        /// An empty path component kept, not collapsed.
        static let emptyComponent = "CANON-3"
        /// A catch-all refused when no component, or an empty one, is left for it.
        static let nonEmptyCatchAll = "MATCH-7"
    }

    mutating func checkCoreNeutrality(_ fixtureCase: FixtureCase) {
        guard let spec, !spec.profiles.isEmpty else { return }
        let listed = Set(fixtureCase.requirements)
        func needs(_ id: String) -> Bool { spec.profile(of: id) != nil && !listed.contains(id) }
        let path = fixtureCase.location.path
        if fixtureCase.permuteRegistrations, needs(NeutralityRule.orderIndependence) {
            report(
                "permuteRegistrations checks that the winner does not depend on the order of registration, which is \(NeutralityRule.orderIndependence) (profile \(spec.profile(of: NeutralityRule.orderIndependence) ?? "")); list it",
                case: fixtureCase.id, at: path.appending("permuteRegistrations"))
        }
        if needs(NeutralityRule.patternTrailingSlash) {
            for (index, route) in fixtureCase.routes.enumerated()
            where Self.endsInSlashAfterComponent(Self.pathPart(ofPattern: route.pattern)) {
                report(
                    "the pattern \(JSONQuoting().quoted(route.pattern)) ends in \"/\", which only \(NeutralityRule.patternTrailingSlash) (profile \(spec.profile(of: NeutralityRule.patternTrailingSlash) ?? "")) makes the pattern without it; list \(NeutralityRule.patternTrailingSlash) or drop the \"/\"",
                    case: fixtureCase.id, at: path.appending("routes").appending(index).appending("pattern"))
            }
        }
        let rankedProfile = spec.profile(of: NeutralityRule.orderIndependence)
        let ranks = rankedProfile.map { name in fixtureCase.profiles.contains { $0.rawValue == name } } ?? true
        // A `scheme://` origin makes its scheme custom, as `customSchemes` does (ORIGIN-3).
        let customSchemes =
            fixtureCase.router.customSchemes
            + (fixtureCase.router.origins ?? []).compactMap { $0.hasSuffix("://") ? String($0.dropLast(3)) : nil }
        for input in fixtureCase.inputs {
            let inputPath = input.location.path
            if case .pattern(let pattern) = input.input, case .valid = input.expectation, needs(NeutralityRule.patternTrailingSlash),
                Self.endsInSlashAfterComponent(Self.pathPart(ofPattern: pattern))
            {
                report(
                    "the pattern \(JSONQuoting().quoted(pattern)) is valid only because \(NeutralityRule.patternTrailingSlash) ignores its trailing \"/\"; list \(NeutralityRule.patternTrailingSlash), or move the input to a case that does",
                    case: fixtureCase.id, at: inputPath)
            }
            guard let url = Self.url(of: input.input) else { continue }
            let reading = Self.pathAndQuery(url, customSchemes: customSchemes)
            if needs(NeutralityRule.pathTrailingSlash), Self.endsInSlashAfterComponent(reading.path),
                Self.dependsOnTrailingSlash(input, fixtureCase)
            {
                report(
                    "the path ends in \"/\", and the expected outcome holds only if \(NeutralityRule.pathTrailingSlash) ignores it; list \(NeutralityRule.pathTrailingSlash), or move the input to a case that does",
                    case: fixtureCase.id, at: inputPath)
            }
            // A router asked to read `+` as a space (QUERY-9) does not depend on QUERY-2.
            if needs(NeutralityRule.plusSign), !fixtureCase.router.plusIsSpaceInQuery, reading.query.contains(UInt8(ascii: "+")),
                Self.deliversQuery(input)
            {
                report(
                    "the query holds a raw \"+\", which only \(NeutralityRule.plusSign) reads as a plus sign; list \(NeutralityRule.plusSign), write %2B or %20, or move the input to a case that does",
                    case: fixtureCase.id, at: inputPath)
            }
            if !ranks, case .url(let text) = input.input, let pair = Self.rankedPair(text, fixtureCase) {
                report(
                    "routes \(JSONQuoting().quoted(pair.0)) and \(JSONQuoting().quoted(pair.1)) both match, and only precedence (profile \(rankedProfile ?? "")) orders them whatever their registration; list the PREC requirement the input checks, or move it to a case that does",
                    case: fixtureCase.id, at: inputPath)
            }
            if needs(NeutralityRule.tie), case .url(let text) = input.input, let pair = Self.tiedPair(text, fixtureCase) {
                report(
                    "routes \(JSONQuoting().quoted(pair.0)) and \(JSONQuoting().quoted(pair.1)) both match and rank alike, and only \(NeutralityRule.tie) (profile \(spec.profile(of: NeutralityRule.tie) ?? "")) gives the URL to the first registered; list \(NeutralityRule.tie), or move the input to a case that does",
                    case: fixtureCase.id, at: inputPath)
            }
            if needs(NeutralityRule.emptyComponent), reading.path.utf8.contains(Array("//".utf8)) {
                report(
                    "the path holds \"//\", an empty component, which only \(NeutralityRule.emptyComponent) (profile \(spec.profile(of: NeutralityRule.emptyComponent) ?? "")) keeps; list \(NeutralityRule.emptyComponent), or move the input to a case that does",
                    case: fixtureCase.id, at: inputPath)
            }
            if needs(NeutralityRule.nonEmptyCatchAll), let route = Self.catchAllLeftEmpty(url, fixtureCase) {
                report(
                    "the catch-all of \(JSONQuoting().quoted(route)) is left no component or an empty one, and only \(NeutralityRule.nonEmptyCatchAll) (profile \(spec.profile(of: NeutralityRule.nonEmptyCatchAll) ?? "")) refuses to match then; list \(NeutralityRule.nonEmptyCatchAll), or move the input to a case that does",
                    case: fixtureCase.id, at: inputPath)
            }
        }
    }

    private static func url(of input: ConformanceInput) -> String? {
        switch input {
        case .url(let text): text
        case .decode(_, .url(let text)), .decode(_, .path(let text)): text
        default: nil
        }
    }

    /// Whether the input's expected outcome depends on reading a trailing `/` as nothing: a match
    /// of an exact route or of a catch-all, or decoded values.
    private static func dependsOnTrailingSlash(_ input: FixtureInput, _ fixtureCase: FixtureCase) -> Bool {
        switch input.expectation {
        case .match(let match):
            guard let route = fixtureCase.routes.first(where: { $0.name.utf8.elementsEqual(match.route.utf8) }) else { return false }
            return route.matching == .exact || pathPart(ofPattern: route.pattern).utf8.contains(UInt8(ascii: "*"))
        case .values:
            return true
        default:
            return false
        }
    }

    /// Whether the input is expected to deliver query parameters or typed values.
    private static func deliversQuery(_ input: FixtureInput) -> Bool {
        switch input.expectation {
        case .match(let match): !match.query.isEmpty || match.values != nil
        case .values: true
        default: false
        }
    }

    /// The pattern's path, without its fragment route.
    static func pathPart(ofPattern pattern: String) -> String {
        String(decoding: pattern.utf8.prefix { $0 != UInt8(ascii: "#") }, as: UTF8.self)
    }

    /// Whether a path ends in `/` right after a non-empty component: `/a/`, not `/` or `/a//`.
    static func endsInSlashAfterComponent(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        guard bytes.count >= 2, bytes[bytes.count - 1] == UInt8(ascii: "/") else { return false }
        return bytes[bytes.count - 2] != UInt8(ascii: "/")
    }

    /// The path (with a custom scheme's authority as its first component) and the query of a URL
    /// or path reference, as written.
    static func pathAndQuery(_ text: String, customSchemes: [String]) -> (path: String, query: [UInt8]) {
        var bytes = Array(text.utf8)
        if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) { bytes.removeSubrange(hash...) }
        var query: [UInt8] = []
        if let question = bytes.firstIndex(of: UInt8(ascii: "?")) {
            query = Array(bytes[(question + 1)...])
            bytes.removeSubrange(question...)
        }
        guard bytes.first != UInt8(ascii: "/"), let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else {
            return (String(decoding: bytes, as: UTF8.self), query)
        }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        var rest = Array(bytes[(colon + 1)...])
        if rest.starts(with: Array("//".utf8)) {
            rest.removeFirst(2)
            let slash = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            let authority = Array(rest[..<slash])
            rest.removeSubrange(..<slash)
            if customSchemes.contains(scheme), !authority.isEmpty { rest = [UInt8(ascii: "/")] + authority + rest }
        }
        return (String(decoding: rest, as: UTF8.self), query)
    }

    /// Two routes of the case that both match the URL and that Pathways orders the same way in
    /// both orders of registration: a pair that only precedence ranks. `nil` when at most one
    /// route matches or every matching pair is a true tie (PREC-6).
    private static func rankedPair(_ url: String, _ fixtureCase: FixtureCase) -> (String, String)? {
        let router = { (routes: [RouteSpec]) in Self.router(routes, fixtureCase) }
        let matching = matchingAlone(url, fixtureCase)
        guard matching.count > 1 else { return nil }
        for first in matching.indices {
            for second in matching.indices where second > first {
                let (a, b) = (matching[first], matching[second])
                guard a.route != b.route,
                    let forward = try? router([a.spec, b.spec]).match(url),
                    let backward = try? router([b.spec, a.spec]).match(url)
                else { continue }
                if forward.route == backward.route { return (a.spec.name, b.spec.name) }
            }
        }
        return nil
    }

    /// Two routes of the case that both match the URL and rank alike (PREC-6), so that only
    /// the order of registration orders them; `nil` when there are none.
    private static func tiedPair(_ url: String, _ fixtureCase: FixtureCase) -> (String, String)? {
        let matching = matchingAlone(url, fixtureCase)
        for first in matching.indices {
            for second in matching.indices
            where second > first && matching[first].route.precedence == matching[second].route.precedence {
                return (matching[first].spec.name, matching[second].spec.name)
            }
        }
        return nil
    }

    /// The pattern of a route of the case that ends in a path catch-all and does not match the
    /// URL, while the same route without its catch-all, matching as a prefix, does: the
    /// catch-all is left no component, or an empty one (MATCH-7). `nil` when there is none.
    private static func catchAllLeftEmpty(_ url: String, _ fixtureCase: FixtureCase) -> String? {
        for route in fixtureCase.routes where !route.pattern.utf8.contains(UInt8(ascii: "#")) {
            let bytes = Array(route.pattern.utf8)
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), bytes.index(after: slash) < bytes.endIndex,
                bytes[bytes.index(after: slash)] == UInt8(ascii: "*")
            else { continue }
            var prefix = route
            prefix.pattern = slash == bytes.startIndex ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
            prefix.matching = .prefix
            guard (try? Self.router([route], fixtureCase).match(url)) == nil,
                (try? Self.router([prefix], fixtureCase).match(url)) != nil
            else { continue }
            return route.pattern
        }
        return nil
    }

    /// The routes of the case that match the URL each registered alone, with what each was
    /// registered as.
    private static func matchingAlone(_ url: String, _ fixtureCase: FixtureCase) -> [(spec: RouteSpec, route: RegisteredRoute)] {
        fixtureCase.routes.compactMap { route in
            guard let found = try? router([route], fixtureCase).match(url) else { return nil }
            return (route, found.route)
        }
    }

    /// A router of the case's custom schemes holding the routes, path-only, in the given order.
    private static func router(_ routes: [RouteSpec], _ fixtureCase: FixtureCase) -> Pathways {
        var router = Pathways(customSchemes: Set(fixtureCase.router.customSchemes))
        for route in routes {
            router.register(
                host: route.host, path: route.pattern, matching: Matching(route.matching),
                caseInsensitive: route.caseInsensitive, supportFragmentParams: route.fragmentParams
            ) { _ in }
        }
        return router
    }
}
