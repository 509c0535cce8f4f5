import Pathways
import Testing

@Suite("Origins")
@MainActor
struct OriginTests {
    let journal = Journal()

    /// The shop of issue 24: one web origin and one custom scheme, every route once.
    func shop() throws -> Pathways {
        var router = Pathways(origins: ["https://shop.example.com", "shop://"])
        router.register(path: "/products/:id", matching: .exact, handler: journal.pathHandler("product"))
        router.register(origin: "shop://", path: "/orders/:id", matching: .exact, handler: journal.pathHandler("order"))
        router.register(origin: "https://shop.example.com", path: "/help", handler: journal.pathHandler("help"))
        try router.validate()
        return router
    }

    /// URLs that a hostless route once served: other hosts, schemes and ports, look-alikes.
    nonisolated static let hostile = [
        "https://evil.example/products/42",
        "https://shop.example.com.evil.example/products/42",
        "https://evilshop.example.com/products/42",
        "http://shop.example.com/products/42",
        "https://shop.example.com:8443/products/42",
        "https://shop.example.com./products/42",
        "https://[::1]/products/42",
        "https://127.0.0.1/products/42",
        "https://xn--shp-tna.example.com/products/42",
        "https://xn--exmple-cua.com/products/42",
        "wss://shop.example.com/products/42",
        "file:///products/42",
        "myapp:///products/42",
        "myapp://products/42",
        "shopx://products/42",
        "shop.example.com://products/42",
    ]

    @Test("ORIGIN-1, ORIGIN-2: a URL of another scheme, host or port reaches no handler", arguments: hostile)
    func hostileURLs(_ url: String) throws {
        let router = try shop()
        #expect(try !router.handle(url))
        #expect(try router.match(url) == nil)
        #expect(journal.routes.isEmpty)
    }

    @Test("ORIGIN-1: hostless routes serve every origin of the router; malformed URLs still throw")
    func hostlessServesEveryOrigin() throws {
        let router = try shop()
        #expect(try router.handle("https://shop.example.com/products/42"))
        #expect(try router.handle("shop://products/43"))
        #expect(journal.entries.map { $0.parameters.captures.first?.value } == ["42", "43"])
        expectError(.malformedPercentEncoding, .match) { _ = try router.handle("https://evil.example/products/%ZZ") }
        expectError(.userinfoNotAllowed, .match) { _ = try router.handle("https://shop.example.com@evil.example/products/1") }
        expectError(.missingHost, .match) { _ = try router.handle("https:///products/42") }
    }

    @Test("ORIGIN-2: schemes and hosts fold ASCII case; a default or empty port is no port")
    func comparison() throws {
        let router = try shop()
        for url in [
            "HTTPS://SHOP.Example.COM/products/1", "https://shop.example.com:443/products/1", "https://shop.example.com:/products/1",
            "https://shop.example.com:0443/products/1", "SHOP://products/1",
        ] {
            #expect(try router.match(url)?.route.pattern.text == "/products/:id", "\(url)")
        }
        var ports = Pathways(origins: ["https://example.com:8443", "http://example.com"])
        ports.register(path: "/a", handler: journal.pathHandler("a"))
        try ports.validate()
        #expect(try ports.match("https://example.com:8443/a") != nil)
        #expect(try ports.match("http://example.com:80/a") != nil)
        #expect(try ports.match("https://example.com/a") == nil)
        #expect(try ports.match("http://example.com:8443/a") == nil)
        #expect(ports.origins == ["https://example.com:8443", "http://example.com"])
    }

    @Test("ORIGIN-3: a custom-scheme origin reads its authority as the first path component")
    func customSchemeOrigin() throws {
        let router = try shop()
        #expect(router.customSchemes == ["shop"])
        for url in ["shop://products/42", "shop:///products/42", "shop:/products/42", "Shop://products/42"] {
            #expect(try router.match(url)?.parameters.captures.first?.value == "42", "\(url)")
        }
        expectError(.dotSegment, .match) { _ = try router.handle("shop://../products/42") }
    }

    @Test(
        "ORIGIN-4: an origin that is not scheme://host[:port] or scheme:// is invalidOrigin",
        arguments: [
            ["https://"], ["http://"], ["https:"], ["shop:"], ["shop:/"], ["shop"], ["://x"], ["1app://"], ["file://"], ["file://x"],
            ["https://example.com/"], ["https://example.com/a"], ["https://example.com?q=1"], ["https://example.com#x"],
            ["https://user@example.com"], ["https://example.com:"], ["https://example.com:65536"], ["https://example.com:8a"],
            ["https://example.com."], ["https://ex\u{430}mple.com"], ["https://EXAMPLE.com:443", "https://example.com"],
            ["shop://", "shop://x"], ["shop://x", "SHOP://"], ["shop://", "shop://"], ["https://[::1"], ["https://[0:0::1]"],
        ])
    func invalidOrigins(_ origins: [String]) throws {
        let router = Pathways(origins: origins + ["https://fine.example"])
        let error = try #require(router.registrationErrors.first)
        #expect(error.code == .invalidOrigin)
        #expect(error.phase == .registration)
        #expect(error.description.contains("invalidOrigin") && error.expected != nil, "\(error)")
        #expect(router.registrationErrors.count == 1)
        #expect(router.origins.contains("https://fine.example"))
        expectError(.invalidOrigin, .registration) { try router.validate() }
    }

    @Test("ORIGIN-4: an empty list of origins is invalidOrigin, and the router serves nothing")
    func noOrigins() throws {
        var router = Pathways(origins: [])
        router.register(path: "/a", handler: journal.pathHandler("a"))
        #expect(router.registrationErrors.map(\.code) == [.invalidOrigin])
        #expect(try !router.handle("https://example.com/a"))
    }

    @Test("ORIGIN-4: origins are kept lower-cased, without a default port")
    func originText() {
        let router = Pathways(origins: ["HTTPS://Shop.Example.COM:443", "Shop://", "http://[::1]:8080"])
        #expect(router.registrationErrors.isEmpty)
        #expect(router.origins == ["https://shop.example.com", "shop://", "http://[::1]:8080"])
    }

    @Test("ORIGIN-5: a route limited to an origin serves that origin only")
    func limitedRoutes() throws {
        let router = try shop()
        #expect(try router.handle("shop://orders/1"))
        #expect(try !router.handle("https://shop.example.com/orders/1"))
        #expect(try router.handle("https://shop.example.com/help"))
        #expect(try !router.handle("shop://help"))
        #expect(journal.routes == ["order", "help"])
        let routes = router.routes.map(\.description)
        #expect(
            routes == [
                "* /products/:id exact path-only", "shop:// /orders/:id exact path-only",
                "https://shop.example.com /help prefix path-only",
            ])
        #expect(router.routes.map(\.origin) == [nil, "shop://", "https://shop.example.com"])
        #expect(router.routes.map(\.host) == [nil, nil, "shop.example.com"])
        #expect(try router.match("shop://orders/7")?.route.origin == "shop://")
    }

    @Test("ORIGIN-5: the typed and async overloads take an origin too")
    func typedAndAsyncOverloads() throws {
        var router = Pathways(origins: ["https://example.com", "myapp://"])
        router.register(origin: "myapp://", NoteRoute.self) { _, _ in }
        router.register(origin: "myapp://", path: "/n/:title", as: NoteRoute.self) { _, _ in }
        router.register(origin: "myapp://", NoteRoute.self) { _, _ async in }
        router.register(origin: "myapp://", path: "/m/:title", as: NoteRoute.self) { _, _ async in }
        router.register(origin: "myapp://", path: "/a") { _ async in }
        try router.validate()
        #expect(router.routes.allSatisfy { $0.origin == "myapp://" })
        #expect(try router.match("https://example.com/notes/x") == nil)
        #expect(try router.match("myapp://notes/x")?.value as? NoteRoute == NoteRoute(title: "x"))
    }

    @Test(
        "ORIGIN-5: a route on an origin or host the router does not serve is invalidOrigin",
        arguments: [
            (String?.none, String?.some("https://other.example")), (nil, "http://shop.example.com"), (nil, "other://"),
            (nil, "https://shop.example.com/"), ("other.example", nil), ("other.example", "https://shop.example.com"),
            ("shop.example.com", "shop://"),
        ])
    func refusedScopes(_ host: String?, _ origin: String?) {
        var router = Pathways(origins: ["https://shop.example.com", "shop://"])
        router.register(host: host, origin: origin, path: "/a", handler: journal.pathHandler("a"))
        #expect(router.routes.isEmpty)
        #expect(router.registrationErrors.map(\.code) == [.invalidOrigin])
    }

    @Test("ORIGIN-5: a host of a web origin, alone or with its origin, is accepted")
    func hostAndOrigin() throws {
        var router = Pathways(origins: ["https://shop.example.com", "http://shop.example.com:8080", "shop://"])
        router.register(host: "Shop.Example.com", path: "/a", handler: journal.pathHandler("a"))
        router.register(host: "shop.example.com", origin: "http://shop.example.com:8080", path: "/b", handler: journal.pathHandler("b"))
        try router.validate()
        #expect(try router.handle("https://shop.example.com/a"))
        #expect(try router.handle("http://shop.example.com:8080/a"))
        #expect(try !router.handle("shop://a"))
        #expect(try !router.handle("https://shop.example.com/b"))
        #expect(try router.handle("http://shop.example.com:8080/b"))
        #expect(journal.routes == ["a", "a", "b"])
    }

    @Test("ORIGIN-5: a router without origins refuses a route limited to one")
    func originWithoutOrigins() {
        var router = Pathways()
        router.register(origin: "https://example.com", path: "/a", handler: journal.pathHandler("a"))
        #expect(router.registrationErrors.map(\.code) == [.invalidOrigin])
        #expect(router.routes.isEmpty)
    }

    @Test("ORIGIN-6: a route limited to an origin beats one that serves every origin")
    func precedence() throws {
        for limitedFirst in [true, false] {
            var router = Pathways(origins: ["https://example.com", "myapp://"])
            let register: [(inout Pathways) -> Void] = [
                { $0.register(origin: "myapp://", path: "/settings", handler: journal.pathHandler("limited")) },
                { $0.register(path: "/settings", handler: journal.pathHandler("every")) },
            ]
            for step in limitedFirst ? register : register.reversed() { step(&router) }
            #expect(try router.match("myapp://settings")?.route.origin == "myapp://")
            #expect(try router.match("https://example.com/settings")?.route.origin == nil)
            #expect(router.diagnostics.isEmpty)
        }
    }

    @Test("ORIGIN-7: routes limited to different origins do not tie; the same origin does")
    func ties() {
        var router = Pathways(origins: ["https://example.com", "myapp://"])
        router.register(origin: "myapp://", path: "/a", handler: journal.pathHandler("1"))
        router.register(origin: "https://example.com", path: "/a", handler: journal.pathHandler("2"))
        router.register(path: "/a", handler: journal.pathHandler("3"))
        #expect(router.diagnostics.isEmpty)
        router.register(origin: "MyApp://", path: "/a", handler: journal.pathHandler("4"))
        #expect(router.diagnostics.map(\.kind) == [.neverRuns])
    }

    @Test("REG-7, ORIGIN-7: a route on a host ties with one limited to an origin of that host, and hides it where it serves all its URLs")
    func hostAndOriginTie() throws {
        var router = Pathways(origins: ["https://example.com", "http://example.com", "myapp://"])
        router.register(origin: "https://example.com", path: "/a", handler: journal.pathHandler("https"))
        router.register(host: "example.com", path: "/a", handler: journal.pathHandler("host"))
        router.register(origin: "http://example.com", path: "/a", handler: journal.pathHandler("http"))
        router.register(origin: "myapp://", path: "/a", handler: journal.pathHandler("myapp"))
        try router.validate()
        // Equal precedence (ORIGIN-6), so registration order decides where both match.
        #expect(try router.match("https://example.com/a")?.route.origin == "https://example.com")
        #expect(try router.match("http://example.com/a")?.route.origin == nil)
        let found = router.diagnostics.map { "\($0.kind.rawValue): \($0.route) after \($0.earlier)" }
        #expect(
            found == [
                "tie: example.com /a prefix path-only after https://example.com /a prefix path-only",
                "neverRuns: http://example.com /a prefix path-only after example.com /a prefix path-only",
            ])
    }

    @Test("REG-7: a route on a host that only one origin has is hidden by an earlier path-only route limited to that origin")
    func hostOfOneOriginNeverRuns() {
        var router = Pathways(origins: ["https://example.com", "myapp://"])
        router.register(origin: "https://example.com", path: "/a/:id", handler: journal.pathHandler("origin"))
        router.register(host: "Example.com", path: "/a/:slug", handler: journal.pathHandler("host"))
        let found = router.diagnostics.map { "\($0.kind.rawValue): \($0.route.pattern) after \($0.earlier.origin ?? "")" }
        #expect(found == ["neverRuns: /a/:slug after https://example.com"])
    }

    @Test("Pathways() and Pathways(customSchemes:) keep serving every origin")
    func withoutOrigins() throws {
        var router = Pathways(customSchemes: ["shop"])
        router.register(path: "/products/:id", handler: journal.pathHandler("product"))
        #expect(router.origins.isEmpty)
        for url in ["https://evil.example/products/1", "http://x/products/1", "shop://products/1", "other:///products/1"] {
            #expect(try router.handle(url), "\(url)")
        }
    }

    @Test("ORIGIN-1: the deprecated reset() keeps the router's origins")
    @available(*, deprecated)
    func resetKeepsOrigins() throws {
        var router = try shop()
        router.reset()
        #expect(router.routes.isEmpty && router.registrationErrors.isEmpty)
        #expect(router.origins == ["https://shop.example.com", "shop://"])
        router.register(path: "/products/:id", handler: journal.pathHandler("product"))
        #expect(try !router.handle("https://evil.example/products/1"))
        #expect(try router.handle("shop://products/1"))
    }
}
