import Pathways

/// `/`, exactly: the home screen. A typed route with no properties, so that `match` gives a
/// value to switch over.
struct HomeRoute: Pathway, Equatable {
    static let pattern = "/"
}
