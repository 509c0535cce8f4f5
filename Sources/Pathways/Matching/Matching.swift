/// How much of a URL's path a registration must cover (SPEC: MATCH-1 to MATCH-4).
///
/// ```swift
/// router.register(path: "/settings") { _ in }                     // also /settings/privacy
/// router.register(path: "/settings", matching: .exact) { _ in }   // only /settings
/// ```
public enum Matching: String, Sendable, Hashable, CaseIterable {
    /// The pattern matches the URL's first components; more may follow.
    case prefix
    /// The pattern matches every component of the URL's path.
    case exact
}
