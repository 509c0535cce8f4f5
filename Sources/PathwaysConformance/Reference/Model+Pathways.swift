import Pathways

// The fixture model's router options, date forms, date encodings and matching, as Pathways' own types.

extension RouterOptions {
    /// The Pathways options for this fixture router.
    var pathwaysDecoding: PathwayDecodingOptions {
        PathwayDecodingOptions(
            dateForm: dateForm.pathwaysForm, malformedOptionalFieldsAreNil: malformedOptionalFieldsAreNil,
            plusIsSpaceInQuery: plusIsSpaceInQuery)
    }
}

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

extension Matching {
    /// The router's matching for a fixture route's.
    package init(_ fixture: RouteSpec.Matching) {
        switch fixture {
        case .prefix: self = .prefix
        case .exact: self = .exact
        }
    }
}
