import Foundation
import Pathways

/// Encodes typed routes to paths and URLs, decodes them back, and shows what Pathways refuses.
@main
struct CodableRoutes {
    static func main() throws {
        let web = try url("https://example.com/any/path?query=dropped")
        let app = try url("myapp://")

        section("1. Encode to a path and to URLs, then decode back")
        try roundTrip(ProductRoute(productID: 42, tab: .reviews), web: web, app: app)
        try roundTrip(OrderRoute(orderID: try uuid("6F1C2B0E-8D5A-4E0B-9C3A-2B7D9E4F1A60")), web: web, app: app)
        // 2026-11-30 12:00:00.250 UTC: milliseconds are kept exactly.
        try roundTrip(EventRoute(start: Date(timeIntervalSince1970: 1_796_040_000.25)), web: web, app: app)
        try roundTrip(DocumentRoute(folder: "Q3 plans", title: "draft/v2 (final)"), web: web, app: app)

        section("2. Decode links written by someone else")
        let upperCaseUUID = try PathwayDecoder.shared.decode(OrderRoute.self, fromPath: "/orders/6F1C2B0E-8D5A-4E0B-9C3A-2B7D9E4F1A60")
        print("upper-case UUID  -> \(upperCaseUUID.orderID.uuidString.lowercased()) (printed back in lower case)")
        let offsetDate = try PathwayDecoder.shared.decode(EventRoute.self, fromPath: "/calendar/2026-11-30T13:00:00+01:00")
        print("+01:00 offset    -> \(try PathwayEncoder.shared.encode(offsetDate)) (printed back in UTC)")
        let customScheme = PathwayDecoder(customSchemes: ["myapp"])
        let product = try customScheme.decode(ProductRoute.self, from: "myapp://products/7/questions")
        print("myapp://products/7/questions -> productID \(product.productID), tab .\(product.tab)")

        section("3. Values Pathways refuses, with the error's description")
        try refuse("an empty string") {
            try PathwayEncoder.shared.encode(DocumentRoute(folder: "", title: "notes"))
        }
        try refuse("a date finer than a millisecond") {
            try PathwayEncoder.shared.encode(EventRoute(start: Date(timeIntervalSince1970: 1_796_040_000.0001)))
        }
        try refuse("the text '..'") {
            try PathwayEncoder.shared.encode(DocumentRoute(folder: "..", title: "secret"))
        }
        try refuse("a number with a leading zero") {
            try PathwayDecoder.shared.decode(ProductRoute.self, fromPath: "/products/007/reviews")
        }
        try refuse("an unknown enum case") {
            try PathwayDecoder.shared.decode(ProductRoute.self, fromPath: "/products/42/Reviews")
        }
        try refuse("a path of another route") {
            try PathwayDecoder.shared.decode(ProductRoute.self, fromPath: "/orders/42")
        }
    }

    /// Encodes `route` three ways, decodes the path and the web URL, and checks both give `route` back.
    static func roundTrip<Route: Pathway & Equatable>(_ route: Route, web: URL, app: URL) throws {
        let path = try PathwayEncoder.shared.encode(route)
        let webURL = try PathwayEncoder.shared.encode(route, relativeTo: web)
        let appURL = try PathwayEncoder.shared.encode(route, relativeTo: app)
        let fromPath = try PathwayDecoder.shared.decode(Route.self, fromPath: path)
        let fromURL = try PathwayDecoder.shared.decode(Route.self, from: webURL)
        print("\(route)")
        print("    path: \(path)")
        print("    web:  \(webURL.absoluteString)")
        print("    app:  \(appURL.absoluteString)")
        guard fromPath == route, fromURL == route else {
            throw ExampleFailure("\(Route.self) did not decode back to the value it was encoded from")
        }
        print("    decoded back from the path and from the web URL: equal")
    }

    /// Runs `body`, which must throw a `PathwayError`, and prints the error.
    static func refuse(_ what: String, _ body: () throws -> Any) throws {
        do {
            let value = try body()
            throw ExampleFailure("\(what): unexpectedly accepted as \(value)")
        } catch let error as PathwayError {
            print("\(what): refused with \(error.code) (phase \(error.phase))")
            print(indented(error.description))
        }
    }
}

func section(_ title: String) {
    print("\n== \(title)")
}

func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
}

func url(_ text: String) throws -> URL {
    guard let url = URL(string: text) else { throw ExampleFailure("not a URL: \(text)") }
    return url
}

func uuid(_ text: String) throws -> UUID {
    guard let uuid = UUID(uuidString: text) else { throw ExampleFailure("not a UUID: \(text)") }
    return uuid
}

struct ExampleFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
