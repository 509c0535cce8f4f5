import Foundation
import Pathways

/// Route types of two releases of a shop, for the tests of this target.
struct ProductRoute: Pathway {
    static let pattern = "/products/:productID"
    let productID: Int
    let campaign: String?
}

/// The same route as ``ProductRoute`` under a new type name.
struct ItemRoute: Pathway {
    static let pattern = "/products/:productID"
    static let routeName = "ProductRoute"
    let productID: Int
    let campaign: String?
}

/// ``ProductRoute`` renamed without keeping its name.
struct RenamedProductRoute: Pathway {
    static let pattern = "/products/:productID"
    let productID: Int
    let campaign: String?
}

/// ``ProductRoute`` whose campaign became required.
struct StrictProductRoute: Pathway {
    static let pattern = "/products/:productID"
    static let routeName = "ProductRoute"
    let productID: Int
    let campaign: String
}

/// ``ProductRoute`` whose identifier became a string: wider.
struct TextProductRoute: Pathway {
    static let pattern = "/products/:productID"
    static let routeName = "ProductRoute"
    let productID: String
    let campaign: String?
}

/// A route whose fields cover every kind and several scalar kinds.
struct OrderRoute: Pathway {
    static let pattern = "/orders/:orderID/*rest#/step/:step"
    enum Sort: String, Codable, CaseIterable { case newest, oldest }
    let orderID: UUID
    let rest: [String]
    let step: Int8
    let sort: Sort?
    let tags: [Int]?
    let since: Date?
    let gift: Bool
}

/// A user route whose identifier is text.
struct UserRoute: Pathway {
    static let pattern = "/users/:name"
    let name: String
}

/// ``ProductRoute`` moved under its store: `/products/:productID` is now an alias of it, whose
/// links are all of store 1 (REG-8).
struct StoreProductRoute: Pathway {
    static let pattern = "/stores/:storeID/products/:productID"
    static let routeName = "ProductRoute"
    let storeID: Int
    let productID: Int
    let campaign: String?
}

enum Releases {
    /// The first release: a typed product route, a typed user route, path-only settings.
    static func first() -> Pathways {
        var router = Pathways()
        router.register(host: "shop.example.com", ProductRoute.self, matching: .exact) { _, _ in }
        router.register(UserRoute.self, matching: .exact) { _, _ in }
        router.register(host: "shop.example.com", path: "/settings") { _ in }
        return router
    }
}
