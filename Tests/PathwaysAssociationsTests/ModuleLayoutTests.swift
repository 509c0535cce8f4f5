import PathwaysTestSupport
import Testing

/// The shape of `Sources/PathwaysAssociations`, checked by `SourceLayout` as `ArchitectureTests`
/// checks `Sources/Pathways`: folders depend only on the ones before them, every file sits in a
/// folder and holds one primary type, and nothing holds unsafe code or traps on input.
@Suite("PathwaysAssociations layout")
struct ModuleLayoutTests {
    /// Each folder and the folders it may use, in pipeline order; the root folder holds nothing.
    static let layers: [SourceLayout.Layer] = [
        .init("Errors"),
        .init("Text", mayUse: ["Errors"]),
        .init("JSON", mayUse: ["Errors"]),
        .init("Routes", mayUse: ["Errors", "Text"]),
        .init("Verification", mayUse: ["Errors"]),
        .init("Apple", mayUse: ["Errors", "Text", "JSON", "Routes", "Verification"]),
        .init("Android", mayUse: ["Errors", "Text", "Routes", "Verification"]),
    ]

    @Test("Sources/PathwaysAssociations keeps its layers, one type per file, no traps and no unsafe code")
    func layout() throws {
        let layout = try SourceLayout(target: "Sources/PathwaysAssociations")
        for violation in layout.violations(layers: Self.layers, imports: ["Pathways", "PathwaysTextFormats"]) {
            Issue.record(Comment(rawValue: violation.description))
        }
    }
}
