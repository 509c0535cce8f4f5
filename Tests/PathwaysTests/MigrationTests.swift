import Foundation
import Pathways
import Testing

// MIGRATION.md's Swift code, compiled here. `MigrationTests.everyBlockIsCompiled` checks that
// each ```swift block of MIGRATION.md appears in this file line for line (white space aside).

/// A type that is not a `Pathway`, as the earlier package decoded.
struct LegacyProduct: Decodable, Equatable {
    let productID: Int
}

@MainActor
enum MigrationApp {
    static var searches: [String] = []
}

@MainActor func search(_ text: String, sort: String) { MigrationApp.searches.append("\(text) \(sort)") }

@MainActor
func migrationSamples() throws -> (router: Pathways, patterns: [String], hosts: Set<String>, path: String?, legacy: LegacyProduct) {
    var router = Pathways()
    router.register(host: "example.com", path: "/search") { parameters in
        let sort = parameters["sort", default: "newest"]
        let query: [String: String] = parameters.dictionary
        search(query["q"] ?? "", sort: sort)
    }
    let before = router

    let patterns = router.routes.map(\.pattern.text)
    let hosts = Set(router.routes.compactMap(\.host))
    router = Pathways(customSchemes: router.customSchemes, limits: router.limits)

    let path = try? PathwayEncoder.shared.encode(ProductRoute(productID: 42))  // "/products/42"

    let pattern = try PathPattern("/legacy/:productID")
    let legacy = try PathwayDecoder.shared.decode(LegacyProduct.self, pattern: pattern, from: "https://example.com/legacy/7")
    #expect(router.routes.isEmpty)
    return (before, patterns, hosts, path, legacy)
}

@Suite("MIGRATION.md")
@MainActor
struct MigrationTests {
    @Test("The samples behave as MIGRATION.md says")
    func samples() throws {
        let result = try migrationSamples()
        #expect(try result.router.handle("https://example.com/search?q=shoes"))
        #expect(MigrationApp.searches == ["shoes newest"])
        #expect(result.patterns == ["/search"])
        #expect(result.hosts == ["example.com"])
        #expect(result.path == "/products/42")
        #expect(result.legacy == LegacyProduct(productID: 7))
    }

    @Test("Every Swift block of MIGRATION.md is compiled in this file")
    func everyBlockIsCompiled() throws {
        try expectSwiftBlocks(of: "MIGRATION.md", compiledIn: #filePath)
    }

    @Test("Every requirement MIGRATION.md names is in SPEC.md")
    func requirementsExist() throws {
        let root = RequirementCoverageTests.root
        let migration = try String(contentsOf: root.appendingPathComponent("MIGRATION.md"), encoding: .utf8)
        let spec = try String(contentsOf: root.appendingPathComponent("SPEC.md"), encoding: .utf8)
        let named = try RequirementCoverageTests.identifiers(in: migration, pattern: #"\b([A-Z]+-[0-9]+)\b"#)
        let defined = try RequirementCoverageTests.identifiers(in: spec, pattern: #"\*\*([A-Z]+-[0-9]+)\*\*"#)
        #expect(!named.isEmpty)
        #expect(named.subtracting(defined).isEmpty, "MIGRATION.md names requirements SPEC.md lacks")
    }
}
