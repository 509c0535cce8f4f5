import Foundation
import Pathways
import Testing

@testable import RoutingCenter

/// The example's search, file browser and web-app routes, run through the app's own router.
@Suite("RoutingCenter: query fields, a catch-all and a hash route")
@MainActor
struct RouteModelTests {
    let navigator = Navigator()

    /// Opens each link with the app's router and returns what `LinkOpener` answered.
    func open(_ links: [String]) -> [String] {
        let router = makeAppRouter(navigator: navigator, session: SignInSession())
        let opener = LinkOpener(router: router)
        return links.map { opener.open($0) }
    }

    @Test("The app's router registers every route")
    func registrations() {
        #expect(makeAppRouter(navigator: navigator, session: SignInSession()).registrationErrors.isEmpty)
    }

    @Test("Search: q, page and every tag come from the query; a missing q is refused")
    func search() throws {
        let answers = open([
            "https://example.com/search?q=red+shoes&tag=sale&tag=new",
            "https://example.com/search?q=red%20shoes&page=2&utm_source=mail",
            "https://example.com/search?page=2",
        ])
        #expect(answers == ["handled", "handled", "rejected: missingValue (decode)"])
        #expect(
            navigator.shown == [
                "search for \"red+shoes\" with tags [\"sale\", \"new\"], page 1",
                "search for \"red shoes\" with tags [], page 2",
            ])
        let decoded = try PathwayDecoder.shared.decode(SearchRoute.self, from: "https://example.com/search?q=shoes&page=2")
        #expect(decoded == SearchRoute(q: "shoes", page: 2, tag: []))
        #expect(try PathwayEncoder.shared.encode(SearchRoute(q: "red shoes", page: nil, tag: [])) == "/search?q=red%20shoes")
        let full = try PathwayEncoder.shared.encode(SearchRoute(q: "red shoes", page: 2, tag: ["sale"]))
        #expect(full == "/search?q=red%20shoes&page=2&tag=sale")
    }

    @Test("Files: the catch-all keeps one element per component, an escaped slash inside its element")
    func files() throws {
        let answers = open([
            "https://example.com/files/docs/2026/report%2Fdraft.pdf",
            "https://example.com/files",
            "https://example.com/files/docs/../secrets",
        ])
        #expect(answers == ["handled", "no route: show the home screen", "rejected: dotSegment (match)"])
        #expect(navigator.shown == ["file browser at [\"docs\", \"2026\", \"report/draft.pdf\"]"])
        let file = try PathwayDecoder.shared.decode(FileRoute.self, fromPath: "/files/a/b%2Fc/d")
        #expect(file.path == ["a", "b/c", "d"])
        #expect(try PathwayEncoder.shared.encode(FileRoute(path: ["docs", "a/b.txt"])) == "/files/docs/a%2Fb.txt")
    }

    @Test("Web app: /app#/item/:id takes one piece after #")
    func webApp() throws {
        let answers = open([
            "https://example.com/app#/item/7",
            "https://example.com/app#/item/abc",
            "https://example.com/app#item/7",
            "https://blog.example.com/app#/item/7",
        ])
        #expect(
            answers == [
                "handled", "rejected: invalidValue (decode)", "no route: show the home screen", "no route: show the home screen",
            ])
        #expect(navigator.shown == ["web app item 7"])
        #expect(try PathwayEncoder.shared.encode(WebAppItemRoute(id: 7)) == "/app#/item/7")
    }
}
