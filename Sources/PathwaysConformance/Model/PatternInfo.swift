/// What parsing a valid pattern found.
public struct PatternInfo: Sendable, Hashable {
    /// The placeholder names, in order.
    public var placeholders: [String]
    /// The decoded fragment route, if the pattern has one.
    public var fragmentRoute: String?

    /// Creates pattern information.
    public init(placeholders: [String], fragmentRoute: String? = nil) {
        self.placeholders = placeholders
        self.fragmentRoute = fragmentRoute
    }
}
