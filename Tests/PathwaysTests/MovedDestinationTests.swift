import Pathways
import Testing

// A shop whose product pages moved from /item/:id to /products/:id, and whose list of products
// moved from /catalog to /products: destination routes registered with `movedFrom:` (REG-8,
// DEST-1), in back stacks (DEST-6 to DEST-9).

private struct ShopListRoute: Pathway { static let pattern = "/products" }
private struct ShopItemRoute: Pathway {
    static let pattern = "/products/:id"
    let id: Int
}
private struct ShopReviewsRoute: Pathway {
    static let pattern = "/products/:id/reviews"
    let id: Int
}

private struct ShopCategoryRoute: Pathway {
    static let pattern = "/categories/:category"
    let category: String
}
private struct ShopCategoryItemRoute: Pathway {
    static let pattern = "/categories/:category/products/:id"
    let category: String
    let id: Int
}

private enum ShopScreen: PathwayDestination {
    case list
    case item(Int)
    case reviews(Int)
    case category(String)
    case categoryItem(String, Int)

    var route: any Pathway {
        switch self {
        case .list: ShopListRoute()
        case .item(let id): ShopItemRoute(id: id)
        case .reviews(let id): ShopReviewsRoute(id: id)
        case .category(let category): ShopCategoryRoute(category: category)
        case .categoryItem(let category, let id): ShopCategoryItemRoute(category: category, id: id)
        }
    }
}

@Suite("Moved destination routes")
struct MovedDestinationTests {
    private static let shop = "https://shop.example.com"

    private func stack(_ router: Pathways, _ path: String) throws -> [ShopScreen] {
        try router.backStack(for: Self.shop + path, as: ShopScreen.self)
    }

    @Test(
        "DEST-7, REG-8: a route with aliases keeps the parents registered before it, and is a parent of the routes registered before it",
        arguments: [Matching.exact, .prefix])
    func aliasesKeepTheRouteInTheHierarchy(matching: Matching) throws {
        // The parent first, then the moved child.
        var childLast = Pathways(origins: [Self.shop])
        childLast.register(ShopListRoute.self, matching: matching) { _ in ShopScreen.list }
        childLast.register(ShopItemRoute.self, matching: matching, movedFrom: [RouteAlias("/item/:id")]) { ShopScreen.item($0.id) }
        try childLast.validate()
        #expect(try stack(childLast, "/products/42") == [.list, .item(42)])

        // The child first, then the moved parent: the route itself, not only its alias, is the child's parent.
        var parentLast = Pathways(origins: [Self.shop])
        parentLast.register(ShopItemRoute.self, matching: matching) { ShopScreen.item($0.id) }
        parentLast.register(ShopListRoute.self, matching: matching, movedFrom: [RouteAlias("/catalog")]) { _ in ShopScreen.list }
        try parentLast.validate()
        #expect(try stack(parentLast, "/products/42") == [.list, .item(42)])
        #expect(try stack(parentLast, "/catalog") == [.list])

        // Three levels, the middle one moved, in registration order and in reverse.
        var forward = Pathways(origins: [Self.shop])
        forward.register(ShopListRoute.self, matching: matching) { _ in ShopScreen.list }
        forward.register(ShopItemRoute.self, matching: matching, movedFrom: [RouteAlias("/item/:id")]) { ShopScreen.item($0.id) }
        forward.register(ShopReviewsRoute.self, matching: matching) { ShopScreen.reviews($0.id) }
        var backward = Pathways(origins: [Self.shop])
        backward.register(ShopReviewsRoute.self, matching: matching) { ShopScreen.reviews($0.id) }
        backward.register(ShopItemRoute.self, matching: matching, movedFrom: [RouteAlias("/item/:id")]) { ShopScreen.item($0.id) }
        backward.register(ShopListRoute.self, matching: matching) { _ in ShopScreen.list }
        for router in [forward, backward] {
            #expect(try stack(router, "/products/42/reviews") == [.list, .item(42), .reviews(42)])
            #expect(try stack(router, "/products/42") == [.list, .item(42)])
        }

        // An alias whose pattern is a prefix of the route's own is one route with it, not its parent.
        var reviews = Pathways(origins: [Self.shop])
        reviews.register(ShopListRoute.self, matching: matching) { _ in ShopScreen.list }
        reviews.register(ShopReviewsRoute.self, matching: matching, movedFrom: [RouteAlias("/products/:id")]) {
            ShopScreen.reviews($0.id)
        }
        try reviews.validate()
        #expect(try stack(reviews, "/products/42/reviews") == [.list, .reviews(42)])
    }

    @Test("DEST-9, REG-8: a route with aliases and its own parents gives them for its link and for its old links")
    func aliasesWithExplicitParents() throws {
        var router = Pathways(origins: [Self.shop])
        router.register(ShopListRoute.self, matching: .exact) { _ in ShopScreen.list }
        router.register(
            ShopItemRoute.self, matching: .exact, movedFrom: [RouteAlias("/item/:id")], parents: { _ in [ShopScreen.list] },
            destination: { ShopScreen.item($0.id) })
        router.register(ShopReviewsRoute.self, matching: .exact) { ShopScreen.reviews($0.id) }
        #expect(try stack(router, "/products/42") == [.list, .item(42)])
        #expect(try stack(router, "/item/42") == [.list, .item(42)])
        // The moved route is still the parent of the routes beneath it.
        #expect(try stack(router, "/products/42/reviews") == [.list, .item(42), .reviews(42)])
    }

    @Test(
        "DEST-7, REG-8: an old link kept by an alias gives the back stack of the route's own link for the same value",
        arguments: [false, true])
    func aliasLinksGiveTheRoutesBackStack(listFirst: Bool) throws {
        var router = Pathways(origins: [Self.shop, "shop://"])
        if listFirst { router.register(ShopListRoute.self, matching: .exact) { _ in ShopScreen.list } }
        router.register(ShopItemRoute.self, matching: .exact, movedFrom: [RouteAlias("/item/:id")]) { ShopScreen.item($0.id) }
        if !listFirst { router.register(ShopListRoute.self, matching: .exact) { _ in ShopScreen.list } }
        router.register(ShopReviewsRoute.self, matching: .exact, movedFrom: [RouteAlias("/item/:id/reviews")]) {
            ShopScreen.reviews($0.id)
        }
        try router.validate()
        for (old, new) in [("/item/42", "/products/42"), ("/item/42/reviews", "/products/42/reviews")] {
            #expect(try stack(router, old) == stack(router, new))
            #expect(
                try router.backStack(for: "shop:/" + old, as: ShopScreen.self) == router.backStack(for: "shop:/" + new, as: ShopScreen.self)
            )
        }
        #expect(try stack(router, "/item/42/reviews") == [.list, .item(42), .reviews(42)])
        #expect(try router.backStack(for: "shop://item/42", as: ShopScreen.self) == [.list, .item(42)])
        // A link that no route takes, or that the alias fails to decode, is what it was.
        #expect(try stack(router, "/item") == [])
        #expect(throws: PathwayError.self) { try stack(router, "/item/abc") }
    }

    @Test(
        "DEST-7, DEST-8, REG-8: an alias's parents decode from the route's own link, with the values the alias supplies, on the link's origin"
    )
    func aliasParentsDecodeFromTheOwnLink() throws {
        var router = Pathways(origins: [Self.shop, "shop://"])
        router.register(origin: "shop://", ShopListRoute.self, matching: .exact) { _ in ShopScreen.list }
        router.register(ShopItemRoute.self, matching: .exact, movedFrom: [RouteAlias("/item/:id")]) { ShopScreen.item($0.id) }
        router.register(ShopCategoryRoute.self, matching: .exact) { ShopScreen.category($0.category) }
        // Every old short link was of a shoe.
        router.register(
            ShopCategoryItemRoute.self, matching: .exact, movedFrom: [RouteAlias("/p/:id", supplying: ["category": "shoes"])]
        ) { ShopScreen.categoryItem($0.category, $0.id) }
        try router.validate()
        // The supplied category is in the route's own link, /categories/shoes/products/7.
        #expect(try stack(router, "/p/7") == [.category("shoes"), .categoryItem("shoes", 7)])
        // The list serves shop:// only: the web link has no parent, the custom-scheme one has.
        #expect(try stack(router, "/item/42") == [.item(42)])
        #expect(try router.backStack(for: "shop://item/42", as: ShopScreen.self) == [.list, .item(42)])

        // A type that is Decodable only has no link of its own: its old links give their destination alone.
        var decodableOnly = Pathways(origins: [Self.shop])
        decodableOnly.register(ShopListRoute.self, matching: .exact) { _ in ShopScreen.list }
        decodableOnly.register(path: "/products/:id", as: LegacyItem.self, matching: .exact, movedFrom: ["/item/:id"]) {
            ShopScreen.item($0.id)
        }
        try decodableOnly.validate()
        #expect(try stack(decodableOnly, "/products/42") == [.list, .item(42)])
        #expect(try stack(decodableOnly, "/item/42") == [.item(42)])
    }
}

/// A product read by a type that only decodes, registered under an explicit pattern.
private struct LegacyItem: Decodable, Sendable {
    let id: Int
}
