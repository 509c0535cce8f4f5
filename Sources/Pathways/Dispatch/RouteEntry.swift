/// A registration's handler and options, as the route table stores them.
struct RouteEntry: Sendable {
    /// What a registration runs.
    enum Handler: Sendable {
        /// A path-only handler.
        case path(@MainActor @Sendable (RouteParameters) -> Void)
        /// A path-only handler that suspends (DISP-8).
        case pathAsync(@MainActor @Sendable (RouteParameters) async -> Void)
        /// A typed registration: its route decoded from the parameters, then its handler or its
        /// destination.
        case typed(any TypedRouting)
    }

    let handler: Handler
    let supportsFragmentParameters: Bool
    /// The route type's name for a typed registration (REG-6).
    let typeName: String?
    /// The route type itself, for a typed registration: two registrations of one type under
    /// the same placeholders decode alike, so the later one never runs (REG-7).
    var typeIdentity: ObjectIdentifier? = nil
    /// The route's stable name for a typed registration (TABLE-4).
    var name: String? = nil
    /// What registration saw of a typed route's properties (TABLE-3).
    var fields: [RouteField] = []
    /// For an alias of a typed route, an old pattern it moved from, the position in the
    /// router's routes of the route's own registration; `nil` for every other registration
    /// (REG-8).
    var aliasOf: Int? = nil
    /// The properties an alias supplies, which its links do not carry (REG-8).
    var suppliedFields: [String] = []
    /// A destination route's way to the app's destination (DEST-1); `nil` for every other route.
    var destination: (any DestinationRouting)? = nil

    /// Whether the registration is an alias of a typed route (REG-8).
    var isAlias: Bool { aliasOf != nil }

    /// Decodes the route, if the registration is typed, and binds the handler to it.
    func bind(_ parameters: RouteParameters) throws(PathwayError) -> BoundHandler {
        switch handler {
        case .path(let handler):
            BoundHandler(value: nil, action: .sync { handler(parameters) })
        case .pathAsync(let handler):
            BoundHandler(value: nil, action: .async { await handler(parameters) })
        case .typed(let typed):
            try typed.bind(parameters)
        }
    }
}
