import Foundation
import Pathways
import PathwaysCompatibility
import Testing

@Suite("Compatibility reports")
struct CompatibilityReportTests {
    /// The report of the first release's table against `change` applied to the first release's
    /// registrations, or against a router `change` builds alone.
    private func report(_ router: Pathways, sourceLocation: SourceLocation = #_sourceLocation) throws -> CompatibilityReport {
        let old = try RouteTable(json: Releases.first().routeTable.jsonText)
        return try CompatibilityReport(old: old, router: router)
    }

    @Test("COMPAT-1, COMPAT-6: the same release is compatible with itself and adds no routes")
    func unchanged() throws {
        let report = try report(Releases.first())
        #expect(report.isCompatible)
        #expect(report.addedRoutes.isEmpty)
        #expect(report.description == "Every link of the old route table still reaches its route.")
    }

    @Test("COMPAT-4: a renamed pattern leaves the old links without a route")
    func renamedPattern() throws {
        var router = Pathways()
        router.register(host: "shop.example.com", path: "/p/:productID", as: ProductRoute.self, matching: .exact) { _, _ in }
        router.register(UserRoute.self, matching: .exact) { _, _ in }
        router.register(host: "shop.example.com", path: "/settings") { _ in }
        let report = try report(router)
        let broken = try #require(report.brokenLinks.first)
        #expect(report.brokenLinks.count == 1)
        #expect(broken.route.pattern == "/products/:productID")
        #expect(broken.problem == .unreached)
        #expect(broken.url == "https://shop.example.com/products/1?campaign=x")
        #expect(report.addedRoutes.isEmpty, "the route keeps its name, so it is not new")
    }

    @Test("TABLE-4, COMPAT-4: a type renamed without its route name reaches another route; with it, the same route")
    func renamedType() throws {
        var renamed = Pathways()
        renamed.register(host: "shop.example.com", RenamedProductRoute.self, matching: .exact) { _, _ in }
        renamed.register(UserRoute.self, matching: .exact) { _, _ in }
        renamed.register(host: "shop.example.com", path: "/settings") { _ in }
        let report = try report(renamed)
        #expect(report.brokenLinks.map(\.problem) == [.otherRoute])
        #expect(report.brokenLinks.first?.newRoute?.name == "RenamedProductRoute")
        #expect(report.addedRoutes.map(\.name) == ["RenamedProductRoute"])

        var kept = Pathways()
        kept.register(host: "shop.example.com", ItemRoute.self, matching: .exact) { _, _ in }
        kept.register(UserRoute.self, matching: .exact) { _, _ in }
        kept.register(host: "shop.example.com", path: "/settings") { _ in }
        #expect(try self.report(kept).isCompatible)
    }

    @Test("COMPAT-9: a route renamed and moved without its route name: the report says the names differ and how to keep the old one")
    func renamedAndMoved() throws {
        struct AuthorRoute: Pathway {
            static let pattern = "/authors/:name"
            let name: String
        }
        struct PersonRoute: Pathway {
            static let pattern = "/people/:name"
            let name: String
        }
        var old = Pathways()
        old.register(AuthorRoute.self, matching: .exact) { _, _ in }
        var new = Pathways()
        new.register(PersonRoute.self, matching: .exact, movedFrom: ["/authors/:name"]) { _, _ in }
        let report = try CompatibilityReport(old: old.routeTable, router: new)
        let broken = try #require(report.brokenLinks.first)
        #expect(broken.problem == .otherRoute, "the kinds of COMPAT-4 are unchanged")
        #expect(broken.newRoute?.isAlias == true)
        #expect(
            broken.description
                == "* /authors/:name exact AuthorRoute: https://any.example/authors/x reaches * /authors/:name exact alias-of PersonRoute "
                + "(the same pattern under another name, PersonRoute instead of AuthorRoute: only a route named AuthorRoute keeps its "
                + #"links; to keep the name, declare `static let routeName = "AuthorRoute"` in PersonRoute)"#)

        // A route of another name that takes the link at another pattern gets no such hint.
        struct MeRoute: Pathway {
            static let pattern = "/authors/me"
        }
        var literal = old
        literal.register(MeRoute.self, matching: .exact) { _, _ in }
        let taken = try #require(try CompatibilityReport(old: old.routeTable, router: literal).brokenLinks.first)
        #expect(taken.problem == .otherRoute)
        #expect(taken.newRoute?.name == "MeRoute")
        #expect(taken.detail.isEmpty, "\(taken)")
    }

    @Test("TABLE-6, COMPAT-7: a route that moved keeps its old links through an alias of its name, which the report names")
    func movedRoute() throws {
        func release(aliases: [RouteAlias]) -> Pathways {
            var router = Pathways()
            router.register(host: "shop.example.com", StoreProductRoute.self, matching: .exact, movedFrom: aliases) { _, _ in }
            router.register(UserRoute.self, matching: .exact) { _, _ in }
            router.register(host: "shop.example.com", path: "/settings") { _ in }
            return router
        }
        let moved = release(aliases: [RouteAlias("/products/:productID", supplying: ["storeID": "1"])])
        try moved.validate()
        let report = try report(moved)
        #expect(report.isCompatible, "\(report)")
        #expect(report.addedRoutes.isEmpty, "the alias and the route keep the name ProductRoute")
        let kept = try #require(report.aliasedLinks.first)
        #expect(report.aliasedLinks.count == 1)
        #expect(kept.route.pattern == "/products/:productID")
        #expect(kept.url == "https://shop.example.com/products/1?campaign=x")
        #expect(kept.alias.pattern == "/products/:productID")
        #expect(kept.alias.isAlias)
        #expect(kept.alias.fields.map(\.name) == ["productID", "campaign"], "the supplied storeID is not read from the link")
        #expect(
            report.description
                == "Every link of the old route table still reaches its route.\nKept by aliases of moved routes:\n"
                + "- shop.example.com /products/:productID exact ProductRoute: https://shop.example.com/products/1?campaign=x "
                + "reaches shop.example.com /products/:productID exact alias-of ProductRoute")

        let table = moved.routeTable
        #expect(table.version == 2)
        #expect(table.jsonText.contains(#"{"alias": true, "caseInsensitive": false, "fields": [{"array": false, "kind": "placeholder""#))
        #expect(try RouteTable(json: table.jsonText) == table)
        #expect(Releases.first().routeTable.version == 1)

        let withoutAlias = try self.report(release(aliases: []))
        #expect(withoutAlias.brokenLinks.map(\.problem) == [.unreached])
        #expect(withoutAlias.aliasedLinks.isEmpty)
    }

    @Test("COMPAT-4: a query field that became required no longer decodes the old links without it")
    func becameRequired() throws {
        var router = Pathways()
        router.register(host: "shop.example.com", StrictProductRoute.self, matching: .exact) { _, _ in }
        router.register(UserRoute.self, matching: .exact) { _, _ in }
        router.register(host: "shop.example.com", path: "/settings") { _ in }
        let broken = try #require(try report(router).brokenLinks.first)
        #expect(broken.problem == .notDecoded)
        #expect(broken.url == "https://shop.example.com/products/1")
        #expect(broken.detail.contains("campaign"))
    }

    @Test("COMPAT-5: widening a field's type, making a field optional, adding a route on a new literal are safe")
    func safeChanges() throws {
        var router = Pathways()
        router.register(host: "shop.example.com", TextProductRoute.self, matching: .prefix) { _, _ in }
        router.register(UserRoute.self, matching: .exact) { _, _ in }
        router.register(host: "shop.example.com", path: "/settings") { _ in }
        router.register(host: "shop.example.com", path: "/help/:topic") { _ in }
        let report = try report(router)
        #expect(report.isCompatible, "\(report)")
        #expect(report.addedRoutes.map(\.pattern) == ["/help/:topic"])
    }

    @Test("COMPAT-4: a narrower type, an exact route, a host added and a new literal route each break old links")
    func breakingChanges() throws {
        // The user's name becomes an Int: `/users/x` no longer decodes.
        struct NumericUserRoute: Pathway {
            static let pattern = "/users/:name"
            static let routeName = "UserRoute"
            let name: Int
        }
        var narrower = Releases.first()
        narrower = Pathways()
        narrower.register(host: "shop.example.com", ProductRoute.self, matching: .exact) { _, _ in }
        narrower.register(NumericUserRoute.self, matching: .exact) { _, _ in }
        narrower.register(host: "shop.example.com", path: "/settings") { _ in }
        #expect(try report(narrower).brokenLinks.map(\.problem) == [.notDecoded])

        // Settings becomes exact: `/settings/x` reaches nothing.
        var exact = Pathways()
        exact.register(host: "shop.example.com", ProductRoute.self, matching: .exact) { _, _ in }
        exact.register(UserRoute.self, matching: .exact) { _, _ in }
        exact.register(host: "shop.example.com", path: "/settings", matching: .exact) { _ in }
        let settings = try #require(try report(exact).brokenLinks.first)
        #expect(settings.route.pattern == "/settings" && settings.url == "https://shop.example.com/settings/x")

        // Users move to one host: the links on any other host break.
        var host = Pathways()
        host.register(host: "shop.example.com", ProductRoute.self, matching: .exact) { _, _ in }
        host.register(host: "shop.example.com", UserRoute.self, matching: .exact) { _, _ in }
        host.register(host: "shop.example.com", path: "/settings") { _ in }
        #expect(try report(host).brokenLinks.map(\.url) == ["https://any.example/users/x"])

        // A new literal route takes a link of the old placeholder route.
        var literal = Releases.first()
        literal.register(path: "/users/me", matching: .exact) { _ in }
        let taken = try #require(try report(literal).brokenLinks.first)
        #expect(taken.problem == .otherRoute)
        #expect(taken.url == "https://any.example/users/me")
        #expect(taken.newRoute?.pattern == "/users/me")
    }

    /// A table of one typed route on every host, `/articles/:year`, with an optional query field
    /// `page` when its type is given.
    private func articles(year: RouteField.Scalar, page: RouteField.Scalar? = nil) -> RouteTable {
        var fields = [RouteField(name: "year", kind: .placeholder, scalar: year)]
        if let page { fields.append(RouteField(name: "page", kind: .query, scalar: page, isOptional: true)) }
        return RouteTable(routes: [RouteTable.Route(pattern: "/articles/:year", matching: .exact, name: "Article", fields: fields)])
    }

    @Test(
        "COMPAT-8: a number narrowed to a type that does not hold its old type's extreme breaks the last link",
        arguments: [
            (RouteField.Scalar.int, RouteField.Scalar.uint8, "-9223372036854775808"),
            (.int64, .int32, "-9223372036854775808"),
            (.int16, .int8, "-32768"),
            (.int8, .uint64, "-128"),
            (.uint8, .int8, "255"),
            (.uint64, .int64, "18446744073709551615"),
            (.uint32, .uint16, "4294967295"),
            (.double, .float, "1.7976931348623157e308"),
        ])
    func narrowedNumber(old: RouteField.Scalar, new: RouteField.Scalar, extreme: String) throws {
        let report = try CompatibilityReport(old: articles(year: old), new: articles(year: new))
        let broken = try #require(report.brokenLinks.first, "\(old) to \(new)")
        #expect(report.brokenLinks.count == 1)
        #expect(broken.problem == .notDecoded)
        #expect(broken.url == "https://any.example/articles/" + extreme)
    }

    @Test(
        "COMPAT-5, COMPAT-8: a number widened to a type that holds every value of its old type keeps every link",
        arguments: [
            (RouteField.Scalar.int32, RouteField.Scalar.int64), (.int8, .int), (.uint8, .int16), (.uint32, .int64), (.uint8, .uint),
            (.int, .string), (.uint64, .string), (.int, .double), (.uint64, .double), (.int64, .float), (.float, .double),
            (.double, .string),
        ])
    func widenedNumber(old: RouteField.Scalar, new: RouteField.Scalar) throws {
        let report = try CompatibilityReport(old: articles(year: old, page: old), new: articles(year: new, page: new))
        #expect(report.isCompatible, "\(report)")
    }

    @Test("COMPAT-8: a narrowed query field is found, and the links before the last keep their order")
    func narrowedQueryField() throws {
        let report = try CompatibilityReport(old: articles(year: .int, page: .int), new: articles(year: .int, page: .uint8))
        #expect(report.brokenLinks.map(\.url) == ["https://any.example/articles/-9223372036854775808?page=-9223372036854775808"])
        #expect(report.brokenLinks.map(\.problem) == [.notDecoded])
        #expect(report.brokenLinks.first?.detail.contains("page") == true)

        // A route that an earlier link already breaks keeps that link as its first.
        let retyped = try CompatibilityReport(old: articles(year: .int), new: articles(year: .bool))
        #expect(retyped.brokenLinks.map(\.url) == ["https://any.example/articles/1"])
    }

    @Test("COMPAT-8: an app's year narrowed from Int to UInt8 breaks its real links, and the report says so")
    func narrowedYear() throws {
        struct ArticleRoute: Pathway {
            static let pattern = "/articles/:year/:month/:slug"
            let year: Int
            let month: Int
            let slug: String
        }
        struct ShortYearArticleRoute: Pathway {
            static let pattern = "/articles/:year/:month/:slug"
            static let routeName = "ArticleRoute"
            let year: UInt8
            let month: Int
            let slug: String
        }
        var old = Pathways(origins: ["https://news.example.com", "news://"])
        old.register(ArticleRoute.self, matching: .exact) { _, _ in }
        var new = Pathways(origins: ["https://news.example.com", "news://"])
        new.register(ShortYearArticleRoute.self, matching: .exact) { _, _ in }
        #expect(throws: PathwayError.self) { try new.match("https://news.example.com/articles/2026/12/budget") }
        let report = try CompatibilityReport(old: old.routeTable, router: new)
        let broken = try #require(report.brokenLinks.first)
        #expect(report.brokenLinks.count == 1)
        #expect(broken.problem == .notDecoded)
        #expect(broken.url == "https://news.example.com/articles/-9223372036854775808/-9223372036854775808/x")
        #expect(broken.detail.contains("year"))
    }

    @Test("COMPAT-1: a route dropped from three origins is listed once, with the first of its broken links")
    func oneLinkPerRoute() throws {
        let origins = ["https://news.example.com", "https://m.news.example.com", "news://"]
        var old = Pathways(origins: origins)
        old.register(path: "/live", matching: .exact) { _ in }
        old.register(path: "/about", matching: .exact) { _ in }
        var new = Pathways(origins: origins)
        new.register(path: "/about", matching: .exact) { _ in }
        let report = try CompatibilityReport(old: old.routeTable, router: new)
        #expect(report.brokenLinks.map(\.url) == ["https://news.example.com/live"], "news://live and the m. host are not listed")
        #expect(
            report.description
                == "1 old route with links that break:\n- * /live exact path-only: https://news.example.com/live reaches no route")
    }

    @Test("COMPAT-2, COMPAT-4: a custom scheme dropped leaves its links, written as apps write them, without a route")
    func customSchemeDropped() throws {
        var old = Pathways(customSchemes: ["shop"])
        old.register(path: "/cart") { _ in }
        var new = Pathways()
        new.register(path: "/cart") { _ in }
        let report = try CompatibilityReport(old: old.routeTable, router: new)
        #expect(report.brokenLinks.map(\.problem) == [.unreached])
        #expect(report.brokenLinks.first?.url == "shop://cart")
    }

    @Test("COMPAT-4: an origin's scheme made custom refuses the links on its IPv6 host, as a component cannot hold '['")
    func refusedLink() throws {
        var old = Pathways(origins: ["myapp://[::1]"])
        old.register(path: "/cart") { _ in }
        var new = Pathways(origins: ["myapp://"])
        new.register(path: "/cart") { _ in }
        try old.validate()
        try new.validate()
        let report = try CompatibilityReport(old: old.routeTable, router: new)
        let broken = try #require(report.brokenLinks.first)
        #expect(report.brokenLinks.count == 1)
        #expect(broken.problem == .rejected)
        #expect(broken.url == "myapp://[::1]/cart")
        #expect(broken.newRoute == nil)
        #expect(broken.detail.contains("invalidCharacter"))
        #expect(broken.description.hasPrefix("* /cart prefix path-only: myapp://[::1]/cart is refused (match error [invalidCharacter]"))
        #expect(broken.description.hasSuffix(")"))
        #expect(report.description.contains("is refused"))
    }

    @Test("COMPAT-2: links an old route never took are not its links; a route another hides has none")
    func onlyOldLinks() throws {
        var old = Pathways()
        old.register(path: "/items/:id") { _ in }
        old.register(path: "/items/:slug") { _ in }  // never runs: the first takes every link
        var new = Pathways()
        new.register(path: "/items/:id") { _ in }
        #expect(try CompatibilityReport(old: old.routeTable, router: new).isCompatible)
    }

    @Test("COMPAT-3: two tables compare without the app's types, and the report reads as sentences")
    func tablesAlone() throws {
        let old = try RouteTable(
            json: #"""
                {"version": 1, "routes": [
                  {"pattern": "/orders/:id", "matching": "exact", "name": "Order", "fields": [{"name": "id", "kind": "placeholder", "scalar": "string"}]}
                ]}
                """#)
        let new = try RouteTable(
            json: #"""
                {"version": 1, "routes": [
                  {"pattern": "/orders/:id", "matching": "exact", "name": "Order", "fields": [{"name": "id", "kind": "placeholder", "scalar": "uuid"}]}
                ]}
                """#)
        let report = try CompatibilityReport(old: old, new: new)
        #expect(report.brokenLinks.map(\.problem) == [.notDecoded])
        #expect(
            report.description.hasPrefix(
                "1 old route with links that break:\n- * /orders/:id exact Order: https://any.example/orders/x no longer decodes ("))
    }

    @Test("COMPAT-3: against a router the report reads its table, so an enum's cases are not seen; the router's own match sees them")
    func routerReadThroughItsTable() throws {
        struct CampaignProductRoute: Pathway {
            static let pattern = "/products/:productID"
            static let routeName = "ProductRoute"
            enum Campaign: String, Codable, CaseIterable { case spring, summer }
            let productID: Int
            let campaign: Campaign?
        }
        var router = Pathways()
        router.register(host: "shop.example.com", CampaignProductRoute.self, matching: .exact) { _, _ in }
        router.register(UserRoute.self, matching: .exact) { _, _ in }
        router.register(host: "shop.example.com", path: "/settings") { _ in }
        let report = try report(router)
        #expect(report.isCompatible, "the table lists the enum as a string field, as the old one lists the String")
        #expect(throws: PathwayError.self, "the router itself refuses the old link the report followed") {
            try router.match("https://shop.example.com/products/1?campaign=x")
        }
        #expect(try router.match("https://shop.example.com/products/1?campaign=spring")?.route.name == "ProductRoute")
    }

    @Test("COMPAT-3: a table built in code with a route the router refuses is an error, not a crash")
    func refusedTable() {
        let table = RouteTable(routes: [RouteTable.Route(pattern: "/a/:b(", matching: .exact)])
        #expect(throws: RouteTableError.self) { try CompatibilityReport(old: table, new: table) }
    }

    @Test("COMPAT-4: a table of 2,000 routes compares with a release that renamed one route")
    func scale() throws {
        var old = Pathways()
        for index in 0..<2_000 {
            old.register(host: "shop.example.com", path: "/section\(index % 100)/item\(index)/:id", matching: .exact) { _ in }
        }
        var new = Pathways()
        for index in 0..<2_000 {
            let prefix = index == 1_321 ? "renamed" : "item"
            new.register(host: "shop.example.com", path: "/section\(index % 100)/\(prefix)\(index)/:id", matching: .exact) { _ in }
        }
        let report = try CompatibilityReport(old: old.routeTable, router: new)
        #expect(report.brokenLinks.map(\.route.pattern) == ["/section21/item1321/:id"])
        #expect(report.addedRoutes.map(\.pattern) == ["/section21/renamed1321/:id"])
    }
}
