import Foundation
import Pathways

/// A screen the app can push, as a SwiftUI `NavigationStack` path holds them. Each screen names
/// the route its link is written with, in one `switch`: a screen added later does not compile
/// until it has one (SPEC: DEST-5).
enum Destination: PathwayDestination {
    case products
    case product(Int)
    case productSlug(String)
    case category([String])
    case search(String)
    case order(UUID)
    case settings([String])

    var route: any Pathway {
        switch self {
        case .products: ProductsRoute()
        case .product(let id): ProductRoute(id: id)
        case .productSlug(let slug): ProductSlugRoute(slug: slug)
        case .category(let path): CategoryRoute(path: path)
        case .search(let text): SearchRoute(q: text, page: nil, sort: nil, tags: [])
        case .order(let id): OrderRoute(id: id)
        case .settings(let page): page.isEmpty ? SettingsRoute() as any Pathway : SettingsPageRoute(page: page)
        }
    }
}

/// The screens' router: the routes a navigation stack is built from, each with the screen its
/// links lead to and no handler (SPEC: DEST-1). The shop's router runs handlers; this one says
/// where a link leads, from any task.
func makeShopScreens() -> Pathways {
    let decoding = PathwayDecodingOptions(malformedOptionalFieldsAreNil: true, plusIsSpaceInQuery: true)
    var screens = Pathways(origins: shopOrigins, decoding: decoding)
    screens.register(ProductsRoute.self, matching: .exact) { _ in Destination.products }
    screens.register(ProductRoute.self, matching: .exact) { Destination.product($0.id) }
    // A slug link has no `/products` above it in its path; the list is beneath it all the same.
    screens.register(
        ProductSlugRoute.self, matching: .exact, parents: { _ in [Destination.products] },
        destination: { Destination.productSlug($0.slug) })
    screens.register(CategoryRoute.self, matching: .exact) { Destination.category($0.path) }
    screens.register(SearchRoute.self, matching: .exact) { Destination.search($0.q) }
    screens.register(OrderRoute.self, matching: .exact) { Destination.order($0.id) }
    screens.register(SettingsRoute.self, matching: .exact) { _ in Destination.settings([]) }
    screens.register(SettingsPageRoute.self) { Destination.settings($0.page) }
    return screens
}

/// The navigation stack a link opens: the screens beneath its own, from the URL's hierarchy
/// (`/products` beneath `/products/42`, `/settings` beneath `/settings/privacy`), then its own
/// (SPEC: DEST-6 to DEST-9). A link that no screen route takes, or a malformed one, opens
/// nothing: the stack stays empty, and home shows.
func destinations(for link: String, screens: Pathways) -> [Destination] {
    (try? screens.backStack(for: link, as: Destination.self)) ?? []
}
