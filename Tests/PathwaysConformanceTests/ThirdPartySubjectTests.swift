import PathwaysConformance
import PathwaysTestSupport
import Testing

/// The subject from `ConformanceSubject`'s documentation: a router that knows exact literal
/// paths and nothing else, in a dozen lines.
struct LiteralRouter: ConformanceSubject {
    let descriptor = SubjectDescriptor(name: "literal-router", version: "1.0", capabilities: [])

    func respond(to request: ConformanceRequest) async -> ConformanceResponse {
        guard case .url(let url) = request.input else { return .skip(reason: "only URL inputs") }
        let path = url.split(separator: "/", maxSplits: 3).dropFirst(2).first.map { "/" + $0 } ?? "/"
        guard let route = request.routes.first(where: { $0.pattern == path }) else { return .result(.noMatch) }
        return .result(.match(RouteMatch(route: route.name)))
    }
}

@Suite("A third-party subject")
struct ThirdPartySubjectTests {
    @Test("The documented literal router runs: it passes what it supports and skips the rest")
    func literalRouter() async throws {
        let routes =
            #"[{"name": "home", "pattern": "/home", "matching": "exact"}, {"name": "about", "pattern": "/about", "matching": "exact"}]"#
        let inputs = #"""
            [{"url": "https://example.com/home", "expect": {"match": {"route": "home", "captures": {}, "query": [], "fragment": []}}},
             {"url": "https://example.com/nowhere", "expect": {"noMatch": true}},
             {"pattern": "/home", "expect": {"valid": {"placeholders": []}}}]
            """#
        let cases = try loadCases(
            fixtureFile(cases: [fixtureCase(routes: routes, inputs: inputs), fixtureCase(id: "match-typed", capabilities: #"["typed"]"#)]))
        let report = await ConformanceRunner(subject: LiteralRouter()).run(cases)
        #expect(report.cases[0].inputs.map(\.status) == [.passed, .passed, .skipped])
        #expect(report.cases[1].inputs.map(\.status) == [.skipped])
        #expect(report.succeeded)
    }
}
