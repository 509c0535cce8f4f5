/// What a match runs: the decoded route, for a typed registration, and the registration's
/// handler bound to it and to the URL's parameters.
struct BoundHandler: Sendable {
    /// How the handler runs.
    enum Action: Sendable {
        /// To completion, before the call returns.
        case sync(@MainActor @Sendable () -> Void)
        /// Suspending, to completion when awaited.
        case async(@MainActor @Sendable () async -> Void)
    }

    /// The decoded route; `nil` for a path-only registration.
    let value: (any Sendable)?
    let action: Action

    /// Runs the handler to completion (DISP-8).
    @MainActor
    func run() async {
        switch action {
        case .sync(let handler): handler()
        case .async(let handler): await handler()
        }
    }
}
