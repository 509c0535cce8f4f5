/// Registration: typed and path-only routes, with or without a host (SPEC: REG-1 to REG-5).
///
/// `register` never throws and never stops the app: an invalid pattern or host is kept in
/// ``Pathways/registrationErrors`` and the route is not added. ``Pathways/validate()`` throws the
/// first of them; call it in a unit test over your router, or when the app starts. A typed
/// route's type is checked against its pattern here too, before any link arrives (REG-5).
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
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case, so that
    ///     `/Products` serves `/products` (MATCH-8). Captured values keep their case.
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the decoded route and the URL's parameters.
    public mutating func register<Route: Pathway>(
        host: String? = nil,
        _ type: Route.Type,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (Route, RouteParameters) -> Void
    ) {
        add(
            host: host, path: Route.pattern, as: type, matching: matching, caseInsensitive: caseInsensitive,
            supportFragmentParams: supportFragmentParams, handler: handler)
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
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case, so that
    ///     `/Products` serves `/products` (MATCH-8). Captured values keep their case.
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the decoded value and the URL's parameters.
    public mutating func register<Route: Decodable & Sendable>(
        host: String? = nil,
        path pattern: String,
        as type: Route.Type,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (Route, RouteParameters) -> Void
    ) {
        add(
            host: host, path: pattern, as: type, matching: matching, caseInsensitive: caseInsensitive,
            supportFragmentParams: supportFragmentParams, handler: handler)
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
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case, so that
    ///     `/Products` serves `/products` (MATCH-8). Captured values keep their case.
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the URL's parameters.
    public mutating func register(
        host: String? = nil,
        path pattern: String,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (RouteParameters) -> Void
    ) {
        add(pattern, host: host, matching: matching, caseInsensitive: caseInsensitive) { _ in
            RouteEntry(handler: .path(handler), supportsFragmentParameters: supportFragmentParams, typeName: nil)
        }
    }

    /// Every registration the router holds, in the order they were made; refused ones are in
    /// ``registrationErrors`` instead (REG-6).
    ///
    /// ```swift
    /// @Test func everyRouteHasAHost() {
    ///     #expect(makeRouter().routes.allSatisfy { $0.host != nil })
    /// }
    /// ```
    public var routes: [RegisteredRoute] {
        table.routes.map { route in
            RegisteredRoute(
                pattern: route.pattern, host: route.host.map { String(decoding: $0, as: UTF8.self) }, matching: route.matching,
                caseInsensitive: route.foldsCase, supportsFragmentParameters: route.entry.supportsFragmentParameters,
                typeName: route.entry.typeName)
        }
    }

    /// Throws the first registration that was refused, if any (REG-2).
    ///
    /// ```swift
    /// @Test func routesAreValid() throws {
    ///     try makeRouter().validate()
    /// }
    /// ```
    ///
    /// - Throws: The first of ``registrationErrors``, in the ``PathwayError/Phase/pattern`` or
    ///   ``PathwayError/Phase/registration`` phase.
    public func validate() throws(PathwayError) {
        if let first = registrationErrors.first { throw first }
    }

    private mutating func add<Route: Decodable & Sendable>(
        host: String?, path pattern: String, as type: Route.Type, matching: Matching, caseInsensitive: Bool,
        supportFragmentParams: Bool, handler: @escaping @MainActor @Sendable (Route, RouteParameters) -> Void
    ) {
        add(pattern, host: host, matching: matching, caseInsensitive: caseInsensitive) { pattern throws(PathwayError) in
            try TypeProbe.check(type, against: pattern)
            // The route decodes from `parameters.captures`, which holds the values in the
            // pattern's order, and `parameters.query`: no separate arrays per handle.
            let typed: @MainActor @Sendable (RouteParameters) throws(PathwayError) -> Void = { parameters throws(PathwayError) in
                handler(try CaptureDecoder.decode(type, values: parameters.captures, query: parameters.query, pattern: pattern), parameters)
            }
            return RouteEntry(
                handler: .typed(typed), supportsFragmentParameters: supportFragmentParams, typeName: String(describing: type))
        }
    }

    /// Adds the route, or keeps the error that its pattern, its host or its entry gives (REG-1).
    private mutating func add(
        _ pattern: String, host: String?, matching: Matching, caseInsensitive: Bool,
        entry: (PathPattern) throws(PathwayError) -> RouteEntry
    ) {
        do throws(PathwayError) {
            let parsed = try PathPattern(pattern, limits: limits)
            let host = try host.map { host throws(PathwayError) in try RegisteredHost.bytes(host) }
            table.insert(pattern: parsed, matching: matching, foldsCase: caseInsensitive, host: host, entry: try entry(parsed))
        } catch {
            registrationErrors.append(error)
        }
    }
}
