import PathwaysTestSupport
import Testing

/// The shape of `Sources/PathwaysConformanceTools`, the maintainer's tools only the
/// `pathways-conformance` command uses (`lint` and `report`; the linter's rules and `explore` live
/// in `PathwaysConformance`, which adapters build, because `explore` uses the linter), checked by `SourceLayout` as the other targets are:
/// folders depend only on the ones before them, one primary type per file, no traps and no unsafe
/// code.
@Suite("PathwaysConformanceTools layout")
struct ModuleLayoutTests {
    /// Each folder and the folders it may use; the root folder holds nothing. Everything else
    /// comes from `PathwaysConformance`, through its `package` members.
    static let layers: [SourceLayout.Layer] = [
        .init("Reporting", mayUse: []),
        .init("Command", mayUse: ["Reporting"]),
    ]

    @Test("Sources/PathwaysConformanceTools keeps its layers, one type per file, no traps and no unsafe code")
    func layout() throws {
        let layout = try SourceLayout(target: "Sources/PathwaysConformanceTools")
        let imports: Set<String> = ["Foundation", "Pathways", "PathwaysConformance", "PathwaysFixtures", "PathwaysTextFormats"]
        for violation in layout.violations(layers: Self.layers, imports: imports) {
            Issue.record(Comment(rawValue: violation.description))
        }
    }
}
