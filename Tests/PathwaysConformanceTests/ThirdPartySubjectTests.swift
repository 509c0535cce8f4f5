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

/// The stand-in router of the DocC article "Implementing an adapter", kept as the article shows it.
struct LiteralPathRouter {
    private var names: [String: String] = [:]

    mutating func add(_ path: String, name: String) {
        if names[path] == nil { names[path] = name }  // the first registration wins a tie
    }

    func route(path: String) -> String? {
        names[path]
    }
}

/// The adapter of the DocC article "Implementing an adapter", built on the adapter helpers.
struct LiteralPathSubject: ConformanceSubject {
    let descriptor = SubjectDescriptor(name: "literal-path-router", version: "0.1.0", capabilities: [])

    func respond(to request: ConformanceRequest) async -> ConformanceResponse {
        guard case .url(let text) = request.input else {
            return .skip(reason: "literal-path-router only routes URLs")
        }
        do {
            let table = try RouterTable(routes: request.routes, router: LiteralPathRouter()) { router, entry, _ in
                router.add(entry.route.pattern, name: entry.route.name)
            }
            let url = try ClientURL(text)
            guard let name = table.router.route(path: url.path) else { return .result(.noMatch) }
            return .result(.match(RouteMatch(route: name)))
        } catch {
            return error.response  // a URL no browser sends as written: skipped, with Pathways' reason
        }
    }
}

@Suite("The adapter of the DocC article")
struct LiteralPathSubjectTests {
    @Test("It matches the path a browser sends, answers no invented error code, and skips a URL no browser sends as written")
    func literalPath() async {
        let routes = [RouteSpec(name: "settings", pattern: "/settings", matching: .exact)]
        let subject = LiteralPathSubject()
        func answer(_ url: String) async -> ConformanceResponse {
            await subject.respond(to: ConformanceRequest(caseID: "doc", routes: routes, input: .url(url)))
        }
        #expect(await answer("HTTPS://EXAMPLE.COM/settings#top") == .result(.match(RouteMatch(route: "settings"))))
        #expect(await answer("https://example.com/s%65ttings") == .result(.noMatch))  // it decodes nothing
        guard case .skip = await answer("https://example.com:99999/settings") else {
            Issue.record("a port no browser sends should be skipped, not answered with an invented code")
            return
        }
    }
}
