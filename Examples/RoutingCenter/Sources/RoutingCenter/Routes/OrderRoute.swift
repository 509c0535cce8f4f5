import Foundation
import Pathways

/// `/orders/6f1c2b0e-…`: an order by its UUID, shown only once it has loaded, so its handler
/// suspends (SPEC: DISP-8).
struct OrderRoute: Pathway, Equatable {
    static let pattern = "/orders/:id"
    let id: UUID
}
