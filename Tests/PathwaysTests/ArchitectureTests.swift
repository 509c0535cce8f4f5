import Foundation
import PathwaysTestSupport
import Testing

/// The shape of `Sources/Pathways` (CONTRIBUTING.md, "Architecture"), checked by `SourceLayout`:
/// folders depend only on earlier stages of the pipeline, unsafe code stays in its handle types,
/// every file holds one primary type, and nothing traps on input.
@Suite("Architecture")
struct ArchitectureTests {
    /// Each folder and the folders it may use, in pipeline order; the root folder, home of the
    /// public front doors, comes last and may use all of them.
    static let layers: [SourceLayout.Layer] = [
        .init("Foundations"),
        .init("Errors", mayUse: ["Foundations"]),
        .init("PercentCoding", mayUse: ["Foundations", "Errors"]),
        .init("Scalars", mayUse: ["Foundations", "Errors"]),
        .init("Pattern", mayUse: ["Foundations", "Errors", "PercentCoding"]),
        .init("Hosts", mayUse: ["Foundations", "Errors", "PercentCoding"]),
        .init("URLReading", mayUse: ["Foundations", "Errors", "PercentCoding", "Hosts"]),
        .init("Parameters", mayUse: ["Foundations", "Errors", "PercentCoding", "URLReading"]),
        .init("Matching", mayUse: ["Foundations", "Errors", "PercentCoding", "Pattern", "URLReading", "Parameters"]),
        .init("Decoding", mayUse: ["Foundations", "Errors", "PercentCoding", "Scalars", "Pattern", "Parameters"]),
        .init("Encoding", mayUse: ["Foundations", "Errors", "PercentCoding", "Scalars", "Pattern", "Parameters", "Decoding"]),
        .init("Probing", mayUse: ["Foundations", "Errors", "PercentCoding", "Scalars", "Pattern", "Parameters", "Matching", "Decoding"]),
        .init(
            "Dispatch",
            mayUse: [
                "Foundations", "Errors", "PercentCoding", "Hosts", "Pattern", "URLReading", "Parameters", "Matching", "Decoding",
                "Encoding", "Probing",
            ]),
        .init(""),
        .init("Destinations"),
        .init("Registration"),
        .init("Inspection"),
    ]

    /// The only files that may hold unsafe code, and why each exists.
    static let unsafeFiles: Set<String> = [
        "Foundations/ByteView.swift",  // reading text in place
        "Foundations/ScratchBuffer.swift",  // memory lent for one call
        "Pattern/PatternCache.swift",  // a lock-guarded table: `@unchecked Sendable`
    ]

    @Test("Sources/Pathways keeps its layers, one type per file, no traps and no unsafe code outside its handles")
    func layout() throws {
        let layout = try SourceLayout(target: "Sources/Pathways")
        for violation in layout.violations(layers: Self.layers, unsafeFiles: Self.unsafeFiles, imports: ["Foundation"]) {
            Issue.record(Comment(rawValue: violation.description))
        }
    }

    @Test("The root Package.swift turns off no check for the whole build (no unsafeFlags, no -Ounchecked)")
    func manifest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(text.contains("let package = Package("))
        for violation in SourceLayout.manifestViolations(text) {
            Issue.record(Comment(rawValue: violation.description))
        }
    }
}
