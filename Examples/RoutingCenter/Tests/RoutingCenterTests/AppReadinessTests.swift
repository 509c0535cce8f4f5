import Foundation
import Pathways
import Testing

@testable import RoutingCenter

/// The example's async handler, its sign-in gate and its navigation state built from `match`.
@Suite("RoutingCenter: async handlers, held links, navigation state")
@MainActor
struct AppReadinessTests {
    let navigator = Navigator()
    let orders = OrderStore()

    func router() -> Pathways {
        makeAppRouter(navigator: navigator, session: SignInSession(), orders: orders)
    }

    @Test("await open returns once the order has loaded and the screen is shown")
    func asyncOrder() async throws {
        #expect(try await router().open("https://example.com/orders/1042"))
        #expect(orders.loaded == [1042])
        #expect(navigator.shown == ["order 1042, 3 items"])
    }

    @Test("Links before sign-in wait, then run in order; one that no route takes is reported")
    func signInGate() async {
        let links = LinkQueue(router: router())
        #expect(await links.receive("https://example.com/orders/7") == .held)
        #expect(await links.receive("https://example.com/products/42") == .held)
        #expect(await links.receive("https://example.com/gone") == .held)
        #expect(navigator.shown.isEmpty)
        #expect(await links.release() == [.handled, .handled, .unmatched])
        #expect(navigator.shown == ["order 7, 3 items", "product 42 (web), campaign none"])
        #expect(await links.receive("https://example.com/settings") == .handled)
    }

    @Test("The navigation stack comes from match, and opening it runs no handler")
    func navigationState() {
        let router = router()
        #expect(destinations(for: "https://example.com/products/42", router: router) == [.products, .product(42)])
        #expect(destinations(for: "https://example.com/search?q=boots", router: router) == [.search("boots")])
        #expect(destinations(for: "https://example.com/files/a/b%2Fc", router: router) == [.files(["a", "b/c"])])
        #expect(destinations(for: "https://example.com/settings/privacy", router: router) == [.settings])
        #expect(destinations(for: "https://example.com/nowhere", router: router) == [])
        #expect(destinations(for: "https://example.com/a/../b", router: router) == [])
        #expect(navigator.shown.isEmpty)
    }
}
