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

    /// Registers a typed route under its own pattern, with a handler that suspends (DISP-8).
    ///
    /// ```swift
    /// router.register(host: "example.com", ProductRoute.self) { route, parameters async in
    ///     await store.loadProduct(route.productID)
    /// }
    /// try await router.handle(url)  // returns once the handler has finished
    /// ```
    ///
    /// `try await handle(_:)` runs the handler to completion before it returns; the synchronous
    /// `handle(_:)` starts it on the main actor and returns.
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - type: The route type; its ``Pathway/pattern`` is the pattern.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case (MATCH-8).
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the decoded route and the URL's parameters.
    public mutating func register<Route: Pathway>(
        host: String? = nil,
        _ type: Route.Type,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (Route, RouteParameters) async -> Void
    ) {
        add(
            host: host, path: Route.pattern, as: type, matching: matching, caseInsensitive: caseInsensitive,
            supportFragmentParams: supportFragmentParams, handler: handler)
    }

    /// Registers a typed route under an explicit pattern, with a handler that suspends (DISP-8).
    ///
    /// ```swift
    /// router.register(host: "example.com", path: "/p/:productID", as: ProductRoute.self) { route, _ async in
    ///     await store.loadProduct(route.productID)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - pattern: The pattern; its placeholders are the type's coding keys.
    ///   - type: The value's type.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case (MATCH-8).
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the decoded value and the URL's parameters.
    public mutating func register<Route: Decodable & Sendable>(
        host: String? = nil,
        path pattern: String,
        as type: Route.Type,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (Route, RouteParameters) async -> Void
    ) {
        add(
            host: host, path: pattern, as: type, matching: matching, caseInsensitive: caseInsensitive,
            supportFragmentParams: supportFragmentParams, handler: handler)
    }

    /// Registers a path-only route with a handler that suspends (DISP-8).
    ///
    /// ```swift
    /// router.register(host: "example.com", path: "/inbox") { _ async in
    ///     await mail.refresh()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - pattern: The pattern; placeholders' values arrive in ``RouteParameters/captures``.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case (MATCH-8).
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the URL's parameters.
    public mutating func register(
        host: String? = nil,
        path pattern: String,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (RouteParameters) async -> Void
    ) {
        add(pattern, host: host, matching: matching, caseInsensitive: caseInsensitive) { _ in
            RouteEntry(handler: .pathAsync(handler), supportsFragmentParameters: supportFragmentParams, typeName: nil)
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
        table.routes.map(RegisteredRoute.init)
    }

    /// The registrations that tie with an earlier one, or that an earlier one hides
    /// completely, in registration order (REG-7).
    ///
    /// ```swift
    /// for diagnostic in router.diagnostics { print(diagnostic) }
    /// // '* /items/:slug prefix path-only' never runs: '* /items/:id prefix path-only',
    /// // registered earlier, takes every URL both match
    /// ```
    public var diagnostics: [RouteDiagnostic] {
        var diagnostics: [RouteDiagnostic] = []
        var first: [TieKey: Int] = [:]
        let routes = routes
        for (index, route) in routes.enumerated() {
            let key = TieKey(route)
            guard let earlier = first[key] else {
                first[key] = index
                continue
            }
            // Every earlier member of the group is tried first; a path-only one takes the URL.
            let hiding = routes[earlier..<index].first { TieKey($0) == key && !$0.isTyped }
            diagnostics.append(
                RouteDiagnostic(kind: hiding == nil ? .tie : .neverRuns, route: route, earlier: hiding ?? routes[earlier]))
        }
        return diagnostics
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
        addTyped(
            host: host, path: pattern, as: type, matching: matching, caseInsensitive: caseInsensitive,
            supportFragmentParams: supportFragmentParams
        ) { decode in
            RouteEntry.TypedHandler(
                run: { parameters throws(PathwayError) in handler(try decode(parameters), parameters) },
                bind: { parameters throws(PathwayError) in
                    let route = try decode(parameters)
                    return BoundHandler(value: route, action: .sync { handler(route, parameters) })
                })
        }
    }

    private mutating func add<Route: Decodable & Sendable>(
        host: String?, path pattern: String, as type: Route.Type, matching: Matching, caseInsensitive: Bool,
        supportFragmentParams: Bool, handler: @escaping @MainActor @Sendable (Route, RouteParameters) async -> Void
    ) {
        addTyped(
            host: host, path: pattern, as: type, matching: matching, caseInsensitive: caseInsensitive,
            supportFragmentParams: supportFragmentParams
        ) { decode in
            RouteEntry.TypedHandler(
                run: { parameters throws(PathwayError) in
                    let route = try decode(parameters)
                    Task { @MainActor in await handler(route, parameters) }
                },
                bind: { parameters throws(PathwayError) in
                    let route = try decode(parameters)
                    return BoundHandler(value: route, action: .async { await handler(route, parameters) })
                })
        }
    }

    /// Adds a typed route: `handlers` builds the entry's handlers from the function that
    /// decodes the route from a match's parameters.
    private mutating func addTyped<Route: Decodable & Sendable>(
        host: String?, path pattern: String, as type: Route.Type, matching: Matching, caseInsensitive: Bool,
        supportFragmentParams: Bool,
        handlers: (@escaping @Sendable (RouteParameters) throws(PathwayError) -> Route) -> RouteEntry.TypedHandler
    ) {
        let options = decoding
        add(pattern, host: host, matching: matching, caseInsensitive: caseInsensitive) { pattern throws(PathwayError) in
            try TypeProbe.check(type, against: pattern)
            // The route decodes from `parameters.captures`, which holds the values in the
            // pattern's order, and `parameters.query`: no separate arrays per handle.
            let decode: @Sendable (RouteParameters) throws(PathwayError) -> Route = { parameters throws(PathwayError) in
                try CaptureDecoder.decode(type, values: parameters.captures, query: parameters.query, pattern: pattern, options: options)
            }
            return RouteEntry(
                handler: .typed(handlers(decode)), supportsFragmentParameters: supportFragmentParams,
                typeName: String(describing: type))
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
