import Pathways
import PathwaysAssociations
import Testing

@Suite("Rules that take more links than their routes")
struct OverBroadRuleTests {
    /// The router of issue 34: `/help/:topic` and `/products/:id`, exact, on a web origin and a
    /// custom scheme.
    static func shop() throws -> Pathways {
        var router = Pathways(origins: ["https://example.com", "shop://"])
        router.register(path: "/help/:topic", matching: .exact) { _ in }
        router.register(path: "/products/:id", matching: .exact) { _ in }
        try router.validate()
        return router
    }

    @Test("ASSOC-34: a path prefix that takes a sibling of its literal (/help takes /helpdesk) is over-broad")
    func prefixTakesSibling() throws {
        let filters = try filter(
            #"""
            <data android:scheme="https" /><data android:host="example.com" />
            <data android:pathPrefix="/help" />
            <data android:pathAdvancedPattern="/products/.+" />
            """#)
        let report = filters.verify(against: try Self.shop(), host: "example.com")
        #expect(!report.isConsistent, "\(report)")
        #expect(report.unroutedPatterns.isEmpty, "every rule takes some route's links")
        #expect(report.overBroadPatterns.map(\.location) == ["/intent-filter[1]/data[3]/@android:pathPrefix"])
        let url = try #require(report.overBroadPatterns.first?.url)
        #expect(url == "https://example.com/helpx")
        #expect(try Self.shop().match(url) == nil, "\(url)")
        #expect(filters.delivers(url))
        #expect(filters.delivers("https://example.com/helpdesk"))
        #expect(report.description.contains("over-broad: \(url)"))
    }

    @Test("ASSOC-34: a path prefix that takes one component fewer than its route (/products/) is over-broad")
    func prefixTakesFewerComponents() throws {
        let filters = try filter(
            #"""
            <data android:scheme="https" /><data android:host="example.com" />
            <data android:pathAdvancedPattern="/help/.+" />
            <data android:pathPrefix="/products/" />
            """#)
        let report = filters.verify(against: try Self.shop(), host: "example.com")
        #expect(report.overBroadPatterns.map(\.location) == ["/intent-filter[1]/data[4]/@android:pathPrefix"])
        #expect(report.overBroadPatterns.first?.url == "https://example.com/products/")
    }

    @Test("ASSOC-34: a filter with only a scheme takes every link of it, on hosts no route serves")
    func schemeOnlyFilter() throws {
        let filters = try filter(#"<data android:scheme="shop" />"#)
        let report = try filters.verify(against: Self.shop(), scheme: "shop")
        #expect(report.undeliveredRoutes.isEmpty && report.unroutedPatterns.isEmpty, "\(report)")
        #expect(report.overBroadPatterns.map(\.rule) == ["every path"])
        let url = try #require(report.overBroadPatterns.first?.url)
        #expect(url == "shop://x")
        #expect(try Self.shop().match(url) == nil, "\(url)")
        #expect(filters.delivers(url))
        // For a web scheme, another host is tried: this router takes every path of example.com.
        var everyPath = Pathways(origins: ["https://example.com"])
        everyPath.register(path: "/") { _ in }
        let web = try filter(#"<data android:scheme="https" />"#).verify(against: everyPath, host: "example.com")
        #expect(web.overBroadPatterns.map(\.rule) == ["every path"], "\(web)")
        let other = try #require(web.overBroadPatterns.first?.url)
        #expect(try LinkHost.of(other) != "example.com" && everyPath.match(other) == nil, "\(other)")
    }

    @Test("ASSOC-34: a component /help* takes /helpdesk beside the links of /help/:topic")
    func appleComponentTakesSibling() throws {
        let file = try file(#"{"/": "/help*"}, {"/": "/products/?*"}"#)
        let report = file.verify(against: try Self.shop(), host: "example.com", appID: appID)
        #expect(report.undeliveredRoutes.isEmpty && report.unroutedPatterns.isEmpty, "\(report)")
        #expect(report.overBroadPatterns.map(\.location) == ["$.applinks.details[0].components[0]"])
        #expect(report.overBroadPatterns.first?.rule == #"{ "/": "/help*" }"#)
        let url = try #require(report.overBroadPatterns.first?.url)
        #expect(url == "https://example.com/helpx")
        #expect(try Self.shop().match(url) == nil, "\(url)")
        #expect(file.delivers(url, to: appID))
        #expect(file.delivers("https://example.com/helpdesk", to: appID))
    }

    @Test("ASSOC-34: generated associations of the issue's router are not over-broad")
    func generatedNotOverBroad() throws {
        let app = try Self.shop()
        let file = try AppSiteAssociation(router: app, host: "example.com", appIDs: [appID])
        #expect(file.verify(against: app, host: "example.com", appID: appID).isConsistent)
        let filters = try IntentFilters(router: app, schemes: ["https", "shop"], hosts: ["example.com"])
        #expect(filters.verify(against: app, host: "example.com").isConsistent, "\(filters.verify(against: app, host: "example.com"))")
        let custom = try filters.verify(against: app, scheme: "shop")
        #expect(custom.isConsistent, "\(custom)")
    }

    @Test("ASSOC-21: the consistent report says what was checked, not more")
    func consistentWording() throws {
        let app = try Self.shop()
        let report = try AppSiteAssociation(router: app, host: "example.com", appIDs: [appID]).verify(
            against: app, host: "example.com", appID: appID)
        #expect(!report.description.contains("every rule serves a route"))
        #expect(report.description.hasPrefix("consistent: no sample link"), "\(report)")
    }
}

/// The host of a link's text, for a test's message.
enum LinkHost {
    static func of(_ url: String) -> String? {
        guard let start = url.range(of: "://")?.upperBound else { return nil }
        return String(url[start...].prefix { $0 != "/" && $0 != "?" && $0 != "#" })
    }
}
