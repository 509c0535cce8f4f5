import Pathways

/// A `String`-backed enum whose raw values need escaping, and some that must be refused.
enum Color: String, CaseIterable, FuzzScalar {
    case red
    case spaced = "light blue"
    case slashed = "red/green"
    case accented = "café"
    case rocket = "🚀"
    case percent = "100%"
    case query = "what?#x"
    case dotdot = ".."
    case empty = ""
    case tab = "a\tb"

    /// A case matches only its byte-identical raw value (SCALAR-5): an NFD spelling of `café`
    /// selects nothing, although `Color(rawValue:)` would take it, as `String ==` does.
    static func reference(_ text: String) -> Reference<Color> {
        allCases.first { $0.rawValue.utf8.elementsEqual(text.utf8) }.map { .value($0) } ?? .refused(.invalidValue)
    }

    /// Only the byte-identical raw value prints back as it was written.
    static func isCanonical(_ text: String) -> Bool {
        allCases.contains { $0.rawValue.utf8.elementsEqual(text.utf8) }
    }

    static func arbitrary(_ input: inout FuzzInput) -> (value: Color, expectation: Expectation) {
        let color = allCases[input.choice(allCases.count)]
        return (color, TextRules.expectation(for: color.rawValue))
    }
}

/// An `Int`-backed enum with extreme and negative raw values.
enum Level: Int, CaseIterable, FuzzScalar {
    case lowest = -9_223_372_036_854_775_808
    case minusOne = -1
    case zero = 0
    case answer = 42
    case highest = 9_223_372_036_854_775_807

    static func reference(_ text: String) -> Reference<Level> {
        switch Int.reference(text) {
        case .value(let raw): Level(rawValue: raw).map { .value($0) } ?? .refused(.invalidValue)
        case .refused(let code): .refused(code)
        case .unchecked: .unchecked
        }
    }

    static func isCanonical(_ text: String) -> Bool { true }

    static func arbitrary(_ input: inout FuzzInput) -> (value: Level, expectation: Expectation) {
        (allCases[input.choice(allCases.count)], .success)
    }
}
