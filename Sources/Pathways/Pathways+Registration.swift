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
    /// router.register(host: "example.com", ProductRoute.self) { route, parameters in
    ///     navigateToProduct(id: route.productID, campaign: parameters["campaign"])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - origin: The one origin of the router to serve, such as `"shop://"`; `nil` serves every
    ///     origin (ORIGIN-5). With `host:` too, the host must be the origin's.
    ///   - type: The route type; its ``Pathway/pattern`` is the pattern.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case, so that
    ///     `/Products` serves `/products` (MATCH-8). Captured values keep their case.
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - aliases: Old patterns the route moved from, each registered beside this one with
    ///     the same handler (REG-8); see ``RouteAlias``.
    ///   - handler: Runs on the main actor with the decoded route and the URL's parameters.
    public mutating func register<Route: Pathway>(
        host: String? = nil,
        origin: String? = nil,
        _ type: Route.Type,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        supportFragmentParams: Bool = false,
        movedFrom aliases: [RouteAlias] = [],
        handler: @escaping @MainActor @Sendable (Route, RouteParameters) -> Void
    ) {
        register(
            host: host, origin: origin, path: Route.pattern, as: type, matching: matching, caseInsensitive: caseInsensitive,
            supportFragmentParams: supportFragmentParams, movedFrom: aliases, handler: handler)
    }

    /// Registers a typed route under an explicit pattern, for example a legacy alias.
    ///
    /// ```swift
    /// router.register(host: "example.com", path: "/p/:productID", as: ProductRoute.self) { route, _ in }
    /// ```
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - origin: The one origin of the router to serve, such as `"shop://"`; `nil` serves every
    ///     origin (ORIGIN-5). With `host:` too, the host must be the origin's.
    ///   - pattern: The pattern; its placeholders are the type's coding keys.
    ///   - type: The value's type.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case, so that
    ///     `/Products` serves `/products` (MATCH-8). Captured values keep their case.
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - aliases: Old patterns the route moved from, each registered beside this one with
    ///     the same handler (REG-8); see ``RouteAlias``.
    ///   - handler: Runs on the main actor with the decoded value and the URL's parameters.
    public mutating func register<Route: Decodable & Sendable>(
        host: String? = nil,
        origin: String? = nil,
        path pattern: String,
        as type: Route.Type,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        supportFragmentParams: Bool = false,
        movedFrom aliases: [RouteAlias] = [],
        handler: @escaping @MainActor @Sendable (Route, RouteParameters) -> Void
    ) {
        addTyped(
            host: host, origin: origin, path: pattern, as: type, matching: matching, caseInsensitive: caseInsensitive,
            supportFragmentParams: supportFragmentParams, aliases: aliases, action: TypedRoute<Route, Never>.Action.handler(handler))
    }

    /// Registers a path-only route.
    ///
    /// ```swift
    /// router.register(host: "example.com", path: "/settings") { _ in showSettings() }
    /// router.register(host: "example.com", path: "/callback/#complete", supportFragmentParams: true) { parameters in
    ///     finishSignIn(token: parameters["token"])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - origin: The one origin of the router to serve, such as `"shop://"`; `nil` serves every
    ///     origin (ORIGIN-5). With `host:` too, the host must be the origin's.
    ///   - pattern: The pattern; placeholders' values arrive in ``RouteParameters/captures``.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case, so that
    ///     `/Products` serves `/products` (MATCH-8). Captured values keep their case.
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the URL's parameters.
    public mutating func register(
        host: String? = nil,
        origin: String? = nil,
        path pattern: String,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (RouteParameters) -> Void
    ) {
        add(pattern, host: host, origin: origin, matching: matching, caseInsensitive: caseInsensitive) { _ in
            RouteEntry(handler: .path(handler), supportsFragmentParameters: supportFragmentParams, typeName: nil)
        }
    }

    /// Registers a typed route under its own pattern, with a handler that suspends (DISP-8).
    ///
    /// ```swift
    /// router.register(host: "example.com", ProductRoute.self) { route, parameters async in
    ///     await store.loadProduct(route.productID)
    /// }
    /// try await router.open(url)  // returns once the handler has finished
    /// ```
    ///
    /// ``PathwaysRouting/open(_:)`` runs the handler to completion before it returns; the
    /// synchronous ``PathwaysRouting/handle(_:)`` schedules it in a new main-actor task and returns `true` at once.
    ///
    /// - Parameters:
    ///   - host: The host to serve, compared case-insensitively; `nil` serves every host.
    ///   - origin: The one origin of the router to serve, such as `"shop://"`; `nil` serves every
    ///     origin (ORIGIN-5). With `host:` too, the host must be the origin's.
    ///   - type: The route type; its ``Pathway/pattern`` is the pattern.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case (MATCH-8).
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - aliases: Old patterns the route moved from, each registered beside this one with
    ///     the same handler (REG-8); see ``RouteAlias``.
    ///   - handler: Runs on the main actor with the decoded route and the URL's parameters.
    public mutating func register<Route: Pathway>(
        host: String? = nil,
        origin: String? = nil,
        _ type: Route.Type,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        supportFragmentParams: Bool = false,
        movedFrom aliases: [RouteAlias] = [],
        handler: @escaping @MainActor @Sendable (Route, RouteParameters) async -> Void
    ) {
        register(
            host: host, origin: origin, path: Route.pattern, as: type, matching: matching, caseInsensitive: caseInsensitive,
            supportFragmentParams: supportFragmentParams, movedFrom: aliases, handler: handler)
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
    ///   - origin: The one origin of the router to serve, such as `"shop://"`; `nil` serves every
    ///     origin (ORIGIN-5). With `host:` too, the host must be the origin's.
    ///   - pattern: The pattern; its placeholders are the type's coding keys.
    ///   - type: The value's type.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case (MATCH-8).
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - aliases: Old patterns the route moved from, each registered beside this one with
    ///     the same handler (REG-8); see ``RouteAlias``.
    ///   - handler: Runs on the main actor with the decoded value and the URL's parameters.
    public mutating func register<Route: Decodable & Sendable>(
        host: String? = nil,
        origin: String? = nil,
        path pattern: String,
        as type: Route.Type,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        supportFragmentParams: Bool = false,
        movedFrom aliases: [RouteAlias] = [],
        handler: @escaping @MainActor @Sendable (Route, RouteParameters) async -> Void
    ) {
        addTyped(
            host: host, origin: origin, path: pattern, as: type, matching: matching, caseInsensitive: caseInsensitive,
            supportFragmentParams: supportFragmentParams, aliases: aliases,
            action: TypedRoute<Route, Never>.Action.suspendingHandler(handler))
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
    ///   - origin: The one origin of the router to serve, such as `"shop://"`; `nil` serves every
    ///     origin (ORIGIN-5). With `host:` too, the host must be the origin's.
    ///   - pattern: The pattern; placeholders' values arrive in ``RouteParameters/captures``.
    ///   - matching: ``Matching/prefix`` (the default) or ``Matching/exact``.
    ///   - caseInsensitive: Whether the pattern's literals match without ASCII case (MATCH-8).
    ///   - supportFragmentParams: Whether the handler receives the fragment's `?` parameters.
    ///   - handler: Runs on the main actor with the URL's parameters.
    public mutating func register(
        host: String? = nil,
        origin: String? = nil,
        path pattern: String,
        matching: Matching = .prefix,
        caseInsensitive: Bool = false,
        supportFragmentParams: Bool = false,
        handler: @escaping @MainActor @Sendable (RouteParameters) async -> Void
    ) {
        add(pattern, host: host, origin: origin, matching: matching, caseInsensitive: caseInsensitive) { _ in
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
        let origins = servedOrigins
        return table.routes.map { RegisteredRoute($0, origins: origins) }
    }

    /// The registrations that tie with an earlier one, or that an earlier one hides
    /// completely, in registration order (REG-7).
    ///
    /// A registration never runs when an earlier one it ties with matches every URL it matches
    /// and is path-only, or decodes the same type from the same placeholders: that one takes
    /// every URL both match, or fails on it as the later one would. A route on a host ties with
    /// one limited to an origin of that host, and is hidden by it only when no other origin of
    /// the router has that host. A destination route is judged for `handle`, `open` and `match`,
    /// and again among the routes with a destination, which alone `destination(for:as:)` and
    /// `backStack(for:as:)` try; ``RouteDiagnostic/entryPoints`` says which a diagnostic holds
    /// for.
    ///
    /// ```swift
    /// for diagnostic in router.diagnostics { print(diagnostic) }
    /// // '* /items/:slug prefix path-only' never runs: '* /items/:id prefix path-only',
    /// // registered earlier, takes every URL both match; remove one of them or make the patterns differ
    /// ```
    public var diagnostics: [RouteDiagnostic] { tieDiagnostics() }

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

    /// Adds a typed route, then its aliases (REG-8), each a ``TypedRoute`` that leads where
    /// `action` says; a destination route is refused with `refusal` when there is one (DEST-4).
    mutating func addTyped<Route: Decodable & Sendable, Destination: Sendable>(
        host: String?, origin: String?, path pattern: String, as type: Route.Type, matching: Matching, caseInsensitive: Bool,
        supportFragmentParams: Bool, aliases: [RouteAlias] = [], action: TypedRoute<Route, Destination>.Action,
        refusal: PathwayError? = nil
    ) {
        let (options, own) = (decoding, table.routes.count)
        /// The entry of one registration of the route, the route's own or an alias's.
        func entry(_ pattern: PathPattern, fields: [RouteField], alias: RouteAlias?) throws(PathwayError) -> RouteEntry {
            if let refusal { throw refusal }
            let route = TypedRoute(pattern: pattern, options: options, supplied: alias?.supplied, action: action)
            return RouteEntry(
                handler: .typed(route), supportsFragmentParameters: supportFragmentParams, typeName: String(describing: type),
                typeIdentity: ObjectIdentifier(type), name: (type as? any Pathway.Type)?.routeName ?? String(describing: type),
                fields: fields, aliasOf: alias == nil ? nil : own, suppliedFields: alias?.suppliedFields ?? [],
                destination: route.leadsToDestination ? route : nil)
        }
        let refused = registrationErrors.count
        add(pattern, host: host, origin: origin, matching: matching, caseInsensitive: caseInsensitive) { pattern throws(PathwayError) in
            try entry(pattern, fields: try TypeProbe.check(type, against: pattern), alias: nil)
        }
        // An alias serves a route that is registered: none when the route itself was refused.
        guard registrationErrors.count == refused else { return }
        for alias in aliases {
            addAlias(
                alias, of: type, ownPattern: pattern, host: host, origin: origin, matching: matching, caseInsensitive: caseInsensitive,
                entry: entry)
        }
    }

    /// Adds the route, or keeps the error that its pattern, its host, its origin or its entry
    /// gives (REG-1).
    mutating func add(
        _ pattern: String, host: String?, origin: String?, matching: Matching, caseInsensitive: Bool,
        entry: (PathPattern) throws(PathwayError) -> RouteEntry
    ) {
        do throws(PathwayError) {
            let parsed = try PathPattern(pattern, limits: limits)
            let (host, origin) = try scope(host: host, origin: origin)
            table.insert(
                pattern: parsed, matching: matching, foldsCase: caseInsensitive, host: host, origin: origin, entry: try entry(parsed))
        } catch {
            registrationErrors.append(error)
        }
    }

    /// The lower-cased host and the position of the origin a registration serves (HOST-3,
    /// ORIGIN-5). A route limited to a web origin serves that origin's host; a route on a host
    /// or an origin that none of the router's origins has could never match, and is refused.
    private func scope(host: String?, origin: String?) throws(PathwayError) -> (host: [UInt8]?, origin: Int?) {
        let hostBytes = try host.map { host throws(PathwayError) in try RegisteredHost.bytes(host) }
        func refused(_ text: String, _ expected: String) -> PathwayError {
            PathwayError(.invalidOrigin, phase: .registration, text: text, expected: expected)
        }
        let served = servedOrigins.all.map(\.text).joined(separator: ", ")
        guard let origin else {
            guard servedOrigins.isRestricted, let hostBytes else { return (hostBytes, nil) }
            guard servedOrigins.all.contains(where: { $0.host == hostBytes }) else {
                throw refused(host ?? "", "a host of one of the router's origins (\(served)), or no host to serve them all")
            }
            return (hostBytes, nil)
        }
        guard servedOrigins.isRestricted else {
            throw refused(origin, "no origin, or a router made with Pathways(origins:) that serves '\(origin)'")
        }
        let parsed = try RouterOrigin(parsing: origin)
        guard let position = servedOrigins.position(of: parsed) else {
            throw refused(origin, "one of the router's origins: \(served)")
        }
        if let hostBytes, hostBytes != parsed.host {
            throw refused(host ?? "", "no host, or the host of the origin '\(parsed.text)'")
        }
        return (parsed.host, position)
    }
}
