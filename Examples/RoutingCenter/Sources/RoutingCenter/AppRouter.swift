import Pathways

/// Builds the app's router: web links on example.com and blog.example.com, and in-app links in
/// the `myapp` scheme.
@MainActor
func makeAppRouter(navigator: Navigator, session: SignInSession, orders: OrderStore = OrderStore()) -> Pathways {
    // `myapp://products/42` has the path /products/42 and no host (SPEC: SCHEME-2).
    var router = Pathways(customSchemes: ["myapp"])

    // example.com: the web site's links.
    router.register(host: "example.com", ProductRoute.self, matching: .exact) { route, parameters in
        navigator.show("product \(route.productID) (web), campaign \(parameters["campaign"] ?? "none")")
    }
    // A literal beats a placeholder, whatever the order of registration (PREC-1, PREC-2).
    router.register(host: "example.com", path: "/products/featured", matching: .exact) { _ in
        navigator.show("featured products")
    }
    router.register(host: "example.com", MemberRoute.self, matching: .exact) { route, _ in
        navigator.show("member \(route.memberID.uuidString.lowercased()) of team \(route.teamID)")
    }
    router.register(host: "example.com", SearchRoute.self, matching: .exact) { route, _ in
        // `+` stays a plus sign; only %20 is a space (QUERY-2). `tag` takes every value (CODE-7).
        navigator.show("search for \"\(route.q)\" with tags \(route.tag), page \(route.pageNumber)")
    }
    // A catch-all: the rest of the path, one element per component (MATCH-7).
    router.register(host: "example.com", FileRoute.self, matching: .exact) { route, _ in
        navigator.show("file browser at \(route.path)")
    }
    // The web app routes after `#`; a placeholder takes one piece (MATCH-5).
    router.register(host: "example.com", WebAppItemRoute.self, matching: .exact) { route, _ in
        navigator.show("web app item \(route.id)")
    }
    router.register(host: "example.com", path: "/settings") { parameters in
        // This route did not opt in to fragment parameters, so it never sees them (FRAG-2).
        navigator.show("settings, fragment parameters seen: \(parameters.fragment.count)")
    }
    // Prefix routes (the default, REG-4): the longer prefix wins (PREC-2).
    router.register(host: "example.com", path: "/settings/privacy") { _ in
        navigator.show("privacy settings")
    }
    router.register(host: "example.com", path: "/callback#complete", matching: .exact, supportFragmentParams: true) { parameters in
        navigator.show(session.finish(code: parameters["code"], state: parameters["state"]))
    }

    // The order screen waits for the order: an async handler. `try await open(url)` returns
    // once it has finished (DISP-8).
    router.register(host: "example.com", OrderRoute.self, matching: .exact) { route, _ async in
        navigator.show(await orders.load(route.orderID))
    }

    // blog.example.com: another host, its own routes.
    router.register(host: "blog.example.com", PostRoute.self, matching: .exact) { route, _ in
        navigator.show("blog post \"\(route.slug)\"")
    }

    // No host: any host, and the myapp scheme. A route with a host beats these (PREC-5).
    router.register(ProductRoute.self, matching: .exact) { route, _ in
        navigator.show("product \(route.productID) (any host, or myapp)")
    }
    router.register(path: "/help/:topic", matching: .exact) { parameters in
        navigator.show("help on \"\(parameters.capture("topic") ?? "")\"")
    }
    return router
}
