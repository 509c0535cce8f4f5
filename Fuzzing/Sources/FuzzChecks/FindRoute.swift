import Pathways

/// Query fields only: required, optional, an array and an optional array (CODE-5 to CODE-7,
/// ENC-10, ENC-12).
struct FindRoute: FuzzRoute {
    static let pattern = "/find"
    let q: String
    let page: Int?
    let tag: [String]
    let ids: [Int]?

    func isIdentical(to other: FindRoute) -> Bool {
        q.isIdentical(to: other.q) && page == other.page && tag.isIdentical(to: other.tag) && [Int].isIdentical(ids, other.ids)
    }

    static func arbitrary(_ input: inout FuzzInput) -> (value: FindRoute, expectation: Expectation) {
        let route = FindRoute(
            q: input.string(), page: input.flag() ? Int.arbitrary(&input).value : nil, tag: [String].arbitrary(&input, query: true),
            ids: input.choice(3) == 0 ? nil : [Int].arbitrary(&input, query: true))
        let values = [route.q] + (route.page.map { [String($0)] } ?? []) + route.tag + (route.ids ?? []).map { String($0) }
        let names = ["q"] + (route.page == nil ? [] : ["page"]) + route.tag.map { _ in "tag" } + (route.ids ?? []).map { _ in "ids" }
        let length = "/find".utf8.count + zip(names, values).reduce(0) { $0 + 2 + $1.0.utf8.count + TextRules.encodedLength($1.1) }
        var expectation = Expectation.limits(components: 1, parameters: values.count, length: length)
        for value in [route.q] + route.tag { expectation = expectation.and(TextRules.queryExpectation(for: value)) }
        if route.ids?.isEmpty == true { expectation = expectation.and(.refusal(.emptyValue)) }
        return (route, expectation)
    }
}
