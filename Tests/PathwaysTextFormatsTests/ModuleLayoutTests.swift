import PathwaysTestSupport
import Testing

/// The shape of `Sources/PathwaysTextFormats`, checked by `SourceLayout`: it imports no module but
/// Foundation (both PathwaysAssociations and PathwaysConformance depend on it, so it can depend
/// on neither), it has no folders, every file holds one type named after it, and nothing holds
/// unsafe code or traps on input.
@Suite("PathwaysTextFormats layout")
struct ModuleLayoutTests {
    @Test("Sources/PathwaysTextFormats imports only Foundation, holds one type per file, no traps and no unsafe code")
    func layout() throws {
        let layout = try SourceLayout(target: "Sources/PathwaysTextFormats")
        for violation in layout.violations(layers: [.init("")], imports: ["Foundation"]) {
            Issue.record(Comment(rawValue: violation.description))
        }
    }
}
