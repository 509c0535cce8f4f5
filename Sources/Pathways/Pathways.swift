import Foundation

/// A deep-link router: registrations of typed and path-only routes, and dispatch of URLs to
/// the best one (SPEC: DISP-1 to DISP-6).
///
/// ```swift
/// var router = Pathways()
/// router.register(host: "example.com", ProductRoute.self) { route, query in
///     navigateToProduct(id: route.productID, campaign: query["campaign"])
/// }
/// router.register(host: "example.com", path: "/settings") { query in showSettings() }
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
    public let customSchemes: Set<String>
    /// The limits a URL must fit.
    public let limits: PathwayLimits
    /// How typed routes read values beyond the strict text forms, and whether `+` in the query
    /// is a space (SCALAR-10, CODE-8, QUERY-9); the strict defaults unless given to
    /// ``init(customSchemes:limits:decoding:)``.
    public let decoding: PathwayDecodingOptions
    /// Registrations that `register` refused because their pattern or host was invalid, in order
    /// (REG-1); ``validate()`` throws the first.
    public internal(set) var registrationErrors: [PathwayError] = []

    var table = RouteTable<RouteEntry>()
    let schemeBytes: [[UInt8]]

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
        self.customSchemes = schemes.names
        self.schemeBytes = schemes.bytes
        self.limits = limits
        self.decoding = decoding
        self.registrationErrors = schemes.errors
    }

    // MARK: - Dispatch

    /// Runs the handler of the best registration that matches `url` and can decode it.
    ///
    /// Foundation's `URL` may already have rewritten invalid input before Pathways sees it (it
    /// re-escapes every `%` of a path holding `%ZZ`); ``handle(_:)-9o5ml`` reads the exact
    /// text instead.
    ///
    /// - Parameter url: The URL to route.
    /// - Returns: `true` when a handler ran; `false` when no registration matches.
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
    /// - Parameter urlString: The text of an absolute URL.
    /// - Returns: `true` when a handler ran; `false` when no registration matches.
    /// - Throws: ``PathwayError``, as ``handle(_:)-7txei``.
    @MainActor
    @discardableResult
    public func handle(_ urlString: String) throws(PathwayError) -> Bool {
        let (table, schemes, limits, plusIsSpace) = (table, schemeBytes, limits, decoding.plusIsSpaceInQuery)
        return try ByteView.withBytes(of: urlString) { bytes throws(PathwayError) in
            try URLReader(bytes: bytes, customSchemes: schemes, limits: limits).withAbsolute { parts throws(PathwayError) in
                try Dispatcher.dispatch(table, bytes, parts, plusIsSpace: plusIsSpace)
            }
        }
    }

    /// Runs the handler of the best registration that matches `url` to completion, waiting
    /// for a handler that suspends (DISP-8).
    ///
    /// ```swift
    /// .onOpenURL { url in
    ///     Task { try await router.handle(url) }
    /// }
    /// ```
    ///
    /// The route is chosen as ``match(_:)-(URL)`` chooses it; synchronous handlers run as
    /// they do for the synchronous `handle`.
    ///
    /// - Parameter url: The URL to route.
    /// - Returns: `true` when a handler ran; `false` when no registration matches.
    /// - Throws: ``PathwayError``, as the synchronous ``handle(_:)-7txei`` throws.
    @MainActor
    @discardableResult
    public func handle(_ url: URL) async throws(PathwayError) -> Bool {
        try await handle(url.absoluteString)
    }

    /// Runs the handler of the best registration that matches the URL text to completion,
    /// waiting for a handler that suspends (DISP-8).
    ///
    /// - Parameter urlString: The text of an absolute URL.
    /// - Returns: `true` when a handler ran; `false` when no registration matches.
    /// - Throws: ``PathwayError``, as ``handle(_:)-7txei``.
    @MainActor
    @discardableResult
    public func handle(_ urlString: String) async throws(PathwayError) -> Bool {
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
    /// the only code of yours it runs. It chooses what ``handle(_:)-7txei`` would run, by the
    /// same precedence and the same fallback past typed routes that fail to decode.
    ///
    /// - Parameter url: The URL to match.
    /// - Returns: The winning registration, or `nil` when no registration matches.
    /// - Throws: ``PathwayError``, exactly as ``handle(_:)-7txei`` throws for the same URL.
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
    /// - Throws: ``PathwayError``, exactly as ``handle(_:)-9o5ml`` throws for the same text.
    public func match(_ urlString: String) throws(PathwayError) -> MatchedRoute? {
        let (table, schemes, limits, plusIsSpace) = (table, schemeBytes, limits, decoding.plusIsSpaceInQuery)
        return try ByteView.withBytes(of: urlString) { bytes throws(PathwayError) in
            try URLReader(bytes: bytes, customSchemes: schemes, limits: limits).withAbsolute { parts throws(PathwayError) in
                try Dispatcher.match(table, bytes, parts, plusIsSpace: plusIsSpace).map {
                    MatchedRoute(route: $0.route, parameters: $0.parameters, bound: $0.bound)
                }
            }
        }
    }
}
