import Foundation
import Observation
import Pathways
import Testing

// The Swift code of the DocC article "Using Pathways with SwiftUI". The scene compiles where
// SwiftUI exists, the rest everywhere; `everyBlockIsCompiled` checks, on every platform, that
// each block of the article appears here line for line.

#if canImport(SwiftUI)
    import SwiftUI

    struct ShopApp: App {
        @State private var model: AppModel
        @State private var gate: LinkGate

        init() {
            let model = AppModel(router: makeRouter())
            _model = State(initialValue: model)
            _gate = State(initialValue: LinkGate(model: model))
        }

        var body: some Scene {
            WindowGroup {
                NavigationStack(path: $model.path) {
                    Text("Home")
                        .navigationDestination(for: Screen.self) { screen in
                            Text(String(describing: screen))
                        }
                }
                .onOpenURL { url in gate.received(url) }
            }
        }
    }
#endif

@MainActor
@Observable
final class AppModel {
    var path: [Screen] = []
    let router: Pathways

    init(router: Pathways) {
        self.router = router
    }

    func open(_ url: URL) {
        guard let stack = try? router.backStack(for: url, as: Screen.self), !stack.isEmpty else { return }
        path = stack
    }

    func shareLink(for screen: Screen) -> URL? {
        try? router.link(for: screen, origin: "https://example.com")
    }
}

struct SearchRoute: Pathway {
    static let pattern = "/search"
    let q: String
}

enum Screen: PathwayDestination {
    case product(Int)
    case search(String)

    var route: any Pathway {
        switch self {
        case .product(let id): ProductRoute(productID: id)
        case .search(let text): SearchRoute(q: text)
        }
    }
}

@MainActor func makeRouter() -> Pathways {
    var router = Pathways(origins: ["https://example.com", "shop://"])
    router.register(ProductRoute.self) { Screen.product($0.productID) }
    router.register(SearchRoute.self) { Screen.search($0.q) }
    return router
}

struct SignInCallbackRoute: Pathway {
    static let pattern = "/callback"
    let code: String  // a query field: /callback?code=…
}

@MainActor
final class LinkGate {
    let links: LinkQueue

    init(model: AppModel) {
        links = LinkQueue(router: model.router, policy: .keepLatest) { match in
            match.value is SignInCallbackRoute  // the callback runs at once; other links wait
        } showing: { stack in
            model.path = stack  // each link to a screen, held or not, in the order they are routed
        }
    }

    func received(_ url: URL) {
        Task { await links.receive(url) }
    }

    func signedIn(with router: Pathways) async {
        links.router = router
        await links.release()
    }
}

@Suite("The SwiftUI article")
@MainActor
struct SwiftUIArticleTests {
    @Test("Every Swift block of the article is compiled in this file")
    func everyBlockIsCompiled() throws {
        try expectSwiftBlocks(of: "Sources/Pathways/Documentation.docc/UsingPathwaysWithSwiftUI.md", compiledIn: #filePath)
    }

    @Test("DEST-6, DEST-10: the article's router gives the screens of its links, which link back to themselves")
    func screens() throws {
        let router = makeRouter()
        try router.validate()
        #expect(try router.backStack(for: "shop://products/42", as: Screen.self) == [.product(42)])
        #expect(try router.backStack(for: "https://example.com/search?q=red%20shoes", as: Screen.self) == [.search("red shoes")])
        #expect(try router.backStack(for: "https://example.com/search?q=red+shoes", as: Screen.self) == [.search("red+shoes")])
        #expect(try router.backStack(for: "https://example.com/nowhere", as: Screen.self) == [])
        #expect(
            try router.link(for: Screen.search("red shoes"), origin: "https://example.com").absoluteString
                == "https://example.com/search?q=red%20shoes")
        #expect(router.destinationMismatches(as: Screen.self).isEmpty)
    }

    @Test("PCT-2: a malformed link throws as text, and routes as the URL that Foundation rewrote")
    func textOrURL() throws {
        let router = makeRouter()
        let thrown = #expect(throws: PathwayError.self) {
            let payload = "https://example.com/search?q=%ZZ"  // the link's text, from a notification
            let stack = try router.backStack(for: payload, as: Screen.self)  // throws malformedPercentEncoding
            return stack
        }
        #expect(thrown?.code == .malformedPercentEncoding)
        let url = try #require(URL(string: "https://example.com/search?q=%ZZ"))
        #expect(url.absoluteString == "https://example.com/search?q=%25ZZ")
        #expect(try router.backStack(for: url, as: Screen.self) == [.search("%ZZ")])
    }

    @Test("The sign-in gate routes the latest held link with the signed-in router")
    func gate() async throws {
        let journal = Journal()
        let gate = LinkGate(model: AppModel(router: Pathways()))
        gate.received(try #require(URL(string: "https://example.com/account/1")))
        gate.received(try #require(URL(string: "https://example.com/account/2")))
        // `received` hands each link to a task of its own; let both run.
        for _ in 0..<100 where gate.links.heldLinks != ["https://example.com/account/2"] { await Task.yield() }
        #expect(gate.links.heldLinks == ["https://example.com/account/2"])
        var signedIn = Pathways()
        signedIn.register(path: "/account/:id", handler: journal.pathHandler("account"))
        await gate.signedIn(with: signedIn)
        #expect(journal.entries.map { $0.parameters.capture("id") } == ["2"])
    }

    @Test("HOLD-7: the sign-in gate lets the callback through while the account link waits")
    func callbackPasses() async throws {
        let log = Log()
        var router = Pathways()
        router.register(SignInCallbackRoute.self) { route, _ in log.events.append(route.code) }
        router.register(path: "/account/:id") { parameters in log.events.append("account \(parameters.capture("id") ?? "?")") }
        let gate = LinkGate(model: AppModel(router: router))
        #expect(await gate.links.receive("https://example.com/account/1") == .held)
        #expect(await gate.links.receive("https://example.com/callback?code=abc") == .handled)
        #expect(log.events == ["abc"])
        #expect(gate.links.heldLinks == ["https://example.com/account/1"])
        await gate.signedIn(with: router)
        #expect(log.events == ["abc", "account 1"])
    }

    @Test("HOLD-8: a product link held before sign-in sets the model's path when the gate releases it")
    func heldLinkReachesThePath() async {
        var router = makeRouter()
        let codes = Log()
        router.register(SignInCallbackRoute.self) { route, _ in codes.events.append(route.code) }
        let model = AppModel(router: router)
        let gate = LinkGate(model: model)
        #expect(await gate.links.receive("https://example.com/products/41") == .held)
        #expect(await gate.links.receive("https://example.com/products/42") == .held)
        #expect(await gate.links.receive("shop://callback?code=abc") == .handled)
        #expect(codes.events == ["abc"])
        #expect(model.path.isEmpty)
        await gate.signedIn(with: router)
        #expect(model.path == [.product(42)])
        // Signed in: a later link sets the path at once.
        #expect(await gate.links.receive("shop://search?q=red%20shoes") == .handled)
        #expect(model.path == [.search("red shoes")])
    }
}
