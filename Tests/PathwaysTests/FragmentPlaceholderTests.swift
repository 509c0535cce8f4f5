import Pathways
import Testing

@Suite("Placeholders in fragment routes")
@MainActor
struct FragmentPlaceholderTests {
    struct ItemRoute: Pathway, Equatable {
        static let pattern = "/app#/item/:id"
        let id: Int
    }

    struct Callback: Pathway, Equatable {
        static let pattern = "/callback/#complete/:id"
        let id: String
    }

    @Test("MATCH-5: the fragment route's pieces are matched one for one")
    func matching() throws {
        let journal = Journal()
        let router = try makeRouter([("item", "/app#/item/:id", .exact), ("docs", "/app#/docs/*page", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/app#/item/7"))
        #expect(journal.entries.last?.parameters.capture("id") == "7")
        #expect(try router.handle("https://example.com/app#/item/a%2Fb?x=1"))
        #expect(journal.entries.last?.parameters.capture("id") == "a/b")
        #expect(try router.handle("https://example.com/app#/docs/a/b"))
        #expect(journal.entries.last?.parameters.captures(named: "page") == ["a", "b"])
        for url in ["/app#item/7", "/app#/item/7/", "/app#/item/", "/app#/item", "/app", "/app#/docs/", "/app#/docs/a//b"] {
            #expect(try !router.handle("https://example.com" + url), "\(url)")
        }
        #expect(journal.entries.count == 3)
    }

    @Test("MATCH-5: a literal fragment route no longer equals its escaped slash")
    func escapedSlash() throws {
        let journal = Journal()
        let router = try makeRouter([("two", "/x#a/b", .exact), ("one", "/x#a%2Fb", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/x#a/b"))
        #expect(try router.handle("https://example.com/x#a%2Fb"))
        #expect(journal.routes == ["two", "one"])
    }

    @Test("PREC-3: fragment routes are ranked piece by piece")
    func precedence() throws {
        let routes: [(name: String, pattern: String, matching: Matching)] = [
            ("new", "/app#/item/new", .exact), ("item", "/app#/item/:id", .exact), ("rest", "/app#/*rest", .exact),
            ("app", "/app", .exact),
        ]
        for order in [[0, 1, 2, 3], [3, 2, 1, 0], [1, 3, 0, 2]] {
            let journal = Journal()
            let router = try makeRouter(order.map { routes[$0] }, journal: journal)
            for (fragment, winner) in [("#/item/new", "new"), ("#/item/7", "item"), ("#/other/x", "rest"), ("#top", "app")] {
                #expect(try router.handle("https://example.com/app" + fragment))
                #expect(journal.routes.last == winner, "\(fragment) in order \(order)")
            }
        }
    }

    @Test("CODE-1, ENC-1, ENC-8: typed routes decode and encode fragment placeholders")
    func typed() throws {
        #expect(try PathwayDecoder.shared.decode(ItemRoute.self, from: "https://example.com/app#/item/42").id == 42)
        #expect(try PathwayEncoder.shared.encode(ItemRoute(id: 42)) == "/app#/item/42")
        #expect(try PathwayEncoder.shared.encode(Callback(id: "a/b")) == "/callback#complete/a%2Fb")
        #expect(try PathwayDecoder.shared.decode(Callback.self, fromPath: "/callback#complete/a%2Fb") == Callback(id: "a/b"))
        #expect(try PathwayEncoder.shared.encode(Callback(id: "..")) == "/callback#complete/..")
        expectError(.emptyValue, .encode) { _ = try PathwayEncoder.shared.encode(Callback(id: "")) }
        let journal = Journal()
        var router = Pathways()
        router.register(ItemRoute.self) { route, _ in journal.entries.append(.init(route: "item \(route.id)", parameters: .init())) }
        #expect(try router.handle("https://example.com/app#/item/9"))
        #expect(journal.routes == ["item 9"])
    }
}
