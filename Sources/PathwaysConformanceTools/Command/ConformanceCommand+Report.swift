import Foundation
import PathwaysConformance

extension ConformanceCommand {
    /// `report`: runs the whole corpus against each `--implementation` and writes the Markdown
    /// compliance report and, with `--site`, the same report as a static site.
    ///
    /// Each implementation uses its own expectations file: the `--expectations NAME=FILE` with
    /// its label, else `expectations.json` beside its harness, else
    /// `Conformance/expectations/<name>.json` with the name from its handshake. A harness that
    /// cannot start gets a row that says so; the others still run. The exit status is 0 once the report is written, whatever it says,
    /// since `run` is the check.
    package func report(_ options: CommandOptions) async -> Int32 {
        guard let corpus = loadCorpus(options) else { return ExitStatus.usage }
        let corpusIDs = Set(corpus.cases.map(\.id))
        var entries: [ComplianceReport.Entry] = []
        for implementation in options.implementations {
            let runner: String
            let subject: any ConformanceSubject
            var external: ExternalSubject?
            switch implementation.source {
            case .reference:
                runner = "in process"
                subject = self.subject
            case .harness(let command):
                runner = command
                do {
                    let launched = try await ExternalSubject.launch(harnessConfiguration(command, options, corpus))
                    external = launched
                    subject = launched
                } catch {
                    errors.write("report: \(implementation.label) did not start: \(error)\n")
                    entries.append(
                        ComplianceReport.Entry(label: implementation.label, runner: command, status: .failedToStart(error.description)))
                    continue
                }
            }
            let expectations: Expectations
            let file = options.expectations.first { $0.label == nil || $0.label == implementation.label }?.path
            let command: String? = if case .harness(let command) = implementation.source { command } else { nil }
            switch loadExpectations(for: subject.descriptor, corpus: corpus, path: file, harness: command) {
            case .success(let loaded): expectations = loaded
            case .failure(let error):
                _ = await external?.stop()
                errors.write("error: \(error)\n")
                return ExitStatus.usage
            }
            let progress = ProgressLine(caseCount: corpus.cases.count, enabled: errors.isTerminal)
            let run = await ConformanceRunner(subject: subject, expectations: expectations) { done, total, id in
                progress.update(done: done, total: total, caseID: "\(implementation.label): \(id)")
            }.run(corpus.cases, corpusIDs: corpusIDs)
            progress.finish()
            if let problem = await external?.stop() { errors.write("warning: \(implementation.label): \(problem)\n") }
            errors.write("report: \(implementation.label): \(TextReport().summary(run))\n")
            let language = external?.hello.language ?? (implementation.source == .reference ? "swift" : nil)
            entries.append(ComplianceReport.Entry(label: implementation.label, runner: runner, language: language, status: .completed(run)))
        }
        let spec = loadSpec(options, fixturesDirectory: corpus.directory)?.index
        var report = ComplianceReport(corpus: corpus, entries: entries, spec: spec, rootPath: workingDirectory.path)
        var findings: Findings?
        if let path = options.findings {
            guard let text = try? String(contentsOf: url(path), encoding: .utf8) else {
                errors.write("error: cannot read the findings file \(path); give Conformance/FINDINGS.md or leave --findings out\n")
                return ExitStatus.usage
            }
            findings = Findings(markdown: text)
            let besideReport = options.output.map { url($0).deletingLastPathComponent() } == url(path).deletingLastPathComponent()
            report.findingsLink = besideReport ? url(path).lastPathComponent : path
        }
        guard emit(report.markdown(), options) else { return ExitStatus.usage }
        if let site = options.site, !writeSite(ReportSite(report: report, findings: findings), to: url(site)) { return ExitStatus.usage }
        return ExitStatus.success
    }

    /// Writes every page of the site into `directory`, creating it, and removes the pages an
    /// earlier run wrote that this one does not (an implementation or a requirement that is
    /// gone); other files are left alone.
    func writeSite(_ site: ReportSite, to directory: URL) -> Bool {
        let pages = site.pages()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let names = Set(pages.map(\.name))
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where ReportSite.isPageName(name) && !names.contains(name) {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
            for page in pages { try Data(page.contents.utf8).write(to: directory.appendingPathComponent(page.name)) }
        } catch {
            errors.write("error: cannot write the site to \(directory.path): \(error.localizedDescription)\n")
            return false
        }
        errors.write("report: wrote \(pages.count) files of the site to \(directory.path)\n")
        return true
    }
}
