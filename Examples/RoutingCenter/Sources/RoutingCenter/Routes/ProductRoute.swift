import Pathways

/// `/products/42`: a product by its id, on the web site and as `shop://products/42`.
struct ProductRoute: Pathway, Equatable {
    static let pattern = "/products/:id"
    let id: Int
}
