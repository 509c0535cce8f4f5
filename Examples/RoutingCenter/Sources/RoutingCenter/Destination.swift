import Foundation
import Pathways

/// A screen the app can push, as a SwiftUI `NavigationStack` path holds them.
enum Destination: Hashable {
    case products
    case product(Int)
    case productSlug(String)
    case category([String])
    case search(String)
    case order(UUID)
    case settings([String])
}

/// The navigation stack a link opens: what `NavigationPath` would hold, built from what the link
/// means (`match`), without running a handler (SPEC: DISP-7). A product link opens the product
/// list, then the product, so that Back leads somewhere sensible. Home is the empty stack, as is
/// a link that matches nothing.
func destinations(for link: String, router: Pathways) -> [Destination] {
    guard let match = try? router.match(link) else { return [] }
    switch match.value {
    case let product as ProductRoute: return [.products, .product(product.id)]
    case let product as ProductSlugRoute: return [.products, .productSlug(product.slug)]
    case let category as CategoryRoute: return [.category(category.path)]
    case let search as SearchRoute: return [.search(search.q)]
    case let order as OrderRoute: return [.order(order.id)]
    case is SettingsRoute: return [.settings(match.parameters.remainder)]
    default: return []
    }
}
