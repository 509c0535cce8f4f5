import Pathways

extension DateForm {
    /// The Pathways date form for this fixture value.
    var pathwaysForm: DateTextForm {
        switch self {
        case .iso8601: .iso8601
        case .secondsSince1970: .secondsSince1970
        case .millisecondsSince1970: .millisecondsSince1970
        }
    }
}
