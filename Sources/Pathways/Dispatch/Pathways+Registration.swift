/// Registration: typed and path-only routes, with or without a host (SPEC: REG-1 to REG-4).
///
/// `register` never throws: an invalid pattern or host stops debug builds at an assertion and
/// is kept in ``Pathways/registrationErrors``; the route is not added. The `tryRegister`
/// variants throw the same ``PathwayError`` instead.
extension Pathways {
    /// Registers a typed route under its own pattern.
    ///
    /// ```swift
    /// router.register(host: "example.com", ProductRoute.self) { route, query in
    ///     navigateToProduct(id: route.productID, campaign: query["campaign"])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - type: The route type; its ``Pathway/pattern`` is the pattern.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the decoded route and the URL's parameters.
    public mutating func register<Route: Pathway>(
        host: String? = nil,
        _ type: Route.Type,
        matching: Matching = .prefix,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (Route, RouteParameters) -> Void
    ) {
        do {
            try tryRegister(host: host, type, matching: matching, supportFragmentParams: supportFragmentParams, handler: handler)
        } catch {
            reject(error)
        }
    }

    /// Registers a typed route under an explicit pattern, for example a legacy alias.
    ///
    /// ```swift
    /// router.register(host: "example.com", path: "/p/:productID", as: ProductRoute.self) { route, _ in }
    /// ```
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - pattern: The pattern; its placeholders are the type's coding keys.
    ///   - type: The value's type.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the decoded value and the URL's parameters.
    public mutating func register<Route: Decodable & Sendable>(
        host: String? = nil,
        path pattern: String,
        as type: Route.Type,
        matching: Matching = .prefix,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (Route, RouteParameters) -> Void
    ) {
        do {
            try tryRegister(
                host: host, path: pattern, as: type, matching: matching, supportFragmentParams: supportFragmentParams,
                handler: handler)
        } catch {
            reject(error)
        }
    }

    /// Registers a path-only route.
    ///
    /// ```swift
    /// router.register(host: "example.com", path: "/settings") { query in showSettings() }
    /// router.register(host: "example.com", path: "/callback/#complete", supportFragmentParams: true) { parameters in
    ///     finishSignIn(token: parameters["token"])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - pattern: The pattern; placeholders' values arrive in ``RouteParameters/captures``.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the URL's parameters.
    public mutating func register(
        host: String? = nil,
        path pattern: String,
        matching: Matching = .prefix,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (RouteParameters) -> Void
    ) {
        do {
            try tryRegister(host: host, path: pattern, matching: matching, supportFragmentParams: supportFragmentParams, handler: handler)
        } catch {
            reject(error)
        }
    }

    /// Registers a typed route, throwing instead of asserting when its pattern or host is invalid.
    ///
    /// ```swift
    /// try router.tryRegister(host: "example.com", ProductRoute.self) { route, _ in }
    /// ```
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - type: The route type; its ``Pathway/pattern`` is the pattern.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the decoded route and the URL's parameters.
    ///
    /// - Throws: ``PathwayError`` in the ``PathwayError/Phase/pattern`` or
    ///   ``PathwayError/Phase/registration`` phase.
    public mutating func tryRegister<Route: Pathway>(
        host: String? = nil,
        _ type: Route.Type,
        matching: Matching = .prefix,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (Route, RouteParameters) -> Void
    ) throws(PathwayError) {
        try tryRegister(
            host: host, path: Route.pattern, as: type, matching: matching, supportFragmentParams: supportFragmentParams,
            handler: handler)
    }

    /// Registers a typed route under an explicit pattern, throwing when it is invalid.
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - pattern: The pattern; its placeholders are the type's coding keys.
    ///   - type: The value's type.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the decoded value and the URL's parameters.
    /// - Throws: ``PathwayError`` in the ``PathwayError/Phase/pattern`` or
    ///   ``PathwayError/Phase/registration`` phase.
    public mutating func tryRegister<Route: Decodable & Sendable>(
        host: String? = nil,
        path pattern: String,
        as type: Route.Type,
        matching: Matching = .prefix,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (Route, RouteParameters) -> Void
    ) throws(PathwayError) {
        let parsed = try PathPattern(pattern, limits: limits)
        // The route decodes from `parameters.captures`, which holds the values in the
        // pattern's order: no separate array of values per handle.
        let typed: @MainActor @Sendable (RouteParameters) throws(PathwayError) -> Void = { parameters throws(PathwayError) in
            handler(try CaptureDecoder.decode(type, values: parameters.captures), parameters)
        }
        try insert(
            parsed, host: host, matching: matching, entry: Entry(handler: .typed(typed), supportsFragmentParameters: supportFragmentParams))
    }

    /// Registers a path-only route, throwing when its pattern or host is invalid.
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - pattern: The pattern; placeholders' values arrive in ``RouteParameters/captures``.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the URL's parameters.
    /// - Throws: ``PathwayError`` in the ``PathwayError/Phase/pattern`` or
    ///   ``PathwayError/Phase/registration`` phase.
    public mutating func tryRegister(
        host: String? = nil,
        path pattern: String,
        matching: Matching = .prefix,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (RouteParameters) -> Void
    ) throws(PathwayError) {
        let parsed = try PathPattern(pattern, limits: limits)
        try insert(
            parsed, host: host, matching: matching, entry: Entry(handler: .path(handler), supportsFragmentParameters: supportFragmentParams)
        )
    }

    private mutating func insert(_ pattern: PathPattern, host: String?, matching: Matching, entry: Entry) throws(PathwayError) {
        let host = try host.map { host throws(PathwayError) in try Self.hostBytes(host) }
        table.insert(pattern: pattern, matching: matching, host: host, entry: entry)
    }

    private mutating func reject(_ error: PathwayError) {
        registrationErrors.append(error)
        if assertsOnInvalidRegistration { assertionFailure(error.description) }
    }
}
