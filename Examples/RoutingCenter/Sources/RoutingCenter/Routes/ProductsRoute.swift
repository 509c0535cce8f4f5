import Pathways

/// `/products`, exactly: the product list. Only the screens' router has it: it is the screen
/// beneath a product in a navigation stack.
struct ProductsRoute: Pathway, Equatable {
    static let pattern = "/products"
}
