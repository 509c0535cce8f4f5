import PathwaysTestSupport
import Testing

/// The shape of `Sources/PathwaysConformance`, the runner `Sources/pathways-conformance` and the
/// bundled corpus `Fixtures/`, checked by `SourceLayout` as `ArchitectureTests` checks
/// `Sources/Pathways`: folders depend only on the ones before them, every file sits in a folder
/// and holds one primary type, nothing traps on input, and unsafe code stays in the one file that
/// talks to a harness process.
@Suite("PathwaysConformance layout")
struct ModuleLayoutTests {
    /// Each folder of `Sources/PathwaysConformance` and the folders it may use, in pipeline order;
    /// the root folder holds nothing.
    static let layers: [SourceLayout.Layer] = [
        .init("JSON"),
        .init("Model", mayUse: ["JSON"]),
        .init("Subject", mayUse: ["Model"]),
        .init("Adapting", mayUse: ["Model"]),
        .init("Loading", mayUse: ["JSON", "Model"]),
        .init("Judging", mayUse: ["JSON", "Model"]),
        .init("Reference", mayUse: ["JSON", "Model", "Subject", "Judging"]),
        .init("Harness", mayUse: ["JSON", "Model", "Subject", "Loading"]),
        .init("Running", mayUse: ["JSON", "Model", "Subject", "Loading", "Judging"]),
        .init("Reporting", mayUse: ["JSON", "Model", "Loading", "Running"]),
        .init("Linting", mayUse: ["JSON", "Model", "Loading", "Judging", "Running"]),
        .init("Exploring", mayUse: ["JSON", "Model", "Subject", "Loading", "Judging", "Reference", "Linting"]),
        .init("Command", mayUse: ["JSON", "Model", "Subject", "Loading", "Reference", "Harness", "Running", "Reporting", "Exploring"]),
    ]

    /// The only files that may hold unsafe code, and why each exists.
    static let unsafeFiles: Set<String> = [
        "Harness/HarnessProcess.swift"  // read(2) and write(2) on a harness's pipes
    ]

    @Test("Sources/PathwaysConformance keeps its layers, one type per file, no traps and no unsafe code outside its process pipes")
    func layout() throws {
        let layout = try SourceLayout(target: "Sources/PathwaysConformance")
        let imports: Set<String> = [
            "Darwin", "Dispatch", "Foundation", "Glibc", "Musl", "Pathways", "PathwaysAssociations", "PathwaysCompatibility",
            "PathwaysFixtures", "PathwaysTextFormats", "Synchronization",
        ]
        for violation in layout.violations(layers: Self.layers, unsafeFiles: Self.unsafeFiles, imports: imports) {
            Issue.record(Comment(rawValue: violation.description))
        }
    }

    @Test("The runner and the bundled corpus hold one type per file and no traps; only the corpus reads a C pointer")
    func runnerAndCorpus() throws {
        let runner = try SourceLayout(target: "Sources/pathways-conformance")
        for violation in runner.violations(layers: [.init("")], imports: ["Foundation", "PathwaysConformance", "PathwaysConformanceTools"])
        {
            Issue.record(Comment(rawValue: violation.description))
        }
        let corpus = try SourceLayout(target: "Fixtures")
        // The compiled-in bytes are read through the C target's pointer.
        let corpusRules = corpus.violations(
            layers: [.init("")], unsafeFiles: ["BundledFixtures.swift"], imports: ["Foundation", "PathwaysFixtureBytes"])
        for violation in corpusRules {
            Issue.record(Comment(rawValue: violation.description))
        }
    }
}
