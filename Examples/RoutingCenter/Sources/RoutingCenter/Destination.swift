import Pathways

/// A screen the app can push, as a SwiftUI `NavigationStack` path holds them.
enum Destination: Hashable {
    case products
    case product(Int)
    case search(String)
    case files([String])
    case settings
}

/// The navigation stack a link opens: what `NavigationPath` would hold, built from what the link
/// means (`match`), without running a handler (SPEC: DISP-7). A product link opens the product
/// list, then the product, so that Back leads somewhere sensible.
func destinations(for link: String, router: Pathways) -> [Destination] {
    guard let match = try? router.match(link) else { return [] }
    switch match.value {
    case let product as ProductRoute: return [.products, .product(product.productID)]
    case let search as SearchRoute: return [.search(search.q)]
    case let files as FileRoute: return [.files(files.path)]
    default: return match.pattern.text.hasPrefix("/settings") ? [.settings] : []
    }
}
