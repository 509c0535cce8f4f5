import Foundation
import Pathways
import Testing

@testable import RoutingCenter

/// The shop's routes, opened with the shop's router: what each link answers and which screen it
/// shows, on both origins, and the hostile links that reach no handler.
@Suite("RoutingCenter: the shop's routes on both origins")
@MainActor
struct ShopRouteTests {
    nonisolated static let order = "6f1c2b0e-8d5a-4e0b-9c3a-2b7d9e4f1a60"

    let navigator = Navigator()

    /// Opens each link with the shop's router, through `LinkOpener`, and returns its answers.
    func open(_ links: [String]) async -> [String] {
        let opener = LinkOpener(router: makeShopRouter(navigator: navigator, session: SignInSession()))
        var answers: [String] = []
        for link in links { answers.append(await opener.open(link)) }
        return answers
    }

    @Test("Every registration is valid")
    func registrations() throws {
        try makeShopRouter(navigator: navigator, session: SignInSession()).validate()
    }

    @Test(
        "Each link shows its screen, on the web origin and on shop://",
        arguments: [
            ("https://shop.example.com/", "home"),
            ("https://shop.example.com/products/42", "product 42"),
            ("shop://products/42", "product 42"),
            ("HTTPS://Shop.Example.com:443/products/42", "product 42"),
            ("https://shop.example.com/p/red-running-shoes", "product \"red-running-shoes\""),
            ("shop://c/shoes/running", "category shoes > running"),
            ("https://shop.example.com/c/shoes%2Fboots", "category shoes/boots"),
            (
                "https://shop.example.com/search?q=red+shoes&tag=sale&tag=new&sort=price-asc",
                "search \"red shoes\", tags [\"sale\", \"new\"], sorted by price-asc, page 1"
            ),
            ("https://shop.example.com/search?q=boots&page=2&utm_source=mail", "search \"boots\", tags [], sorted by relevance, page 2"),
            ("https://shop.example.com/orders/\(order)", "order 6f1c2b0e, 3 items"),
            ("shop://orders/\(order.uppercased())", "order 6f1c2b0e, 3 items"),
            (
                "https://shop.example.com/campaign/spring-sale?utm_source=newsletter&utm_medium=email&discount=15",
                "campaign spring-sale from newsletter by email, 15% off"
            ),
            ("https://shop.example.com/app#/item/7", "web app item 7"),
            ("https://shop.example.com/settings", "settings"),
            ("https://shop.example.com/settings/privacy/ads", "settings > privacy > ads"),
            ("shop://settings/notifications", "settings > notifications"),
        ])
    func screens(link: String, screen: String) async {
        #expect(await open([link]) == ["handled"])
        #expect(navigator.shown == [screen])
    }

    @Test("A malformed optional query value reads as absent; a missing required one refuses the link")
    func tolerantOptionalFields() async {
        let answers = await open([
            "https://shop.example.com/search?q=boots&page=abc&sort=cheapest",
            "https://shop.example.com/campaign/spring-sale?utm_source=social&discount=ten",
            "https://shop.example.com/search?page=2",
        ])
        #expect(answers == ["handled", "handled", "rejected: missingValue (decode)"])
        #expect(
            navigator.shown == [
                "search \"boots\", tags [], sorted by relevance, page 1", "campaign spring-sale from social by unknown, no discount",
            ])
    }

    @Test(
        "Links no route takes, and values that do not decode, show no screen",
        arguments: [
            ("https://shop.example.com/products", "no route: show the home screen"),
            ("https://shop.example.com/c", "no route: show the home screen"),
            ("https://shop.example.com/settingsX", "no route: show the home screen"),
            ("https://shop.example.com/unknown", "no route: show the home screen"),
            ("shop://app#/item/7", "no route: show the home screen"),
            ("https://shop.example.com/auth/callback?code=4f2a&state=b1946ac9", "no route: show the home screen"),
            ("https://shop.example.com/products/abc", "rejected: invalidValue (decode)"),
            ("https://shop.example.com/orders/1042", "rejected: invalidValue (decode)"),
            ("https://shop.example.com/app#/item/abc", "rejected: invalidValue (decode)"),
        ])
    func unrouted(link: String, answer: String) async {
        #expect(await open([link]) == [answer])
        #expect(navigator.shown.isEmpty)
    }

    @Test(
        "Hostile links reach no handler: other origins, look-alike hosts, userinfo, dot segments, controls",
        arguments: [
            ("https://evil.example/products/1", "no route: show the home screen"),
            ("https://shop.example.com.evil.example/products/1", "no route: show the home screen"),
            ("http://shop.example.com/products/1", "no route: show the home screen"),
            ("https://shop.example.com:8443/products/1", "no route: show the home screen"),
            ("https://[::1]/products/1", "no route: show the home screen"),
            ("https://xn--hop-ehd.example.com/products/1", "no route: show the home screen"),
            ("evil://products/1", "no route: show the home screen"),
            ("https://shop.example.com@evil.example/products/1", "rejected: userinfoNotAllowed (match)"),
            ("https://user@shop.example.com/products/1", "rejected: userinfoNotAllowed (match)"),
            ("https://shop.example.com/products/../settings", "rejected: dotSegment (match)"),
            ("shop://products/%2e%2e/settings", "rejected: dotSegment (match)"),
            ("https://shop.example.com/search?q=%0D%0ASet-Cookie:x", "rejected: controlCharacter (match)"),
            ("javascript:alert(1)", "rejected: unroutableURL (match)"),
        ])
    func hostile(link: String, answer: String) async {
        #expect(await open([link]) == [answer])
        #expect(navigator.shown.isEmpty)
    }

    @Test("Routes encode to the links they read")
    func encoding() throws {
        let search = SearchRoute(q: "red shoes", page: 2, sort: .newest, tags: ["sale"])
        #expect(try PathwayEncoder.shared.encode(search) == "/search?q=red%20shoes&page=2&sort=newest&tag=sale")
        #expect(try PathwayEncoder.shared.encode(CategoryRoute(path: ["shoes", "trail/road"])) == "/c/shoes/trail%2Froad")
        #expect(try PathwayEncoder.shared.encode(WebAppItemRoute(id: 7)) == "/app#/item/7")
        let campaign = CampaignRoute(name: "spring-sale", source: "mail", medium: nil, discount: 15)
        let campaignLink = try PathwayEncoder.shared.encode(campaign)
        #expect(campaignLink == "/campaign/spring-sale?utm_source=mail&discount=15")
    }
}
