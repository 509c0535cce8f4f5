import Pathways

/// `/search?q=shoes&page=2&tag=sale`: a typed route read from the query. No property names a
/// placeholder, so each one is a query field (SPEC: CODE-5 to CODE-7).
struct SearchRoute: Pathway, Equatable {
    static let pattern = "/search"
    /// The search text: the first `q`. Required, so `/search` alone does not decode.
    let q: String
    /// The page the link asks for, `nil` when it names none.
    let page: Int?
    /// Every `tag`, in the link's order; `[]` when there is none.
    let tag: [String]

    /// The page to show. `Codable` has no default values, so the default lives here.
    var pageNumber: Int { page ?? 1 }
}
