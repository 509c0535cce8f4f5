import Pathways

/// `/app#/item/7`: a link into the shop's web app, which routes after `#`. The fragment
/// route's pieces match one for one, and `:id` takes one of them (SPEC: PAT-10, MATCH-5).
struct WebAppItemRoute: Pathway, Equatable {
    static let pattern = "/app#/item/:id"
    let id: Int
}
