/// A registration that another one, registered earlier, ties with or hides: what
/// ``Pathways/diagnostics`` reports (REG-7).
///
/// ```swift
/// @Test func noRouteIsHidden() {
///     #expect(makeRouter().diagnostics.filter { $0.kind == .neverRuns }.isEmpty)
/// }
/// ```
///
/// Two registrations tie when precedence cannot tell them apart (PREC-6) and some URL matches
/// both: the same components by kind (placeholder names aside, literals by their decoded bytes,
/// folded for routes without case), the same fragment route, mode and host, and an origin in
/// common (a route on a host shares every origin of that host). The one registered first is
/// tried first.
///
/// Handling, opening and matching try every registration, while asking for a destination or a
/// back stack tries only the routes with a destination (DEST-3). A destination route behind a
/// route without one is therefore judged twice, and ``entryPoints`` says which ways of following
/// a link a diagnostic holds for:
///
/// ```swift
/// router.register(path: "/shows/:name") { _ in }
/// router.register(ShowRoute.self) { Screen.show($0.slug) }
/// router.diagnostics[0].entryPoints  // .handling: destination(for:) still gives .show
/// ```
public struct RouteDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How the registration relates to the earlier one.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A true tie: where both match, the registration runs only for URLs whose typed route
        /// the earlier one fails to decode (DISP-4).
        case tie
        /// The registration can never run: the earlier one matches every URL it matches and is
        /// path-only, so it takes every URL that both match, or it decodes the same type from
        /// the same placeholders, so it fails to decode exactly where this one would.
        case neverRuns
    }

    /// The ways of following a link that a diagnostic holds for: a closed list.
    public enum EntryPoints: String, Sendable, Hashable, CaseIterable {
        /// Every way that can run the registration: handling, opening and matching, and, for a
        /// route with a destination whose earlier one has a destination too, asking for a
        /// destination or a back stack. A route without a destination is never a destination,
        /// so handling is all it does.
        case all
        /// `handle`, `open` and `match` only (DISP-1 to DISP-8). The earlier registration has no
        /// destination, so `destination(for:as:)` and `backStack(for:as:)` pass over it and
        /// may give this one's destination (DEST-3).
        case handling
        /// `destination(for:as:)` and `backStack(for:as:)` only (DEST-3, DEST-6), which try the
        /// routes with a destination alone: the earlier registration is the first of those
        /// that this one ties with.
        case destinations
    }

    /// How ``route`` relates to ``earlier``.
    public let kind: Kind
    /// The later registration.
    public let route: RegisteredRoute
    /// The registration that is tried before it.
    public let earlier: RegisteredRoute
    /// The ways of following a link for which ``kind`` holds.
    public let entryPoints: EntryPoints

    /// The diagnostic as a sentence, naming the ways of following a link it holds for when it
    /// does not hold for all of them.
    public var description: String {
        let later = "'\(route)'"
        let first = "'\(earlier)', registered earlier,"
        let passedOver = "destination(for:) and backStack(for:) pass over that one, which has no destination"
        let sameType = "decodes the same type from the same placeholders"
        switch (kind, entryPoints) {
        case (.tie, .all):
            return "\(later) ties with \(first) and where both match runs only when that one fails to decode"
        case (.neverRuns, .all):
            return earlier.isTyped
                ? "\(later) never runs: \(first) \(sameType), so it takes every URL this one could; remove one of them"
                : "\(later) never runs: \(first) takes every URL both match; remove one of them or make the patterns differ"
        case (.tie, .handling):
            let when = "where both match, handle, match and open run it only when that one fails to decode"
            return "\(later) ties with \(first.dropLast()): \(when); \(passedOver)"
        case (.neverRuns, .handling):
            let reason = earlier.isTyped ? "\(sameType), so it takes every URL this one could" : "takes every URL both match"
            return "\(later) never runs for handle, match and open: \(first) \(reason); \(passedOver)"
        case (.tie, .destinations):
            let when =
                "where both match, destination(for:) and backStack(for:) give this one's destination only when that one fails to decode"
            return "\(later) ties with \(first) which has a destination too: \(when)"
        case (.neverRuns, .destinations):
            let taken = "so destination(for:) and backStack(for:) take it for every URL this one could"
            return "\(later) never gives its destination: \(first) has a destination too and \(sameType), \(taken); remove one of them"
        }
    }
}
