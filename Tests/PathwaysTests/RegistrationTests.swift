import Pathways
import Testing

@Suite("Registration")
@MainActor
struct RegistrationTests {
    let journal = Journal()

    @Test("REG-1: register keeps the error and adds nothing")
    func register() throws {
        var router = Pathways()
        router.register(path: "/a//b", handler: journal.pathHandler("bad"))
        router.register(host: "example.com:443", path: "/a", handler: journal.pathHandler("bad host"))
        router.register(ProductRoute.self) { _, _ in }
        #expect(router.registrationErrors.map(\.code) == [.patternEmptyComponent, .invalidHost])
        #expect(try !router.handle("https://example.com/a"))
        #expect(try router.handle("https://example.com/products/1"))
        #expect(journal.entries.isEmpty)
    }

    @Test("REG-2: validate throws the first registration error; nothing else is added")
    func validate() throws {
        var router = Pathways()
        router.register(path: "/x", handler: journal.pathHandler("x"))
        try router.validate()
        router.register(path: "/:", handler: journal.pathHandler("bad"))
        router.register(host: "example.com:443", path: "/y", handler: journal.pathHandler("bad host"))
        let error = expectError(.emptyPlaceholderName, .pattern) { try router.validate() }
        #expect(error == router.registrationErrors.first)
        #expect(router.registrationErrors.map(\.code) == [.emptyPlaceholderName, .invalidHost])
        #expect(try router.handle("https://example.com/x"))
        #expect(journal.routes == ["x"])
    }

    @Test("REG-3: typed routes use their pattern or an explicit one")
    func typedPatterns() throws {
        var router = Pathways()
        router.register(ProductRoute.self, matching: .exact) { [journal] route, parameters in
            journal.entries.append(.init(route: "product \(route.productID)", parameters: parameters))
        }
        router.register(path: "/p/:productID", as: ProductRoute.self, matching: .exact) { [journal] route, parameters in
            journal.entries.append(.init(route: "alias \(route.productID)", parameters: parameters))
        }
        #expect(try router.handle("https://example.com/products/1"))
        #expect(try router.handle("https://example.com/p/2"))
        #expect(journal.routes == ["product 1", "alias 2"])
    }

    @Test("REG-6: the router lists its registrations as values, in order, without refused ones")
    func routesAsValues() throws {
        var router = Pathways()
        router.register(host: "Example.com", ProductRoute.self) { _, _ in }
        router.register(path: "/a//b", handler: journal.pathHandler("bad"))
        router.register(path: "/files/*path", matching: .exact, caseInsensitive: true, supportFragmentParams: true) { _ in }
        router.register(path: "/p/:productID", as: ProductRoute.self) { _, _ in }
        let routes = router.routes
        #expect(
            routes.map(\.description) == [
                "example.com /products/:productID prefix ProductRoute",
                "* /files/*path exact case-insensitive fragment-parameters path-only",
                "* /p/:productID prefix ProductRoute",
            ])
        let product = try #require(routes.first)
        #expect(product.pattern == (try PathPattern("/products/:productID")))
        #expect(product.host == "example.com")
        #expect(product.matching == .prefix)
        #expect(product.isTyped && !product.caseInsensitive && !product.supportsFragmentParameters)
        #expect(!routes[1].isTyped && routes[1].typeName == nil && routes[1].caseInsensitive)
        #expect(routes[2] != product)
    }

    @Test("REG-4: matching defaults to prefix")
    func defaultPrefix() throws {
        var router = Pathways()
        router.register(path: "/settings", handler: journal.pathHandler("settings"))
        router.register(ProductRoute.self) { [journal] _, parameters in
            journal.entries.append(.init(route: "product", parameters: parameters))
        }
        router.register(path: "/p/:productID", as: ProductRoute.self) { [journal] _, parameters in
            journal.entries.append(.init(route: "alias", parameters: parameters))
        }
        #expect(try router.handle("https://example.com/settings/privacy"))
        #expect(try router.handle("https://example.com/products/1/reviews"))
        #expect(try router.handle("https://example.com/p/1/reviews"))
        #expect(journal.routes == ["settings", "product", "alias"])
    }

    struct ArrayOnPlaceholder: Pathway {
        static let pattern = "/p/:id"
        let id: [Int]
    }

    struct Misspelled: Pathway {
        static let pattern = "/p/:productID"
        let productId: Int
    }

    struct NestedField: Pathway {
        struct Inner: Codable, Sendable { let x: Int }
        static let pattern = "/n/:id"
        let id: Int
        let inner: Inner?
    }

    /// An array of arrays, seen from its type: the probe's arrays have no elements to look at.
    struct Grid: Pathway {
        static let pattern = "/g"
        let rows: [[Int]]?
    }

    /// An array of strings is not an array of arrays, although `String` is a collection.
    struct Tags: Pathway {
        static let pattern = "/tags"
        let tag: [String]
    }

    /// The probe cannot make up a raw value, so it stops at `tab` and checks nothing after it.
    struct StopsAtEnum: Pathway {
        static let pattern = "/t/:unread"
        let tab: Tab
        let id: [Int]
    }

    /// A start time refuses the made-up empty text and reads `1`: the probe goes on past it.
    struct StartBeforeMisspelled: Pathway {
        static let pattern = "/e/:episodeID"
        let start: StartTime
        let episodeId: Int
    }

    /// An optional raw-value enum that no made-up text is a case of, read as absent.
    struct OptionalEnumBeforeArray: Pathway {
        static let pattern = "/o/:id"
        let tab: Tab?
        let id: [Int]
    }

    @Test("REG-5: the probe offers a refused property 1 and x, and reads an optional it has no value for as absent")
    func probeReadsPast() throws {
        var router = Pathways()
        router.register(StartBeforeMisspelled.self) { _, _ in }
        router.register(OptionalEnumBeforeArray.self) { _, _ in }
        router.register(StopsAtEnum.self) { _, _ in }
        let errors = router.registrationErrors
        #expect(errors.map(\.code) == [.missingPlaceholder, .unsupportedType])
        #expect(errors.map(\.placeholder) == ["episodeID", "id"])
        #expect(errors.allSatisfy { $0.phase == .registration })
        // A required enum refuses every made-up text and is no CaseIterable: the probe stops.
        #expect(router.routes.map(\.pattern.text) == ["/t/:unread"])
    }

    @Test("REG-5: a typed route's type is checked against its pattern when it is registered")
    func probe() throws {
        var router = Pathways()
        router.register(ArrayOnPlaceholder.self) { _, _ in }
        router.register(Misspelled.self) { _, _ in }
        router.register(NestedField.self) { _, _ in }
        router.register(Grid.self) { _, _ in }
        router.register(Tags.self) { _, _ in }
        router.register(StopsAtEnum.self) { _, _ in }
        router.register(QueryFieldTests.SearchRoute.self) { _, _ in }
        let errors = router.registrationErrors
        #expect(errors.map(\.code) == [.unsupportedType, .missingPlaceholder, .unsupportedType, .unsupportedType])
        #expect(errors.map(\.placeholder) == ["id", "productID", "inner", "rows"])
        #expect(errors.allSatisfy { $0.phase == .registration })
        #expect(try !router.handle("https://example.com/p/1"))
        #expect(try !router.handle("https://example.com/n/1"))
        #expect(try !router.handle("https://example.com/g?rows=1"))
        #expect(try router.handle("https://example.com/tags?tag=a&tag=b"))
    }
}

@Suite("Registration diagnostics and migration spellings")
@MainActor
struct DiagnosticsTests {
    @Test("REG-7: true ties and hidden registrations are reported against the earlier one")
    func diagnostics() throws {
        var router = Pathways()
        router.register(path: "/items/:id") { _ in }
        router.register(path: "/items/:slug") { _ in }
        router.register(path: "/items/:id", as: ItemRoute.self) { _, _ in }
        router.register(ItemRoute.self, matching: .exact) { _, _ in }
        router.register(path: "/items/:other", matching: .exact) { _ in }
        router.register(host: "example.com", path: "/items/:id") { _ in }
        router.register(path: "/Help", caseInsensitive: true) { _ in }
        router.register(path: "/help", caseInsensitive: true) { _ in }
        router.register(path: "/help") { _ in }
        let found = router.diagnostics.map { "\($0.kind.rawValue): \($0.route.pattern) after \($0.earlier.pattern)" }
        #expect(
            found == [
                "neverRuns: /items/:slug after /items/:id",
                "neverRuns: /items/:id after /items/:id",
                "tie: /items/:other after /items/:id",
                "neverRuns: /help after /Help",
            ])
        #expect(router.diagnostics.first?.description.contains("never runs") == true)
        var clean = Pathways()
        clean.register(path: "/a") { _ in }
        clean.register(path: "/a", matching: .exact) { _ in }
        #expect(clean.diagnostics.isEmpty)
    }

    @Test("REG-7, PREC-7: patterns without literals tie whether or not they fold case; literals tie only when both fold")
    func tiesAcrossCaseFolding() {
        var router = Pathways()
        router.register(path: "/:id", matching: .exact, caseInsensitive: true) { _ in }
        router.register(path: "/:slug", matching: .exact) { _ in }
        router.register(path: "/*rest", caseInsensitive: true) { _ in }
        router.register(path: "/*all") { _ in }
        router.register(path: "/Help/:id", caseInsensitive: true) { _ in }
        router.register(path: "/help/:x") { _ in }
        router.register(path: "/HELP/:y", caseInsensitive: true) { _ in }
        let found = router.diagnostics.map { "\($0.kind.rawValue): \($0.route.pattern) after \($0.earlier.pattern)" }
        #expect(
            found == [
                "neverRuns: /:slug after /:id",
                "neverRuns: /*all after /*rest",
                "neverRuns: /HELP/:y after /Help/:id",
            ])
    }

    @Test("QUERY-8: a default for a missing parameter, and the parameters as a dictionary")
    func parametersForMigration() {
        let parameters = RouteParameters(
            captures: [.init(name: "id", value: "7")],
            query: [.init(name: "tab", value: "posts"), .init(name: "tab", value: "likes"), .init(name: "id", value: "8")],
            fragment: [.init(name: "token", value: "t")])
        #expect(parameters["tab", default: "all"] == "posts")
        #expect(parameters["sort", default: "newest"] == "newest")
        #expect(parameters["token", default: ""] == "t")
        #expect(parameters.dictionary == ["id": "7", "tab": "posts", "token": "t"])
    }

    @Test("The earlier package's spellings forward to routes")
    @available(*, deprecated)
    func deprecatedSpellings() {
        var router = Pathways(customSchemes: ["myapp"], decoding: PathwayDecodingOptions(plusIsSpaceInQuery: true))
        router.register(host: "Example.com", ProductRoute.self) { _, _ in }
        router.register(path: "/settings") { _ in }
        router.register(host: "example.com", path: "/help") { _ in }
        #expect(router.registeredPatterns() == ["/products/:productID", "/settings", "/help"])
        #expect(router.registeredHosts() == ["example.com"])
        router.reset()
        #expect(router.routes.isEmpty && router.customSchemes == ["myapp"])
        #expect(router.decoding.plusIsSpaceInQuery)
    }
}
