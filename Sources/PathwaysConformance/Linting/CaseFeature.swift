/// A feature of routing that only some cases use, with the requirements that only a case using
/// it can check: the one source both `explore`, which labels the cases it prints, and `lint`,
/// which checks a case's labels, read.
///
/// A case that lists MATCH-5 but has no fragment checks nothing of fragment routes, whatever it
/// finds; `lint` reports it, and `explore` drops the ID from a case that shrinking left without
/// a fragment.
///
/// ```swift
/// CaseFeature.fragments.requirements  // ["MATCH-5", "FRAG-1", ...]
/// ```
package enum CaseFeature: String, CaseIterable, Sendable {
    /// A fragment in a URL, or a fragment route in a pattern.
    case fragments
    /// A query or fragment in a URL (the query ends at `#`, URL-5), or a typed query field.
    case query
    /// A `+`, `%2B` or `%20` in a URL's query: what QUERY-2 tells apart.
    case plusSign = "plus sign"
    /// A route limited to a host or an origin.
    case hosts
    /// A catch-all in a pattern.
    case catchAlls = "catch-alls"
    /// A route whose literals compare without case.
    case caseFolding = "case folding"
    /// An input that encodes values into a path.
    case encoding

    /// The requirements that only a case using the feature can check.
    package var requirements: [String] {
        switch self {
        case .fragments: ["MATCH-5", "FRAG-1", "FRAG-2", "FRAG-3", "FRAG-4", "FRAG-5"]
        case .query: ["URL-5", "QUERY-1", "QUERY-3", "QUERY-4", "QUERY-5", "MATCH-6"]
        case .plusSign: ["QUERY-2"]
        case .hosts: ["HOST-1", "HOST-2"]
        case .catchAlls: ["MATCH-7", "MATCH-9"]
        case .caseFolding: ["MATCH-8"]
        case .encoding: ["ENC-1", "ENC-2", "ENC-8"]
        }
    }

    /// The feature a requirement needs, if any.
    package static func feature(of requirement: String) -> CaseFeature? {
        allCases.first { $0.requirements.contains(requirement) }
    }

    /// The features a case made of these routes, router options and inputs uses.
    ///
    /// - Parameters:
    ///   - routes: The case's routes.
    ///   - router: The router's options.
    ///   - inputs: The case's inputs.
    /// - Returns: The features, in declaration order.
    package static func used(routes: [RouteSpec], router: RouterOptions, inputs: [ConformanceInput]) -> [CaseFeature] {
        let texts: [String] = inputs.compactMap { input in
            switch input {
            case .url(let text), .decode(_, .url(let text)), .decode(_, .path(let text)): text
            default: nil
            }
        }
        let encodes = inputs.contains { input in
            switch input {
            case .encode, .roundTrip: true
            default: false
            }
        }
        return allCases.filter { feature in
            switch feature {
            case .fragments:
                texts.contains { $0.utf8.contains(UInt8(ascii: "#")) } || routes.contains { $0.pattern.utf8.contains(UInt8(ascii: "#")) }
            case .query:
                texts.contains { $0.utf8.contains(UInt8(ascii: "?")) || $0.utf8.contains(UInt8(ascii: "#")) }
                    || routes.contains(where: hasQueryField)
            case .plusSign: texts.contains(where: holdsPlusSign)
            case .hosts: routes.contains { $0.host != nil || $0.origin != nil } || router.origins != nil
            case .catchAlls: routes.contains { $0.pattern.utf8.contains(UInt8(ascii: "*")) }
            case .caseFolding: routes.contains(where: \.caseInsensitive)
            case .encoding: encodes
            }
        }
    }

    /// The features a fixture case uses.
    package static func used(by fixtureCase: FixtureCase) -> [CaseFeature] {
        used(routes: fixtureCase.routes, router: fixtureCase.router, inputs: fixtureCase.inputs.map(\.input))
    }

    /// Whether the query of the URL `text` (after its first `?`, up to `#`) holds a `+`, `%2B` or
    /// `%20`, the spellings QUERY-2 reads.
    private static func holdsPlusSign(_ text: String) -> Bool {
        guard let question = text.utf8.firstIndex(of: UInt8(ascii: "?")) else { return false }
        let query = text.utf8[text.utf8.index(after: question)...].prefix { $0 != UInt8(ascii: "#") }
        return query.indices.contains { index in
            ["+", "%2B", "%2b", "%20"].contains { query[index...].starts(with: $0.utf8) }
        }
    }

    /// Whether a typed route has a property that is no placeholder or catch-all of its pattern: a
    /// query field.
    private static func hasQueryField(_ route: RouteSpec) -> Bool {
        (route.types ?? []).contains { property in
            !route.pattern.contains(":" + property.name) && !route.pattern.contains("*" + property.name)
        }
    }
}
