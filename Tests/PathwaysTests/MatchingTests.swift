import Pathways
import Testing

@Suite("Matching and precedence")
@MainActor
struct MatchingTests {
    let journal = Journal()

    /// Registers `routes` in every order and checks that `url` reaches `winner` each time (PREC-1).
    func expectWinner(
        _ winner: String,
        for url: String,
        among routes: [(name: String, pattern: String, matching: Matching, host: String?)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for order in permutations(of: Array(routes.indices)) {
            let journal = Journal()
            var router = Pathways()
            for index in order {
                let route = routes[index]
                router.register(
                    host: route.host, path: route.pattern, matching: route.matching, handler: journal.pathHandler(route.name))
            }
            #expect(try router.handle(url), sourceLocation: sourceLocation)
            #expect(journal.routes == [winner], "order \(order)", sourceLocation: sourceLocation)
        }
    }

    func permutations(of items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(of: rest).map { [first] + $0 }
        }
    }

    @Test("MATCH-1: literals compare decoded")
    func literals() throws {
        let router = try makeRouter([("cafe", "/café", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/caf%C3%A9"))
        #expect(try router.handle("https://example.com/caf%c3%a9"))
        #expect(try !router.handle("https://example.com/cafe%CC%81"))
    }

    /// An empty route: the decoder checks only that the path matches.
    private struct Literal: Decodable {}

    @Test(
        "MATCH-1, DEC-1: a literal matches every spelling that decodes to it, and no other",
        arguments: [
            ("/x%2520y", "/x%2520y", true), ("/x%2520y", "/%78%2520%79", true), ("/x%2520y", "/x%20y", false),
            ("/x%2520y", "/x%2520", false), ("/x%2520y", "/x%2520yy", false), ("/repos", "/%72epos", true),
            ("/repos", "/repos", true), ("/repos", "/repo", false), ("/repos", "/reposs", false), ("/repos", "/rep%25s", false),
        ])
    func literalSpellings(_ pattern: String, _ path: String, _ matches: Bool) throws {
        let router = try makeRouter([("literal", pattern, .exact)], journal: journal)
        #expect(try router.handle("https://example.com" + path) == matches)
        let literal = try PathPattern(pattern)
        do {
            _ = try PathwayDecoder.shared.decode(Literal.self, pattern: literal, fromPath: path)
            #expect(matches, "the decoder accepted \(path)")
        } catch {
            #expect(!matches && error.code == .patternMismatch, "the decoder threw \(error)")
        }
    }

    @Test("MATCH-2: a placeholder takes exactly one non-empty component")
    func placeholders() throws {
        let router = try makeRouter([("note", "/notes/:title", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/notes/a%2Fb"))
        #expect(try !router.handle("https://example.com/notes/a/b"))
        #expect(try !router.handle("https://example.com/notes//"))
        #expect(try !router.handle("https://example.com/notes"))
        let prefix = try makeRouter([("note", "/notes/:title", .prefix)], journal: journal)
        #expect(try prefix.handle("https://example.com/notes/a/b"))
        #expect(journal.entries.last?.parameters.capture("title") == "a")
    }

    @Test("MATCH-3: exact covers every component")
    func exact() throws {
        let router = try makeRouter([("settings", "/settings", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/settings"))
        #expect(try router.handle("https://example.com/settings/"))
        #expect(try !router.handle("https://example.com/settings/privacy"))
    }

    @Test("MATCH-4: prefixes are whole components")
    func prefix() throws {
        let router = try makeRouter([("settings", "/settings", .prefix)], journal: journal)
        #expect(try router.handle("https://example.com/settings"))
        #expect(try router.handle("https://example.com/settings/privacy"))
        #expect(try !router.handle("https://example.com/settingsX"))
        let root = try makeRouter([("root", "/", .prefix)], journal: journal)
        #expect(try root.handle("https://example.com/any/thing"))
        #expect(try root.handle("https://example.com"))
    }

    @Test("MATCH-5: fragment routes; anchors never block")
    func fragments() throws {
        let router = try makeRouter([("complete", "/callback#complete", .exact), ("settings", "/settings", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/callback#complete"))
        #expect(try router.handle("https://example.com/callback#compl%65te?token=a"))
        #expect(try !router.handle("https://example.com/callback"))
        #expect(try !router.handle("https://example.com/callback#cancel"))
        #expect(try router.handle("https://example.com/settings#top"))
    }

    @Test("MATCH-6: the query never matters")
    func query() throws {
        let router = try makeRouter([("search", "/search", .exact), ("settings", "/settings", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/search?q=/settings"))
        #expect(journal.routes == ["search"])
    }

    @Test("PREC-1, PREC-2: a literal beats a placeholder, leftmost first")
    func literalFirst() throws {
        try expectWinner(
            "featured", for: "https://example.com/products/featured",
            among: [("product", "/products/:id", .exact, nil), ("featured", "/products/featured", .exact, nil)])
        try expectWinner(
            "left", for: "https://example.com/a/b/c",
            among: [("left", "/a/:x/c", .exact, nil), ("right", "/:y/b/c", .exact, nil)])
        try expectWinner(
            "long", for: "https://example.com/settings/privacy",
            among: [("short", "/settings", .prefix, nil), ("long", "/settings/privacy", .prefix, nil)])
        try expectWinner(
            "prefix", for: "https://example.com/a/b",
            among: [("prefix", "/a", .prefix, nil), ("exact", "/:x/b", .exact, nil)])
    }

    @Test("PREC-3: a fragment route beats none")
    func fragmentFirst() throws {
        try expectWinner(
            "complete", for: "https://example.com/callback#complete",
            among: [("plain", "/callback", .exact, nil), ("complete", "/callback#complete", .exact, nil)])
    }

    @Test("PREC-4: exact beats prefix")
    func exactFirst() throws {
        try expectWinner(
            "exact", for: "https://example.com/settings",
            among: [("prefix", "/settings", .prefix, nil), ("exact", "/settings", .exact, nil)])
    }

    @Test("PREC-5: a host beats no host")
    func hostFirst() throws {
        try expectWinner(
            "host", for: "https://example.com/settings",
            among: [("any", "/settings", .exact, nil), ("host", "/settings", .exact, "example.com")])
    }

    @Test("PREC-6: true ties go to the first registered")
    func ties() throws {
        let first = try makeRouter([("one", "/a", .prefix), ("two", "/a", .prefix)], journal: journal)
        #expect(try first.handle("https://example.com/a/b"))
        #expect(journal.routes == ["one"])
    }

    @Test("PREC-7: literals that decode alike are the same component")
    func escapedTies() throws {
        let router = try makeRouter([("escaped", "/caf%C3%A9", .exact), ("plain", "/café", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/caf%C3%A9"))
        #expect(journal.routes == ["escaped"])
    }

    @Test("MATCH-2, MATCH-4: a lookup backtracks through every branch to the root prefix")
    func backtracking() throws {
        // Every literal and placeholder branch must be explored before the prefix route at the
        // root is reached, and the answer must still come.
        var routes: [(name: String, pattern: String, matching: Matching)] = [("root", "/", .prefix)]
        for depth in 1...12 {
            routes.append(("a\(depth)", String(repeating: "/a", count: depth) + "/x", .exact))
            routes.append(("p\(depth)", (1...depth).map { "/:p\($0)" }.joined() + "/y", .exact))
        }
        let router = try makeRouter(routes, journal: journal)
        #expect(try router.handle("https://example.com" + String(repeating: "/a", count: 12) + "/z"))
        #expect(journal.routes == ["root"])
    }
}
