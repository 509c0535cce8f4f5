import Pathways

/// `/p/red-running-shoes`: a product by the slug marketing pages use.
struct ProductSlugRoute: Pathway, Equatable {
    static let pattern = "/p/:slug"
    let slug: String
}
