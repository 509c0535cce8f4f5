import Pathways

extension MatchingMode {
    var pathwaysMatching: Matching {
        switch self {
        case .prefix: .prefix
        case .exact: .exact
        }
    }
}
