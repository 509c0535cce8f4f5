/// One set of made-up scalars a ``TypeProbe`` offers a property, tried in order until the
/// property's type accepts one (REG-5).
///
/// A type with rules of its own, such as a start time that reads `90` or `1m30s`, refuses empty
/// text; were the probe to stop there, the properties declared after it would go unseen, and a
/// route table would list fewer fields the earlier such a type is declared (TABLE-7). So a
/// refused value is offered again as `1`, the text a compatibility report draws for a field it
/// knows no scalar of (COMPAT-2) and one most numeric forms read, then as `x`, the text it
/// draws for a string field, for forms that want letters.
enum ProbeSample {
    /// Empty text, zero and `false`: what a type without rules of its own reads.
    case blank
    /// The text `1`, one and `true`.
    case one
    /// The text `x`; other scalars as ``one``.
    case letter

    /// The sample offered after this one is refused; `nil` after the last.
    var next: ProbeSample? {
        switch self {
        case .blank: .one
        case .one: .letter
        case .letter: nil
        }
    }

    var text: String {
        switch self {
        case .blank: ""
        case .one: "1"
        case .letter: "x"
        }
    }

    var flag: Bool { self != .blank }

    func number<Number: Numeric>(_ type: Number.Type) -> Number {
        self == .blank ? 0 : 1
    }
}
