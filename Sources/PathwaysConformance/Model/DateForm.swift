/// The text form a case's router reads and writes dates in (SCALAR-10, ENC-14): the fixture's
/// `router.dateForm`.
///
/// ```swift
/// RouterOptions(dateForm: .secondsSince1970)  // ?expires=1796040000
/// ```
public enum DateForm: String, Sendable, Hashable, CaseIterable {
    /// ISO 8601 (SCALAR-7, SCALAR-8); the default, and what a router without `dateForm` uses.
    case iso8601
    /// Whole seconds since 1970 in canonical decimal.
    case secondsSince1970
    /// Whole milliseconds since 1970 in canonical decimal.
    case millisecondsSince1970
}
