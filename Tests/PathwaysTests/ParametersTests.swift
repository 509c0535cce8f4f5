import Pathways
import Testing

@Suite("Query and fragment parameters")
@MainActor
struct ParametersTests {
    let journal = Journal()

    func parameters(_ url: String, fragmentParams: Bool = false) throws -> RouteParameters {
        var router = Pathways()
        router.register(path: "/", supportFragmentParams: fragmentParams, handler: journal.pathHandler("root"))
        #expect(try router.handle(url))
        return try #require(journal.entries.last?.parameters)
    }

    func pairs(_ items: [RouteParameters.Item]) -> [[String]] { items.map { [$0.name, $0.value] } }

    @Test("QUERY-1: pairs split at the first '='")
    func pairs() throws {
        let query = try parameters("https://example.com/?a=1&b=x%20y&c=d=e").query
        #expect(pairs(query) == [["a", "1"], ["b", "x y"], ["c", "d=e"]])
    }

    @Test("QUERY-2: '+' is a plus sign")
    func plus() throws {
        #expect(try parameters("https://example.com/?q=a+b")["q"] == "a+b")
        #expect(try parameters("https://example.com/?q=a%2Bb")["q"] == "a+b")
        #expect(try parameters("https://example.com/?q=a%20b")["q"] == "a b")
    }

    @Test("QUERY-3: duplicates kept in order; lookup gives the first")
    func duplicates() throws {
        let parameters = try parameters("https://example.com/?tag=a&tag=b")
        #expect(parameters["tag"] == "a")
        #expect(parameters.values(named: "tag") == ["a", "b"])
        let nfd = try self.parameters("https://example.com/?e%CC%81=nfd")
        #expect(nfd["\u{E9}"] == nil)
        #expect(nfd["e\u{301}"] == "nfd")
    }

    @Test("QUERY-4: names without values; values without names")
    func emptyParts() throws {
        #expect(try pairs(parameters("https://example.com/?flag&x=&=v").query) == [["flag", ""], ["x", ""], ["", "v"]])
    }

    @Test("QUERY-5: empty pairs are skipped")
    func emptyPairs() throws {
        #expect(try pairs(parameters("https://example.com/?&&a=1&").query) == [["a", "1"]])
        #expect(try parameters("https://example.com/?").query.isEmpty)
    }

    @Test(
        "QUERY-6: a bad query rejects the URL",
        arguments: [
            ("https://example.com/search?q=%FF", PathwayError.Code.invalidUTF8),
            ("https://example.com/search?q=%ZZ", .malformedPercentEncoding),
            ("https://example.com/search?q=%0D%0ASet-Cookie:x", .controlCharacter), ("https://example.com/search?%00=x", .controlCharacter),
        ])
    func badQuery(_ url: String, _ code: PathwayError.Code) throws {
        var router = Pathways()
        router.register(path: "/", handler: journal.pathHandler("root"))
        expectError(code, .match) { _ = try router.handle(url) }
    }

    @Test("QUERY-7: typed and path-only handlers get the query")
    func delivered() throws {
        var router = Pathways()
        router.register(ProductRoute.self, matching: .exact) { [journal] route, parameters in
            journal.entries.append(.init(route: "typed", parameters: parameters))
        }
        router.register(path: "/settings", handler: journal.pathHandler("path"))
        #expect(try router.handle("https://example.com/products/42?campaign=spring"))
        #expect(try router.handle("https://example.com/settings/x?campaign=fall"))
        #expect(journal.entries.map { $0.parameters["campaign"] } == ["spring", "fall"])
    }

    @Test("FRAG-1: fragment parameters parse like a query")
    func fragmentParameters() throws {
        let parameters = try parameters("https://example.com/#complete?token=a%2Bb&state=x&&flag", fragmentParams: true)
        #expect(pairs(parameters.fragment) == [["token", "a+b"], ["state", "x"], ["flag", ""]])
    }

    @Test("FRAG-2, SEC-9: only opted-in routes receive fragment parameters")
    func optIn() throws {
        let parameters = try parameters("https://example.com/callback#?access_token=secret")
        #expect(parameters.fragment.isEmpty)
        #expect(parameters["access_token"] == nil)
    }

    @Test("QUERY-8: each reader looks where its rule says, for a name in the captures, the query and the fragment")
    func readerRules() throws {
        var router = Pathways()
        router.register(path: "/users/:id#profile", supportFragmentParams: true, handler: journal.pathHandler("user"))
        #expect(try router.handle("https://example.com/users/7?id=q1&id=q2#profile?id=f1"))
        let parameters = try #require(journal.entries.last?.parameters)
        #expect(parameters["id"] == "q1")
        #expect(parameters.values(named: "id") == ["q1", "q2", "f1"])
        #expect(parameters.capture("id") == "7")
        #expect(parameters.captures(named: "id") == ["7"])
        #expect(parameters.dictionary == ["id": "7"])
    }

    @Test("FRAG-3: lookup searches the query first")
    func queryFirst() throws {
        let parameters = try parameters("https://example.com/callback?state=q#?state=f", fragmentParams: true)
        #expect(parameters["state"] == "q")
        #expect(pairs(parameters.fragment) == [["state", "f"]])
        #expect(parameters.values(named: "state") == ["q", "f"])
    }

    @Test("FRAG-4: '#top' is a route; '#?x' has an empty route")
    func fragmentShapes() throws {
        let router = try makeRouter([("top", "/page#top", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/page#top"))
        #expect(try !router.handle("https://example.com/page#?top"))
        #expect(try parameters("https://example.com/#top", fragmentParams: true).fragment.isEmpty)
        #expect(try pairs(parameters("https://example.com/#?token=abc", fragmentParams: true).fragment) == [["token", "abc"]])
    }

    @Test("FRAG-5: fragment parameters never affect matching")
    func parametersDoNotMatch() throws {
        let router = try makeRouter([("complete", "/callback#complete", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/callback#complete?x=1"))
        #expect(try router.handle("https://example.com/callback#complete"))
        expectError(.malformedPercentEncoding, .match) { _ = try router.handle("https://example.com/callback#complete?x=%Z") }
    }
}
