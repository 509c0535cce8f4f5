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

    @Test("ASSOC-18: a custom-scheme link with nothing after the host has the empty path, as Android's Uri reads it")
    func emptyPathAfterCustomHost() throws {
        let slash = try filter(#"<data android:scheme="shop" /><data android:host="search" /><data android:path="/" />"#)
        #expect(!slash.delivers("shop://search?q=boots"))
        #expect(!slash.delivers("shop://search"))
        #expect(!slash.delivers("shop://search#top"))
        #expect(slash.delivers("shop://search/?q=boots"))
        let prefix = try filter(#"<data android:scheme="shop" /><data android:host="settings" /><data android:pathPrefix="/" />"#)
        #expect(!prefix.delivers("shop://settings"))
        #expect(prefix.delivers("shop://settings/privacy"))
        let simple = try filter(#"<data android:scheme="shop" /><data android:host="settings" /><data android:pathPattern=".*" />"#)
        #expect(simple.delivers("shop://settings"))
        #expect(simple.delivers("shop://settings/"))
        #expect(simple.delivers("shop://settings/privacy"))
        let advanced = try filter(
            #"<data android:scheme="shop" /><data android:host="search" /><data android:pathAdvancedPattern="/{0,1}" />"#)
        #expect(advanced.delivers("shop://search?q=boots"))
        #expect(advanced.delivers("shop://search/"))
        #expect(!advanced.delivers("shop://search/x"))
        #expect(!advanced.delivers("shop://search//"))
        let simpleSlash = try filter(#"<data android:scheme="shop" /><data android:host="search" /><data android:pathPattern="/*" />"#)
        #expect(!simpleSlash.delivers("shop://search"), "a simple pattern matches the empty path only when it is .* or ends in .*")
        #expect(simpleSlash.delivers("shop://search/"))
        let noPath = try filter(#"<data android:scheme="shop" /><data android:host="settings" />"#)
        #expect(noPath.delivers("shop://settings"))
        // A browser hands an https link without a path on as `/`.
        let web = try filter(#"<data android:scheme="https" /><data android:host="example.com" /><data android:path="/" />"#)
        #expect(web.delivers("https://example.com"))
        #expect(web.delivers("https://example.com?q=1"))
    }

    @Test("ASSOC-22: a route that ends at the first component gets a glob that takes the empty path")
    func oneComponentCustomRoutes() throws {
        var router = Pathways(origins: ["shop://"])
        router.register(path: "/search", matching: .exact) { _ in }
        router.register(path: "/settings") { _ in }
        router.register(path: "/:lang", matching: .exact) { _ in }
        let advanced = try IntentFilters(router: router, schemes: ["shop"])
        #expect(advanced.xml.contains(#"<!-- * /search exact path-only -->\#n    <data android:pathAdvancedPattern="/{0,1}" />"#))
        #expect(advanced.xml.contains(#"<!-- * /settings prefix path-only -->\#n    <data android:pathAdvancedPattern=".*" />"#))
        #expect(!advanced.delivers("shop://search/x"), "the advanced syntax is exact")
        let simple = try IntentFilters(router: router, schemes: ["shop"], syntax: .simple)
        #expect(simple.xml.components(separatedBy: "<data android:pathPattern=\".*\" />").count == 4, "\(simple)")
        #expect(simple.delivers("shop://search/x"), "the simple syntax has no exact form (ASSOC-8)")
        for filters in [advanced, simple] {
            #expect(!filters.xml.contains("android:path=\"/\""), "\(filters)")
            #expect(!filters.xml.contains("android:pathPrefix=\"/\""), "\(filters)")
            for url in [
                "shop://search?q=boots", "shop://search", "shop://search/", "shop://settings", "shop://settings/",
                "shop://settings/privacy", "shop://en", "shop://en/",
            ] {
                #expect(try router.match(url) != nil, "\(url)")
                #expect(filters.delivers(url), "\(url)")
            }
            let report = try filters.verify(against: router, scheme: "shop")
            #expect(report.isConsistent, "\(report)")
        }
    }

    @Test("ASSOC-23: verifying a custom scheme reads its links as Android does, the first component as the host")
    func verifyCustomScheme() throws {
        let router = try Self.shop()
        let generated = try IntentFilters(router: router, schemes: ["https", "shop"])
        let report = try generated.verify(against: router, scheme: "shop")
        #expect(report.isConsistent, "\(report)")
        // Misspelled hosts: the routes are not delivered, and the filters serve no route.
        let edited = try IntentFilters(
            xml: generated.xml.replacingOccurrences(of: #"android:host="signin""#, with: #"android:host="signon""#)
                .replacingOccurrences(of: #"android:host="c""#, with: #"android:host="cat""#))
        let findings = try edited.verify(against: router, scheme: "shop")
        #expect(findings.undeliveredRoutes.map(\.route.pattern.description) == ["/signin/callback", "/c/*path"], "\(findings)")
        #expect(findings.undeliveredRoutes.map(\.url) == ["shop://signin/callback", "shop://c/1"], "\(findings)")
        #expect(
            findings.unroutedPatterns.map(\.url) == ["shop://signon/callback", "shop://signon/callback/", "shop://cat/x"], "\(findings)")
        // One Android host at a time: the findings whose links have that host.
        let signin = edited.verify(against: router, host: "signin", scheme: "shop")
        #expect(signin.undeliveredRoutes.map(\.url) == ["shop://signin/callback"] && signin.unroutedPatterns.isEmpty, "\(signin)")
        let signon = edited.verify(against: router, host: "SignOn", scheme: "shop")
        #expect(signon.undeliveredRoutes.isEmpty && signon.unroutedPatterns.count == 2, "\(signon)")
        #expect(edited.verify(against: router, host: "products", scheme: "shop").isConsistent)
        #expect(edited.verify(against: router, host: "", scheme: "shop").isConsistent)
        // The web host's filter is unchanged.
        #expect(edited.verify(against: router, host: "shop.example.com").isConsistent)
    }

    @Test("ASSOC-23: verifying a scheme without a host needs one of the router's custom schemes")
    func verifySchemeRefusesWebSchemes() throws {
        let filters = try IntentFilters(router: Self.shop(), schemes: ["https", "shop"])
        let error = expectAssociationError(.invalidScheme, at: "scheme") { _ = try filters.verify(against: Self.shop(), scheme: "https") }
        #expect(error?.detail.contains("verify(against:host:scheme:)") == true)
        expectAssociationError(.invalidScheme, at: "scheme") { _ = try filters.verify(against: Self.shop(), scheme: "SHOP") }
    }

    @Test("ASSOC-23: the SPEC's example, a misspelled host of a custom scheme")
    func specExampleMisspelledHost() throws {
        var router = Pathways(origins: ["shop://"])
        router.register(path: "/products/:id", matching: .exact) { _ in }
        router.register(path: "/settings") { _ in }
        let generated = try IntentFilters(router: router, schemes: ["shop"])
        let filters = try IntentFilters(xml: generated.xml.replacingOccurrences(of: #"host="settings""#, with: #"host="settingz""#))
        let report = try filters.verify(against: router, scheme: "shop")
        #expect(report.undeliveredRoutes.map(\.url) == ["shop://settings"], "\(report)")
        #expect(report.unroutedPatterns.map(\.rule) == [#"android:pathAdvancedPattern=".*""#], "\(report)")
        #expect(report.unroutedPatterns.map(\.url) == ["shop://settingz"], "\(report)")
        expectAssociationError(.invalidScheme, at: "scheme") { _ = try filters.verify(against: router, scheme: "https") }
    }
}
