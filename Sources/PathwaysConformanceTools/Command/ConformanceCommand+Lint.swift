import Foundation
import PathwaysConformance
import PathwaysFixtures

extension ConformanceCommand {
    /// `lint`: checks the fixture files beyond the schema; exit status 1 on any error.
    package func lint(_ options: CommandOptions) -> Int32 {
        let names: [String]
        let contents: [(name: String, bytes: [UInt8])]
        let wholeCorpus: Bool
        let fixturesDirectory: URL?
        if let fixtures = options.fixtures {
            let target = url(fixtures)
            let urls: [URL]
            do {
                urls = try Corpus.fixtureFiles(at: target)
            } catch {
                errors.write("error: \(error)\n")
                return ExitStatus.usage
            }
            let (read, readProblems) = Corpus.readFiles(urls)
            guard readProblems.isEmpty else {
                errors.write(readProblems.map { "\($0)\n" }.joined())
                return ExitStatus.usage
            }
            names = urls.map(\.path)
            contents = read
            wholeCorpus = Corpus.isDirectory(target)
            fixturesDirectory = wholeCorpus ? target : target.deletingLastPathComponent()
        } else {
            contents = BundledFixtures.caseFileContents
            guard contents.count == BundledFixtures.caseFileNames.count else {
                errors.write("error: the compiled-in corpus is incomplete; found \(contents.map(\.name))\n")
                return ExitStatus.usage
            }
            names = contents.map(\.name)
            wholeCorpus = true
            fixturesDirectory = nil
        }
        guard let spec = loadSpec(options, fixturesDirectory: fixturesDirectory) else { return ExitStatus.usage }
        let (found, cases) = FixtureLinter.lintCountingCases(files: contents, spec: spec.index, checkCoverage: wholeCorpus)
        let diagnostics = spec.diagnostics + found
        let errorCount = diagnostics.filter { $0.severity == .error }.count
        let warningCount = diagnostics.count - errorCount
        let text: String
        switch options.format {
        case .json:
            text =
                JSONValue.members([
                    "files": .array(names.map { .string($0) }), "spec": .string(spec.index.source),
                    "coverageChecked": .bool(wholeCorpus), "errors": .number(String(errorCount)),
                    "warnings": .number(String(warningCount)),
                    "diagnostics": .array(diagnostics.map(\.jsonValue)),
                ]).fileText
        default:
            var lines = diagnostics.map(\.description)
            lines.append(
                "lint: \(errorCount) error\(errorCount == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s") in "
                    + "\(contents.map(\.name).joined(separator: ", ")) (\(cases) well-formed cases), against \(spec.index.source)"
                    + (wholeCorpus ? "" : "; coverage of requirements not checked for a single file"))
            text = lines.joined(separator: "\n") + "\n"
        }
        guard emit(text, options) else { return ExitStatus.usage }
        return errorCount > 0 ? ExitStatus.failure : ExitStatus.success
    }
}
