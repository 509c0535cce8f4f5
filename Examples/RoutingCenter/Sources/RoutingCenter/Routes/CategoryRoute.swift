import Pathways

/// `/c/shoes/running`: a category at any depth. The catch-all takes every remaining component,
/// each decoded once, so `shoes%2Fboots` stays one name (SPEC: MATCH-7, SEC-12).
struct CategoryRoute: Pathway, Equatable {
    static let pattern = "/c/*path"
    /// The category path, one element per component.
    let path: [String]
}
