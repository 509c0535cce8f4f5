import Foundation
import Pathways

/// The tabs of a product page: a `String`-backed enum travels as its raw value.
enum ProductTab: String, Codable, Sendable {
    case overview, reviews, questions
}

/// `/products/42/reviews`: an `Int` and an enum.
struct ProductRoute: Pathway, Equatable {
    static let pattern = "/products/:productID/:tab"
    let productID: Int
    let tab: ProductTab
}

/// `/orders/<uuid>`: a `UUID`, under a placeholder whose name differs from the property's.
struct OrderRoute: Pathway, Equatable {
    static let pattern = "/orders/:order_id"
    let orderID: UUID

    enum CodingKeys: String, CodingKey {
        case orderID = "order_id"
    }
}

/// `/calendar/2026-11-30T12%3A00%3A00.250Z`: a `Date`, in ISO 8601 with milliseconds.
struct EventRoute: Pathway, Equatable, CustomStringConvertible {
    static let pattern = "/calendar/:start"
    let start: Date

    // `Date`'s own description hides the milliseconds this route keeps.
    var description: String {
        "EventRoute(start: \(start.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))))"
    }
}

/// `/docs/Q3%20plans/draft%2Fv2`: free text, which may hold `/` and spaces.
struct DocumentRoute: Pathway, Equatable {
    static let pattern = "/docs/:folder/:title"
    let folder: String
    let title: String
}
