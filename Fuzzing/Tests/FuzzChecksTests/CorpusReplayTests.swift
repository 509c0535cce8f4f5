import Foundation
import FuzzChecks
import Testing

/// Every committed seed and regression input, run through its target's checks without libFuzzer.
struct CorpusFile: CustomTestStringConvertible, Sendable {
    let target: FuzzTarget
    let path: String

    var testDescription: String { "\(target.rawValue)/\(URL(fileURLWithPath: path).lastPathComponent)" }

    /// `Fuzzing/`, found from this file's location.
    static let fuzzingDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func files(in folder: String) -> [CorpusFile] {
        FuzzTarget.allCases.flatMap { target in
            FuzzTarget.inputFiles("\(fuzzingDirectory)/\(folder)/\(target.rawValue)").map { CorpusFile(target: target, path: $0) }
        }
    }
}

@Suite("Fuzz corpus replay")
struct CorpusReplayTests {
    @Test("Every target has seeds")
    func everyTargetHasSeeds() {
        let seeded = Set(CorpusFile.files(in: "seeds").map(\.target))
        #expect(seeded == Set(FuzzTarget.allCases))
    }

    @Test("Seeds pass the fuzz checks", arguments: CorpusFile.files(in: "seeds"))
    @MainActor
    func seed(_ file: CorpusFile) throws {
        try replay(file)
    }

    @Test("Regressions pass the fuzz checks", arguments: CorpusFile.files(in: "regressions"))
    @MainActor
    func regression(_ file: CorpusFile) throws {
        try replay(file)
    }

    @MainActor
    private func replay(_ file: CorpusFile, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let data = try #require(FileManager.default.contents(atPath: file.path), sourceLocation: sourceLocation)
        #expect(throws: Never.self, sourceLocation: sourceLocation) { try file.target.check(Array(data)) }
    }
}
