/// What a URL means to a router, without running a handler: the registration that wins, its
/// parameters and, for a typed route, the decoded route (DISP-7).
///
/// ```swift
/// let frozen = router                       // a Sendable value
/// if let m = try frozen.match(url) {        // from any task
///     m.pattern.text                        // "/products/:productID"
///     m.value as? ProductRoute              // the decoded route, nil for path-only routes
///     m.parameters["campaign"]              // as handlers see them
/// }
/// ```
///
/// `match(_:)` chooses the same registration that ``PathwaysRouting/handle(_:)``
/// would run, by the same precedence and the same fallback past typed routes that fail to
/// decode.
public struct MatchedRoute: Sendable {
    /// The registration that won.
    public let route: RegisteredRoute
    /// The URL's parameters, as the registration's handler receives them, the rest of the path
    /// after a prefix route's pattern included (``RouteParameters/remainder``).
    public let parameters: RouteParameters
    /// The handler, bound to the decoded route and to ``parameters``.
    let bound: BoundHandler
    /// The destination type of a destination route (DEST-1); `nil` for every other route.
    let destinationType: ObjectIdentifier?

    /// The decoded route for a typed registration; `nil` for a path-only one.
    ///
    /// ```swift
    /// if let product = match.value as? ProductRoute { showProduct(product.productID) }
    /// ```
    public var value: (any Sendable)? { bound.value }
    /// The winning registration's pattern.
    public var pattern: PathPattern { route.pattern }
    /// The winning registration's host, lower-cased; `nil` when it serves every host.
    public var host: String? { route.host }
    /// The winning registration's matching mode.
    public var matching: Matching { route.matching }
    /// The URL's fragment route, decoded once, such as `t=90` for `#t=90`; `nil` when the URL
    /// has no `#` (FRAG-6).
    ///
    /// ```swift
    /// try router.match("https://example.com/episodes/7#t=90")?.fragmentText  // "t=90"
    /// ```
    public var fragmentText: String? { parameters.fragmentText }

    init(route: RegisteredRoute, parameters: RouteParameters, bound: BoundHandler, destinationType: ObjectIdentifier?) {
        self.route = route
        self.parameters = parameters
        self.bound = bound
        self.destinationType = destinationType
    }
}
