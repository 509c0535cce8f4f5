import Pathways
import Testing

/// A route that moved: today at `/podcasts/:podcastID/e/:episodeID`, once at
/// `/shows/:showSlug/episodes/:episodeID`, whose links do not carry the podcast.
private struct EpisodeRoute: Pathway, Equatable {
    static let pattern = "/podcasts/:podcastID/e/:episodeID"
    let podcastID: Int
    let episodeID: Int
    let t: Int?
}

private struct FilesRoute: Pathway, Equatable {
    static let pattern = "/files/*path"
    let path: [String]
}

/// The podcasts the old links named by slug.
private let podcastIDs = ["daily": "7", "weekly": "8"]

/// The old pattern of `EpisodeRoute`, with the podcast worked out from the dropped slug.
private let showsAlias = RouteAlias("/shows/:showSlug/episodes/:episodeID", supplying: ["podcastID"]) { old in
    ["podcastID": podcastIDs[old.capture("showSlug") ?? ""]]
}

@Suite("Moved routes")
@MainActor
struct MovedRouteTests {
    let journal = Journal()

    private func episodeRouter(_ aliases: [RouteAlias] = [showsAlias]) -> Pathways {
        var router = Pathways()
        router.register(host: "example.com", EpisodeRoute.self, movedFrom: aliases) { [journal] route, parameters in
            journal.entries.append(
                .init(route: "\(route.podcastID)/\(route.episodeID)/\(route.t.map(String.init) ?? "-")", parameters: parameters))
        }
        return router
    }

    @Test("CODE-9: an old link decodes to today's route: the dropped placeholder is read, the missing field supplied")
    func oldLinkDecodes() throws {
        let router = episodeRouter()
        try router.validate()
        #expect(try router.handle("https://example.com/shows/daily/episodes/42?t=30"))
        #expect(try router.handle("https://example.com/podcasts/3/e/4"))
        #expect(journal.routes == ["7/42/30", "3/4/-"])
        // The handler sees the old link's parameters, the dropped placeholder's value too.
        #expect(journal.entries.first?.parameters.capture("showSlug") == "daily")
        let match = try #require(try router.match("https://example.com/shows/weekly/episodes/5"))
        #expect(match.value as? EpisodeRoute == EpisodeRoute(podcastID: 8, episodeID: 5, t: nil))
        #expect(match.route.isAlias)
        #expect(match.route.name == "EpisodeRoute")
        #expect(match.route.typeName == "EpisodeRoute")
    }

    @Test("CODE-9: a supplied field is never read from the link; a closure that gives no value fails the link")
    func suppliedValues() throws {
        let router = episodeRouter([showsAlias, RouteAlias("/e/:episodeID", supplying: ["podcastID": "1"])])
        #expect(try router.handle("https://example.com/e/5?podcastID=9"))
        #expect(journal.routes == ["1/5/-"])
        let error = expectError(.missingValue, .decode) { try router.handle("https://example.com/shows/unknown/episodes/42") }
        #expect(error?.placeholder == "podcastID")
        #expect(error?.description.contains("supplying closure of the alias /shows/:showSlug/episodes/:episodeID") == true)
        // A dropped placeholder still matches one component, by the usual rules.
        #expect(try !router.handle("https://example.com/shows/episodes/42"))
        #expect(journal.routes == ["1/5/-"])
    }

    @Test("REG-8: an alias that leaves a field without a value is refused at registration, and so is the alias alone")
    func missingFieldRefused() throws {
        let router = episodeRouter(["/shows/:showSlug/episodes/:episodeID"])
        let error = expectError(.missingValue, .registration) { try router.validate() }
        #expect(error?.placeholder == "podcastID")
        #expect(
            error?.description
                == "registration error [missingValue]: a placeholder or a required query field has no value (placeholder ':podcastID'); "
                + "expected a placeholder ':podcastID' in /shows/:showSlug/episodes/:episodeID, or a value the alias supplies: "
                + "the route's own pattern /podcasts/:podcastID/e/:episodeID fills it, and links to the old pattern do not carry it"
                + "\n    /shows/:showSlug/episodes/:episodeID")
        #expect(router.routes.map(\.pattern.text) == ["/podcasts/:podcastID/e/:episodeID"])
        #expect(try !router.handle("https://example.com/shows/daily/episodes/42"))
    }

    @Test("REG-8: a placeholder of the wrong shape, a supplied field no property reads, or one with two sources is refused")
    func badAliasesRefused() throws {
        var router = Pathways()
        router.register(FilesRoute.self, movedFrom: ["/f/:path"]) { _, _ in }
        router.register(ProductRoute.self, movedFrom: ["/p/*productID"]) { _, _ in }
        router.register(host: "a.example", EpisodeRoute.self, movedFrom: [RouteAlias("/e/:episodeID", supplying: ["podcastId": "1"])]) {
            _, _ in
        }
        router.register(
            host: "b.example", EpisodeRoute.self, movedFrom: [RouteAlias("/p/:podcastID/:episodeID", supplying: ["podcastID": "1"])]
        ) { _, _ in }
        router.register(host: "c.example", EpisodeRoute.self, movedFrom: ["/a//b"]) { _, _ in }
        #expect(
            router.registrationErrors.map(\.code) == [
                .unsupportedType, .unsupportedType, .missingPlaceholder, .duplicatePlaceholderName, .patternEmptyComponent,
            ])
        #expect(router.registrationErrors.map(\.placeholder) == ["path", "productID", "podcastId", "podcastID", nil])
        #expect(router.routes.allSatisfy { !$0.isAlias })
        #expect(router.routes.count == 5)
    }

    @Test("REG-8: when the route itself is refused, its aliases are not registered")
    func refusedRouteHasNoAliases() {
        var router = Pathways(origins: ["https://example.com"])
        router.register(host: "other.example", EpisodeRoute.self, movedFrom: [showsAlias]) { _, _ in }
        #expect(router.registrationErrors.map(\.code) == [.invalidOrigin])
        #expect(router.routes.isEmpty)
    }

    @Test("REG-8: an alias ranks by its own pattern, and routes and diagnostics list it as an alias of the route's name")
    func aliasIsAnOrdinaryRegistration() throws {
        var router = episodeRouter()
        router.register(host: "example.com", path: "/shows/:slug/episodes/latest", handler: journal.pathHandler("latest"))
        router.register(host: "example.com", path: "/shows/:slug/episodes/:id", handler: journal.pathHandler("hidden"))
        #expect(try router.handle("https://example.com/shows/daily/episodes/latest"))
        #expect(try router.handle("https://example.com/shows/daily/episodes/3"))
        // The alias fails to decode an unknown show, so the path-only route tied with it runs (DISP-4).
        #expect(try router.handle("https://example.com/shows/other/episodes/3"))
        #expect(journal.routes == ["latest", "7/3/-", "hidden"])
        #expect(
            router.routes.map(\.description) == [
                "example.com /podcasts/:podcastID/e/:episodeID prefix EpisodeRoute",
                "example.com /shows/:showSlug/episodes/:episodeID prefix EpisodeRoute alias-of EpisodeRoute",
                "example.com /shows/:slug/episodes/latest prefix path-only",
                "example.com /shows/:slug/episodes/:id prefix path-only",
            ])
        #expect(router.routes.map(\.isAlias) == [false, true, false, false])
        #expect(router.routes[1].fields.map(\.description) == ["episodeID: placeholder int", "t: query int?"])
        #expect(router.diagnostics.map(\.kind) == [.tie])
        #expect(router.diagnostics.first?.earlier == router.routes[1])
    }

    @Test("REG-7, REG-8: an alias that supplies values is not hidden by a registration of its type and placeholders")
    func suppliedAliasNotHidden() {
        var router = Pathways()
        router.register(path: "/e/:episodeID", as: EpisodeRoute.self) { _, _ in }
        router.register(EpisodeRoute.self, movedFrom: [RouteAlias("/e/:episodeID", supplying: ["podcastID": "1"])]) { _, _ in }
        router.register(path: "/e/:episodeID", as: EpisodeRoute.self) { _, _ in }
        #expect(router.diagnostics.map(\.kind) == [.tie, .neverRuns])
    }

    @Test("REG-8: aliases serve the handler that suspends, and the form with an explicit pattern")
    func everyTypedForm() async throws {
        var router = Pathways()
        router.register(EpisodeRoute.self, movedFrom: [showsAlias]) { [journal] route, _ async in
            journal.entries.append(.init(route: "async \(route.episodeID)", parameters: RouteParameters()))
        }
        router.register(path: "/files/*path", as: FilesRoute.self, movedFrom: ["/docs/:folder/*path"]) { [journal] route, _ in
            journal.entries.append(.init(route: route.path.joined(separator: ","), parameters: RouteParameters()))
        }
        try router.validate()
        #expect(try await router.open("https://example.com/shows/daily/episodes/9"))
        #expect(try router.handle("https://example.com/docs/team/a/b"))
        #expect(journal.routes == ["async 9", "a,b"])
    }

    @Test("REG-8, DEST-1: a destination route's old links lead to the same destination, and its link is written with today's pattern")
    func destinationForm() throws {
        var router = Pathways(origins: ["https://example.com"])
        router.register(EpisodeRoute.self, movedFrom: [showsAlias]) { EpisodeScreen(podcastID: $0.podcastID, episodeID: $0.episodeID) }
        try router.validate()
        let screen = EpisodeScreen(podcastID: 7, episodeID: 42)
        #expect(try router.destination(for: "https://example.com/shows/daily/episodes/42", as: EpisodeScreen.self) == screen)
        #expect(try router.destination(for: "https://example.com/podcasts/7/e/42", as: EpisodeScreen.self) == screen)
        #expect(router.routes.map(\.isAlias) == [false, true])
        #expect(try router.link(for: screen, origin: "https://example.com").absoluteString == "https://example.com/podcasts/7/e/42")
    }
}

/// The screen of an episode, for the destination form of a moved route.
private struct EpisodeScreen: PathwayDestination {
    let podcastID: Int
    let episodeID: Int
    var route: any Pathway { EpisodeRoute(podcastID: podcastID, episodeID: episodeID, t: nil) }
}
