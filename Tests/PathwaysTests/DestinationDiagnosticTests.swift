import Pathways
import Testing

// Diagnostics (REG-7) for routers with destination routes (DEST-1): `handle`, `match` and
// `open` try every route, while `destination(for:as:)` and `backStack(for:as:)` pass over the
// routes with no destination (DEST-3), so a registration can be hidden for one and reached by
// the other. Each test checks the diagnostic against what the entry points do.

private struct ShowRoute: Pathway {
    static let pattern = "/shows/:slug"
    let slug: String
}
private struct NumberedShowRoute: Pathway {
    static let pattern = "/shows/:id"
    let id: Int
}
private struct EpisodeRoute: Pathway {
    static let pattern = "/shows/:slug/episodes/:number"
    let slug: String
    let number: Int
}

private enum ShowScreen: Equatable, Sendable {
    case show(String)
    case numbered(Int)
    case episode(String, Int)
}

@Suite("Diagnostics of destination routes")
@MainActor
struct DestinationDiagnosticTests {
    /// Each diagnostic as `kind entry-points: later after earlier`.
    private func summary(_ router: Pathways) -> [String] {
        router.diagnostics.map { "\($0.kind.rawValue) \($0.entryPoints.rawValue): \($0.route) after \($0.earlier)" }
    }

    @Test("REG-7: a destination route behind a path-only one never runs for handling, but destinations reach it")
    func hiddenForHandlingOnly() throws {
        var router = Pathways()
        var handled: [String] = []
        router.register(path: "/shows/:name") { handled.append($0.capture("name") ?? "") }
        router.register(ShowRoute.self) { ShowScreen.show($0.slug) }
        // What the entry points do: the path-only route takes the link from handle; the
        // destination walk passes over it and reaches the destination route.
        #expect(try router.handle("https://example.com/shows/daily"))
        #expect(handled == ["daily"])
        #expect(try router.destination(for: "https://example.com/shows/daily", as: ShowScreen.self) == .show("daily"))
        #expect(try router.backStack(for: "https://example.com/shows/daily", as: ShowScreen.self) == [.show("daily")])

        #expect(summary(router) == ["neverRuns handling: * /shows/:slug prefix ShowRoute after * /shows/:name prefix path-only"])
        let description = try #require(router.diagnostics.first).description
        #expect(
            description
                == "'* /shows/:slug prefix ShowRoute' never runs for handle, match and open: '* /shows/:name prefix path-only', registered earlier, takes every URL both match; destination(for:) and backStack(for:) pass over that one, which has no destination"
        )
    }

    @Test("REG-7: the same type with a handler, then with a destination: hidden for handling only")
    func sameTypeHandlerThenDestination() throws {
        var router = Pathways()
        var handled: [String] = []
        router.register(ShowRoute.self) { route, _ in handled.append(route.slug) }
        router.register(ShowRoute.self) { ShowScreen.show($0.slug) }
        #expect(try router.handle("https://example.com/shows/daily"))
        #expect(handled == ["daily"])
        #expect(try router.destination(for: "https://example.com/shows/daily", as: ShowScreen.self) == .show("daily"))
        #expect(summary(router) == ["neverRuns handling: * /shows/:slug prefix ShowRoute after * /shows/:slug prefix ShowRoute"])
        #expect(
            router.diagnostics.first?.description
                == "'* /shows/:slug prefix ShowRoute' never runs for handle, match and open: '* /shows/:slug prefix ShowRoute', registered earlier, decodes the same type from the same placeholders, so it takes every URL this one could; destination(for:) and backStack(for:) pass over that one, which has no destination"
        )
    }

    @Test("REG-7: a destination route tied with a typed route without one: destinations reach it even where that one decodes")
    func tieWithTypedRouteWithoutDestination() throws {
        var router = Pathways()
        var handled: [Int] = []
        router.register(NumberedShowRoute.self) { route, _ in handled.append(route.id) }
        router.register(ShowRoute.self) { ShowScreen.show($0.slug) }
        #expect(try router.handle("https://example.com/shows/7"))
        #expect(handled == [7])
        #expect(try router.destination(for: "https://example.com/shows/7", as: ShowScreen.self) == .show("7"))
        #expect(summary(router) == ["tie handling: * /shows/:slug prefix ShowRoute after * /shows/:id prefix NumberedShowRoute"])
        #expect(
            router.diagnostics.first?.description
                == "'* /shows/:slug prefix ShowRoute' ties with '* /shows/:id prefix NumberedShowRoute', registered earlier: where both match, handle, match and open run it only when that one fails to decode; destination(for:) and backStack(for:) pass over that one, which has no destination"
        )
    }

    @Test("REG-7: hidden from handling by one route and from destinations by another: both are reported")
    func hiddenForEachEntryPointByAnother() throws {
        var router = Pathways()
        router.register(path: "/shows/:name") { _ in }
        router.register(ShowRoute.self) { ShowScreen.show($0.slug) }
        router.register(ShowRoute.self) { _ in ShowScreen.show("never") }
        router.register(NumberedShowRoute.self) { ShowScreen.numbered($0.id) }
        #expect(try router.destination(for: "https://example.com/shows/7", as: ShowScreen.self) == .show("7"))
        #expect(
            summary(router) == [
                "neverRuns handling: * /shows/:slug prefix ShowRoute after * /shows/:name prefix path-only",
                "neverRuns handling: * /shows/:slug prefix ShowRoute after * /shows/:name prefix path-only",
                "neverRuns destinations: * /shows/:slug prefix ShowRoute after * /shows/:slug prefix ShowRoute",
                "neverRuns handling: * /shows/:id prefix NumberedShowRoute after * /shows/:name prefix path-only",
                "tie destinations: * /shows/:id prefix NumberedShowRoute after * /shows/:slug prefix ShowRoute",
            ])
        let descriptions = router.diagnostics.map(\.description)
        try #require(descriptions.count == 5)
        #expect(
            descriptions[2]
                == "'* /shows/:slug prefix ShowRoute' never gives its destination: '* /shows/:slug prefix ShowRoute', registered earlier, has a destination too and decodes the same type from the same placeholders, so destination(for:) and backStack(for:) take it for every URL this one could; remove one of them"
        )
        #expect(
            descriptions[4]
                == "'* /shows/:id prefix NumberedShowRoute' ties with '* /shows/:slug prefix ShowRoute', registered earlier, which has a destination too: where both match, destination(for:) and backStack(for:) give this one's destination only when that one fails to decode"
        )
    }

    @Test("REG-7: where the earlier route has a destination too, or the later none, one diagnostic holds for every entry point")
    func everyEntryPoint() throws {
        var destinations = Pathways()
        destinations.register(ShowRoute.self) { ShowScreen.show($0.slug) }
        destinations.register(ShowRoute.self) { _ in ShowScreen.show("never") }
        destinations.register(NumberedShowRoute.self) { ShowScreen.numbered($0.id) }
        #expect(try destinations.destination(for: "https://example.com/shows/7", as: ShowScreen.self) == .show("7"))
        #expect(
            summary(destinations) == [
                "neverRuns all: * /shows/:slug prefix ShowRoute after * /shows/:slug prefix ShowRoute",
                "tie all: * /shows/:id prefix NumberedShowRoute after * /shows/:slug prefix ShowRoute",
            ])
        #expect(destinations.diagnostics.first?.description.contains("handle") == false)

        // A route without a destination is never a destination: handling is all it does.
        var handlerAfterDestination = Pathways()
        handlerAfterDestination.register(ShowRoute.self) { ShowScreen.show($0.slug) }
        handlerAfterDestination.register(ShowRoute.self) { _, _ in }
        handlerAfterDestination.register(path: "/shows/:other") { _ in }
        #expect(
            summary(handlerAfterDestination) == [
                "neverRuns all: * /shows/:slug prefix ShowRoute after * /shows/:slug prefix ShowRoute",
                "tie all: * /shows/:other prefix path-only after * /shows/:slug prefix ShowRoute",
            ])
    }

    @Test("REG-7: a parent hidden for handling still counts in back stacks, as destinations reach it")
    func parentHiddenForHandling() throws {
        var router = Pathways()
        router.register(path: "/shows/:name", matching: .exact) { _ in }
        router.register(ShowRoute.self, matching: .exact) { ShowScreen.show($0.slug) }
        router.register(EpisodeRoute.self) { ShowScreen.episode($0.slug, $0.number) }
        #expect(
            try router.backStack(for: "https://example.com/shows/daily/episodes/3", as: ShowScreen.self) == [
                .show("daily"), .episode("daily", 3),
            ])
        #expect(summary(router) == ["neverRuns handling: * /shows/:slug exact ShowRoute after * /shows/:name exact path-only"])
    }
}
