import Foundation
import Testing

/// Every requirement in SPEC.md is named by at least one test in this target, or, for the
/// associations of Section 20, in `Tests/PathwaysAssociationsTests`, and for the route tables of
/// Section 21, in `Tests/PathwaysCompatibilityTests`.
@Suite("Requirement coverage")
struct RequirementCoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func identifiers(in text: String, pattern: String) throws -> Set<String> {
        let expression = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            expression.matches(in: text, range: range).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            })
    }

    @Test("Every SPEC.md requirement ID is named in a test")
    func everyRequirementIsTested() throws {
        let spec = try String(contentsOf: Self.root.appendingPathComponent("SPEC.md"), encoding: .utf8)
        // A withdrawn requirement keeps its ID (PAT-1) but asks nothing that a test could check.
        let withdrawn = try Self.identifiers(in: spec, pattern: #"\*\*([A-Z]+-[0-9]+)\*\* \*Withdrawn"#)
        let defined = try Self.identifiers(in: spec, pattern: #"\*\*([A-Z]+-[0-9]+)\*\*"#).subtracting(withdrawn)
        #expect(defined.count > 100)
        var named: Set<String> = []
        for folder in ["Tests/PathwaysTests", "Tests/PathwaysAssociationsTests", "Tests/PathwaysCompatibilityTests"] {
            let testDirectory = Self.root.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: testDirectory.path) where file.hasSuffix(".swift") {
                let source = try String(contentsOf: testDirectory.appendingPathComponent(file), encoding: .utf8)
                named.formUnion(
                    try Self.identifiers(in: source, pattern: #"@Test\(\s*"([^"]*)""#).flatMap { title in
                        try Self.identifiers(in: title, pattern: #"([A-Z]+-[0-9]+)"#)
                    })
            }
        }
        let untested = defined.subtracting(named).sorted()
        #expect(untested.isEmpty, "requirements without a test: \(untested)")
        let areas = Set(defined.compactMap { $0.split(separator: "-").first })
        let unknown = named.subtracting(defined).filter { areas.contains($0.split(separator: "-")[0]) }.sorted()
        #expect(unknown.isEmpty, "tests naming requirements SPEC.md does not define, or withdrew: \(unknown)")
    }
}
