import Foundation
import Pathways
import Testing

@Suite("The rest of a prefix match")
@MainActor
struct RemainderTests {
    let journal = Journal()

    func router() -> Pathways {
        var router = Pathways()
        router.register(path: "/settings", handler: journal.pathHandler("settings"))
        router.register(path: "/settings/privacy", matching: .exact, handler: journal.pathHandler("privacy"))
        router.register(path: "/users/:id", handler: journal.pathHandler("user"))
        router.register(path: "/files/*path", handler: journal.pathHandler("files"))
        router.register(path: "/home", matching: .exact, handler: journal.pathHandler("home"))
        return router
    }

    @Test(
        "DISP-9: a prefix route's handler receives the components after its pattern, each decoded once",
        arguments: [
            ("https://example.com/settings/privacy/ads", "settings", ["privacy", "ads"]),
            ("https://example.com/settings/privacy/a%2Fb", "settings", ["privacy", "a/b"]),
            ("https://example.com/settings/a+b/caf%C3%A9?tab=x#top", "settings", ["a+b", "café"]),
            ("https://example.com/settings//ads/", "settings", ["", "ads"]),
            ("https://example.com/users/7/posts/%2541", "user", ["posts", "%41"]),
            ("https://example.com/settings", "settings", []),
            ("https://example.com/settings/", "settings", []),
            ("https://example.com/settings/privacy", "privacy", []),
            ("https://example.com/files/a/b", "files", []),
            ("https://example.com/home", "home", []),
        ])
    func remainder(url: String, route: String, remainder: [String]) throws {
        let router = router()
        #expect(try router.handle(url))
        let entry = try #require(journal.entries.last)
        #expect(entry.route == route)
        #expect(entry.parameters.remainder == remainder)
        // `match` gives what the handler received (DISP-7).
        #expect(try router.match(url)?.parameters.remainder == remainder)
    }

    @Test("DISP-9: the root prefix's remainder is the whole path; an exact route takes none")
    func rootAndExact() throws {
        var router = Pathways()
        router.register(path: "/", handler: journal.pathHandler("root"))
        #expect(try router.match("https://example.com/a//b")?.parameters.remainder == ["a", "", "b"])
        #expect(try router.match("https://example.com")?.parameters.remainder == [])
        #expect(try router.match("https://example.com//")?.parameters.remainder == [""])
        var exact = Pathways()
        exact.register(path: "/a", matching: .exact, handler: journal.pathHandler("a"))
        #expect(try exact.match("https://example.com/a/b") == nil)
    }

    @Test("DISP-9: a typed prefix route's handler receives the remainder; decoding never reads it")
    func typedRoute() async throws {
        var router = Pathways()
        router.register(ProductRoute.self) { [journal] route, parameters in
            journal.entries.append(.init(route: "product \(route.productID)", parameters: parameters))
        }
        #expect(try router.handle("https://example.com/products/42/reviews/5"))
        #expect(journal.entries.last?.route == "product 42")
        #expect(journal.entries.last?.parameters.remainder == ["reviews", "5"])
        let match = try #require(try router.match("https://example.com/products/42/reviews"))
        #expect((match.value as? ProductRoute)?.productID == 42)
        #expect(match.parameters.remainder == ["reviews"])
        #expect(match.parameters.captures.map(\.value) == ["42"])
        // A handler that suspends gets the same parameters through `open`.
        var suspending = Pathways()
        suspending.register(ProductRoute.self) { [journal] route, parameters async in
            journal.entries.append(.init(route: "async \(route.productID)", parameters: parameters))
        }
        #expect(try await suspending.open("https://example.com/products/7/a%20b"))
        #expect(journal.entries.last?.parameters.remainder == ["a b"])
    }

    @Test("DISP-9: the remainder never changes which route wins")
    func precedenceIsUnchanged() throws {
        var router = Pathways()
        router.register(path: "/a", handler: journal.pathHandler("a"))
        router.register(path: "/a/b", handler: journal.pathHandler("a/b"))
        let match = try #require(try router.match("https://example.com/a/b/c"))
        #expect(match.pattern.text == "/a/b")
        #expect(match.parameters.remainder == ["c"])
        #expect(try router.match("https://example.com/a/c/d")?.parameters.remainder == ["c", "d"])
    }

    struct SettingsRoute: Pathway {
        static let pattern = "/settings"
    }

    @Test("DISP-7, DISP-9: a typed route with no properties gives a value for a fixed path; a path-only one gives none")
    func typedRouteWithoutProperties() throws {
        var router = Pathways()
        router.register(SettingsRoute.self) { [journal] _, parameters in
            journal.entries.append(.init(route: "settings", parameters: parameters))
        }
        router.register(path: "/help", handler: journal.pathHandler("help"))
        try router.validate()
        let settings = try #require(try router.match("https://example.com/settings/privacy"))
        #expect(settings.value is SettingsRoute)
        #expect(settings.parameters.remainder == ["privacy"])
        let help = try #require(try router.match("https://example.com/help"))
        #expect(help.value == nil)
        #expect(try PathwayEncoder.shared.encode(SettingsRoute()) == "/settings")
        #expect(try router.handle("https://example.com/settings/privacy"))
        #expect(journal.entries.last?.parameters.remainder == ["privacy"])
    }

    @Test("DISP-9: parameters built by hand carry a remainder, and it takes part in equality")
    func parametersByHand() {
        let parameters = RouteParameters(remainder: ["privacy"])
        #expect(parameters.remainder == ["privacy"])
        #expect(parameters != RouteParameters())
        #expect(RouteParameters().remainder.isEmpty)
        #expect(parameters.dictionary.isEmpty)
    }
}
