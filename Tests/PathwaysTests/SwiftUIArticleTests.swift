import Foundation
import Pathways
import Testing

// The Swift code of the DocC article "Using Pathways with SwiftUI". It compiles where SwiftUI
// exists; `everyBlockIsCompiled` checks, on every platform, that each block of the article
// appears here line for line.

#if canImport(SwiftUI)
    import Observation
    import SwiftUI

    enum Screen: Hashable {
        case product(Int)
        case search(String)
    }

    @MainActor
    @Observable
    final class AppModel {
        var path: [Screen] = []
        let router: Pathways

        init(router: Pathways) {
            self.router = router
        }

        func open(_ url: URL) {
            guard let match = try? router.match(url) else { return }
            switch match.value {
            case let product as ProductRoute: path = [.product(product.productID)]
            case let search as SearchRoute: path = [.search(search.q)]
            default: break
            }
        }
    }

    @MainActor func makeRouter() -> Pathways { Pathways() }

    struct SearchRoute: Pathway {
        static let pattern = "/search"
        let q: String
    }

    struct ShopApp: App {
        @State private var model = AppModel(router: makeRouter())

        var body: some Scene {
            WindowGroup {
                NavigationStack(path: $model.path) {
                    Text("Home")
                        .navigationDestination(for: Screen.self) { screen in
                            Text(String(describing: screen))
                        }
                }
                .onOpenURL { url in model.open(url) }
            }
        }
    }
#endif

struct SignInCallbackRoute: Pathway {
    static let pattern = "/callback"
    let code: String  // a query field: /callback?code=…
}

@MainActor
final class LinkGate {
    let links: LinkQueue

    init(router: Pathways) {
        links = LinkQueue(router: router, policy: .keepLatest) { match in
            match.value is SignInCallbackRoute  // the callback runs at once; other links wait
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

    @Test("The sign-in gate routes the latest held link with the signed-in router")
    func gate() async throws {
        let journal = Journal()
        let gate = LinkGate(router: Pathways())
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
        let gate = LinkGate(router: router)
        #expect(await gate.links.receive("https://example.com/account/1") == .held)
        #expect(await gate.links.receive("https://example.com/callback?code=abc") == .handled)
        #expect(log.events == ["abc"])
        #expect(gate.links.heldLinks == ["https://example.com/account/1"])
        await gate.signedIn(with: router)
        #expect(log.events == ["abc", "account 1"])
    }
}
