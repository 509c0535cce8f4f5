import Foundation
import Pathways
import Testing

// The README's Swift code, compiled here. `ReadmeTests.everyBlockIsCompiled` checks that each
// ```swift block of README.md appears in this file line for line (white space aside).

@MainActor
enum ReadmeApp {
    static var calls: [String] = []
}

@MainActor func navigateToProduct(id: Int, campaign: String?) { ReadmeApp.calls.append("product \(id) \(campaign ?? "-")") }
@MainActor func showSettings() { ReadmeApp.calls.append("settings") }
@MainActor func showSettingsHome() { ReadmeApp.calls.append("settings home") }
@MainActor func finishSignIn(token: String?) { ReadmeApp.calls.append("sign in \(token ?? "-")") }

@MainActor
func readmeQuickStart(url: URL) throws -> (path: String, route: Int, handled: Bool, router: Pathways) {
    // swift-format-ignore
    struct ProductRoute: Pathway {
        static let pattern = "/products/:productID"
        let productID: Int
    }

    // swift-format-ignore
    struct MemberRoute: Pathway {
        static let pattern = "/teams/:team_id/members/:member_id"
        let teamID: Int
        let memberID: UUID
        enum CodingKeys: String, CodingKey { case teamID = "team_id"; case memberID = "member_id" }
    }

    let path = try PathwayEncoder.shared.encode(ProductRoute(productID: 42))  // "/products/42"
    let route = try PathwayDecoder.shared.decode(ProductRoute.self, from: url)  // url: https://example.com/products/42

    var router = Pathways()
    router.register(host: "example.com", ProductRoute.self) { route, query in  // handler runs on the main actor
        navigateToProduct(id: route.productID, campaign: query["campaign"])
    }
    router.register(host: "example.com", path: "/settings") { query in showSettings() }  // path-only, prefix by default
    router.register(host: "example.com", path: "/settings", matching: .exact) { query in showSettingsHome() }
    router.register(host: "example.com", path: "/callback/#complete", supportFragmentParams: true) { parameters in
        finishSignIn(token: parameters["token"])
    }
    let handled = try router.handle(url)  // false when no route matches; throws when a matched typed route cannot be decoded
    return (path, route.productID, handled, router)
}

@MainActor
func readmeCustomSchemes() -> Pathways {
    var router = Pathways(customSchemes: ["myapp"])
    router.register(ProductRoute.self) { route, _ in navigateToProduct(id: route.productID, campaign: nil) }
    // https://example.com/products/42, myapp://products/42, myapp:///products/42 and myapp:/products/42 all match.
    return router
}

@Suite("README")
@MainActor
struct ReadmeTests {
    @Test("The quick start behaves as the README says")
    func quickStart() throws {
        ReadmeApp.calls = []
        let url = try #require(URL(string: "https://example.com/products/42?campaign=spring"))
        let result = try readmeQuickStart(url: url)
        #expect(result.path == "/products/42")
        #expect(result.route == 42)
        #expect(result.handled)
        let router = result.router
        #expect(try router.handle(#require(URL(string: "https://EXAMPLE.com/settings"))))
        #expect(try router.handle(#require(URL(string: "https://example.com/settings/privacy"))))
        #expect(try router.handle(#require(URL(string: "https://example.com/callback#complete?token=abc"))))
        #expect(try !router.handle(#require(URL(string: "https://example.com/settingsX"))))
        #expect(try !router.handle(#require(URL(string: "https://other.example/products/42"))))
        #expect(ReadmeApp.calls == ["product 42 spring", "settings home", "settings", "sign in abc"])
    }

    @Test("The custom scheme section behaves as the README says")
    func customSchemes() throws {
        ReadmeApp.calls = []
        let router = readmeCustomSchemes()
        for url in ["https://example.com/products/42", "myapp://products/42", "myapp:///products/42", "myapp:/products/42"] {
            #expect(try router.handle(url))
        }
        #expect(ReadmeApp.calls == Array(repeating: "product 42 -", count: 4))
    }

    @Test("Every Swift block of README.md is compiled in this file")
    func everyBlockIsCompiled() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        // Lines compare with runs of white space folded, so that the formatter may align comments.
        func folded(_ line: Substring) -> String {
            line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        }
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(folded)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        #expect(blocks.count >= 1)
        for block in blocks {
            let lines = block.split(separator: "\n").map(folded)
                .filter { !$0.isEmpty && !$0.hasPrefix("import ") && !$0.hasPrefix(".package(") }
            guard !lines.isEmpty else { continue }
            let found = sourceLines.indices.contains { start in
                var index = start
                for line in lines {
                    while index < sourceLines.count, sourceLines[index].isEmpty || sourceLines[index].hasPrefix("// swift-format-ignore") {
                        index += 1
                    }
                    guard index < sourceLines.count, sourceLines[index] == line else { return false }
                    index += 1
                }
                return true
            }
            #expect(found, "README block not compiled verbatim in ReadmeTests.swift:\n\(block)")
        }
    }
}
