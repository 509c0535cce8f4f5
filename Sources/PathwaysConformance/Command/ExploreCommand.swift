import Foundation
import PathwaysFixtures

/// `pathways-conformance explore`: generated cases, run against a router, disagreements shrunk
/// to fixture cases.
///
/// See ``ExploreOptions/usage``.
package struct ExploreCommand: Sendable {
    /// The exit statuses: those of `run`, and one for a harness that does not start.
    package enum ExitStatus {
        /// No disagreement.
        package static let success = ConformanceCommand.ExitStatus.success
        /// Disagreements, or inputs the subject did not answer.
        package static let failure = ConformanceCommand.ExitStatus.failure
        /// The arguments are wrong, or SPEC.md cannot be read.
        package static let usage = ConformanceCommand.ExitStatus.usage
        /// The harness could not be started.
        package static let harnessUnavailable: Int32 = 3
    }

    /// The arguments after `explore`.
    package var arguments: [String]
    /// Where the report goes.
    package var output: any ConformanceCommand.TextSink
    /// Where errors and the time taken go.
    package var errors: any ConformanceCommand.TextSink
    /// The subject explored when no `--harness` is given.
    package var subject: any ConformanceSubject
    /// The directory relative paths start from.
    package var workingDirectory: URL

    /// Creates the command.
    package init(
        arguments: [String], output: any ConformanceCommand.TextSink = ConformanceCommand.StandardOutput(),
        errors: any ConformanceCommand.TextSink = ConformanceCommand.StandardError(),
        subject: any ConformanceSubject = ReferenceSubject(),
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) {
        self.arguments = arguments
        self.output = output
        self.errors = errors
        self.subject = subject
        self.workingDirectory = workingDirectory
    }

    /// Runs the command and returns its exit status.
    package func run() async -> Int32 {
        let options: ExploreOptions
        do {
            options = try ExploreOptions.parse(arguments)
        } catch {
            errors.write("error: \(error.message)\n\n\(ExploreOptions.usage)")
            return ExitStatus.usage
        }
        if options.help {
            output.write(ExploreOptions.usage)
            return ExitStatus.success
        }
        guard let spec = loadSpec(options.spec) else { return ExitStatus.usage }
        var external: ExternalSubject?
        if let command = options.harness {
            do {
                external = try await ExternalSubject.launch(
                    ExternalSubject.Configuration(
                        command: command, timeout: options.timeout, workingDirectory: workingDirectory,
                        specVersion: spec.version ?? "1.0.0"))
            } catch {
                errors.write("error: \(error)\n")
                return ExitStatus.harnessUnavailable
            }
        }
        var explorer = Explorer(subject: external ?? subject, spec: spec, seed: options.seed, budget: options.budget)
        explorer.shrinksPerKind = options.shrinkPatience
        let clock = ContinuousClock()
        let start = clock.now
        let report = await explorer.run()
        let elapsed = clock.now - start
        if let external, let problem = await external.stop() { errors.write("warning: \(problem)\n") }
        output.write(options.format == .json ? report.json : report.text)
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        errors.write("explore: \(report.sent) inputs in \(milliseconds) ms\n")
        return report.succeeded ? ExitStatus.success : ExitStatus.failure
    }

    /// SPEC.md's index: from `path`, else the SPEC.md compiled in with the corpus, which is the
    /// one the reference and the profiles of this build follow.
    private func loadSpec(_ path: String?) -> SpecIndex? {
        do {
            let index: SpecIndex
            if let path {
                index = try SpecIndex.load(
                    contentsOf: path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
                )
                .index
            } else {
                index = try SpecIndex.bundled().index
            }
            guard !index.profiles.isEmpty else {
                errors.write("error: \(index.source) has no table of profiles (section 19); give the SPEC.md of this release\n")
                return nil
            }
            return index
        } catch {
            errors.write("error: \(error)\n")
            return nil
        }
    }
}
