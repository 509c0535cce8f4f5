import Foundation

/// A deep-link router: registrations of typed and path-only routes, and dispatch of URLs to
/// the best one (SPEC: DISP-1 to DISP-6).
///
/// ```swift
/// var router = Pathways()
/// router.register(host: "example.com", ProductRoute.self) { route, parameters in
///     navigateToProduct(id: route.productID, campaign: parameters["campaign"])
/// }
/// router.register(host: "example.com", path: "/settings") { _ in showSettings() }
/// let handled = try router.handle(url)
/// ```
///
/// Registration compiles routes into a table whose lookup cost does not grow with the number
/// of routes. Which registration wins never depends on the order of registration, except
/// between registrations that are equal in every respect (PREC-1 to PREC-7).
///
/// > Important: A deep link can come from any web page or app. Pathways rejects malformed
/// > URLs, userinfo, dot segments and control characters, but a value that reaches a handler
/// > is still untrusted input: check tokens and permissions before acting on them.
public struct Pathways: Sendable {
    /// Schemes whose authority is read as the first path component, lower-cased; invalid names
    /// given to ``init(customSchemes:limits:decoding:)`` are left out and reported in ``registrationErrors``.
    /// For a router made with ``init(origins:limits:decoding:)``, the schemes of its `scheme://` origins.
    public var customSchemes: Set<String> { reading.customSchemes }
    /// The limits a URL must fit.
    public var limits: PathwayLimits { reading.limits }
    /// How typed routes read values beyond the strict text forms, and whether `+` in the query
    /// is a space (SCALAR-10, CODE-8, QUERY-9); the strict defaults unless given to
    /// ``init(customSchemes:limits:decoding:)``.
    public let decoding: PathwayDecodingOptions
    /// Registrations that `register` refused because their pattern or host was invalid, or their
    /// destination of another type than the router's (DEST-4), in order (REG-1); ``validate()``
    /// throws the first.
    public internal(set) var registrationErrors: [PathwayError] = []

    var table = RouteTrie<RouteEntry>()
    /// Each destination route's parents in the URL hierarchy, for back stacks (DEST-7).
    var destinationParents = DestinationParents()
    /// How the router reads URLs: its custom schemes and limits.
    let reading: ReadingSettings
    /// The origins the router serves; ``RouterOrigins/any`` for every origin.
    let servedOrigins: RouterOrigins

    /// Creates an empty router.
    ///
    /// ```swift
    /// var router = Pathways(customSchemes: ["myapp"])
    /// router.register(ProductRoute.self) { route, _ in }  // myapp://products/42 reaches ProductRoute
    ///
    /// let lenient = Pathways(decoding: PathwayDecodingOptions(malformedOptionalFieldsAreNil: true))
    /// // /search?q=shoes&page=abc reaches SearchRoute with page == nil
    /// ```
    ///
    /// - Parameters:
    ///   - customSchemes: Schemes whose URLs put the first path component where a host would be.
    ///     For these schemes `myapp://products/42`, `myapp:///products/42` and
    ///     `myapp:/products/42` all have the path `/products/42` and no host (SCHEME-2 and
    ///     SCHEME-3). Scheme names compare case-insensitively.
    ///   - limits: The limits a URL must fit.
    ///   - decoding: How every typed route of the router reads values beyond the strict text
    ///     forms, and whether `+` in the query is a space for every route, typed or path-only.
    public init(customSchemes: Set<String> = [], limits: PathwayLimits = .default, decoding: PathwayDecodingOptions = .default) {
        let schemes = CustomSchemes(customSchemes)
        self.reading = ReadingSettings(schemes: schemes, limits: limits)
        self.decoding = decoding
        self.registrationErrors = schemes.errors
        self.servedOrigins = .any
    }

    /// Creates an empty router that serves exactly the given origins (ORIGIN-1 to ORIGIN-4).
    ///
    /// ```swift
    /// var router = Pathways(origins: ["https://shop.example.com", "shop://"])
    /// router.register(ProductRoute.self) { route, _ in }
    /// try router.handle("https://shop.example.com/products/42")  // true
    /// try router.handle("shop://products/42")                    // true: the path is /products/42
    /// try router.handle("https://evil.example/products/42")      // false: not an origin of the router
    /// ```
    ///
    /// A URL of any other scheme, host or port is no route: `handle(_:)` returns `false`
    /// and `match(_:)` returns `nil`, while a malformed URL still throws. A
    /// registration without a host or origin serves every origin of the router; one limited with
    /// `origin:` serves that origin only. Give origins or custom schemes, not both: a
    /// `scheme://` origin is the router's custom scheme.
    ///
    /// > Important: Without origins, a route registered without a host serves every URL that
    /// > reaches the app, `https://evil.example/products/42` and `http://...` included. Give the
    /// > origins your links come from.
    ///
    /// - Parameters:
    ///   - origins: Web origins, `scheme://host` or `scheme://host:port`, compared with a URL's
    ///     scheme, host and port ASCII case-insensitively, a special scheme's default port
    ///     being no port; and custom-scheme origins, `scheme://` alone, whose URLs put the first
    ///     path component where a host would be, so `shop://products/42` has the path
    ///     `/products/42` (SCHEME-2). An origin that is neither, or that conflicts with another,
    ///     is reported in ``registrationErrors`` with ``PathwayError/Code/invalidOrigin`` and not
    ///     served.
    ///   - limits: The limits a URL must fit.
    ///   - decoding: How every typed route of the router reads values beyond the strict text
    ///     forms, and whether `+` in the query is a space for every route, typed or path-only.
    public init(origins: [String], limits: PathwayLimits = .default, decoding: PathwayDecodingOptions = .default) {
        let served = RouterOrigins(origins)
        let schemes = CustomSchemes(served.customSchemes)
        self.reading = ReadingSettings(schemes: schemes, limits: limits)
        self.decoding = decoding
        self.registrationErrors = served.errors + schemes.errors
        self.servedOrigins = served
    }

    /// The origins the router serves, as it compares them: lower-cased, without a default
    /// port, such as `https://shop.example.com` and `shop://`; empty for a router that serves
    /// every origin (ORIGIN-1).
    ///
    /// ```swift
    /// Pathways(origins: ["HTTPS://Shop.Example.com:443", "shop://"]).origins
    /// // ["https://shop.example.com", "shop://"]
    /// ```
    public var origins: [String] { servedOrigins.all.map(\.text) }

    // MARK: - Dispatch

    /// Runs the handler of the best registration that matches `url` and can decode it.
    ///
    /// ```swift
    /// if try !router.handle(url) { showNotFound() }
    /// ```
    ///
    /// A synchronous handler has run, to completion, when `handle` returns (DISP-5). A handler
    /// registered as `async` has not: `handle` decodes the route, schedules the handler in a new
    /// main-actor task and returns `true` at once (DISP-8). That handler starts only once the
    /// code that called `handle` gives up the main actor (it returns or suspends), and nothing
    /// can await it or see when it ends. To wait for it, call ``PathwaysRouting/open(_:)`` instead.
    ///
    /// Foundation's `URL` may already have rewritten invalid input before Pathways sees it (it
    /// re-escapes every `%` of a path holding `%ZZ`); `handle(_:)` reads the exact
    /// text instead.
    ///
    /// - Parameter url: The URL to route.
    /// - Returns: `true` when a handler ran, or was started for an `async` handler; `false` when
    ///   no registration matches.
    /// - Throws: ``PathwayError`` when the URL is malformed or over a limit (match phase), or
    ///   when registrations matched but every typed one failed to decode and no other
    ///   registration took the URL (the failure of the best candidate, DISP-4).
    @MainActor
    @discardableResult
    public func handle(_ url: URL) throws(PathwayError) -> Bool {
        try handle(url.absoluteString)
    }

    /// Runs the handler of the best registration that matches the URL text.
    ///
    /// ```swift
    /// try router.handle("https://example.com/products/42")
    /// ```
    ///
    /// It runs a synchronous handler before it returns and only starts one registered as
    /// `async`, as ``PathwaysRouting/handle(_:)`` says; `open(_:)` waits for both.
    ///
    /// - Parameter urlString: The text of an absolute URL.
    /// - Returns: `true` when a handler ran, or was started for an `async` handler; `false` when
    ///   no registration matches.
    /// - Throws: ``PathwayError``, as ``PathwaysRouting/handle(_:)``.
    @MainActor
    @discardableResult
    public func handle(_ urlString: String) throws(PathwayError) -> Bool {
        let (table, plusIsSpace) = (table, decoding.plusIsSpaceInQuery)
        return try withServedURL(urlString) { bytes, parts throws(PathwayError) in
            try Dispatcher.dispatch(table, bytes, parts, plusIsSpace: plusIsSpace)
        } ?? false
    }

    /// Routes `url` and runs the chosen handler to completion, waiting for a handler that
    /// suspends (DISP-8).
    ///
    /// ```swift
    /// .onOpenURL { url in
    ///     Task { try await router.open(url) }  // returns once the handler has finished
    /// }
    /// ```
    ///
    /// `open` chooses the route as `match(_:)` and ``PathwaysRouting/handle(_:)`` choose it, by
    /// the same walk over the candidates, then runs its handler on the main actor: a synchronous
    /// handler as ``PathwaysRouting/handle(_:)`` runs it, and a handler that suspends until it has
    /// finished. Use it wherever you can `await`; ``PathwaysRouting/handle(_:)`` only starts a handler
    /// that suspends.
    ///
    /// - Parameter url: The URL to route.
    /// - Returns: `true` when a handler ran to completion; `false` when no registration matches.
    /// - Throws: ``PathwayError``, exactly as ``PathwaysRouting/handle(_:)`` throws for the same URL.
    @MainActor
    @discardableResult
    public func open(_ url: URL) async throws(PathwayError) -> Bool {
        try await open(url.absoluteString)
    }

    /// Routes the URL text and runs the chosen handler to completion, waiting for a handler
    /// that suspends (DISP-8).
    ///
    /// ```swift
    /// let opened = try await router.open("https://example.com/orders/1042")
    /// ```
    ///
    /// - Parameter urlString: The text of an absolute URL.
    /// - Returns: `true` when a handler ran to completion; `false` when no registration matches.
    /// - Throws: ``PathwayError``, exactly as `handle(_:)` throws for the same text.
    @MainActor
    @discardableResult
    public func open(_ urlString: String) async throws(PathwayError) -> Bool {
        guard let match = try match(urlString) else { return false }
        await match.bound.run()
        return true
    }

    // MARK: - Matching without side effects

    /// The registration that would handle `url`, its parameters and its decoded route,
    /// without running a handler (DISP-7).
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
    /// Callable from any isolation. It runs no handler; a typed route's own `init(from:)` is
    /// the only code of yours it runs. It chooses what ``PathwaysRouting/handle(_:)`` would run, by the
    /// same precedence and the same fallback past typed routes that fail to decode.
    ///
    /// - Parameter url: The URL to match.
    /// - Returns: The winning registration, or `nil` when no registration matches.
    /// - Throws: ``PathwayError``, exactly as ``PathwaysRouting/handle(_:)`` throws for the same URL.
    public func match(_ url: URL) throws(PathwayError) -> MatchedRoute? {
        try match(url.absoluteString)
    }

    /// The registration that would handle the URL text, without running a handler (DISP-7).
    ///
    /// ```swift
    /// let match = try router.match("https://example.com/products/42")
    /// ```
    ///
    /// - Parameter urlString: The text of an absolute URL.
    /// - Returns: The winning registration, or `nil` when no registration matches.
    /// - Throws: ``PathwayError``, exactly as `handle(_:)` throws for the same text.
    public func match(_ urlString: String) throws(PathwayError) -> MatchedRoute? {
        let (table, origins, plusIsSpace) = (table, servedOrigins, decoding.plusIsSpaceInQuery)
        return try withServedURL(urlString) { bytes, parts throws(PathwayError) in
            try Dispatcher.match(table, bytes, parts, plusIsSpace: plusIsSpace).map {
                MatchedRoute(
                    route: RegisteredRoute($0.route, origins: origins), parameters: $0.parameters, bound: $0.bound,
                    destinationType: $0.route.entry.destination?.destinationType)
            }
        } ?? nil
    }

    /// Reads `urlString` and runs `body` with its parts when it belongs to an origin the router
    /// serves; returns `nil`, no route, when it does not (ORIGIN-2). The URL is read whole first,
    /// so a malformed one throws whatever its origin (URL-7).
    func withServedURL<Result>(
        _ urlString: String, _ body: (ByteView, URLParts) throws(PathwayError) -> Result
    ) throws(PathwayError) -> Result? {
        let origins = servedOrigins
        return try reading.read(urlString) { bytes, parts throws(PathwayError) in
            guard origins.isRestricted else { return try body(bytes, parts) }
            guard let origin = origins.position(serving: bytes, parts) else { return nil }
            var parts = parts
            parts.origin = origin
            return try body(bytes, parts)
        }
    }
}
