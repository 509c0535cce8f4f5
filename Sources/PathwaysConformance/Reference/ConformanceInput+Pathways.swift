import Pathways

extension DateEncodingStrategy {
    /// The encoder's strategy for a fixture's encode input.
    init(_ fixture: ConformanceInput.DateEncodingStrategy) {
        switch fixture {
        case .exact: self = .exact
        case .roundedDownToMilliseconds: self = .roundedDownToMilliseconds
        case .roundedDownToSeconds: self = .roundedDownToSeconds
        }
    }
}
