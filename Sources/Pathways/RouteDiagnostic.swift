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

    /// How ``route`` relates to ``earlier``.
    public let kind: Kind
    /// The later registration.
    public let route: RegisteredRoute
    /// The registration that is tried before it.
    public let earlier: RegisteredRoute

    /// The diagnostic as a sentence.
    public var description: String {
        switch kind {
        case .tie: "'\(route)' ties with '\(earlier)', registered earlier, and where both match runs only when that one fails to decode"
        case .neverRuns:
            earlier.isTyped
                ? "'\(route)' never runs: '\(earlier)', registered earlier, decodes the same type from the same placeholders, so it takes every URL this one could; remove one of them"
                : "'\(route)' never runs: '\(earlier)', registered earlier, takes every URL both match; remove one of them or make the patterns differ"
        }
    }
}
