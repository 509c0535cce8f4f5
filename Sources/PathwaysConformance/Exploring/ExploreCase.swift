/// One generated case: a route table, the router's options and one input, with the rule that
/// made it.
///
/// The case keeps its parts in structure (components, not pattern text) so that the shrinker
/// can take them apart; ``request`` writes them as the protocol sends them.
package struct ExploreCase: Sendable, Hashable {
    /// The rule that generated the case.
    package var rule: ExploreRule.ID
    /// The router's options (custom schemes).
    package var router: RouterOptions
    /// The route table, in registration order.
    package var routes: [ExploreCase.Route]
    /// The one input.
    package var input: ExploreCase.Input

    /// The case as the runner sends it.
    package var request: ConformanceRequest {
        ConformanceRequest(caseID: "explore", router: router, routes: routes.map(\.spec), input: input.conformanceInput)
    }
}

extension ExploreCase {
    /// A route of a generated table, by its pattern's components.
    package struct Route: Sendable, Hashable {
        /// The route's name.
        package var name: String
        /// The host the route is limited to, if any.
        package var host: String?
        /// The pattern's path components.
        package var components: [ExploreCase.Piece]
        /// Exact or prefix matching.
        package var matching: RouteSpec.Matching
        /// Whether literals compare without ASCII case.
        package var caseInsensitive = false
        /// The properties of a typed route, in declaration order; `nil` for a path-only route.
        package var types: [Property]?

        /// The pattern text: `/` and the components joined by `/`.
        package var pattern: String { "/" + components.map(\.written).joined(separator: "/") }

        /// The route as the protocol describes it.
        package var spec: RouteSpec {
            RouteSpec(name: name, pattern: pattern, host: host, matching: matching, caseInsensitive: caseInsensitive, types: types)
        }
    }

    /// One component of a generated pattern.
    package enum Piece: Sendable, Hashable {
        /// A literal, as written in the pattern (percent-escapes and all).
        case literal(String)
        /// A placeholder `:name`.
        case placeholder(String)
        /// A catch-all `*name`.
        case catchAll(String)

        /// The component as the pattern writes it.
        package var written: String {
            switch self {
            case .literal(let text): text
            case .placeholder(let name): ":" + name
            case .catchAll(let name): "*" + name
            }
        }
    }

    /// The input of a generated case.
    package enum Input: Sendable, Hashable {
        /// A URL to route.
        case url(ExploreCase.Link)
        /// Values to encode into a path for a typed route.
        case encode(route: String, values: ValueMap)
        /// Values to encode and decode back for a typed route.
        case roundTrip(route: String, values: ValueMap)

        /// The input as the protocol sends it.
        package var conformanceInput: ConformanceInput {
            switch self {
            case .url(let url): .url(url.text)
            case .encode(let route, let values): .encode(route: route, values: values, base: nil)
            case .roundTrip(let route, let values): .roundTrip(route: route, values: values)
            }
        }
    }

    /// A generated URL, by its parts.
    package struct Link: Sendable, Hashable {
        /// The scheme, without `:`.
        package var scheme: String
        /// The authority (host and port) after `//`; `nil` writes no authority.
        package var authority: String?
        /// The path's components, as written.
        package var components: [String]
        /// Whether the path ends in `/` after its last component.
        package var trailingSlash = false
        /// The query after `?`, if any.
        package var query: String?
        /// The fragment after `#`, if any.
        package var fragment: String?

        /// The URL's text.
        package var text: String {
            var text = scheme + ":"
            if let authority { text += "//" + authority }
            if !components.isEmpty || authority == nil { text += "/" + components.joined(separator: "/") }
            if trailingSlash, !components.isEmpty { text += "/" }
            if let query { text += "?" + query }
            if let fragment { text += "#" + fragment }
            return text
        }
    }
}
