import Pathways

extension DateEncoding {
    /// The encoder's strategy for this fixture value.
    var pathwaysStrategy: DateEncodingStrategy {
        switch self {
        case .exact: .exact
        case .roundedDownToMilliseconds: .roundedDownToMilliseconds
        case .roundedDownToSeconds: .roundedDownToSeconds
        }
    }
}
