extension RouteSpec {
    /// How much of a path a route must cover: the fixture's `matching`, named as the library's
    /// `Matching` is.
    ///
    /// ```swift
    /// RouteSpec(name: "docs", pattern: "/docs", matching: .prefix)
    /// ```
    public enum Matching: String, Sendable, Hashable, CaseIterable {
        /// The pattern matches the path's first components.
        case prefix
        /// The pattern matches every component.
        case exact
    }
}

/// The old name of ``RouteSpec/Matching``.
@available(*, deprecated, renamed: "RouteSpec.Matching")
public typealias MatchingMode = RouteSpec.Matching
