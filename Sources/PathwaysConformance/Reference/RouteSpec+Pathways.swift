import Pathways

extension Matching {
    /// The router's matching for a fixture route's.
    package init(_ fixture: RouteSpec.Matching) {
        switch fixture {
        case .prefix: self = .prefix
        case .exact: self = .exact
        }
    }
}
