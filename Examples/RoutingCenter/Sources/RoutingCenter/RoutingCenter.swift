import Foundation
import Pathways

/// The deep-link layer of a shop app, end to end: one router for `https://shop.example.com`
/// and `shop://`, typed routes, hostile links, an async handler awaited with `open`, a sign-in
/// gate, navigation stacks from destinations, and a test double.
@main
@MainActor
struct RoutingCenter {
    static let order = "6f1c2b0e-8d5a-4e0b-9c3a-2b7d9e4f1a60"

    static func main() async throws {
        let navigator = Navigator()
        let session = SignInSession()
        let router = makeShopRouter(navigator: navigator, session: session)
        try router.validate()
        let opener = LinkOpener(router: router)

        section("Two origins, one set of routes")
        await open("https://shop.example.com/products/42", with: opener)
        await open("shop://products/42", with: opener)
        await open("HTTPS://Shop.Example.com:443/products/42", with: opener)
        await open("shop:///products/42", with: opener)

        section("Products by id and by slug")
        await open("https://shop.example.com/p/red-running-shoes", with: opener)
        await open("https://shop.example.com/products/abc", with: opener)
        await open("https://shop.example.com/products", with: opener)

        section("A category catch-all")
        await open("https://shop.example.com/c/shoes/running/trail", with: opener)
        await open("shop://c/shoes%2Fboots", with: opener)
        await open("https://shop.example.com/c", with: opener)
        print("encoded: \(try PathwayEncoder.shared.encode(CategoryRoute(path: ["shoes", "trail/road"])))")

        section("Search: typed query fields")
        await open("https://shop.example.com/search?q=red+shoes&tag=sale&tag=new&sort=price-asc", with: opener)
        await open("https://shop.example.com/search?q=boots&page=abc&sort=cheapest", with: opener)
        await open("https://shop.example.com/search?q=boots&page=2&utm_source=mail", with: opener)
        await open("https://shop.example.com/search?page=2", with: opener)
        let search = SearchRoute(q: "red shoes", page: 2, sort: .newest, tags: ["sale"])
        print("encoded: \(try PathwayEncoder.shared.encode(search))")

        section("Orders by UUID: an async handler, awaited by open")
        await open("https://shop.example.com/orders/\(order)", with: opener)
        await open("shop://orders/\(order.uppercased())", with: opener)
        await open("https://shop.example.com/orders/1042", with: opener)

        section("A campaign landing: optional utm fields, a malformed one read as absent")
        await open("https://shop.example.com/campaign/spring-sale?utm_source=newsletter&utm_medium=email&discount=15", with: opener)
        await open("https://shop.example.com/campaign/spring-sale?utm_source=social&discount=ten", with: opener)
        await open("https://shop.example.com/campaign/spring-sale", with: opener)

        section("A hash-routed web-app link, on the web origin only")
        await open("https://shop.example.com/app#/item/7", with: opener)
        await open("https://shop.example.com/app#/item/abc", with: opener)
        await open("shop://app#/item/7", with: opener)

        section("Settings: a prefix, the sub-page from the rest of the path; home, exactly")
        await open("https://shop.example.com/settings", with: opener)
        await open("https://shop.example.com/settings/privacy/ads", with: opener)
        await open("shop://settings/notifications", with: opener)
        await open("https://shop.example.com/settingsX", with: opener)
        await open("https://shop.example.com/", with: opener)
        await open("https://shop.example.com/unknown", with: opener)

        section("shop:// only: the sign-in callback is no web link")
        await open("https://shop.example.com/auth/callback?code=4f2a&state=b1946ac9", with: opener)

        section("Hostile links: no handler runs")
        for link in [
            "https://evil.example/products/1",
            "https://shop.example.com.evil.example/products/1",
            "http://shop.example.com/products/1",
            "https://shop.example.com:8443/products/1",
            "https://[::1]/products/1",
            "https://xn--hop-ehd.example.com/products/1",
            "evil://products/1",
            "https://shop.example.com@evil.example/products/1",
            "https://user@shop.example.com/products/1",
            "https://shop.example.com/products/../settings",
            "shop://products/%2e%2e/settings",
            "https://shop.example.com/search?q=%0D%0ASet-Cookie:x",
            "javascript:alert(1)",
        ] {
            await open(link, with: opener)
        }

        section("Links held until sign-in; the callback passes, then the others run in order")
        let gate = SignInGate(router: router, session: session)
        session.begin(state: "b1946ac9")
        for link in [
            "https://shop.example.com/orders/\(order)",
            "https://shop.example.com/products/7",
            "https://shop.example.com/gone",
            "https://shop.example.com/auth/callback?code=4f2a&state=b1946ac9",
            "shop://auth/callback?code=4f2a&state=wrong",
            "shop://auth/callback?code=4f2a&state=b1946ac9",
            "https://shop.example.com/products/8",
        ] {
            print(link)
            let (outcome, released) = await gate.receive(link)
            print("    -> \(outcome)")
            if !released.isEmpty { print("    released: \(released.map(\.description))") }
        }

        section("Navigation stacks from destinations, without running a handler")
        let screens = makeShopScreens()
        try screens.validate()
        for link in [
            "https://shop.example.com/products/42", "shop://p/red-running-shoes", "https://shop.example.com/c/shoes/running",
            "https://shop.example.com/settings/privacy", "https://shop.example.com/", "https://evil.example/products/42",
        ] {
            print("\(link)\n    -> \(destinations(for: link, screens: screens))")
        }
        print("share link: \(try screens.link(for: Destination.productSlug("red-running-shoes"), origin: "https://shop.example.com"))")

        section("A test double through PathwaysRouting")
        let double = RecordingRouter()
        let openerUnderTest = LinkOpener(router: double)
        _ = await openerUnderTest.open("https://shop.example.com/anything")
        _ = await openerUnderTest.open("shop://products/1")
        print("the double received: \(double.received.map(\.absoluteString))")

        print("\nscreens shown: \(navigator.shown.count)")
    }

    static func open(_ link: String, with opener: LinkOpener) async {
        print(link)
        print("    -> \(await opener.open(link))")
    }
}

func section(_ title: String) {
    print("\n== \(title)")
}
