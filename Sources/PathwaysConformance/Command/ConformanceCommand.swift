import Foundation
import PathwaysFixtures
import PathwaysTextFormats

/// The `pathways-conformance` command for an adapter: `run` (the default), `explore`, `serve`,
/// `list` and `read-url`, with the adapter's subject.
///
/// `explore` runs in process, against the subject (or a `--harness`): generated cases, judged
/// against Pathways, each disagreement shrunk to a fixture case. The maintainer tools `lint` and
/// `report` belong to the `pathways-conformance` executable of the Pathways repository; this
/// command refuses them with a usage error. `--help` describes the subject and its commands.
///
/// ```swift
/// let status = await ConformanceCommand(arguments: ["run", "--case", "pat-missing-leading-slash"]).run()
/// ```
public struct ConformanceCommand: Sendable {
    /// The arguments, without the program name.
    public var arguments: [String]
    /// Where reports and listings go.
    package var output: any ConformanceCommand.TextSink
    /// Where errors and progress go.
    package var errors: any ConformanceCommand.TextSink
    /// The subject `run` checks.
    public var subject: any ConformanceSubject
    /// The directory relative paths are read from, and `Conformance/expectations` looked for in.
    public var workingDirectory: URL
    /// The Swift package of the adapter that made the command (the nearest folder with a
    /// `Package.swift` above the file that called the initializer), where
    /// `Conformance/expectations/<name>.json` is looked for whatever the working directory.
    package var adapterPackage: URL?
    /// Whether colour is allowed (`NO_COLOR` is not set).
    package var colourAllowed: Bool

    /// Creates the command for a subject, writing to standard output and standard error, in
    /// the current directory.
    ///
    /// `run` reads the known deviations of `Conformance/expectations/<name>.json` in your
    /// adapter's package (the nearest folder with a `Package.swift` above the file that calls
    /// this initializer) from any working directory, as well as in the folders
    /// `pathways-conformance run --help` names.
    ///
    /// ```swift
    /// let status = await ConformanceCommand(arguments: Array(CommandLine.arguments.dropFirst()), subject: MySubject()).run()
    /// ```
    ///
    /// - Parameters:
    ///   - arguments: The command line, without the program name (see `pathways-conformance --help`).
    ///   - subject: The router to check; by default the reference implementation.
    ///   - file: The source file that creates the command; leave the default, the caller's.
    public init(arguments: [String], subject: any ConformanceSubject = ReferenceSubject(), file: String = #filePath) {
        self.init(
            arguments: arguments, output: ConformanceCommand.StandardOutput(), errors: ConformanceCommand.StandardError(), subject: subject,
            adapterFile: file)
    }

    /// Creates the command with its outputs, directory and colour given, for tests.
    package init(
        arguments: [String], output: any ConformanceCommand.TextSink = ConformanceCommand.StandardOutput(),
        errors: any ConformanceCommand.TextSink = ConformanceCommand.StandardError(),
        subject: any ConformanceSubject = ReferenceSubject(),
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        colourAllowed: Bool = ProcessInfo.processInfo.environment["NO_COLOR"] == nil, adapterFile: String? = nil
    ) {
        self.arguments = arguments
        self.output = output
        self.errors = errors
        self.subject = subject
        self.workingDirectory = workingDirectory
        self.colourAllowed = colourAllowed
        self.adapterPackage = adapterFile.flatMap { Self.package(holding: URL(fileURLWithPath: $0)) }
    }

    /// Exit statuses.
    public enum ExitStatus {
        /// Everything passed.
        public static let success: Int32 = 0
        /// A failure, an unexpected pass or a lint error.
        public static let failure: Int32 = 1
        /// A usage error, or files that cannot be read.
        public static let usage: Int32 = 2
    }

    /// Runs the command.
    ///
    /// - Returns: The exit status: 0, 1 or 2 (see ``ExitStatus``).
    public func run() async -> Int32 {
        await run(usage: usage)
    }

    /// Runs the command, showing `usage` for `--help` and with usage errors: the adapter's
    /// (``usage``), or the whole command line's of the `pathways-conformance` executable.
    ///
    /// - Parameter usage: The text `--help` prints and usage errors end with.
    /// - Returns: The exit status, as for ``run()``.
    package func run(usage: String) async -> Int32 {
        let options: CommandOptions
        do {
            options = try CommandOptions.parse(arguments)
        } catch {
            errors.write("error: \(error.message)\n\n\(usage)")
            return ExitStatus.usage
        }
        switch options.subcommand {
        case .help:
            output.write(usage)
            return ExitStatus.success
        case .run:
            return await runCorpus(options)
        case .explore:
            let explore = ExploreCommand(
                arguments: Array(arguments.dropFirst()), output: output, errors: errors, subject: subject,
                workingDirectory: workingDirectory)
            return await explore.run()
        case .lint, .report:
            errors.write(
                "error: \(options.subcommand.rawValue) is a maintainer tool of the Pathways repository; run `swift run pathways-conformance \(options.subcommand.rawValue)` there\n"
            )
            return ExitStatus.usage
        case .serve:
            return await HarnessServer(subject: subject).run()
        case .list:
            return list(options)
        case .readURL:
            return readURLs(options)
        }
    }

    // MARK: Shared steps

    package func url(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
    }

    /// Loads the corpus named by `--fixtures`, or the bundled one; reports problems and returns
    /// `nil` when it cannot.
    package func loadCorpus(_ options: CommandOptions) -> Corpus? {
        do {
            if let fixtures = options.fixtures { return try Corpus.load(contentsOf: url(fixtures)) }
            return try Corpus.bundled()
        } catch {
            errors.write("error: \(error)\n")
            return nil
        }
    }

    /// The cases the filters select, or `nil` after reporting a filter that selects nothing.
    package func select(_ corpus: Corpus, _ options: CommandOptions) -> [FixtureCase]? {
        for id in options.caseIDs where corpus.fixtureCase(id: id) == nil {
            errors.write("error: no case has the id \(JSONQuoting().quoted(id))\n")
            return nil
        }
        let selected = corpus.cases.filter { fixtureCase in
            (options.caseIDs.isEmpty || options.caseIDs.contains(fixtureCase.id))
                && (options.tags.isEmpty || !Set(options.tags).isDisjoint(with: fixtureCase.tags))
                && (options.requirements.isEmpty || !Set(options.requirements).isDisjoint(with: fixtureCase.requirements))
        }
        if selected.isEmpty, !(options.tags.isEmpty && options.requirements.isEmpty) {
            errors.write("error: no case matches the given --tag and --requirement filters\n")
            return nil
        }
        return selected
    }

    /// The first of `candidates` that exists.
    package func firstExisting(_ candidates: [URL?]) -> URL? {
        candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Places where the repository's root may be: above the fixtures, the adapter's package,
    /// above the checkout the bundle was built from, and the working directory.
    package func rootCandidates(_ corpus: Corpus?) -> [URL?] {
        [
            corpus?.directory?.deletingLastPathComponent(), adapterPackage, BundledFixtures.sourceDirectory?.deletingLastPathComponent(),
            workingDirectory,
        ]
    }

    /// The Swift package `file` belongs to: the nearest folder above it that holds a
    /// `Package.swift`, if any.
    package static func package(holding file: URL) -> URL? {
        var folder = file.standardizedFileURL
        for _ in folder.pathComponents {
            folder = folder.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        }
        return nil
    }

    /// Writes a report to `--output` or standard output.
    package func emit(_ text: String, _ options: CommandOptions) -> Bool {
        guard let path = options.output else {
            output.write(text)
            return true
        }
        do {
            try Data(text.utf8).write(to: url(path))
            return true
        } catch {
            errors.write("error: cannot write \(path): \(error.localizedDescription)\n")
            return false
        }
    }

    /// SPEC.md from `--spec`; with `--fixtures`, SPEC.md next to the fixtures directory or in
    /// the working directory, when there is one; else the SPEC.md compiled in with the corpus,
    /// so that a runner moved out of its checkout still has it. An error is written unless
    /// `quietly`.
    package func loadSpec(
        _ options: CommandOptions, fixturesDirectory: URL?, quietly: Bool = false
    ) -> (index: SpecIndex, diagnostics: [Diagnostic])? {
        do {
            if let path = options.spec { return try SpecIndex.load(contentsOf: url(path)) }
            if options.fixtures != nil,
                let beside = firstExisting([
                    fixturesDirectory?.deletingLastPathComponent().appendingPathComponent("SPEC.md"),
                    workingDirectory.appendingPathComponent("SPEC.md"),
                ])
            {
                return try SpecIndex.load(contentsOf: beside)
            }
            return try SpecIndex.bundled()
        } catch {
            if !quietly { errors.write("error: \(error)\n") }
            return nil
        }
    }

    // MARK: run

    private func runCorpus(_ options: CommandOptions) async -> Int32 {
        guard let corpus = loadCorpus(options), let cases = select(corpus, options) else { return ExitStatus.usage }
        var external: ExternalSubject?
        if let command = options.harness {
            do {
                external = try await ExternalSubject.launch(harnessConfiguration(command, options, corpus))
            } catch {
                errors.write("error: \(error)\n")
                return ExitStatus.usage
            }
        }
        let subject: any ConformanceSubject = external ?? self.subject
        let status = await runCorpus(options, corpus: corpus, cases: cases, subject: subject)
        if let external, let problem = await external.stop() { errors.write("warning: \(problem)\n") }
        return status
    }

    private func runCorpus(
        _ options: CommandOptions, corpus: Corpus, cases: [FixtureCase], subject: any ConformanceSubject
    ) async -> Int32 {
        var expectations = Expectations.none
        if !options.noExpectations {
            switch loadExpectations(
                for: subject.descriptor, corpus: corpus, path: options.expectations.first?.path, harness: options.harness)
            {
            case .success(let loaded): expectations = loaded
            case .failure(let error):
                errors.write("error: \(error)\n")
                return ExitStatus.usage
            }
        }
        let progress = ProgressLine(caseCount: cases.count, enabled: errors.isTerminal)
        let runner = ConformanceRunner(subject: subject, expectations: expectations) { done, total, id in
            progress.update(done: done, total: total, caseID: id)
        }
        let report = await runner.run(cases, corpusIDs: knownCaseIDs(corpus, options))
        progress.finish()
        let colour = options.output == nil && options.format == .text && output.isTerminal && colourAllowed
        let text: String
        switch options.format {
        case .text:
            // The statements of a failing case's requirements, when SPEC.md is at hand; a run
            // without it still reports, with the IDs alone.
            let spec = report.counts.failed > 0 ? loadSpec(options, fixturesDirectory: corpus.directory, quietly: true)?.index : nil
            text = TextReport(style: TerminalStyle(colour: colour), spec: spec).render(report)
        case .json: text = JSONReport.render(report)
        case .junit: text = JUnitReport.render(report)
        }
        guard emit(text, options) else { return ExitStatus.usage }
        if options.output != nil { output.write(TextReport().summary(report) + "\n") }
        return report.succeeded ? ExitStatus.success : ExitStatus.failure
    }

    /// The case ids an expectations file may list: those of the corpus run and, when `--fixtures`
    /// named other fixtures, those of the bundled corpus, for which the file is usually written.
    package func knownCaseIDs(_ corpus: Corpus, _ options: CommandOptions) -> Set<String> {
        var ids = Set(corpus.cases.map(\.id))
        if options.fixtures != nil, let bundled = try? Corpus.bundled() {
            ids.formUnion(bundled.cases.map(\.id))
        }
        return ids
    }

    /// The expectations for `descriptor`: the file at `path`, else `expectations.json` beside a
    /// file the harness command names (last word first, so the script before its interpreter),
    /// else `Conformance/expectations/<name>.json` in the Swift package of such a file, above the
    /// fixtures, in the adapter's package, the source checkout or the working directory; none
    /// when no file exists, with the paths looked at.
    package func loadExpectations(
        for descriptor: SubjectDescriptor, corpus: Corpus, path: String?, harness: String?
    ) -> Result<Expectations, CorpusError> {
        if let path { return Result { () throws(CorpusError) in try Expectations.load(contentsOf: url(path)) } }
        let files = harnessFiles(harness)
        let roots = files.compactMap(Self.package(holding:)) + rootCandidates(corpus).compactMap { $0 }
        var candidates: [URL] = []
        for candidate in files.map({ $0.deletingLastPathComponent().appendingPathComponent("expectations.json") })
            + roots.map({ $0.appendingPathComponent("Conformance/expectations/\(descriptor.name).json") })
        where !candidates.contains(where: { $0.standardizedFileURL.path == candidate.standardizedFileURL.path }) {
            candidates.append(candidate)
        }
        guard let found = firstExisting(candidates) else {
            return .success(Expectations(searched: candidates.map(\.standardizedFileURL.path)))
        }
        return Result { () throws(CorpusError) in try Expectations.load(contentsOf: found) }
    }

    /// The files the words of the harness command name, from the last word to the first: the
    /// harness keeps its expectations beside itself or in its package, in or out of this
    /// repository. Words are split at spaces and tabs; a word in one pair of quotes loses them;
    /// variables are not expanded.
    package func harnessFiles(_ command: String?) -> [URL] {
        guard let command else { return [] }
        return command.split(whereSeparator: { $0 == " " || $0 == "\t" }).reversed().compactMap { word in
            var path = Substring(word)
            if let first = path.first, first == "'" || first == "\"", path.count > 1, path.last == first {
                path = path.dropFirst().dropLast()
            }
            let file = url(String(path))
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
            return file
        }
    }

    /// How to start the harness `command` for this corpus, in the working directory.
    package func harnessConfiguration(_ command: String, _ options: CommandOptions, _ corpus: Corpus) -> ExternalSubject.Configuration {
        ExternalSubject.Configuration(
            command: command, timeout: options.timeout, workingDirectory: workingDirectory,
            specVersion: corpus.specVersion ?? "1.0.0", transcript: options.transcript.map(url))
    }
}
