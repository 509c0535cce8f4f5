import Pathways

/// A placeholder in the fragment route and a query field, which the encoder writes before the
/// fragment (MATCH-5, ENC-1, ENC-10). In a fragment piece `.`, `..` and `/` are ordinary text.
struct PageRoute: FuzzRoute {
    static let pattern = "/app#:name"
    let name: String
    let from: String?

    func isIdentical(to other: PageRoute) -> Bool { name.isIdentical(to: other.name) && from.isIdentical(to: other.from) }

    static func arbitrary(_ input: inout FuzzInput) -> (value: PageRoute, expectation: Expectation) {
        let name = input.string()
        let from: String? = input.flag() ? input.string() : nil
        let length = "/app#".utf8.count + TextRules.encodedLength(name) + (from.map { 6 + TextRules.encodedLength($0) } ?? 0)
        var expectation = Expectation.limits(components: 1, parameters: from == nil ? 0 : 1, length: length)
        expectation = expectation.and(name.isEmpty ? .refusal(.emptyValue) : TextRules.queryExpectation(for: name))
        if let from { expectation = expectation.and(TextRules.queryExpectation(for: from)) }
        return (PageRoute(name: name, from: from), expectation)
    }
}
