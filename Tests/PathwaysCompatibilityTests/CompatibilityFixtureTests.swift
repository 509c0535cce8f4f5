import Foundation
import PathwaysCompatibility
import Testing

/// The language-neutral cases of `Fixtures/compatibility.json`, each an old table and a new one
/// with the report SPEC.md section 21 asks for, or a table text with the refusal TABLE-5 asks
/// for, run against this module: one test per case.
@Suite("Compatibility fixture cases")
struct CompatibilityFixtureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let requirements: [String]
        /// The case as JSON text, read again in the test so that a malformed case fails there.
        let json: Data
        var testDescription: String { "\(id) (\(requirements.joined(separator: ", ")))" }
    }

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fixtures/compatibility.json")

    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: file),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let cases = root["cases"] as? [[String: Any]]
        else { return [] }
        return cases.compactMap { object in
            guard let id = object["id"] as? String, let json = try? JSONSerialization.data(withJSONObject: object) else { return nil }
            return Case(id: id, requirements: object["requirements"] as? [String] ?? [], json: json)
        }
    }()

    @Test("TABLE-5, COMPAT-1: the file holds at least 40 cases with unique ids, each naming requirements")
    func fileIsWellFormed() {
        #expect(Self.cases.count >= 40)
        #expect(Set(Self.cases.map(\.id)).count == Self.cases.count)
        #expect(Self.cases.allSatisfy { $0.id.hasPrefix("compat-") && !$0.requirements.isEmpty })
    }

    @Test("COMPAT-1 to COMPAT-6, TABLE-1 to TABLE-5: each case", arguments: cases)
    func run(_ fixture: Case) throws {
        let object = try #require(try JSONSerialization.jsonObject(with: fixture.json) as? [String: Any])
        let expect = try #require(object["expect"] as? [String: Any])
        if let text = object["tableText"] as? String {
            let expected = try #require(expect["error"] as? [String: String])
            let error = try #require(throws: RouteTableError.self) { try RouteTable(json: text) }
            #expect(error.code.description == expected["code"])
            #expect(error.path == expected["path"])
            return
        }
        let old = try table(object["old"])
        let new = try table(object["new"])
        let report = try CompatibilityReport(old: old, new: new)
        let broken = try #require(expect["broken"] as? [[String: Any]])
        #expect(report.brokenLinks.count == broken.count, "\(report)")
        for (link, expected) in zip(report.brokenLinks, broken) {
            let route = try #require(expected["route"] as? Int)
            #expect(old.routes.indices.contains(route) && link.route == old.routes[route])
            #expect(link.problem.rawValue == expected["problem"] as? String, "\(link)")
            #expect(link.url == expected["url"] as? String, "\(link)")
            let newRoute = (expected["newRoute"] as? Int).map { new.routes[$0] }
            #expect(link.newRoute == newRoute, "\(link)")
        }
        let added = try #require(expect["added"] as? [Int])
        #expect(report.addedRoutes == added.map { new.routes[$0] })
    }

    private func table(_ value: Any?) throws -> RouteTable {
        let value = try #require(value)
        let data = try JSONSerialization.data(withJSONObject: value)
        return try RouteTable(json: String(decoding: data, as: UTF8.self))
    }
}
