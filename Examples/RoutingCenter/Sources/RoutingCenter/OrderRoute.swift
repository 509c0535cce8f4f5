import Pathways

/// `/orders/1042`: shown only after the order has loaded, so its handler suspends (SPEC: DISP-8).
struct OrderRoute: Pathway, Equatable {
    static let pattern = "/orders/:orderID"
    let orderID: Int
}

/// Where orders come from. A real app asks its server; this one answers after a suspension, as
/// a network call would.
@MainActor
final class OrderStore {
    private(set) var loaded: [Int] = []

    func load(_ orderID: Int) async -> String {
        await Task.yield()
        loaded.append(orderID)
        return "order \(orderID), 3 items"
    }
}
