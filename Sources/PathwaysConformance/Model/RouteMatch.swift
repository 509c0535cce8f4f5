/// The route a URL reached and everything its handler received.
public struct RouteMatch: Sendable, Hashable {
    /// The name of the route that ran.
    public var route: String
    /// Every placeholder and catch-all of the route's pattern, with what it captured, in pattern
    /// order: a placeholder's decoded text, a catch-all's decoded components.
    public var captures: [Capture]
    /// For a typed route, every property as decoded (`null` for a `nil` optional).
    public var values: ValueMap?
    /// The query's decoded pairs in URL order.
    public var query: [ParameterPair]
    /// The fragment parameters the route received.
    public var fragment: [ParameterPair]
    /// The decoded path components after a prefix route's pattern, in order (DISP-9); `nil` when
    /// not given: an expectation without it does not check it, and a subject without the
    /// capability ``Capability/remainder`` does not report it.
    public var remainder: [String]?

    /// Creates a match.
    public init(
        route: String, captures: [Capture] = [], values: ValueMap? = nil, query: [ParameterPair] = [], fragment: [ParameterPair] = [],
        remainder: [String]? = nil
    ) {
        self.route = route
        self.captures = captures
        self.values = values
        self.query = query
        self.fragment = fragment
        self.remainder = remainder
    }

    /// Creates a match whose captures are all placeholders' texts, for a router without
    /// catch-alls.
    ///
    /// ```swift
    /// RouteMatch(route: "item", captures: [ParameterPair("id", "7")])
    /// ```
    public init(
        route: String, captures: [ParameterPair], values: ValueMap? = nil, query: [ParameterPair] = [], fragment: [ParameterPair] = [],
        remainder: [String]? = nil
    ) {
        self.init(
            route: route, captures: captures.map { Capture($0.name, $0.value) }, values: values, query: query, fragment: fragment,
            remainder: remainder)
    }
}
