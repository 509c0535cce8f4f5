import Foundation
import Pathways
import PathwaysAssociations
import Testing

@testable import RoutingCenter

/// The association files the shop ships, checked against its router: a route added without its
/// link in the files, or a rule left behind by a removed route, fails here rather than in a
/// user's hands. Copy this test into your app's test target.
///
/// The files are what `AppSiteAssociation(router:host:appIDs:)` and
/// `IntentFilters(router:schemes:hosts:)` write. After changing the routes, regenerate them:
///
/// ```sh
/// REGENERATE_ASSOCIATIONS=1 swift test --filter AssociationFilesTests
/// ```
@Suite("RoutingCenter: the checked-in association files match the router")
@MainActor
struct AssociationFilesTests {
    static let appID = "ABCDE12345.com.example.shop"
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Associations")
    static let appleFile = folder.appending(path: "shop.example.com/apple-app-site-association")
    static let androidFile = folder.appending(path: "intent-filters.xml")

    let router = makeShopRouter(navigator: Navigator(), session: SignInSession())

    /// What the generator writes for the router today: the web host's file for Apple, and
    /// Android filters for `https` on the web host and for the `shop` scheme.
    func generated() throws -> (apple: String, android: String) {
        let apple = try AppSiteAssociation(router: router, host: "shop.example.com", appIDs: [Self.appID])
        let android = try IntentFilters(router: router, schemes: ["https", "shop"])
        return (apple.json, android.xml)
    }

    @Test("The checked-in files are what the generator writes for the router today")
    func filesAreGenerated() throws {
        let (apple, android) = try generated()
        if ProcessInfo.processInfo.environment["REGENERATE_ASSOCIATIONS"] == "1" {
            try apple.write(to: Self.appleFile, atomically: true, encoding: .utf8)
            try android.write(to: Self.androidFile, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: Self.appleFile, encoding: .utf8) == apple, "regenerate the apple-app-site-association file")
        #expect(try String(contentsOf: Self.androidFile, encoding: .utf8) == android, "regenerate intent-filters.xml")
    }

    @Test("The apple-app-site-association file delivers every route's web links, and only routed ones")
    func appleFile() throws {
        let file = try AppSiteAssociation(json: String(contentsOf: Self.appleFile, encoding: .utf8))
        let report = file.verify(against: router, host: "shop.example.com", appID: Self.appID)
        #expect(report.isConsistent, "\(report)")
        // The sign-in callback is limited to shop://, so the web host never claims it.
        #expect(!file.delivers("https://shop.example.com/auth/callback?code=1&state=2", to: Self.appID))
    }

    @Test("The intent filters take every route's links on the web host, and only routed ones")
    func intentFiltersForTheWebHost() throws {
        let filters = try IntentFilters(xml: String(contentsOf: Self.androidFile, encoding: .utf8))
        let report = filters.verify(against: router, host: "shop.example.com")
        #expect(report.isConsistent, "\(report)")
    }

    /// `verify` reads links as web links, so the `shop` scheme is checked link by link: Android
    /// reads `shop://products/42` as the host `products` and the path `/42`.
    @Test(
        "The intent filters deliver the shop scheme's routed links, and not the others",
        arguments: [
            ("shop://products/42", true), ("shop://p/red-running-shoes", true), ("shop://c/shoes/running", true),
            ("shop://orders/6f1c2b0e-8d5a-4e0b-9c3a-2b7d9e4f1a60", true), ("shop://campaign/spring-sale?utm_source=mail", true),
            ("shop://settings/notifications", true), ("shop://auth/callback?code=1&state=2", true),
            ("shop://app#/item/7", false), ("shop://products", false), ("shop://help/returns", false),
            ("https://shop.example.com/auth/callback?code=1&state=2", false),
        ])
    func intentFiltersForTheShopScheme(link: String, routed: Bool) throws {
        let filters = try IntentFilters(xml: String(contentsOf: Self.androidFile, encoding: .utf8))
        #expect((try router.match(link) != nil) == routed)
        #expect(filters.delivers(link) == routed)
    }
}
