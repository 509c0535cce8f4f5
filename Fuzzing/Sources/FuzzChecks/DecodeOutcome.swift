import Pathways

extension RouteSpec.DecodeOutcome {
    /// The outcome of reading one text as `Value`, by the harness's parser.
    init<Value>(_ reference: Reference<Value>) {
        switch reference {
        case .value: self = .decodes
        case .refused(let code): self = .fails(code)
        case .unchecked: self = .unknown
        }
    }

    /// Reading every text as `Value`, in order: an array's elements (CODE-7).
    static func all<Value: FuzzScalar>(_ texts: [String], _ type: Value.Type) -> Self {
        first(texts.map { Self(Value.reference($0)) })
    }

    /// The first outcome that is not `.decodes`: decoding stops at the first failing field.
    static func first(_ outcomes: [Self]) -> Self {
        outcomes.first { $0 != .decodes } ?? .decodes
    }
}
