/// A fresh router with a case's routes registered in order, leaving out each route the router
/// refuses, as the fixture format requires.
///
/// The table calls `add` for each route, in the order of the request. When `add` throws, the
/// router refused the route: the table records why, and registers the routes kept so far again
/// in a fresh router, because a router that failed half-way may hold part of the refused route.
/// When `add` throws ``ConformanceSkip``, the route cannot be written for this router, and the
/// whole input is skipped.
///
/// A router that traps (`precondition`) on a route it refuses would end the run: check before
/// registering, in `add`, and throw instead of calling the router. `add` receives the routes
/// kept so far for that:
///
/// ```swift
/// let table = try RouterTable(routes: request.routes, router: TreeRouter()) { router, entry, kept in
///     let path = try entry.pattern.written(placeholder: { ":" + $0 }, literal: { try $0.decoded() })
///     // TreeRouter traps on two names for the placeholder at one position: refuse that route first.
///     if let clash = kept.first(where: { TreeRouter.namesClash(path, $0.route.pattern) }) {
///         throw TreeRouterRefusal("\(entry.route.name) names a placeholder differently from \(clash.route.name)")
///     }
///     try router.register(path, name: entry.route.name)
/// }
/// table.refusals  // ["other": "…names a placeholder differently from note"]
/// ```
public struct RouterTable<Router> {
    /// One route of the table: the fixture's route, its parsed pattern and its position.
    public struct Entry: Sendable, Hashable {
        /// The route as the request gives it.
        public var route: RouteSpec
        /// Its pattern, read.
        public var pattern: FixturePattern
        /// Its position in the request's routes, from 0.
        public var position: Int
    }

    /// The router, with every route but the refused ones registered.
    public private(set) var router: Router
    /// Every route of the request, in order, the refused ones included.
    public let entries: [Entry]
    /// Why the router refused each route it refused, by the route's name.
    public private(set) var refusals: [String: String] = [:]

    /// Registers `routes` in order in a router made by `router`.
    ///
    /// ```swift
    /// let table = try RouterTable(routes: request.routes, router: LinearRouter()) { router, entry, _ in
    ///     try router.add(entry.route.name, entry.route.pattern)
    /// }
    /// let match = table.router.match(url)
    /// ```
    ///
    /// - Parameters:
    ///   - routes: The request's routes, in the order to register them.
    ///   - router: An empty router: the expression is evaluated for the first router, and
    ///     again for a fresh one after each refusal.
    ///   - add: Registers one route, given the routes registered before it. Any error it throws
    ///     is the router's refusal of the route, except ``ConformanceSkip``.
    /// - Throws: The ``ConformanceSkip`` that `add` throws, for a route the router cannot express.
    public init(
        routes: [RouteSpec], router: @autoclosure () -> Router, add: (inout Router, Entry, _ kept: [Entry]) throws -> Void
    ) throws(ConformanceSkip) {
        entries = routes.enumerated().map { Entry(route: $1, pattern: FixturePattern($1.pattern), position: $0) }
        self.router = router()
        var kept: [Entry] = []
        for entry in entries {
            if let refusal = try Self.register(entry, in: &self.router, after: kept, add) {
                refusals[entry.route.name] = refusal
                // Start again without it; a route refused only now (the router is not
                // deterministic) is recorded as refused too, never half-registered.
                self.router = router()
                var rebuilt: [Entry] = []
                for previous in kept {
                    if let again = try Self.register(previous, in: &self.router, after: rebuilt, add) {
                        refusals[previous.route.name] = "refused when registered again: \(again)"
                    } else {
                        rebuilt.append(previous)
                    }
                }
                kept = rebuilt
            } else {
                kept.append(entry)
            }
        }
    }

    /// Whether the route named `name` is in the router: it is a route of the table, and the
    /// router did not refuse it.
    ///
    /// ```swift
    /// table.isRegistered("note")  // false when the router refused the route "note"
    /// ```
    ///
    /// - Parameter name: A route's name.
    /// - Returns: `true` for a registered route, `false` for a refused one or a name the table
    ///   does not hold.
    public func isRegistered(_ name: String) -> Bool {
        entries.contains { $0.route.name == name } && refusals[name] == nil
    }

    /// The answer to a `registration` input: whether the router's options (`"router"`) or the
    /// route named `name` registered.
    ///
    /// ```swift
    /// case .registration(let name):
    ///     return try RouterTable(routes: request.routes, router: MyRouter(), add: add).registrationAnswer(for: name)
    /// ```
    ///
    /// - Parameter name: The input's route name, or `router` for the router's options, which a
    ///   router that takes none always registers.
    /// - Returns: ``Outcome/registered``, ``Outcome/refused`` (the router refused without a code
    ///   of `SPEC.md`), or an error when the table has no such route.
    public func registrationAnswer(for name: String) -> ConformanceResponse {
        if name == "router" { return .result(.registered) }
        guard entries.contains(where: { $0.route.name == name }) else {
            return .error(message: "the case has no route named \(name)")
        }
        return .result(refusals[name] == nil ? .registered : .refused)
    }

    /// The answer to a `pattern` input: the pattern registered alone, as an exact route named
    /// `pattern`; its placeholder and catch-all names when the router takes it, a refusal
    /// without a code when it refuses it.
    ///
    /// ```swift
    /// case .pattern(let text):
    ///     return try RouterTable.patternAnswer(text, router: MyRouter(), add: add)
    ///     // .result(.valid(PatternInfo(placeholders: ["id"]))) for "/users/:id"
    /// ```
    ///
    /// - Parameters:
    ///   - text: The pattern input.
    ///   - router: An empty router, evaluated for each router the table builds.
    ///   - add: Registers one route, as for ``init(routes:router:add:)``.
    /// - Returns: ``Outcome/valid(_:)`` or ``Outcome/refused``.
    /// - Throws: The ``ConformanceSkip`` that `add` throws.
    public static func patternAnswer(
        _ text: String, router: @autoclosure () -> Router, add: (inout Router, Entry, _ kept: [Entry]) throws -> Void
    ) throws(ConformanceSkip) -> ConformanceResponse {
        let table = try RouterTable(routes: [RouteSpec(name: "pattern", pattern: text, matching: .exact)], router: router(), add: add)
        guard table.isRegistered("pattern") else { return .result(.refused) }
        return .result(.valid(PatternInfo(placeholders: FixturePattern(text).names)))
    }

    /// Registers one route; returns the router's refusal in words, or `nil` when it took it.
    private static func register(
        _ entry: Entry, in router: inout Router, after kept: [Entry], _ add: (inout Router, Entry, [Entry]) throws -> Void
    ) throws(ConformanceSkip) -> String? {
        do {
            try add(&router, entry, kept)
            return nil
        } catch let skip as ConformanceSkip {
            throw skip
        } catch {
            return String(describing: error)
        }
    }
}

extension RouterTable: Sendable where Router: Sendable {}
