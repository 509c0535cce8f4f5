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

private enum ShopScreen: PathwayDestination {
    case list
    case item(Int)
    case reviews(Int)

    var route: any Pathway {
        switch self {
        case .list: ShopListRoute()
        case .item(let id): ShopItemRoute(id: id)
        case .reviews(let id): ShopReviewsRoute(id: id)
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
}
