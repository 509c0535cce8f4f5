/// The route a URL reached and everything its handler received.
public struct RouteMatch: Sendable, Hashable {
    /// The name of the route that ran.
    public var route: String
    /// Every placeholder of the route's pattern, with its decoded text, in pattern order.
    public var captures: [ParameterPair]
    /// For a typed route, every property as decoded (`null` for a `nil` optional).
    public var values: ValueMap?
    /// The query's decoded pairs in URL order.
    public var query: [ParameterPair]
    /// The fragment parameters the route received.
    public var fragment: [ParameterPair]

    /// Creates a match.
    public init(
        route: String, captures: [ParameterPair] = [], values: ValueMap? = nil, query: [ParameterPair] = [], fragment: [ParameterPair] = []
    ) {
        self.route = route
        self.captures = captures
        self.values = values
        self.query = query
        self.fragment = fragment
    }
}
