import Pathways

/// `/search?q=shoes&page=2&sort=price-asc&tag=sale&tag=new`: a typed route read from the query.
/// No property names a placeholder, so each one is a query field (SPEC: CODE-5 to CODE-7).
struct SearchRoute: Pathway, Equatable {
    static let pattern = "/search"

    /// The orders a search can be sorted in; the raw values are what links carry. `CaseIterable`
    /// lets registration read past it, so the route table lists `tag` too.
    enum Sort: String, Codable, Sendable, CaseIterable {
        case relevance
        case priceAscending = "price-asc"
        case newest
    }

    /// The search text: the first `q`. Required, so `/search` alone does not decode.
    let q: String
    /// The page the link asks for; `nil` when it names none, or (with the shop's decoding
    /// options) a page that is no number.
    let page: Int?
    /// The order the link asks for; `nil` when it names none or one the app does not know.
    let sort: Sort?
    /// Every `tag`, in the link's order; `[]` when there is none.
    let tags: [String]

    enum CodingKeys: String, CodingKey {
        case q, page, sort
        case tags = "tag"
    }

    /// The page to show. `Codable` has no default values, so the default lives here.
    var pageNumber: Int { page ?? 1 }
}
