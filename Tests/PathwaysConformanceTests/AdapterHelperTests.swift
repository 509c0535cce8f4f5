import PathwaysConformance
import Testing

/// The helpers an adapter author writes a `ConformanceSubject` with: the browser's reading of a
/// URL, the fixture pattern read into its parts, literals in a router's forms, and a table that
/// leaves out the routes a router refuses.
@Suite("Adapter helpers")
struct AdapterHelperTests {
    // MARK: ClientURL

    struct Sent: Sendable, CustomTestStringConvertible {
        var url: String
        var host: String?
        var port: Int?
        var target: String
        var testDescription: String { url }
    }

    static let sent: [Sent] = [
        Sent(url: "HTTPS://Example.COM/a", host: "example.com", port: nil, target: "/a"),
        Sent(url: "https://example.com:443/a", host: "example.com", port: nil, target: "/a"),
        Sent(url: "http://example.com:80/a", host: "example.com", port: nil, target: "/a"),
        Sent(url: "https://example.com:/a", host: "example.com", port: nil, target: "/a"),
        Sent(url: "https://example.com:8443/a", host: "example.com", port: 8443, target: "/a"),
        Sent(url: "http://example.com:443/a", host: "example.com", port: 443, target: "/a"),
        Sent(url: "https://example.com", host: "example.com", port: nil, target: "/"),
        Sent(url: "https://example.com?q=1", host: "example.com", port: nil, target: "/?q=1"),
        Sent(url: "https://example.com/a%2Fb/caf%c3%A9", host: "example.com", port: nil, target: "/a%2Fb/caf%c3%A9"),
        Sent(url: "https://example.com/café", host: "example.com", port: nil, target: "/caf%C3%A9"),
        Sent(url: "https://example.com/a?q=it's+x&r=%2B", host: "example.com", port: nil, target: "/a?q=it%27s+x&r=%2B"),
        Sent(url: "https://example.com/a?", host: "example.com", port: nil, target: "/a?"),
        Sent(url: "https://example.com/settings//#top", host: "example.com", port: nil, target: "/settings//"),
        Sent(url: "https://[::1]:443/a", host: "[::1]", port: nil, target: "/a"),
        Sent(url: "myapp://Users/7?q=it's", host: "Users", port: nil, target: "/7?q=it's"),
        Sent(url: "myapp://Users", host: "Users", port: nil, target: "/"),
        Sent(url: "myapp:/items/7", host: nil, port: nil, target: "/items/7"),
    ]

    @Test("ClientURL sends what a browser sends: host lower-cased, default port left out, path and query as written", arguments: sent)
    func clientURL(_ expected: Sent) throws {
        let url = try ClientURL(expected.url)
        #expect(url.host == expected.host)
        #expect(url.port == expected.port)
        #expect(url.requestTarget == expected.target)
    }

    @Test("ClientURL keeps the fragment apart and lower-cases the scheme")
    func fragmentAndScheme() throws {
        let url = try ClientURL("HTTPS://example.com/app#/item/7?tab=ü")
        #expect(url.scheme == "https")
        #expect(url.path == "/app")
        #expect(url.query == nil)
        #expect(url.fragment == "/item/7?tab=%C3%BC")
        #expect(try ClientURL("myapp://h").path == "")
    }

    @Test(
        "ClientURL refuses what Pathways' browser-exact reader refuses, naming the problem",
        arguments: [
            "https://example.com:65536/a",  // a browser refuses the port
            "https://exa mple.com/",  // and the host
            "https:/example.com/a",  // a browser reads another host
            "https://example.com/a/../b",  // and resolves the dot segment
            "https://ex%61mple.com/a",  // and decodes the host
            "https://user@example.com/a",  // and sends no userinfo
            "example.com/a",  // no scheme: not a link
        ])
    func clientURLRefusal(_ text: String) {
        #expect(throws: ConformanceSkip.self) { try ClientURL(text) }
        do {
            _ = try ClientURL(text)
        } catch {
            #expect(error.reason.hasPrefix("Pathways reads only URLs that every browser sends as written"))
            #expect(error.response == .skip(reason: error.reason))
        }
    }

    // MARK: FixturePattern

    @Test("A fixture pattern reads into placeholders, literals, catch-alls, a trailing slash and a fragment")
    func pattern() {
        let pattern = FixturePattern("/teams/:team/caf%C3%A9/*rest/")
        #expect(
            pattern.components == [
                .literal(FixturePattern.Literal(raw: "teams")), .placeholder("team"),
                .literal(FixturePattern.Literal(raw: "caf%C3%A9")), .catchAll("rest"),
            ])
        #expect(pattern.placeholders == ["team"])
        #expect(pattern.catchAlls == ["rest"])
        #expect(pattern.names == ["team", "rest"])
        #expect(pattern.hasTrailingSlash)
        #expect(pattern.fragment == nil)

        let fragment = FixturePattern("/app#/item/:id")
        #expect(fragment.components == [.literal(FixturePattern.Literal(raw: "app"))])
        #expect(fragment.fragment == "/item/:id")
        #expect(fragment.names == [])

        #expect(FixturePattern("/").components.isEmpty)
        #expect(!FixturePattern("/").hasTrailingSlash)
        #expect(FixturePattern("/a//b").components.count == 3)
        #expect(FixturePattern("/a/:").placeholders == [""])  // read, not judged
    }

    @Test("A pattern is written in a router's syntax, component by component")
    func written() throws {
        let pattern = FixturePattern("/docs/caf%C3%A9/:page/*rest/")
        let written = try pattern.written(
            placeholder: { "{\($0)}" }, literal: { try $0.decoded(forbidding: "/{}") }, catchAll: { "{\($0):path}" })
        #expect(written == "/docs/café/{page}/{rest:path}/")
        #expect(try FixturePattern("/notes/:title").written(placeholder: { "<\($0)>" }, literal: \.clientForm) == "/notes/<title>")
        // A pattern without a leading slash goes to the router as written, for it to refuse.
        #expect(try FixturePattern("users/:id").written(placeholder: { "<\($0)>" }, literal: \.raw) == "users/:id")
    }

    @Test("Writing skips a catch-all without a writer, a fragment route, and a literal the router cannot hold")
    func writtenSkips() {
        #expect(throws: ConformanceSkip("the catch-all *path cannot be written for this router")) {
            try FixturePattern("/files/*path").written(placeholder: { $0 }, literal: \.raw)
        }
        #expect(throws: ConformanceSkip.self) { try FixturePattern("/app#/item").written(placeholder: { $0 }, literal: \.raw) }
        #expect(throws: ConformanceSkip.self) {
            try FixturePattern("/a%2Fb").written(placeholder: { $0 }, literal: { try $0.decoded(forbidding: "/") })
        }
    }

    @Test("A literal decodes once, strictly, and is written as a browser sends it")
    func literal() throws {
        #expect(FixturePattern.Literal(raw: "caf%c3%A9").decoded == "café")
        #expect(FixturePattern.Literal(raw: "100%25").decoded == "100%")
        #expect(FixturePattern.Literal(raw: "a%2Fb").decoded == "a/b")
        #expect(FixturePattern.Literal(raw: "100%").decoded == nil)
        #expect(FixturePattern.Literal(raw: "%zz").decoded == nil)
        #expect(FixturePattern.Literal(raw: "%FF").decoded == nil)
        #expect(try FixturePattern.Literal(raw: "a:b").decoded(forbidding: "/") == "a:b")
        #expect(throws: ConformanceSkip.self) { try FixturePattern.Literal(raw: "a:b").decoded(forbidding: "/:") }
        #expect(throws: ConformanceSkip.self) { try FixturePattern.Literal(raw: "%E9").decoded() }
        #expect(FixturePattern.Literal(raw: "caf%c3%A9").clientForm == "caf%c3%A9")
        #expect(FixturePattern.Literal(raw: "café {x}").clientForm == "caf%C3%A9%20%7Bx%7D")
    }

    // MARK: RouterTable

    /// A router that registers part of a route before it refuses one with `!` in its pattern,
    /// and a route the same as one it holds.
    struct PartialRouter {
        struct Refusal: Error, CustomStringConvertible {
            var description: String
        }
        var patterns: [String] = []

        mutating func add(_ pattern: String) throws(Refusal) {
            patterns.append(pattern)  // before it checks, as a router that fails half-way does
            if pattern.contains("!") { throw Refusal(description: "'!' is not allowed") }
        }
    }

    static func routes(_ patterns: String...) -> [RouteSpec] {
        patterns.enumerated().map { RouteSpec(name: "r\($0)", pattern: $1, matching: .exact) }
    }

    @Test("The table registers in order and leaves out a refused route, with nothing of it left in the router")
    func table() throws {
        let table = try RouterTable(routes: Self.routes("/a", "/b!", "/c"), router: PartialRouter()) { router, entry, _ in
            try router.add(entry.route.pattern)
        }
        #expect(table.router.patterns == ["/a", "/c"])
        #expect(table.refusals == ["r1": "'!' is not allowed"])
        #expect(table.entries.map(\.position) == [0, 1, 2])
        #expect(table.isRegistered("r0"))
        #expect(!table.isRegistered("r1"))
        #expect(!table.isRegistered("nowhere"))
        #expect(table.registrationAnswer(for: "r0") == .result(.registered))
        #expect(table.registrationAnswer(for: "r1") == .result(.refused))
        #expect(table.registrationAnswer(for: "router") == .result(.registered))
        #expect(table.registrationAnswer(for: "nowhere") == .error(message: "the case has no route named nowhere"))
    }

    @Test("A route refused before registering never reaches a router that would trap on it")
    func checkBeforeRegistering() throws {
        var seen: [[String]] = []
        let table = try RouterTable(routes: Self.routes("/a/:x", "/a/:y", "/b"), router: PartialRouter()) { router, entry, kept in
            seen.append(kept.map(\.route.name))
            // A router that traps on two names at one position: refuse the second one first.
            if kept.contains(where: { $0.pattern.placeholders.count == 1 && entry.pattern.placeholders.count == 1 }) {
                throw PartialRouter.Refusal(description: "the placeholder at position 1 is already named")
            }
            try router.add(entry.route.pattern)
        }
        #expect(table.router.patterns == ["/a/:x", "/b"])
        #expect(seen == [[], ["r0"], [], ["r0"]])  // r0 again in the fresh router, then r2 after it
        #expect(table.refusals["r1"] == "the placeholder at position 1 is already named")
    }

    @Test("A route that cannot be written skips the input")
    func tableSkip() {
        #expect(throws: ConformanceSkip("no host routes")) {
            try RouterTable(routes: Self.routes("/a"), router: PartialRouter()) { _, _, _ in throw ConformanceSkip("no host routes") }
        }
    }

    @Test("A pattern input registers the pattern alone: valid with its names, or refused")
    func patternAnswer() throws {
        let add: (inout PartialRouter, RouterTable<PartialRouter>.Entry, [RouterTable<PartialRouter>.Entry]) throws -> Void = {
            router, entry, _ in try router.add(entry.route.pattern)
        }
        #expect(
            try RouterTable.patternAnswer("/users/:id/*rest", router: PartialRouter(), add: add)
                == .result(.valid(PatternInfo(placeholders: ["id", "rest"]))))
        #expect(try RouterTable.patternAnswer("/users!", router: PartialRouter(), add: add) == .result(.refused))
    }
}
