import Pathways

/// The shop's origins: its web site, for universal links and App Links, and its own scheme.
/// A link of any other scheme, host or port reaches no handler (SPEC: ORIGIN-1).
let shopOrigins = ["https://shop.example.com", "shop://"]

/// Builds the shop's router: one set of routes for both origins, each route registered once.
@MainActor
func makeShopRouter(navigator: Navigator, session: SignInSession, orders: OrderStore = OrderStore()) -> Pathways {
    // Marketing links carry what they carry: a malformed optional query value (`page=abc`,
    // `discount=ten`) reads as nil instead of refusing the link, and `+` in a query is a space,
    // as an HTML search form sends it. Both are choices, off by default.
    let decoding = PathwayDecodingOptions(malformedOptionalFieldsAreNil: true, plusIsSpaceInQuery: true)
    var router = Pathways(origins: shopOrigins, decoding: decoding)

    // No host and no origin: the route serves both origins, so `shop://products/42` is
    // `/products/42` (SCHEME-2).
    router.register(HomeRoute.self, matching: .exact) { _, _ in
        navigator.show("home")
    }
    router.register(ProductRoute.self, matching: .exact) { route, _ in
        navigator.show("product \(route.id)")
    }
    router.register(ProductSlugRoute.self, matching: .exact) { route, _ in
        navigator.show("product \"\(route.slug)\"")
    }
    router.register(CategoryRoute.self, matching: .exact) { route, _ in
        navigator.show("category \(route.path.joined(separator: " > "))")
    }
    router.register(SearchRoute.self, matching: .exact) { route, _ in
        let sort = route.sort?.rawValue ?? "relevance"
        navigator.show("search \"\(route.q)\", tags \(route.tags), sorted by \(sort), page \(route.pageNumber)")
    }
    router.register(CampaignRoute.self, matching: .exact) { route, _ in
        let discount = route.discount.map { "\($0)% off" } ?? "no discount"
        navigator.show("campaign \(route.name) from \(route.source ?? "unknown") by \(route.medium ?? "unknown"), \(discount)")
    }
    // The order screen waits for its order: an async handler. `try await router.open(url)`
    // returns once it has finished (DISP-8).
    router.register(OrderRoute.self, matching: .exact) { route, _ async in
        navigator.show(await orders.load(route.id))
    }
    // A prefix route (the default, REG-4): the sub-page is the rest of the path (DISP-9).
    router.register(SettingsRoute.self) { _, parameters in
        navigator.show(parameters.remainder.isEmpty ? "settings" : "settings > \(parameters.remainder.joined(separator: " > "))")
    }

    // One origin only. The web app lives on the web site; `shop://app#/item/7` is no route.
    router.register(origin: "https://shop.example.com", WebAppItemRoute.self, matching: .exact) { route, _ in
        navigator.show("web app item \(route.id)")
    }
    // The sign-in callback comes back through the app's own scheme only (ORIGIN-5).
    router.register(origin: "shop://", SignInCallbackRoute.self, matching: .exact) { route, _ in
        navigator.show(session.finish(code: route.code, state: route.state))
    }
    return router
}
