import Foundation
import PathwaysConformance

/// The compliance report: several implementations run on the same corpus, side by side, as
/// Markdown (`Conformance/REPORT.md`) and, through ``ReportSite``, as a static site
/// (`Conformance/site/`). Both are rendered from this one model.
///
/// For each implementation it shows the core conformance (the cases that check no requirement of
/// a profile, SPEC.md section 19) apart from each profile, the passed, failed and skipped inputs
/// per requirement area, the expected failures its expectations file accounts for, and why inputs
/// were skipped. The text holds no date or timing, so regenerating it without a change in the
/// corpus or the implementations gives the same file.
///
/// ```swift
/// let report = ComplianceReport(corpus: corpus, entries: [
///     ComplianceReport.Entry(label: "pathways", runner: "in process", language: "swift", status: .completed(referenceRun)),
///     ComplianceReport.Entry(label: "werkzeug", runner: "python3 Harnesses/werkzeug/harness.py", status: .failedToStart("...")),
/// ])
/// let markdown = report.markdown()
/// ```
package struct ComplianceReport: Sendable {
    /// One implementation and how its run went.
    package struct Entry: Sendable {
        /// How the run went.
        package enum Status: Sendable {
            /// The run finished.
            case completed(RunReport)
            /// The harness could not be started or failed its handshakes; why.
            case failedToStart(String)
        }

        /// The column label, from `--implementation NAME=...`.
        package var label: String
        /// What ran it: `in process`, or the harness command.
        package var runner: String
        /// The implementation's language, when known.
        package var language: String?
        /// How the run went.
        package var status: Status

        /// Creates an entry.
        package init(label: String, runner: String, language: String? = nil, status: Status) {
            self.label = label
            self.runner = runner
            self.language = language
            self.status = status
        }

        /// The run, when it finished.
        package var run: RunReport? {
            if case .completed(let report) = status { report } else { nil }
        }
    }

    /// How many cases the corpus has.
    package var caseCount: Int
    /// How many inputs the corpus has.
    package var inputCount: Int
    /// The spec version the corpus checks.
    package var specVersion: String
    /// The corpus's cases, in order.
    package var cases: [FixtureCase]
    /// SPEC.md's index, when it was found: the requirements' text and each profile's
    /// requirements.
    package var spec: SpecIndex?
    /// The implementations, in the order given.
    package var entries: [Entry]
    /// The command that regenerates the report, shown at the top.
    package var regenerateCommand: String
    /// A directory prefix removed from file paths (expectations files), so the report reads the
    /// same on every machine.
    package var rootPath: String?

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - corpus: The corpus every implementation ran.
    ///   - entries: The implementations and their runs.
    ///   - spec: SPEC.md's index, for the requirements' text and each profile's requirements.
    ///   - regenerateCommand: The command that regenerates the report.
    ///   - rootPath: A directory prefix to remove from file paths.
    /// Where `REPORT.md` links the findings of `explore` (`FINDINGS.md`), relative to it; `nil`
    /// when the report has none.
    package var findingsLink: String?

    package init(
        corpus: Corpus, entries: [Entry], spec: SpecIndex? = nil, regenerateCommand: String = "Scripts/generate-report.sh",
        rootPath: String? = nil
    ) {
        self.caseCount = corpus.cases.count
        self.inputCount = corpus.cases.reduce(0) { $0 + $1.inputs.count }
        self.specVersion = corpus.specVersion ?? "unknown"
        self.cases = corpus.cases
        self.spec = spec
        self.entries = entries
        self.regenerateCommand = regenerateCommand
        self.rootPath = rootPath
    }

    // MARK: What both renderings show

    /// The verdict of a run, in words.
    static func verdict(_ report: RunReport) -> String {
        if !report.succeeded { return "failed" }
        return report.counts.expectedFailures > 0 ? "passed, known deviations only" : "passed"
    }

    /// The profiles a subject claims, in words: `all`, `none`, or their names.
    static func claims(_ subject: SubjectDescriptor) -> String {
        if subject.profiles.count == Profile.allCases.count { return "all" }
        return subject.profiles.isEmpty ? "none" : subject.profiles.sorted().map(\.rawValue).joined(separator: ", ")
    }

    /// Passed / failed / skipped, then expected failures when there are any.
    static func counts(_ counts: ResultCounts) -> String {
        let base = "\(counts.passed) / \(counts.failed) / \(counts.skipped)"
        return counts.expectedFailures > 0 ? base + " · \(counts.expectedFailures) xfail" : base
    }

    /// A profile's cell for a run: its counts when the subject claims it, otherwise `not claimed`.
    static func profileCell(_ report: RunReport, _ profile: Profile) -> String {
        guard report.subject.profiles.contains(profile) else { return "not claimed" }
        return counts(report.countsByProfile.first { $0.profile == profile }?.counts ?? ResultCounts())
    }

    /// The two axes of a run (SPEC.md section 19), each in words: reading URLs, the core's
    /// counts; ordering, the `precedence` profile's counts, or `not claimed`. A router that tries
    /// routes in the order they were registered shows its reading apart from its ordering.
    static func axes(_ report: RunReport) -> (reading: String, ordering: String) {
        (counts(report.coreCounts), profileCell(report, .precedence))
    }

    /// What the axes mean, for the report and the site.
    static let axesExplanation =
        "Two axes, apart: reading URLs is the core (splitting, decoding, matching and delivering, whatever order the router "
        + "tries its routes in); ordering is the `precedence` profile, the same winner whatever the order of registration "
        + "(SPEC.md section 8). A router that takes the first registered route that matches, as Django, Rails and Express "
        + "document, shows its reading whole and its ordering as not claimed. Each cell is passed / failed / skipped inputs, "
        + "then expected failures (xfail)."

    /// The requirement IDs SPEC.md's table lists for a profile, or an empty list without SPEC.md.
    func requirements(of profile: Profile) -> [String] {
        spec?.profiles.first { $0.name == profile.rawValue }?.requirements ?? []
    }

    /// The profiles of a case in words: `core`, or the names.
    static func membership(_ fixtureCase: FixtureCase) -> String {
        fixtureCase.isCore ? "core" : fixtureCase.profiles.map(\.rawValue).joined(separator: ", ")
    }

    /// The areas of the core cases, sorted, over every finished run.
    var coreAreas: [String] {
        Set(entries.compactMap(\.run).flatMap { $0.coreCountsByArea.map(\.area) }).sorted()
    }

    /// How many inputs the core cases have.
    var coreInputCount: Int {
        cases.filter(\.isCore).reduce(0) { $0 + $1.inputs.count }
    }

    /// An expectations file's path, relative to the root.
    func relative(_ path: String) -> String {
        guard let rootPath else { return path }
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Why inputs were skipped, with counts, most frequent first.
    static func skipReasons(_ report: RunReport) -> [(reason: String, count: Int)] {
        var reasons: [String: Int] = [:]
        for input in report.cases.flatMap(\.inputs) where input.status == .skipped {
            reasons[input.skipReason ?? "no reason given", default: 0] += 1
        }
        return reasons.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    // MARK: Markdown

    /// The report as GitHub-flavoured Markdown.
    package func markdown() -> String {
        var lines = [
            "# Pathways conformance report", "",
            "<!-- Generated by \(regenerateCommand); edit the generator, not this file. -->", "",
            "The conformance corpus (\(caseCount) cases, \(inputCount) inputs, SPEC.md \(specVersion)) run against each implementation. "
                + "Regenerate with `\(regenerateCommand)`; see [README.md](README.md) for how to add an implementation. "
                + "The same data, with a page per implementation and per requirement, is the site in [site/](site/index.html)."
                + (findingsLink.map {
                    " What `pathways-conformance explore` found beyond the corpus, router by router, is in [FINDINGS.md](\($0))."
                } ?? ""),
            "",
            "## Core conformance", "",
            "The core is what any router that has a feature must do (SPEC.md section 19): the \(cases.filter(\.isCore).count) cases, "
                + "\(coreInputCount) inputs, that check no requirement of a profile. Counts are inputs. *Expected failures* failed in "
                + "cases the implementation's expectations file lists (its known deviations, each with a reason); *skipped* inputs "
                + "need a capability the implementation does not declare, or the implementation declined them. *Result* is the "
                + "whole run, profiles included: it passes when nothing else failed and no listed case passed.",
            "",
            "| Implementation | Version | Language | Profiles claimed | Passed | Failed | Expected failures | Skipped | Listed deviations | Result |",
            "| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |",
        ]
        for entry in entries {
            guard let report = entry.run else {
                lines.append(row([cell(entry.label), "-", cell(entry.language ?? "-"), "-", "-", "-", "-", "-", "-", "**did not start**"]))
                continue
            }
            let core = report.coreCounts
            let verdict = Self.verdict(report)
            lines.append(
                row([
                    cell(entry.label), cell(report.subject.version), cell(entry.language ?? "-"), Self.claims(report.subject),
                    String(core.passed), String(core.failed), String(core.expectedFailures), String(core.skipped),
                    String(report.cases.filter { $0.deviation != nil }.count), verdict == "failed" ? "**failed**" : verdict,
                ]))
        }
        lines += axesTable()
        lines += profileTable()
        lines += areaTable()
        for entry in entries { lines += details(entry) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func axesTable() -> [String] {
        let runs = entries.compactMap { entry in entry.run.map { (entry.label, $0) } }
        guard !runs.isEmpty else { return [] }
        var lines = [
            "", "## Reading URLs and ordering", "", Self.axesExplanation, "",
            "| Implementation | Reading URLs (core) | Ordering (precedence) |", "| --- | --- | --- |",
        ]
        for (label, run) in runs {
            let axes = Self.axes(run)
            lines.append(row([cell(label), axes.reading, axes.ordering]))
        }
        return lines
    }

    private func profileTable() -> [String] {
        let runs = entries.compactMap { entry in entry.run.map { (entry.label, $0) } }
        guard !runs.isEmpty else { return [] }
        var lines = [
            "", "## Profiles", "",
            "A profile groups some of Pathways' stricter choices; a router may claim it or not (SPEC.md section 19). The cases of a "
                + "profile an implementation does not claim are skipped. Each cell is passed / failed / skipped inputs, then "
                + "expected failures (xfail); a case of two profiles counts in both.",
            "",
            row(["Profile", "Requirements"] + runs.map { cell($0.0) }),
            row(["---", "---"] + runs.map { _ in "---" }),
        ]
        for profile in Profile.allCases {
            let ids = requirements(of: profile)
            lines.append(
                row(
                    ["`\(profile.rawValue)`", ids.isEmpty ? "-" : ids.joined(separator: ", ")]
                        + runs.map { Self.profileCell($0.1, profile) }))
        }
        return lines
    }

    private func areaTable() -> [String] {
        let runs = entries.compactMap { entry -> (String, [String: ResultCounts])? in
            guard let report = entry.run else { return nil }
            return (entry.label, Dictionary(report.coreCountsByArea.map { ($0.area, $0.counts) }, uniquingKeysWith: { first, _ in first }))
        }
        guard !runs.isEmpty else { return [] }
        var lines = [
            "", "## Core by requirement area", "",
            "The core cases only. Each cell is passed / failed / skipped inputs, then expected failures (xfail) when there are any. An "
                + "input counts once in every area its case checks (`PAT` for `PAT-3`), so a column adds up to more than the inputs.",
            "",
            row(["Area"] + runs.map { cell($0.0) }),
            row(["---"] + runs.map { _ in "---" }),
        ]
        for area in coreAreas {
            lines.append(row([area] + runs.map { run in run.1[area].map(Self.counts) ?? "-" }))
        }
        return lines
    }

    private func details(_ entry: Entry) -> [String] {
        var lines = ["", "## \(entry.label)", ""]
        lines.append("- Runs: " + (entry.runner == "in process" ? "in process" : code(entry.runner)))
        guard let report = entry.run else {
            if case .failedToStart(let reason) = entry.status {
                lines.append("- Did not start:")
                lines.append("")
                lines.append("  ```text")
                lines += reason.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
                lines.append("  ```")
            }
            return lines
        }
        let subject = report.subject
        lines.append("- Implementation: \(subject.name) \(subject.version)" + (entry.language.map { " (\($0))" } ?? ""))
        let capabilities = subject.capabilities.sorted().map(\.rawValue)
        lines.append("- Capabilities: " + (capabilities.isEmpty ? "none" : capabilities.joined(separator: ", ")))
        lines.append("- Profiles claimed: " + Self.claims(subject))
        for (name, value) in subject.choices.sorted(by: { $0.key < $1.key }) { lines.append("- Choice, \(name): \(cell(value))") }
        lines.append("- Expectations file: " + (report.expectationsSource.map { code(relative($0)) } ?? "none"))
        for problem in report.expectationProblems { lines.append("- **Expectations file problem:** \(cell(problem))") }

        let listed = report.cases.filter { $0.deviation != nil }
        if !listed.isEmpty {
            lines += [
                "", "Known deviations (\(listed.count) cases):", "", "| Case | Core or profile | Inputs failing | Reason |",
                "| --- | --- | ---: | --- |",
            ]
            for result in listed {
                let failing = result.inputs.filter { $0.status == .expectedFailure }.count
                let reason = (result.deviation ?? "") + (result.isUnexpectedPass ? " **(passes now: remove it from the file)**" : "")
                lines.append(
                    row([
                        code(result.fixtureCase.id), Self.membership(result.fixtureCase), "\(failing) of \(result.inputs.count)",
                        cell(reason),
                    ]))
            }
        }
        let failures = report.cases.flatMap { result in result.failures.map { (result.fixtureCase.id, $0) } }
        if !failures.isEmpty {
            let shown = 25
            lines += ["", "Unexpected failures (\(failures.count) inputs):", "", "| Case | Input | Why |", "| --- | ---: | --- |"]
            for (id, input) in failures.prefix(shown) {
                let why = input.problems.first.map { String($0.split(separator: "\n").first ?? "") } ?? "failed"
                lines.append(row([code(id), String(input.index), cell(Self.shortened(why, to: 160))]))
            }
            if failures.count > shown {
                lines.append("")
                lines.append(
                    "… and \(failures.count - shown) more; `pathways-conformance run` with the same implementation shows them all.")
            }
        }
        let reasons = Self.skipReasons(report)
        if !reasons.isEmpty {
            lines += ["", "Skipped inputs by reason:", "", "| Inputs | Reason |", "| ---: | --- |"]
            for (reason, count) in reasons { lines.append(row([String(count), cell(Self.shortened(reason, to: 200))])) }
        }
        return lines
    }

    // MARK: Markdown helpers

    private func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    /// Text for a table cell: pipes escaped, line breaks as spaces.
    private func cell(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ").replacingOccurrences(of: "|", with: "\\|")
    }

    /// A code span that survives backticks and pipes in the text.
    private func code(_ text: String) -> String {
        let fence = text.contains("`") ? "`` " : "`"
        let closing = text.contains("`") ? " ``" : "`"
        return fence + cell(text) + closing
    }
}
