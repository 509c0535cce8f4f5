import Pathways

/// What `PathwayEncoder` must do with a generated value, worked out without the library.
struct Expectation {
    /// The refusal codes the encoder may answer with; empty means encoding must succeed.
    var codes: Set<PathwayError.Code>
    /// Whether the encoder must refuse (with one of `codes`) rather than merely may.
    var mustFail: Bool

    /// Encoding must succeed.
    static let success = Expectation(codes: [], mustFail: false)

    /// Encoding must fail with `code`.
    static func refusal(_ code: PathwayError.Code) -> Expectation {
        Expectation(codes: [code], mustFail: true)
    }

    /// Encoding may succeed or fail with `code`; used where only a round trip can tell.
    static func either(_ code: PathwayError.Code) -> Expectation {
        Expectation(codes: [code], mustFail: false)
    }

    /// What the limits of Section 17 ask of an encoded path of `components` components,
    /// `parameters` query pairs and `length` bytes: more pairs than LIM-3 allows must be refused
    /// (ENC-5); a path past LIM-1 or LIM-2 may be refused, and must decode if it is not (ENC-8).
    static func limits(components: Int, parameters: Int, length: Int) -> Expectation {
        let limits = PathwayLimits.default
        var expectation = Expectation.success
        if components > limits.maxPathComponents { expectation = expectation.and(.either(.tooManyComponents)) }
        if parameters > limits.maxParameters { expectation = expectation.and(.refusal(.tooManyParameters)) }
        if length > limits.maxURLLength { expectation = expectation.and(.either(.urlTooLong)) }
        return expectation
    }

    /// The expectation for a route holding both values: the encoder reports the first failing
    /// field, so any of the fields' codes may be the one reported.
    func and(_ other: Expectation) -> Expectation {
        Expectation(codes: codes.union(other.codes), mustFail: mustFail || other.mustFail)
    }
}

/// What decoding a text as a scalar type must give, worked out without the library.
enum Reference<Value> {
    /// The text is a valid form of this value.
    case value(Value)
    /// The text must be refused with this code.
    case refused(PathwayError.Code)
    /// The reference does not model this type; only round trips are checked.
    case unchecked

    func map<Other>(_ transform: (Value) -> Other) -> Reference<Other> {
        switch self {
        case .value(let value): .value(transform(value))
        case .refused(let code): .refused(code)
        case .unchecked: .unchecked
        }
    }
}
