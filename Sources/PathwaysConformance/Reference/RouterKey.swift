import Pathways

/// What identifies a built router: the options and routes in order.
struct RouterKey: Hashable {
    let router: RouterOptions
    let routes: [RouteSpec]

    // Hashable would compare strings with `String ==`, which equates NFC and NFD patterns;
    // compare the JSON forms byte for byte instead.
    static func == (lhs: RouterKey, rhs: RouterKey) -> Bool {
        lhs.router.jsonValue.isIdentical(to: rhs.router.jsonValue)
            && lhs.routes.count == rhs.routes.count
            && zip(lhs.routes, rhs.routes).allSatisfy { $0.jsonValue.isIdentical(to: $1.jsonValue) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(routes.count)
        for route in routes { hasher.combine(Array(route.pattern.utf8)) }
    }
}
