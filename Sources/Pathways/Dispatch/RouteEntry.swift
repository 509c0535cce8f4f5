/// A registration's handler and options, as the route table stores them.
struct RouteEntry: Sendable {
    /// What a registration runs.
    enum Handler: Sendable {
        /// A path-only handler.
        case path(@MainActor @Sendable (RouteParameters) -> Void)
        /// A typed handler, wrapped to decode its route from the parameters' captures first.
        case typed(@MainActor @Sendable (RouteParameters) throws(PathwayError) -> Void)
    }

    let handler: Handler
    let supportsFragmentParameters: Bool
    /// The route type's name for a typed registration (REG-6).
    let typeName: String?
}
