import Foundation
import Pathways
import Testing

@testable import RoutingCenter

/// How links reach the shop's screens: `open` waiting for the async order handler, the sign-in
/// gate, the navigation stack built from destinations, and `LinkOpener` with a test double.
@Suite("RoutingCenter: open, the sign-in gate, navigation state")
@MainActor
struct LinkFlowTests {
    nonisolated static let order = "6f1c2b0e-8d5a-4e0b-9c3a-2b7d9e4f1a60"

    let navigator = Navigator()
    let session = SignInSession()
    let orders = OrderStore()

    func router() -> Pathways {
        makeShopRouter(navigator: navigator, session: session, orders: orders)
    }

    @Test("await open returns once the async order handler has loaded the order and shown it")
    func openWaitsForTheOrder() async throws {
        #expect(try await router().open("https://shop.example.com/orders/\(Self.order)"))
        #expect(orders.loaded == [UUID(uuidString: Self.order)])
        #expect(navigator.shown == ["order 6f1c2b0e, 3 items"])
    }

    @Test("The sign-in callback passes the held gate; the links before it stay held, then run in order")
    func signInGate() async {
        let gate = SignInGate(router: router(), session: session)
        session.begin(state: "b1946ac9")
        #expect(await gate.receive("https://shop.example.com/orders/\(Self.order)") == (.held, []))
        #expect(await gate.receive("https://shop.example.com/products/7") == (.held, []))
        #expect(await gate.receive("https://shop.example.com/gone") == (.held, []))
        // A web link with the callback's path is no SignInCallbackRoute: it waits like any other.
        #expect(await gate.receive("https://shop.example.com/auth/callback?code=4f2a&state=b1946ac9") == (.held, []))
        #expect(navigator.shown.isEmpty)

        // A callback with the wrong state passes, but does not sign in: the others stay held.
        #expect(await gate.receive("shop://auth/callback?code=4f2a&state=wrong") == (.handled, []))
        #expect(gate.links.heldLinks.count == 4)

        let signIn = await gate.receive("shop://auth/callback?code=4f2a&state=b1946ac9")
        #expect(signIn == (.handled, [.handled, .handled, .unmatched, .unmatched]))
        #expect(
            navigator.shown == [
                "sign-in refused: unknown or reused state", "signed in; the code 4f2a goes to the server", "order 6f1c2b0e, 3 items",
                "product 7",
            ])
        #expect(await gate.receive("https://shop.example.com/products/8") == (.handled, []))
    }

    @Test("The navigation stack comes from the screens' destinations, and building it runs no handler")
    func navigationState() throws {
        let screens = makeShopScreens()
        try screens.validate()
        #expect(destinations(for: "https://shop.example.com/products/42", screens: screens) == [.products, .product(42)])
        #expect(destinations(for: "shop://p/red-running-shoes", screens: screens) == [.products, .productSlug("red-running-shoes")])
        #expect(destinations(for: "https://shop.example.com/c/shoes/running", screens: screens) == [.category(["shoes", "running"])])
        #expect(destinations(for: "https://shop.example.com/search?q=boots", screens: screens) == [.search("boots")])
        let order = try #require(UUID(uuidString: Self.order))
        #expect(destinations(for: "shop://orders/\(Self.order)", screens: screens) == [.order(order)])
        #expect(
            destinations(for: "https://shop.example.com/settings/privacy/ads", screens: screens) == [
                .settings([]), .settings(["privacy", "ads"]),
            ])
        #expect(destinations(for: "https://shop.example.com/", screens: screens) == [])
        #expect(destinations(for: "https://evil.example/products/42", screens: screens) == [])
        #expect(destinations(for: "https://shop.example.com/a/../b", screens: screens) == [])
        #expect(navigator.shown.isEmpty)
        #expect(orders.loaded.isEmpty)
    }

    @Test("Every screen's link leads back to the same screen, on both origins")
    func screensLinkBack() throws {
        let screens = makeShopScreens()
        #expect(screens.destinationMismatches(as: Destination.self).isEmpty)
        let link = try screens.link(for: Destination.category(["shoes", "trail/road"]), origin: "shop://")
        #expect(link.absoluteString == "shop://c/shoes/trail%2Froad")
        #expect(try screens.destination(for: link, as: Destination.self) == .category(["shoes", "trail/road"]))
    }

    @Test("LinkOpener depends on PathwaysRouting, so a test can hand it a double")
    func testDouble() async {
        let double = RecordingRouter()
        let opener = LinkOpener(router: double)
        #expect(await opener.open("shop://products/1") == "handled")
        #expect(double.received.map(\.absoluteString) == ["shop://products/1"])
    }
}
