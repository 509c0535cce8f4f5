import Pathways
import PathwaysAssociations
import Testing

@Suite("Associations of a router with origins")
struct OriginAssociationTests {
    /// The shop of issue 24: a web origin and a custom scheme, each route registered once.
    static func shop() throws -> Pathways {
        var router = Pathways(origins: ["https://shop.example.com", "shop://"])
        router.register(path: "/products/:id", matching: .exact) { _ in }
        router.register(path: "/c/*path", matching: .exact) { _ in }
        router.register(origin: "shop://", path: "/signin/callback", matching: .exact) { _ in }
        router.register(origin: "https://shop.example.com", path: "/help") { _ in }
        try router.validate()
        return router
    }

    @Test("ASSOC-1, ORIGIN-5: the file of a web origin never claims a route limited to another origin")
    func appleFileLeavesOutOtherOrigins() throws {
        let file = try AppSiteAssociation(router: Self.shop(), host: "shop.example.com", appIDs: ["ABCDE12345.com.example.shop"])
        #expect(componentPaths(file) == [#""/products/?*""#, #""/c/?*""#, #""/help""#, #""/help/*""#])
        #expect(!file.json.contains("signin"))
        #expect(file.delivers("https://shop.example.com/products/42", to: "ABCDE12345.com.example.shop"))
        #expect(!file.delivers("https://shop.example.com/signin/callback", to: "ABCDE12345.com.example.shop"))
    }

    @Test("ASSOC-1, ORIGIN-1: a host that is none of the router's origins has no routes")
    func appleFileOfAnotherHost() throws {
        let file = try AppSiteAssociation(router: Self.shop(), host: "evil.example", appIDs: ["ABCDE12345.com.example.shop"])
        #expect(componentPaths(file).isEmpty)
    }

    @Test("ASSOC-22: filters for the router's custom scheme read the first component as Android's host")
    func customSchemeFilters() throws {
        let filters = try IntentFilters(router: Self.shop(), schemes: ["https", "shop"])
        #expect(filters.delivers("shop://products/42"))
        #expect(filters.delivers("shop://signin/callback"))
        #expect(filters.delivers("shop://c/shoes/running"))
        #expect(!filters.delivers("shop://orders/1"), "no route serves /orders")
        #expect(!filters.delivers("shop://products"), "the route needs a component after /products")
        #expect(!filters.delivers("shop://help"), "the route is limited to the web origin")
        #expect(!filters.delivers("shop://signin/callback/x"))
        #expect(filters.delivers("https://shop.example.com/products/42"))
        #expect(filters.delivers("https://shop.example.com/help/faq"))
        #expect(!filters.delivers("https://shop.example.com/signin/callback"), "the route is limited to shop://")
        #expect(!filters.delivers("https://evil.example/products/42"))
        // One filter per Android host; only the web one asks for verification.
        #expect(filters.xml.components(separatedBy: "<intent-filter android:autoVerify=\"true\">").count == 2)
        #expect(filters.xml.contains("<data android:scheme=\"shop\" />\n    <data android:host=\"products\" />"))
        #expect(filters.xml.contains("<data android:scheme=\"shop\" />\n    <data android:host=\"signin\" />"))
        #expect(filters.unknownKeys.isEmpty)
    }

    @Test("ASSOC-22: a placeholder or catch-all in the first component is the host *, which takes any host")
    func wildcardHost() throws {
        var router = Pathways(customSchemes: ["myapp"])
        router.register(path: "/:lang/about", matching: .exact) { _ in }
        router.register(path: "/*rest", matching: .exact) { _ in }
        router.register(path: "/", matching: .exact) { _ in }
        let filters = try IntentFilters(router: router, schemes: ["myapp"], hosts: [])
        #expect(filters.xml.contains("<data android:host=\"*\" />"))
        #expect(filters.delivers("myapp://en/about"))
        #expect(filters.delivers("myapp://anything/at/all"))
        #expect(filters.xml.components(separatedBy: "<intent-filter>").count == 2, "one filter for the host *; none for the root")
    }

    @Test("ASSOC-22: every route the router takes on the custom scheme is delivered, as Android reads it")
    func everyCustomLinkDelivered() throws {
        var router = Pathways(origins: ["shop://"])
        router.register(path: "/products/:id", matching: .exact) { _ in }
        router.register(path: "/settings") { _ in }
        router.register(path: "/Help/:topic", caseInsensitive: true) { _ in }
        router.register(path: "/orders", matching: .exact) { _ in }
        let filters = try IntentFilters(router: router, schemes: ["shop"])
        for url in [
            "shop://products/42", "shop://products/42/", "shop://settings", "shop://settings/privacy", "shop://help/x",
            "shop://HELP/x", "shop://orders", "shop://orders/",
        ] {
            #expect(try router.match(url) != nil, "\(url)")
            #expect(filters.delivers(url), "\(url)")
        }
        for url in ["shop://orders/1", "shop://products", "shop://other/1"] {
            #expect(try router.match(url) == nil, "\(url)")
            #expect(!filters.delivers(url), "\(url)")
        }
    }

    @Test("ASSOC-6: the hosts of the router's web origins are the default hosts")
    func defaultHosts() throws {
        let filters = try IntentFilters(router: Self.shop())
        #expect(filters.delivers("https://shop.example.com/products/1"))
        expectAssociationError(.invalidHost, at: "hosts") { _ = try IntentFilters(router: Pathways()) }
    }

    @Test("ASSOC-21, ORIGIN-5: generated associations of a router with origins verify as consistent with it")
    func generatedFilesAreConsistent() throws {
        let router = try Self.shop()
        let appID = "ABCDE12345.com.example.shop"
        let file = try AppSiteAssociation(router: router, host: "shop.example.com", appIDs: [appID])
        let fileReport = file.verify(against: router, host: "shop.example.com", appID: appID)
        #expect(fileReport.isConsistent, "\(fileReport)")
        let filters = try IntentFilters(router: router, schemes: ["https"])
        let filterReport = filters.verify(against: router, host: "shop.example.com")
        #expect(filterReport.isConsistent, "\(filterReport)")
    }
}
