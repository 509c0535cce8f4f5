import Pathways

/// Records which handler ran and what it received.
@MainActor
final class DispatchRecorder {
    var hit: RouteMatch?
}
