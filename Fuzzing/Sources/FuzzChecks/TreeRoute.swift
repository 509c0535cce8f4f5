import Pathways

/// A catch-all of strings: one component per element, none joined (MATCH-7, ENC-1, ENC-2).
struct TreeRoute: FuzzRoute {
    static let pattern = "/tree/*path"
    let path: [String]

    func isIdentical(to other: TreeRoute) -> Bool { path.isIdentical(to: other.path) }

    static func arbitrary(_ input: inout FuzzInput) -> (value: TreeRoute, expectation: Expectation) {
        let path = [String].arbitrary(&input, query: false)
        let length = "/tree".utf8.count + path.reduce(0) { $0 + 1 + TextRules.encodedLength($1) }
        var expectation: Expectation =
            path.isEmpty ? .refusal(.emptyValue) : .limits(components: 1 + path.count, parameters: 0, length: length)
        for element in path { expectation = expectation.and(TextRules.expectation(for: element)) }
        return (TreeRoute(path: path), expectation)
    }
}
