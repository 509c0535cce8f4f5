import Foundation
import Pathways
import PathwaysCompatibility
import Testing

@testable import RoutingCenter

/// The links of the last release still work: the route table it shipped with is checked in
/// (`Associations/route-table.json`), and this test follows every one of its routes' links into
/// today's router. A change that breaks an old link fails here, with the link, rather than in
/// a user's mail. Copy this test into your app's test target.
///
/// At a release, once the report is what you want, write the new table:
///
/// ```sh
/// REGENERATE_ROUTE_TABLE=1 swift test --filter RouteTableTests
/// ```
@Suite("RoutingCenter: the last release's links still reach their routes")
@MainActor
struct RouteTableTests {
    static let tableFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Associations/route-table.json")

    let router = makeShopRouter(navigator: Navigator(), session: SignInSession())

    func lastRelease() throws -> RouteTable {
        if ProcessInfo.processInfo.environment["REGENERATE_ROUTE_TABLE"] == "1" {
            try router.routeTable.jsonText.write(to: Self.tableFile, atomically: true, encoding: .utf8)
        }
        return try RouteTable(json: String(contentsOf: Self.tableFile, encoding: .utf8))
    }

    @Test("Every link of the last release reaches the same route today")
    func oldLinksStillWork() throws {
        let report = try CompatibilityReport(old: lastRelease(), router: router)
        #expect(report.isCompatible, "\(report)")
    }

    @Test("The test fails, naming the link, when a release renames a route's pattern")
    func renamingAPatternBreaksOldLinks() throws {
        // The next release moves products from /products/:id to /p/:id and forgets the old links;
        // every other route stays as `makeShopRouter` registers it.
        var changed = Pathways(origins: shopOrigins, decoding: router.decoding)
        changed.register(HomeRoute.self, matching: .exact) { _, _ in }
        changed.register(path: "/p/:id", as: ProductRoute.self, matching: .exact) { _, _ in }
        changed.register(ProductSlugRoute.self, matching: .exact) { _, _ in }
        changed.register(CategoryRoute.self, matching: .exact) { _, _ in }
        changed.register(SearchRoute.self, matching: .exact) { _, _ in }
        changed.register(CampaignRoute.self, matching: .exact) { _, _ in }
        changed.register(OrderRoute.self, matching: .exact) { _, _ in }
        changed.register(SettingsRoute.self) { _, _ in }
        changed.register(origin: "https://shop.example.com", WebAppItemRoute.self, matching: .exact) { _, _ in }
        changed.register(origin: "shop://", SignInCallbackRoute.self, matching: .exact) { _, _ in }
        try changed.validate()
        #expect(try CompatibilityReport(old: router.routeTable, router: changed).brokenLinks.count == 1)
        let report = try CompatibilityReport(old: lastRelease(), router: changed)
        let broken = try #require(report.brokenLinks.first)
        #expect(report.brokenLinks.count == 1)
        #expect(broken.route.pattern == "/products/:id")
        #expect(broken.problem == .unreached)
        #expect(broken.url == "https://shop.example.com/products/1")
    }
}
