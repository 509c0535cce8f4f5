import Foundation
import Pathways
import Testing

// The README's Swift code, run here, and the samples that it held before its details moved to
// the DocC articles (Patterns, MatchingAndPrecedence, CustomSchemes, UsingPathwaysWithSwiftUI),
// kept as tests of what those articles say. `ReadmeTests.everyBlockIsCompiled` checks that each
// ```swift block of README.md appears in this file line for line (white space, imports, manifests
// and one-line stand-ins aside); `DocumentCompilationTests` compiles each block of README.md and
// of those articles as written.

@MainActor
enum ReadmeApp {
    static var calls: [String] = []
}

@MainActor func navigateToProduct(id: Int, campaign: String?) { ReadmeApp.calls.append("product \(id) \(campaign ?? "-")") }
@MainActor func showSettings() { ReadmeApp.calls.append("settings") }
@MainActor func showSettingsHome() { ReadmeApp.calls.append("settings home") }
@MainActor func finishSignIn(token: String?) { ReadmeApp.calls.append("sign in \(token ?? "-")") }
@MainActor func openItem(id: Int) { ReadmeApp.calls.append("item \(id)") }
@MainActor func showHelp(topic: String?) { ReadmeApp.calls.append("help \(topic ?? "-")") }

@MainActor func refreshInbox() async { ReadmeApp.calls.append("inbox") }

@MainActor
func readmeMatching(url: String, router: Pathways) async throws -> [LinkQueue.Outcome] {
    var router = router
    if let match = try router.match(url), let product = match.value as? ProductRoute {
        navigateToProduct(id: product.productID, campaign: nil)  // build a navigation stack from the value; no handler ran
    }
    router.register(host: "example.com", path: "/inbox") { _ async in await refreshInbox() }
    try await router.open(url)  // returns once the chosen handler has finished
    let links = LinkQueue(router: router)
    await links.receive(url)  // .held until release()
    let outcomes = await links.release()  // routes the held links in order, each once
    return outcomes
}

func readmeDestinations() throws -> (screen: String?, stack: [String], link: String, router: Pathways) {
    // swift-format-ignore
    struct ProductRoute: Pathway {
        static let pattern = "/products/:productID"
        let productID: Int
    }

    enum Screen: PathwayDestination {
        case product(Int)

        var route: any Pathway {  // each screen's link, checked by the compiler
            switch self {
            case .product(let id): ProductRoute(productID: id)
            }
        }
    }

    var screens = Pathways(origins: ["https://example.com", "myapp://"])
    screens.register(ProductRoute.self) { Screen.product($0.productID) }
    let screen = try screens.destination(for: "https://example.com/products/42", as: Screen.self)  // .product(42)
    let stack = try screens.backStack(for: "myapp://products/42", as: Screen.self)  // [.product(42)], for a NavigationStack
    let link = try screens.link(for: Screen.product(42), origin: "https://example.com")  // https://example.com/products/42
    #expect(screens.destinationMismatches(as: Screen.self).isEmpty)
    return (screen.map { "\($0)" }, stack.map { "\($0)" }, link.absoluteString, screens)
}

@MainActor
func readmeQuickStart() throws -> (path: String, route: Int, handled: Bool, router: Pathways) {
    // swift-format-ignore
    struct ProductRoute: Pathway {
        static let pattern = "/products/:productID"
        let productID: Int
    }

    // swift-format-ignore
    struct MemberRoute: Pathway {
        static let pattern = "/teams/:team_id/members/:member_id"
        let teamID: Int
        let memberID: UUID
        enum CodingKeys: String, CodingKey { case teamID = "team_id"; case memberID = "member_id" }
    }

    let path = try PathwayEncoder.shared.encode(ProductRoute(productID: 42))  // "/products/42"
    let route = try PathwayDecoder.shared.decode(ProductRoute.self, from: "https://example.com/products/42")  // or from: a URL

    var router = Pathways()
    router.register(host: "example.com", ProductRoute.self) { route, parameters in  // handler runs on the main actor
        navigateToProduct(id: route.productID, campaign: parameters["campaign"])
    }
    router.register(host: "example.com", path: "/settings") { _ in showSettings() }  // path-only, prefix by default
    router.register(host: "example.com", path: "/settings", matching: .exact) { _ in showSettingsHome() }
    router.register(host: "example.com", path: "/callback/#complete", supportFragmentParams: true) { parameters in
        finishSignIn(token: parameters["token"])
    }
    let url = "https://example.com/products/42?campaign=spring"  // or a URL, as the system hands it to the app
    let handled = try router.handle(url)  // false when no route matches; throws when a matched typed route cannot be decoded
    return (path, route.productID, handled, router)
}

@MainActor
func readmeCustomSchemes() -> Pathways {
    var appRouter = Pathways(origins: ["https://example.com", "myapp://"])
    appRouter.register(ProductRoute.self) { route, _ in navigateToProduct(id: route.productID, campaign: nil) }
    appRouter.register(origin: "myapp://", path: "/signin/callback") { parameters in finishSignIn(token: parameters["token"]) }
    // https://example.com/products/42, myapp://products/42, myapp:///products/42 and myapp:/products/42 all match;
    // https://evil.example/products/42, http://example.com/products/42 and https://example.com.evil.example/products/42 do not.
    return appRouter
}

/// The registration probe of the Patterns section: `validate()` throws what registration kept.
@MainActor
func readmeProbe() throws {
    // swift-format-ignore
    struct ProductAlias: Pathway {
        static let pattern = "/p/:productID"
        let productId: Int  // the key is productId, so no property reads :productID
    }

    var checked = Pathways()
    checked.register(ProductAlias.self) { _, _ in }
    try checked.validate()  // throws missingPlaceholder for productID; the route was not added
}

/// What the query field section's code gives, with the other claims of its prose.
struct ReadmeQueryFields {
    var searchIsShoesPage2 = false
    var searchPath = ""
    var missingQ: PathwayError?
    var tags: [String] = []
    var noTags: [String] = ["unset"]
    var tagsPath = ""
}

func readmeQueryFields() throws -> ReadmeQueryFields {
    // swift-format-ignore
    struct SearchRoute: Pathway, Equatable {
        static let pattern = "/search"
        let q: String   // required: /search alone does not decode
        let page: Int?  // nil when the link has no page
    }

    // swift-format-ignore
    struct ArticlesRoute: Pathway {
        static let pattern = "/articles"
        let tag: [String]  // ?tag=swift&tag=ios gives ["swift", "ios"]; no tag gives []
    }

    let search = try PathwayDecoder.shared.decode(SearchRoute.self, from: "https://example.com/search?q=shoes&page=2")
    // SearchRoute(q: "shoes", page: 2)
    let searchPath = try PathwayEncoder.shared.encode(SearchRoute(q: "red shoes", page: nil))  // "/search?q=red%20shoes"

    var result = ReadmeQueryFields()
    result.searchIsShoesPage2 = search == SearchRoute(q: "shoes", page: 2)
    result.searchPath = searchPath
    do {
        _ = try PathwayDecoder.shared.decode(SearchRoute.self, fromPath: "/search")
    } catch {
        result.missingQ = error
    }
    result.tags = try PathwayDecoder.shared.decode(ArticlesRoute.self, fromPath: "/articles?tag=swift&tag=ios").tag
    result.noTags = try PathwayDecoder.shared.decode(ArticlesRoute.self, fromPath: "/articles").tag
    result.tagsPath = try PathwayEncoder.shared.encode(ArticlesRoute(tag: ["swift", "ios"]))
    return result
}

// The defaults idiom: an optional field with a computed default, or a custom `init(from:)`.
// swift-format-ignore
struct FeedRoute: Pathway {
    static let pattern = "/feed"
    let sort: String?                        // what the link says
    var order: String { sort ?? "newest" }   // what the screen uses
}

// swift-format-ignore
struct InboxRoute: Pathway {
    static let pattern = "/inbox"
    let page: Int

    init(page: Int = 1) { self.page = page }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = try container.decodeIfPresent(Int.self, forKey: .page) ?? 1
    }
}
// /feed gives order "newest"; /inbox gives page 1, /inbox?page=3 page 3.

func readmeCatchAll() throws -> (path: [String], filePath: String) {
    // swift-format-ignore
    struct FileRoute: Pathway {
        static let pattern = "/files/*path"
        let path: [String]
    }

    let file = try PathwayDecoder.shared.decode(FileRoute.self, fromPath: "/files/a/b%2Fc/d")  // path: ["a", "b/c", "d"]
    let filePath = try PathwayEncoder.shared.encode(FileRoute(path: ["a", "b/c"]))  // "/files/a/b%2Fc"
    return (file.path, filePath)
}

@MainActor
func readmeWebApp() -> Pathways {
    // swift-format-ignore
    struct ItemRoute: Pathway {
        static let pattern = "/app#/item/:id"
        let id: Int
    }

    var webApp = Pathways()
    webApp.register(host: "example.com", ItemRoute.self) { route, _ in openItem(id: route.id) }  // https://example.com/app#/item/7
    webApp.register(host: "example.com", path: "/Help/:topic", caseInsensitive: true) { parameters in
        showHelp(topic: parameters.capture("topic"))  // /help/Privacy and /HELP/Privacy both give "Privacy"
    }
    return webApp
}

/// The date section's code, with what its prose says of the exact default and of `Date()`.
func readmeDates() throws -> (eventPath: String, exactRefuses: PathwayError?, nowRoundTrips: Bool) {
    // swift-format-ignore
    struct EventRoute: Pathway {
        static let pattern = "/events/:at"
        let at: Date
    }

    let rounding = PathwayEncoder(dateEncodingStrategy: .roundedDownToMilliseconds)  // or .roundedDownToSeconds; .exact is the default
    let eventPath = try rounding.encode(EventRoute(at: Date(timeIntervalSince1970: 1_796_040_000.2509)))
    // "/events/2026-11-30T12%3A00%3A00.250Z"

    var exactRefuses: PathwayError?
    do {
        _ = try PathwayEncoder.shared.encode(EventRoute(at: Date(timeIntervalSince1970: 1_796_040_000.2509)))
    } catch {
        exactRefuses = error
    }
    let now = Date()
    let decoded = try PathwayDecoder.shared.decode(EventRoute.self, fromPath: rounding.encode(EventRoute(at: now))).at
    return (eventPath, exactRefuses, decoded <= now && now.timeIntervalSince(decoded) < 0.001)
}

@Suite("README", .serialized)
@MainActor
struct ReadmeTests {
    @Test("DEST-5, DEST-6: the quick start's screens behave as the README says")
    func quickStartScreens() throws {
        let result = try readmeDestinations()
        #expect(result.screen == "product(42)")
        #expect(result.stack == ["product(42)"])
        #expect(result.link == "https://example.com/products/42")
        #expect(try result.router.backStack(for: "https://evil.example/products/42", as: String.self) == [])
    }

    @Test("The quick start behaves as the README says")
    func quickStart() throws {
        ReadmeApp.calls = []
        let result = try readmeQuickStart()
        #expect(result.path == "/products/42")
        #expect(result.route == 42)
        #expect(result.handled)
        let router = result.router
        #expect(try router.handle(#require(URL(string: "https://EXAMPLE.com/settings"))))
        #expect(try router.handle(#require(URL(string: "https://example.com/settings/privacy"))))
        #expect(try router.handle(#require(URL(string: "https://example.com/callback#complete?token=abc"))))
        #expect(try !router.handle(#require(URL(string: "https://example.com/settingsX"))))
        #expect(try !router.handle(#require(URL(string: "https://other.example/products/42"))))
        #expect(ReadmeApp.calls == ["product 42 spring", "settings home", "settings", "sign in abc"])
    }

    @Test("Custom schemes behave as the Custom schemes article says")
    func customSchemes() throws {
        ReadmeApp.calls = []
        let router = readmeCustomSchemes()
        for url in ["https://example.com/products/42", "myapp://products/42", "myapp:///products/42", "myapp:/products/42"] {
            #expect(try router.handle(url))
        }
        #expect(ReadmeApp.calls == Array(repeating: "product 42 -", count: 4))
        for url in [
            "https://evil.example/products/42", "http://example.com/products/42", "https://example.com.evil.example/products/42",
            "https://example.com/signin/callback",
        ] {
            #expect(try !router.handle(url), "\(url)")
        }
        #expect(try router.handle("myapp://signin/callback?token=abc"))
        #expect(ReadmeApp.calls.last == "sign in abc")
    }

    @Test("The registration probe refuses a misspelled key before any link arrives")
    func probe() throws {
        let error = expectError(.missingPlaceholder, .registration) { try readmeProbe() }
        #expect(error?.placeholder == "productID")
        struct ProductAlias: Pathway {
            static let pattern = "/p/:productID"
            let productId: Int
        }
        var router = Pathways()
        router.register(ProductAlias.self) { _, _ in }
        #expect(router.registrationErrors.map(\.code) == [.missingPlaceholder])
        #expect(try !router.handle("https://example.com/p/42"))
    }

    @Test("Query fields decode and encode as the Patterns article says")
    func queryFields() throws {
        let result = try readmeQueryFields()
        #expect(result.searchIsShoesPage2)
        #expect(result.searchPath == "/search?q=red%20shoes")
        #expect(result.missingQ?.code == .missingValue)
        #expect(result.missingQ?.placeholder == "q")
        #expect(result.tags == ["swift", "ios"])
        #expect(result.noTags == [])
        #expect(result.tagsPath == "/articles?tag=swift&tag=ios")
    }

    @Test("Defaults: a computed default over an optional field, or a custom init(from:)")
    func defaults() throws {
        let decoder = PathwayDecoder.shared
        #expect(try decoder.decode(FeedRoute.self, fromPath: "/feed").order == "newest")
        #expect(try decoder.decode(FeedRoute.self, fromPath: "/feed?sort=oldest").order == "oldest")
        #expect(try PathwayEncoder.shared.encode(FeedRoute(sort: nil)) == "/feed")
        #expect(try decoder.decode(InboxRoute.self, fromPath: "/inbox").page == 1)
        #expect(try decoder.decode(InboxRoute.self, fromPath: "/inbox?page=3").page == 3)
        expectError(.invalidValue, .decode) { _ = try decoder.decode(InboxRoute.self, fromPath: "/inbox?page=x") }
        #expect(try PathwayEncoder.shared.encode(InboxRoute()) == "/inbox?page=1")
        // Both idioms pass the registration probe and dispatch.
        ReadmeApp.calls = []
        var router = Pathways()
        router.register(FeedRoute.self) { route, _ in ReadmeApp.calls.append("feed \(route.order)") }
        router.register(InboxRoute.self) { route, _ in ReadmeApp.calls.append("inbox \(route.page)") }
        try router.validate()
        #expect(try router.handle("https://example.com/feed"))
        #expect(try router.handle("https://example.com/inbox"))
        #expect(try router.handle("https://example.com/inbox?page=3"))
        #expect(ReadmeApp.calls == ["feed newest", "inbox 1", "inbox 3"])
    }

    @Test("A catch-all binds to an array, one element per component")
    func catchAll() throws {
        let result = try readmeCatchAll()
        #expect(result.path == ["a", "b/c", "d"])
        #expect(result.filePath == "/files/a/b%2Fc")
        struct JoinedFile: Pathway {
            static let pattern = "/files/*path"
            let path: String
        }
        expectError(.unsupportedType, .decode) { _ = try PathwayDecoder.shared.decode(JoinedFile.self, fromPath: "/files/a/b") }
    }

    @Test("Hash-route placeholders and case-insensitive routes behave as the articles say")
    func webApp() throws {
        ReadmeApp.calls = []
        let router = readmeWebApp()
        try router.validate()
        #expect(try router.handle("https://example.com/app#/item/7"))
        #expect(try router.handle("https://example.com/help/Privacy"))
        #expect(try router.handle("https://example.com/HELP/Privacy"))
        #expect(try !router.handle("https://other.example/help/Privacy"))
        #expect(try !router.handle("https://example.com/app#item/7"))
        #expect(ReadmeApp.calls == ["item 7", "help Privacy", "help Privacy"])
    }

    @Test("The date section's encoder rounds down to the millisecond; the exact default refuses")
    func dates() throws {
        let result = try readmeDates()
        #expect(result.eventPath == "/events/2026-11-30T12%3A00%3A00.250Z")
        #expect(result.exactRefuses?.code == .unrepresentableDate)
        #expect(result.nowRoundTrips)
    }

    @Test("Matching, async handlers and held links behave as the SwiftUI article says")
    func matching() async throws {
        ReadmeApp.calls = []
        var router = Pathways()
        router.register(host: "example.com", ProductRoute.self) { route, _ in navigateToProduct(id: route.productID, campaign: nil) }
        let outcomes = try await readmeMatching(url: "https://example.com/products/42", router: router)
        #expect(outcomes == [.handled])
        #expect(ReadmeApp.calls == ["product 42 -", "product 42 -", "product 42 -"])
    }

    @Test(
        "Every Swift block of README.md is compiled in this file, or, for PathwaysAssociations and PathwaysCompatibility, in their README tests"
    )
    func everyBlockIsCompiled() throws {
        // PathwaysTests depends on neither PathwaysAssociations nor PathwaysCompatibility, whose
        // README code is compiled by their own test targets.
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let associations = tests.appendingPathComponent("PathwaysAssociationsTests/AssociationsReadmeTests.swift")
        let compatibility = tests.appendingPathComponent("PathwaysCompatibilityTests/CompatibilityReadmeTests.swift")
        try expectSwiftBlocks(of: "README.md", compiledIn: #filePath, alsoIn: [associations.path, compatibility.path])
    }
}
