import PathwaysTestSupport
import Testing

/// The shape of `Sources/PathwaysCompatibility`, checked by `SourceLayout`: it uses `Pathways` and
/// `PathwaysTextFormats` only (so `Pathways` stays free of JSON), it has no folders, every file
/// holds one primary type, and nothing holds unsafe code or traps on input.
@Suite("PathwaysCompatibility layout")
struct ModuleLayoutTests {
    @Test("Sources/PathwaysCompatibility keeps its imports, one type per file, no traps and no unsafe code")
    func layout() throws {
        let layout = try SourceLayout(target: "Sources/PathwaysCompatibility")
        for violation in layout.violations(layers: [.init("")], imports: ["Foundation", "Pathways", "PathwaysTextFormats"]) {
            Issue.record(Comment(rawValue: violation.description))
        }
    }
}
