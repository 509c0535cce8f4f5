import Foundation
import PathwaysConformance
import PathwaysTestSupport
import Testing

/// Runs `pathways-conformance` with `arguments` in `directory`, collecting what it prints.
func runCommand(
    _ arguments: [String], subject: any ConformanceSubject = ReferenceSubject(), in directory: URL = repositoryRoot
) async -> (status: Int32, output: String, errors: String) {
    let output = ConformanceCommand.TextBuffer()
    let errors = ConformanceCommand.TextBuffer()
    let status = await ConformanceCommand(
        arguments: arguments, output: output, errors: errors, subject: subject, workingDirectory: directory
    ).run()
    return (status, output.text, errors.text)
}

/// The bundled corpus, loaded once when test arguments are computed. A failure to load is kept,
/// so the corpus test fails with it instead of vanishing.
enum BundledCorpus {
    static let result: Result<Corpus, CorpusError> = Result { () throws(CorpusError) in try Corpus.bundled() }

    /// Placeholder id used when the corpus cannot be loaded.
    static let loadFailureID = "the-bundled-corpus-failed-to-load"

    /// Every case id, or the one placeholder id when loading failed.
    static var caseIDs: [String] {
        switch result {
        case .success(let corpus): corpus.cases.isEmpty ? [loadFailureID] : corpus.cases.map(\.id)
        case .failure: [loadFailureID]
        }
    }
}

/// A subject answering every request from a closure.
struct ClosureSubject: ConformanceSubject {
    let descriptor: SubjectDescriptor
    let answer: @Sendable (ConformanceRequest) -> ConformanceResponse

    init(
        name: String = "closure", capabilities: Set<Capability> = Set(Capability.allCases),
        profiles: Set<Profile> = Set(Profile.allCases), answer: @escaping @Sendable (ConformanceRequest) -> ConformanceResponse
    ) {
        self.descriptor = SubjectDescriptor(name: name, version: "test", capabilities: capabilities, profiles: profiles)
        self.answer = answer
    }

    func respond(to request: ConformanceRequest) async -> ConformanceResponse { answer(request) }
}

/// Loads one in-memory fixture file, recording an issue when it does not load.
func loadCases(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [FixtureCase] {
    do {
        return try Corpus.load(texts: [("cases.json", text)]).cases
    } catch {
        Issue.record("the fixture does not load: \(error)", sourceLocation: sourceLocation)
        throw error
    }
}
