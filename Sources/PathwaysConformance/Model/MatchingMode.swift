/// How much of a path a route must cover.
public enum MatchingMode: String, Sendable, Hashable, CaseIterable {
    /// The pattern matches the path's first components.
    case prefix
    /// The pattern matches every component.
    case exact
}
