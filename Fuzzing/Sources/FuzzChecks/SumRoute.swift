import Pathways

/// A catch-all of integers and an optional query field (MATCH-7, CODE-6, CODE-7, ENC-10).
struct SumRoute: FuzzRoute {
    static let pattern = "/sum/*terms"
    let terms: [Int]
    let scale: Int?

    func isIdentical(to other: SumRoute) -> Bool { terms == other.terms && scale == other.scale }

    static func arbitrary(_ input: inout FuzzInput) -> (value: SumRoute, expectation: Expectation) {
        let terms = [Int].arbitrary(&input, query: false)
        let scale: Int? = input.flag() ? Int.arbitrary(&input).value : nil
        let pathLength = "/sum".utf8.count + terms.reduce(0) { $0 + 1 + String($1).utf8.count }
        let queryLength = scale.map { "?scale=".utf8.count + String($0).utf8.count } ?? 0
        let expectation: Expectation =
            terms.isEmpty
            ? .refusal(.emptyValue)
            : .limits(components: 1 + terms.count, parameters: scale == nil ? 0 : 1, length: pathLength + queryLength)
        return (SumRoute(terms: terms, scale: scale), expectation)
    }
}
