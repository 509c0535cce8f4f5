import Foundation
import Pathways
import Synchronization
import Testing

// A podcast and news app: its screens, and the routes whose links open them.

private struct ShowsRoute: Pathway { static let pattern = "/shows" }
private struct ShowRoute: Pathway {
    static let pattern = "/shows/:slug"
    let slug: String
}
private struct EpisodeRoute: Pathway {
    static let pattern = "/shows/:show/episodes/:number"
    let show: String
    let number: Int
    let t: Int?  // a start time in seconds, a query field
}
private struct ShortEpisodeRoute: Pathway {
    static let pattern = "/e/:id"
    let id: Int
}
private struct NewsYearRoute: Pathway {
    static let pattern = "/news/:year"
    let year: Int
}
private struct NewsArticleRoute: Pathway {
    static let pattern = "/news/:year/:month/:slug"
    let year: Int
    let month: Int
    let slug: String
}
private struct HomeRoute: Pathway { static let pattern = "/" }

private enum PodcastScreen: PathwayDestination {
    case home
    case shows
    case show(slug: String)
    case episode(show: String, number: Int, start: Int?)
    case newsYear(Int)
    case article(year: Int, month: Int, slug: String)

    var route: any Pathway {
        switch self {
        case .home: HomeRoute()
        case .shows: ShowsRoute()
        case .show(let slug): ShowRoute(slug: slug)
        case .episode(let show, let number, let start): EpisodeRoute(show: show, number: number, t: start)
        case .newsYear(let year): NewsYearRoute(year: year)
        case .article(let year, let month, let slug): NewsArticleRoute(year: year, month: month, slug: slug)
        }
    }
}

/// Counts the calls of destination closures, which run from any task.
private final class Calls: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func record() { count.withLock { $0 += 1 } }
}

private func podcastRouter(origins: [String]? = nil, calls: Calls = Calls()) -> Pathways {
    var router = origins.map { Pathways(origins: $0) } ?? Pathways()
    router.register(HomeRoute.self, matching: .exact) { _ in
        calls.record()
        return PodcastScreen.home
    }
    router.register(ShowsRoute.self, matching: .exact) { _ in
        calls.record()
        return PodcastScreen.shows
    }
    router.register(ShowRoute.self, matching: .exact) {
        calls.record()
        return PodcastScreen.show(slug: $0.slug)
    }
    router.register(EpisodeRoute.self) {
        calls.record()
        return PodcastScreen.episode(show: $0.show, number: $0.number, start: $0.t)
    }
    router.register(NewsYearRoute.self) {
        calls.record()
        return PodcastScreen.newsYear($0.year)
    }
    router.register(NewsArticleRoute.self, matching: .exact) {
        calls.record()
        return PodcastScreen.article(year: $0.year, month: $0.month, slug: $0.slug)
    }
    return router
}

@Suite("Destinations")
struct DestinationTests {
    @Test("DEST-1, DEST-3: a link gives the destination of the route that takes it, typed, from a URL or its text")
    func destinationOfALink() throws {
        let router = podcastRouter()
        try router.validate()
        #expect(try router.destination(for: "https://example.com/shows/tech-talk", as: PodcastScreen.self) == .show(slug: "tech-talk"))
        let url = try #require(URL(string: "https://example.com/shows/tech-talk/episodes/42?t=90"))
        let screen: PodcastScreen? = try router.destination(for: url)
        #expect(screen == .episode(show: "tech-talk", number: 42, start: 90))
        #expect(try router.destination(for: "https://example.com/", as: PodcastScreen.self) == .home)
        #expect(try router.destination(for: "https://example.com/nowhere", as: PodcastScreen.self) == nil)
    }

    @Test("DEST-3: the destination closure never runs for a refused or unmatched link, nor for a route that fails to decode")
    func closureRunsOnlyForTheWinner() throws {
        let calls = Calls()
        let router = podcastRouter(calls: calls)
        for refused in [
            "https://example.com/shows/%ZZ", "https://example.com/shows/a/../b", "https://user@example.com/shows/x",
            "https://example.com/shows/x\u{0}", "javascript:alert(1)", "https://example.com/shows/x/episodes/abc",
        ] {
            let destination = Result { () throws(PathwayError) in try router.destination(for: refused, as: PodcastScreen.self) }
            let stack = Result { () throws(PathwayError) in try router.backStack(for: refused, as: PodcastScreen.self) }
            let matched = Result { () throws(PathwayError) in try router.match(refused) }
            guard case .failure(let error) = destination, case .failure(let stackError) = stack, case .failure(let matchError) = matched
            else {
                Issue.record("\(refused): expected every call to throw, got \(destination), \(stack) and \(matched)")
                continue
            }
            #expect(error == matchError)
            #expect(stackError == matchError)
        }
        for unmatched in ["https://example.com/nowhere", "https://example.com/shows/a/b", "https://example.com/news"] {
            #expect(try router.destination(for: unmatched, as: PodcastScreen.self) == nil)
            #expect(try router.backStack(for: unmatched, as: PodcastScreen.self) == [])
        }
        #expect(calls.value == 0)
        _ = try router.destination(for: "https://example.com/news/2026", as: PodcastScreen.self)
        #expect(calls.value == 1)
    }

    @Test("DEST-3: a route with no destination, or with a destination of another type, is passed over without failing")
    func otherRoutesArePassedOver() throws {
        var router = Pathways()
        router.register(path: "/shows/featured") { _ in }
        router.register(ShowRoute.self) { PodcastScreen.show(slug: $0.slug) }
        router.register(host: "example.com", path: "/shows/:slug", as: ShowRoute.self) { _, _ in }
        // The path-only and the typed handler routes beat the destination route, and take the
        // link for handle and match; a destination is the destination route's.
        #expect(try router.match("https://example.com/shows/featured")?.pattern.text == "/shows/featured")
        #expect(try router.match("https://example.com/shows/7")?.host == "example.com")
        #expect(try router.destination(for: "https://example.com/shows/featured", as: PodcastScreen.self) == .show(slug: "featured"))
        #expect(try router.destination(for: "https://example.com/shows/7", as: PodcastScreen.self) == .show(slug: "7"))
        // No destination route of the type asked for: no destination, and no error.
        #expect(try router.destination(for: "https://example.com/shows/7", as: String.self) == nil)
        #expect(try router.backStack(for: "https://example.com/shows/7", as: Int.self) == [])
    }

    @Test("DEST-3: when every destination route fails to decode, the best one's error is thrown, as DISP-4 says")
    func decodeFailureIsThrown() throws {
        var router = Pathways()
        router.register(NewsYearRoute.self) { PodcastScreen.newsYear($0.year) }
        router.register(path: "/news/:anything") { _ in }
        let error = try #require(throws: PathwayError.self) {
            try router.destination(for: "https://example.com/news/abc", as: PodcastScreen.self)
        }
        #expect(error.code == .invalidValue)
        #expect(error.placeholder == "year")
        // handle takes the link with the path-only route instead.
        #expect(try router.match("https://example.com/news/abc")?.pattern.text == "/news/:anything")
    }

    @Test("DEST-2: handle, open and match treat a destination route as a typed route that runs nothing")
    @MainActor
    func handleAndMatchOfADestinationRoute() async throws {
        let router = podcastRouter()
        let match = try #require(try router.match("https://example.com/shows/tech-talk"))
        #expect((match.value as? ShowRoute)?.slug == "tech-talk")
        #expect(match.route.typeName == "ShowRoute")
        #expect(try router.handle("https://example.com/shows/tech-talk"))
        #expect(try await router.open("https://example.com/shows/tech-talk"))
        #expect(try !router.handle("https://example.com/nowhere"))
        #expect(throws: PathwayError.self) { try router.handle("https://example.com/shows/x/episodes/abc") }
    }

    @Test("DEST-4: a destination of another type than the router's is refused, and validate() throws it")
    func mixedDestinationTypes() throws {
        var router = Pathways()
        router.register(ShowRoute.self) { PodcastScreen.show(slug: $0.slug) }
        router.register(NewsYearRoute.self) { "news \($0.year)" }
        router.register(ShortEpisodeRoute.self) { PodcastScreen.episode(show: "x", number: $0.id, start: nil) }
        #expect(router.routes.map(\.pattern.text) == ["/shows/:slug", "/e/:id"])
        let error = try #require(throws: PathwayError.self) { try router.validate() }
        #expect(error.code == .destinationTypeMismatch)
        #expect(error.phase == .registration)
        #expect(error.text == "String")
        #expect(error.input == "/news/:year")
        #expect(error.description.contains("a destination of type PodcastScreen"))
        #expect(try router.destination(for: "https://example.com/news/2026", as: String.self) == nil)
        // Handler routes beside destination routes are no mismatch.
        var mixed = podcastRouter()
        mixed.register(path: "/callback") { _ in }
        mixed.register(host: "example.com", ShortEpisodeRoute.self) { _, _ in }
        try mixed.validate()
    }

    @Test("DEST-5: a destination's link is its route written with its own pattern on the origin given")
    func linkForADestination() throws {
        let router = podcastRouter(origins: ["https://example.com", "podcasts://"])
        let episode = PodcastScreen.episode(show: "tech talk", number: 42, start: 90)
        #expect(
            try router.link(for: episode, origin: "https://example.com").absoluteString
                == "https://example.com/shows/tech%20talk/episodes/42?t=90")
        #expect(try router.link(for: PodcastScreen.show(slug: "a/b"), origin: "podcasts://").absoluteString == "podcasts://shows/a%2Fb")
        #expect(
            try router.destination(for: router.link(for: episode, origin: "HTTPS://Example.com:443"), as: PodcastScreen.self) == episode)
        let other = try #require(throws: PathwayError.self) { try router.link(for: episode, origin: "https://evil.example") }
        #expect(other.code == .invalidOrigin)
        #expect(other.phase == .encode)
        let notAnOrigin = try #require(throws: PathwayError.self) { try router.link(for: episode, origin: "https://example.com/shows") }
        #expect(notAnOrigin.code == .invalidOrigin)
        let empty = try #require(throws: PathwayError.self) {
            try router.link(for: PodcastScreen.show(slug: ""), origin: "https://example.com")
        }
        #expect(empty.code == .emptyValue)
        #expect(empty.phase == .encode)
    }

    @Test("DEST-5: a destination whose route no registration takes has no link: unregisteredRoute names the route type")
    func linkForAnUnregisteredRoute() throws {
        var router = Pathways(origins: ["https://example.com", "podcasts://"])
        router.register(ShowRoute.self, matching: .exact) { PodcastScreen.show(slug: $0.slug) }
        // ShowsRoute was never registered: its link would lead nowhere.
        let never = try #require(throws: PathwayError.self) { try router.link(for: PodcastScreen.shows, origin: "https://example.com") }
        #expect(never.code == .unregisteredRoute)
        #expect(never.phase == .encode)
        #expect(never.text == "ShowsRoute")
        #expect(
            never.description
                == #"encode error [unregisteredRoute]: no registration of the router takes the link of the route; found "ShowsRoute"; "#
                + "expected a route type registered on this router: register ShowsRoute before writing its links, "
                + "or give the destination the route of a screen that is registered")

        // Registered, but only for another origin, or under another pattern: no registration takes the link.
        router.register(origin: "podcasts://", NewsYearRoute.self) { PodcastScreen.newsYear($0.year) }
        router.register(path: "/e/:show/:number", as: EpisodeRoute.self) {
            PodcastScreen.episode(show: $0.show, number: $0.number, start: $0.t)
        }
        #expect(try router.link(for: PodcastScreen.newsYear(2026), origin: "podcasts://").absoluteString == "podcasts://news/2026")
        let otherOrigin = try #require(throws: PathwayError.self) {
            try router.link(for: PodcastScreen.newsYear(2026), origin: "https://example.com")
        }
        #expect(otherOrigin.code == .unregisteredRoute)
        #expect(otherOrigin.input == "https://example.com/news/2026")
        #expect(otherOrigin.expected?.contains("podcasts:// /news/:year prefix NewsYearRoute") == true)
        let otherPattern = try #require(throws: PathwayError.self) {
            try router.link(for: PodcastScreen.episode(show: "a", number: 1, start: nil), origin: "https://example.com")
        }
        #expect(otherPattern.code == .unregisteredRoute)
        #expect(otherPattern.text == "EpisodeRoute")
        // A registration with a handler takes the link too: handle runs it.
        router.register(host: "example.com", ShowsRoute.self, matching: .exact) { _, _ in }
        #expect(try router.link(for: PodcastScreen.shows, origin: "https://example.com").absoluteString == "https://example.com/shows")
    }

    @Test("DEST-6, DEST-7: a back stack holds the destinations of the routes above the link's, shallow to deep")
    func backStackFromTheURLHierarchy() throws {
        let router = podcastRouter()
        #expect(
            try router.backStack(for: "https://example.com/shows/tech-talk/episodes/42", as: PodcastScreen.self) == [
                .shows, .show(slug: "tech-talk"), .episode(show: "tech-talk", number: 42, start: nil),
            ])
        // A level that no route has is left out: /news/2026/12 has none.
        #expect(
            try router.backStack(for: "https://example.com/news/2026/12/budget", as: PodcastScreen.self) == [
                .newsYear(2026), .article(year: 2026, month: 12, slug: "budget"),
            ])
        // The root is never beneath: a NavigationStack shows its root view already.
        #expect(try router.backStack(for: "https://example.com/shows", as: PodcastScreen.self) == [.shows])
        #expect(try router.backStack(for: "https://example.com/", as: PodcastScreen.self) == [.home])
        // The last destination is always the link's own.
        for link in ["https://example.com/shows/a", "https://example.com/news/2026/extra", "https://example.com/shows/a/episodes/1?t=5"] {
            #expect(try router.backStack(for: link, as: PodcastScreen.self).last == router.destination(for: link, as: PodcastScreen.self))
        }
    }

    @Test("DEST-8: a parent serves the link's origin and host, matches its first components and decodes, one per depth")
    func parentsThatDoNotQualify() throws {
        var router = Pathways(origins: ["https://example.com", "podcasts://"])
        router.register(origin: "podcasts://", ShowsRoute.self, matching: .exact) { _ in PodcastScreen.shows }
        router.register(host: "example.com", ShowRoute.self, matching: .exact, caseInsensitive: false) { PodcastScreen.show(slug: $0.slug) }
        router.register(EpisodeRoute.self, caseInsensitive: true) { PodcastScreen.episode(show: $0.show, number: $0.number, start: $0.t) }
        router.register(NewsYearRoute.self) { PodcastScreen.newsYear($0.year) }
        router.register(path: "/news/:year/:month/:slug", as: NewsArticleRoute.self) { _, _ in }
        router.register(EpisodeCommentsRoute.self) { PodcastScreen.show(slug: $0.slug) }
        try router.validate()
        // Each parent serves one origin only.
        #expect(
            try router.backStack(for: "https://example.com/shows/a/episodes/1", as: PodcastScreen.self) == [
                .show(slug: "a"), .episode(show: "a", number: 1, start: nil),
            ])
        #expect(
            try router.backStack(for: "podcasts://shows/a/episodes/1", as: PodcastScreen.self) == [
                .shows, .episode(show: "a", number: 1, start: nil),
            ])
        // The episode route folds case; its parents do not, and match the link's components as they are.
        #expect(
            try router.backStack(for: "podcasts://SHOWS/a/episodes/1", as: PodcastScreen.self) == [
                .episode(show: "a", number: 1, start: nil)
            ])
        // A parent that fails to decode is left out: the year is no Int for /news/:year, which
        // the winner does not read.
        #expect(
            try router.backStack(for: "https://example.com/news/latest/12/x/comments/3", as: PodcastScreen.self) == [.show(slug: "x")])
        #expect(
            try router.backStack(for: "https://example.com/news/2026/12/x/comments/3", as: PodcastScreen.self) == [
                .newsYear(2026), .show(slug: "x"),
            ])
    }

    @Test("DEST-8: among parents at one depth, the first in precedence order that qualifies is the one")
    func oneParentPerDepth() throws {
        var router = Pathways()
        router.register(FeaturedShowRoute.self) { _ in PodcastScreen.shows }
        router.register(ShowRoute.self) { PodcastScreen.show(slug: $0.slug) }
        router.register(EpisodeRoute.self) { PodcastScreen.episode(show: $0.show, number: $0.number, start: $0.t) }
        // /shows/:id and /shows/:slug tie, and /shows/:id, registered first, is tried first.
        #expect(
            try router.backStack(for: "https://example.com/shows/7/episodes/1", as: PodcastScreen.self) == [
                .shows, .episode(show: "7", number: 1, start: nil),
            ])
        // Where it does not decode, the next one at its depth is the parent.
        #expect(
            try router.backStack(for: "https://example.com/shows/abc/episodes/1", as: PodcastScreen.self) == [
                .show(slug: "abc"), .episode(show: "abc", number: 1, start: nil),
            ])
    }

    @Test("DEST-9: a route registered with parents gives them instead of the URL hierarchy")
    func explicitParents() throws {
        var router = podcastRouter()
        let catalog = [7: ("tech-talk", 42)]
        router.register(
            ShortEpisodeRoute.self, parents: { [PodcastScreen.shows, .show(slug: catalog[$0.id]?.0 ?? "unknown")] },
            destination: { PodcastScreen.episode(show: catalog[$0.id]?.0 ?? "unknown", number: catalog[$0.id]?.1 ?? 0, start: nil) })
        #expect(
            try router.backStack(for: "https://example.com/e/7", as: PodcastScreen.self) == [
                .shows, .show(slug: "tech-talk"), .episode(show: "tech-talk", number: 42, start: nil),
            ])
        #expect(
            try router.destination(for: "https://example.com/e/7", as: PodcastScreen.self)
                == .episode(show: "tech-talk", number: 42, start: nil))
    }

    @Test("DEST-10: every sample of every destination route links back to the same destination")
    func roundTrips() {
        #expect(podcastRouter().destinationMismatches(as: PodcastScreen.self).isEmpty)
        #expect(podcastRouter(origins: ["https://example.com", "podcasts://"]).destinationMismatches(as: PodcastScreen.self).isEmpty)
    }

    @Test("DEST-10: a destination whose link leads elsewhere is reported with its route and sample")
    func roundTripMismatch() throws {
        var router = Pathways()
        // The year read from a link is not the year its destination writes back.
        router.register(NewsYearRoute.self) { PodcastScreen.newsYear($0.year + 1) }
        let mismatches = router.destinationMismatches(as: PodcastScreen.self)
        let first = try #require(mismatches.first)
        #expect(first.route.pattern.text == "/news/:year")
        #expect(first.sample == "https://example.com/news/1")
        #expect(first.destination == "newsYear(2)")
        #expect(first.link == "https://example.com/news/2")
        #expect(first.problem == "leads to newsYear(3)")
        #expect(
            first.description
                == "'* /news/:year prefix NewsYearRoute': the sample https://example.com/news/1 gives newsYear(2), "
                + "whose link https://example.com/news/2 leads to newsYear(3)")
        // A destination whose route no registration takes has no link (DEST-5).
        var short = Pathways()
        short.register(ShortEpisodeRoute.self) { _ in PodcastScreen.shows }
        let unregistered = try #require(short.destinationMismatches(as: PodcastScreen.self).first)
        #expect(unregistered.sample == "https://example.com/e/1")
        #expect(unregistered.link == nil)
        #expect(unregistered.problem.contains("[unregisteredRoute]"))
        // A destination whose route only a handler takes leads to no destination.
        short.register(ShowsRoute.self) { _, _ in }
        let nowhere = try #require(short.destinationMismatches(as: PodcastScreen.self).first)
        #expect(nowhere.link == "https://example.com/shows")
        #expect(nowhere.problem == "leads to no destination")
    }

    @Test("DEST-10: a route mapped to a destination whose link another route takes is reported, naming both routes")
    func roundTripThroughAnotherRoute() throws {
        var router = Pathways(origins: ["https://example.com"])
        router.register(ShowRoute.self, matching: .exact) { PodcastScreen.show(slug: $0.slug) }
        // A copy-paste slip: the short episode link mapped to a show's screen, which comes back
        // equal through ShowRoute's link.
        router.register(ShortEpisodeRoute.self, matching: .exact) { PodcastScreen.show(slug: String($0.id)) }
        try router.validate()
        let mismatches = router.destinationMismatches(as: PodcastScreen.self)
        let first = try #require(mismatches.first)
        #expect(mismatches.allSatisfy { $0.route.typeName == "ShortEpisodeRoute" })
        #expect(first.sample == "https://example.com/e/1")
        #expect(first.destination == #"show(slug: "1")"#)
        #expect(first.link == "https://example.com/shows/1")
        #expect(first.linkRoute?.typeName == "ShowRoute")
        #expect(
            first.description
                == #"'* /e/:id exact ShortEpisodeRoute': the sample https://example.com/e/1 gives show(slug: "1"), "#
                + "whose link https://example.com/shows/1 is taken by another route, '* /shows/:slug exact ShowRoute': "
                + "give this route a destination whose route is of type ShortEpisodeRoute, not ShowRoute")

        // Where the destination does not come back equal either, both are said.
        var lowered = Pathways()
        lowered.register(ShowRoute.self, matching: .exact) { PodcastScreen.show(slug: $0.slug.lowercased()) }
        lowered.register(ShortEpisodeRoute.self, matching: .exact) { PodcastScreen.show(slug: "E\($0.id)") }
        let short = try #require(lowered.destinationMismatches(as: PodcastScreen.self).first)
        #expect(short.route.typeName == "ShortEpisodeRoute")
        #expect(short.linkRoute?.typeName == "ShowRoute")
        #expect(short.problem.hasSuffix(#"not ShowRoute; the link leads to show(slug: "e1")"#))

        // An alias, or a second registration of the route's type under a short pattern, has the
        // route's identity (TABLE-4): links taken by the route are no mismatch.
        var aliased = Pathways()
        aliased.register(ShowRoute.self, matching: .exact, movedFrom: ["/podcasts/:slug"]) { PodcastScreen.show(slug: $0.slug) }
        aliased.register(path: "/s/:slug", as: ShowRoute.self) { PodcastScreen.show(slug: $0.slug) }
        #expect(aliased.destinationMismatches(as: PodcastScreen.self).isEmpty)
    }

    @Test("DEST-10: a destination whose link cannot be written is reported with the error")
    func roundTripUnwritable() throws {
        var router = Pathways(origins: ["https://example.com"])
        router.register(NewsYearRoute.self) { _ in PodcastScreen.show(slug: "") }
        router.register(ShowRoute.self) { PodcastScreen.show(slug: $0.slug) }
        let mismatch = try #require(router.destinationMismatches(as: PodcastScreen.self).first)
        #expect(mismatch.route.pattern.text == "/news/:year")
        #expect(mismatch.link == nil)
        #expect(mismatch.problem.contains("emptyValue"))
    }
}

private struct FeaturedShowRoute: Pathway {
    static let pattern = "/shows/:id"
    let id: Int
}

private struct EpisodeCommentsRoute: Pathway {
    static let pattern = "/news/:year/:month/:slug/comments/:page"
    let year: String
    let month: String
    let slug: String
    let page: Int
}
