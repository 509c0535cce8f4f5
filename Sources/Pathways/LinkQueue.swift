import Foundation

/// Holds deep links that arrive before the app can act on them, and hands them to the router,
/// in order, once the app is ready (SPEC: HOLD-1 to HOLD-8).
///
/// A cold launch delivers its link before the first screen exists; a link to an account page
/// can arrive before sign-in. Give every link to the queue instead of to the router: while the
/// queue is held, links wait; ``release()`` routes them in arrival order, and later links go
/// straight through until ``hold()``.
///
/// ```swift
/// @MainActor let links = LinkQueue(router: makeRouter())
///
/// // In onOpenURL, from the first launch on:
/// Task { await links.receive(url) }
///
/// // Once the user has signed in and the UI exists:
/// let outcomes = await links.release()
/// ```
///
/// Each link is routed exactly once, even when links arrive from several tasks while earlier
/// ones are still being handled: the queue runs one handler at a time, to completion, in the
/// order the links arrived. A link is routed by the router the queue holds when its turn comes,
/// so routes registered after sign-in serve links that arrived before it; a held link that no
/// router route takes any longer is reported as ``Outcome/unmatched``, and one that fails is
/// reported with its error, without stopping the links behind it.
///
/// Some links must not wait: the sign-in callback is what releases the queue. Say which with
/// `passing` (HOLD-7):
///
/// ```swift
/// let links = LinkQueue(router: router) { match in match.pattern.text == "/callback" }
/// ```
///
/// A destination route's handler does nothing (DEST-2): to show where such a link leads, give
/// the queue `showing`, which receives the back stack of each link it routes (HOLD-8):
///
/// ```swift
/// let links = LinkQueue(router: router) { (stack: [Screen]) in model.path = stack }
/// ```
@MainActor
public final class LinkQueue {
    /// What a newer link does to the links still held.
    public enum Policy: Sendable, Hashable {
        /// Every link is kept and routed, oldest first.
        case keepAll
        /// A newer link replaces the links still held: only the latest is routed on release.
        case keepLatest
    }

    /// What became of one link.
    public enum Outcome: Sendable, Equatable, CustomStringConvertible {
        /// The queue is held: the link waits for ``LinkQueue/release()``.
        case held
        /// A handler ran for it.
        case handled
        /// No registration matches it.
        case unmatched
        /// Routing it failed with this error (a malformed URL, or no typed route could decode it).
        case failed(PathwayError)

        /// The outcome in a word, and the error's code for a failure: `handled`,
        /// `failed: dotSegment`.
        public var description: String {
            switch self {
            case .held: "held"
            case .handled: "handled"
            case .unmatched: "unmatched"
            case .failed(let error): "failed: \(error.code)"
            }
        }
    }

    /// The router that routes released links; replace it, for example after sign-in, to route
    /// held links with the routes registered then.
    public var router: Pathways
    /// What a newer link does to the links still held.
    public let policy: Policy
    /// Whether links go to the router (after ``release()``) or wait (at first, and after
    /// ``hold()``).
    public private(set) var isReleased = false
    /// The links waiting, oldest first.
    public var heldLinks: [String] { waiting.map(\.text) }
    /// Which links run at once while the queue is held; `nil` when none does (HOLD-7).
    private let passing: (@MainActor (MatchedRoute) -> Bool)?
    /// Gives the app the back stack of a link, the match that ran for it, and the router that
    /// chose that match; `nil` when the app asked for no back stacks (HOLD-8).
    private let showing: (@MainActor (_ link: String, _ match: MatchedRoute, _ router: Pathways) -> Void)?

    /// One waiting link, and whoever awaits its outcome.
    private struct Waiting {
        let id: Int
        let text: String
        /// The route a passing link was let through for, run as it is (HOLD-7), and the router
        /// that chose it; `nil` for a link the router routes when its turn comes.
        var passed: (match: MatchedRoute, router: Pathways)? = nil
        /// Whether the link may be routed: it arrived after ``release()``, or was held when
        /// ``release()`` was called.
        var released: Bool
        var reply: CheckedContinuation<Outcome, Never>?
    }

    /// The links not yet routed, in arrival order; the first is being routed while a drain
    /// runs. Released links always come before held ones.
    private var waiting: [Waiting] = []
    /// Outcomes of released links that no one awaited yet, for ``release()`` to collect.
    private var unclaimed: [Int: Outcome] = [:]
    private var nextID = 0
    /// Whether a drain is routing links now: later links queue behind it.
    private var isDraining = false

    /// Creates a held queue, which may let some links through while it is held, such as the
    /// sign-in callback that releases it (HOLD-7).
    ///
    /// ```swift
    /// let links = LinkQueue(router: router, policy: .keepLatest) { match in
    ///     match.value is SignInCallbackRoute
    /// }
    /// ```
    ///
    /// Without `passing`, every link waits while the queue is held. With it, while the queue is
    /// held, `receive(_:)` matches each link with the queue's ``router``
    /// (with its `match(_:)`) and gives the match to `passing`. When it
    /// answers `true`, the link is not held: it runs at once, after any link still being routed,
    /// and its handler is the one of that very match, so the route that was judged is the route
    /// that runs. A link that matches no route, or whose matching throws, is held like any
    /// other, and a passing link never replaces held ones under ``Policy/keepLatest``. Once the
    /// queue is released, `passing` is not asked.
    ///
    /// > Important: `passing` decides which links skip the gate. Judge the route
    /// > (``MatchedRoute/value``, ``MatchedRoute/pattern``, ``MatchedRoute/host``), never the
    /// > link's text: any web page can send a link that contains `/callback`.
    ///
    /// - Parameters:
    ///   - router: The router that routes links, and matches them for `passing`.
    ///   - policy: What a newer link does to held ones; ``Policy/keepAll`` by default.
    ///   - passing: Whether the matched link runs at once while the queue is held; `nil` (the
    ///     default) holds every link.
    public convenience init(router: Pathways, policy: Policy = .keepAll, passing: (@MainActor (MatchedRoute) -> Bool)? = nil) {
        self.init(router: router, policy: policy, passing: passing, showingStack: nil)
    }

    /// Creates a held queue that gives the app the back stack of each link it routes to a
    /// destination route, to set a navigation path to (HOLD-8).
    ///
    /// ```swift
    /// let links = LinkQueue(router: router, policy: .keepLatest) { match in
    ///     match.value is SignInCallbackRoute
    /// } showing: { (stack: [Screen]) in
    ///     model.path = stack
    /// }
    /// ```
    ///
    /// A destination route's handler does nothing (DEST-2), so routing a link to a screen
    /// shows nothing by itself. With `showing`, whenever the queue routes a link (a held link on
    /// ``release()``, a link received once released, a link that `passing` lets through) and
    /// the route that runs for it is a destination route of type `Destination`, the queue hands
    /// `showing` the link's back stack, as `backStack(for:as:)` gives it with the router that
    /// chose the route. It does so once per link, after the route's handler and before the
    /// link's outcome is reported, so stacks arrive in the order the links are routed, and a link
    /// that ``Policy/keepLatest`` replaced never arrives. A link that another route takes, that
    /// no route takes, or that fails gives no stack; its outcome says what became of it.
    ///
    /// - Parameters:
    ///   - router: The router that routes links, and matches them for `passing`.
    ///   - policy: What a newer link does to held ones; ``Policy/keepAll`` by default.
    ///   - passing: Whether the matched link runs at once while the queue is held; `nil` (the
    ///     default) holds every link.
    ///   - showing: Receives the back stack of each link routed to a destination route of type
    ///     `Destination`, shallow to deep, never empty.
    public convenience init<Destination: Sendable>(
        router: Pathways, policy: Policy = .keepAll, passing: (@MainActor (MatchedRoute) -> Bool)? = nil,
        showing: @escaping @MainActor ([Destination]) -> Void
    ) {
        let wanted = ObjectIdentifier(Destination.self)
        self.init(
            router: router, policy: policy, passing: passing,
            showingStack: { link, match, router in
                // The route that ran is a destination route of this type, so the back stack's
                // walk (DEST-3) takes the same route: the routes ranked above it failed to decode
                // for the match, and fail again. Reading the link cannot fail a second time.
                guard match.destinationType == wanted, let stack = try? router.backStack(for: link, as: Destination.self), !stack.isEmpty
                else { return }
                showing(stack)
            })
    }

    private init(
        router: Pathways, policy: Policy, passing: (@MainActor (MatchedRoute) -> Bool)?,
        showingStack: (@MainActor (_ link: String, _ match: MatchedRoute, _ router: Pathways) -> Void)?
    ) {
        self.router = router
        self.policy = policy
        self.passing = passing
        self.showing = showingStack
    }

    /// Takes a link: holds it while the queue is held, unless `passing` lets it through,
    /// otherwise routes it after the links before it, to completion.
    ///
    /// ```swift
    /// await links.receive(url)  // .held before release(), .handled after
    /// ```
    ///
    /// - Parameter url: The link.
    /// - Returns: ``Outcome/held`` while the queue is held and the link does not pass;
    ///   otherwise what routing it gave.
    @discardableResult
    public func receive(_ url: URL) async -> Outcome {
        await receive(url.absoluteString)
    }

    /// Takes a link given as text; see `receive(_:)`.
    ///
    /// ```swift
    /// await links.receive("https://example.com/products/42")
    /// ```
    ///
    /// - Parameter urlString: The text of an absolute URL.
    /// - Returns: ``Outcome/held`` while the queue is held and the link does not pass;
    ///   otherwise what routing it gave.
    @discardableResult
    public func receive(_ urlString: String) async -> Outcome {
        let id = nextID
        nextID += 1
        if !isReleased {
            guard let passed = passingMatch(urlString) else {
                // Replaced links were never routed and no one awaits them: ``receive`` returned
                // `.held` for each.
                if policy == .keepLatest { waiting.removeAll { !$0.released } }
                waiting.append(Waiting(id: id, text: urlString, released: false))
                return .held
            }
            // Behind the released links, ahead of the held ones, which stay as they are.
            let position = waiting.firstIndex { !$0.released } ?? waiting.endIndex
            return await withCheckedContinuation { reply in
                waiting.insert(Waiting(id: id, text: urlString, passed: (passed, router), released: true, reply: reply), at: position)
                startDraining()
            }
        }
        return await withCheckedContinuation { reply in
            waiting.append(Waiting(id: id, text: urlString, released: true, reply: reply))
            startDraining()
        }
    }

    /// The match of a link that `passing` lets through the held queue; `nil` for a link to
    /// hold: no `passing`, no match, a match that throws, or `passing` says no (HOLD-7).
    private func passingMatch(_ urlString: String) -> MatchedRoute? {
        guard let passing, let match = try? router.match(urlString), passing(match) else { return nil }
        return match
    }

    /// Routes the held links in arrival order, then lets later links through.
    ///
    /// ```swift
    /// for outcome in await links.release() where outcome != .handled { log(outcome) }
    /// ```
    ///
    /// A link that arrives while these are routed waits behind them.
    ///
    /// - Returns: The outcome of each link that was held, in arrival order.
    @discardableResult
    public func release() async -> [Outcome] {
        isReleased = true
        let held = waiting.filter { !$0.released }.map(\.id)
        for index in waiting.indices { waiting[index].released = true }
        startDraining()
        var outcomes: [Outcome] = []
        for id in held { outcomes.append(await outcome(of: id)) }
        return outcomes
    }

    /// Makes later links wait again, for example at sign-out. Links already released are
    /// still routed.
    ///
    /// ```swift
    /// links.hold()
    /// ```
    public func hold() {
        isReleased = false
    }

    /// The outcome of the released link `id`: at once if it has been routed, else when it is.
    private func outcome(of id: Int) async -> Outcome {
        if let outcome = unclaimed.removeValue(forKey: id) { return outcome }
        return await withCheckedContinuation { reply in
            // Not routed yet, so still waiting: only a drain removes links, once routed.
            if let index = waiting.firstIndex(where: { $0.id == id }) {
                waiting[index].reply = reply
            } else {
                // Unreachable: nothing ran between the look into `unclaimed` and this one.
                reply.resume(returning: unclaimed.removeValue(forKey: id) ?? .unmatched)
            }
        }
    }

    /// Routes released links one at a time, unless a drain already runs.
    private func startDraining() {
        guard !isDraining else { return }
        isDraining = true
        Task { await drain() }
    }

    private func drain() async {
        while let first = waiting.first, first.released {
            let outcome = await route(first)
            let finished = waiting.removeFirst()
            if let reply = finished.reply {
                reply.resume(returning: outcome)
            } else {
                unclaimed[finished.id] = outcome
            }
        }
        isDraining = false
    }

    /// Runs the route that takes `link`, as ``PathwaysRouting/open(_:)`` does, then shows its
    /// back stack when the app asked for them (HOLD-8).
    private func route(_ link: Waiting) async -> Outcome {
        let router = link.passed?.router ?? router
        let match: MatchedRoute
        if let passed = link.passed {
            match = passed.match
        } else {
            do {
                guard let found = try router.match(link.text) else { return .unmatched }
                match = found
            } catch {
                return .failed(error)
            }
        }
        await match.bound.run()
        showing?(link.text, match, router)
        return .handled
    }
}
