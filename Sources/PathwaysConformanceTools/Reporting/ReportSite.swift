import Foundation
import PathwaysConformance

/// The compliance report as a static site (`Conformance/site/`): plain HTML and one style sheet,
/// no script and nothing from elsewhere, so it reads the same from a web server and from
/// `file://`.
///
/// It renders the same ``ComplianceReport`` as `REPORT.md`, so the two never disagree:
/// - `index.html`: every implementation's core conformance, apart from each profile, and the
///   matrix of implementations by requirement area;
/// - `impl-NAME.html`: one implementation, with its deviations, their reasons and each failing
///   input's expected and actual outcome, and what `explore` found in it (``Findings``);
/// - `requirements.html` and `req-ID.html`: each requirement's text, core or profile, every
///   implementation's result on it and the cases that check it;
/// - `cases.html` and `cases-AREA.html`: the inputs of every case, with each implementation's
///   result on each.
///
/// ```swift
/// for page in ReportSite(report: report).pages() {
///     try Data(page.contents.utf8).write(to: directory.appendingPathComponent(page.name))
/// }
/// ```
package struct ReportSite: Sendable {
    /// One file of the site.
    package struct Page: Sendable, Hashable {
        /// The file name, without a directory: every page sits in the site's one folder.
        package var name: String
        /// The file's text.
        package var contents: String
    }

    /// The report the site renders.
    package var report: ComplianceReport
    /// What `explore` found in each implementation, shown on its page.
    package var findings: Findings?

    /// Creates the site of a report.
    ///
    /// - Parameters:
    ///   - report: The compliance report.
    ///   - findings: `Conformance/FINDINGS.md`, read, when the site shows it.
    package init(report: ComplianceReport, findings: Findings? = nil) {
        self.report = report
        self.findings = findings
    }

    /// Whether a file name is one this site writes, so that a regeneration can remove the pages
    /// of implementations, requirements and areas that are gone without touching anything else.
    package static func isPageName(_ name: String) -> Bool {
        let fixed = ["index.html", "requirements.html", "cases.html", "style.css"]
        return fixed.contains(name)
            || (name.hasSuffix(".html") && (name.hasPrefix("impl-") || name.hasPrefix("req-") || name.hasPrefix("cases-")))
    }

    /// Every file of the site, in a stable order.
    package func pages() -> [Page] {
        var pages = [Page(name: "style.css", contents: Self.styleSheet), index(), requirementsIndex(), casesIndex()]
        for entry in report.entries { pages.append(implementationPage(entry)) }
        for id in requirementIDs { pages.append(requirementPage(id)) }
        for area in caseAreas { pages.append(casesPage(area)) }
        return pages
    }

    // MARK: Names and links

    static func implementationFile(_ label: String) -> String { "impl-\(fileSafe(label)).html" }
    static func requirementFile(_ id: String) -> String { "req-\(fileSafe(id)).html" }
    static func casesFile(_ area: String) -> String { "cases-\(fileSafe(area)).html" }

    /// The area of a case id: its first word, such as `canon` for `canon-split-before-decoding`.
    static func caseArea(_ id: String) -> String {
        String(id.split(separator: "-", maxSplits: 1).first ?? Substring(id))
    }

    static func caseLink(_ id: String) -> String { casesFile(caseArea(id)) + "#" + anchor(id) }

    /// Letters, digits, `.`, `_` and `-`, everything else as `_`: safe in a file name and a URL.
    static func fileSafe(_ text: String) -> String {
        let bytes = text.utf8.map { byte -> UInt8 in
            FixtureSchema.isLower(byte) || FixtureSchema.isDigit(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") ? byte : UInt8(ascii: "_")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func anchor(_ id: String) -> String { "case-" + fileSafe(id) }

    /// Every requirement of SPEC.md in order, or, without it, every ID the cases check.
    var requirementIDs: [String] {
        if let spec = report.spec { return spec.requirements.filter { !$0.isWithdrawn }.map(\.id) }
        return Array(Set(report.cases.flatMap(\.requirements))).sorted(by: RequirementID.precedes)
    }

    var caseAreas: [String] {
        var seen: [String] = []
        for fixtureCase in report.cases where !seen.contains(Self.caseArea(fixtureCase.id)) { seen.append(Self.caseArea(fixtureCase.id)) }
        return seen
    }

    var completed: [(entry: ComplianceReport.Entry, run: RunReport)] {
        report.entries.compactMap { entry in entry.run.map { (entry, $0) } }
    }

    /// The profile of a requirement, from SPEC.md's table: `nil` for a core requirement.
    func profile(of id: String) -> Profile? {
        report.spec?.profile(of: id).flatMap(Profile.init(rawValue:))
    }

    // MARK: Pages

    private func index() -> Page {
        var body = [
            "<h1>Pathways conformance</h1>",
            paragraph(
                "The conformance corpus (\(report.caseCount) cases, \(report.inputCount) inputs, SPEC.md \(report.specVersion)) run against "
                    + "\(report.entries.count) implementations. The core is what any router that has a feature must do; a profile groups "
                    + "some of Pathways' stricter choices, which a router may claim or not (SPEC.md section 19), and the cases of a profile "
                    + "an implementation does not claim are skipped. The same data is REPORT.md."),
            "<h2 id=\"core\">Core conformance</h2>",
            paragraph(
                "Inputs of the \(report.cases.filter(\.isCore).count) core cases (\(report.coreInputCount) inputs). Result is the whole run, "
                    + "profiles included."),
            "<table><thead><tr><th>Implementation</th><th>Version</th><th>Language</th><th>Profiles claimed</th><th class=\"n\">Passed</th>"
                + "<th class=\"n\">Failed</th><th class=\"n\">Expected failures</th><th class=\"n\">Skipped</th><th>Result</th></tr></thead><tbody>",
        ]
        for entry in report.entries {
            let name = link(Self.implementationFile(entry.label), entry.label)
            guard let run = entry.run else {
                body.append(
                    "<tr><td>\(name)</td><td>-</td><td>\(escape(entry.language ?? "-"))</td><td>-</td><td class=\"n\">-</td><td class=\"n\">-</td>"
                        + "<td class=\"n\">-</td><td class=\"n\">-</td><td class=\"fail\">did not start</td></tr>")
                continue
            }
            let core = run.coreCounts
            let verdict = ComplianceReport.verdict(run)
            body.append(
                "<tr><td>\(name)</td><td>\(escape(run.subject.version))</td><td>\(escape(entry.language ?? "-"))</td>"
                    + "<td>\(escape(ComplianceReport.claims(run.subject)))</td><td class=\"n\">\(core.passed)</td>"
                    + "<td class=\"n\">\(core.failed)</td><td class=\"n\">\(core.expectedFailures)</td><td class=\"n\">\(core.skipped)</td>"
                    + "<td class=\"\(verdict == "failed" ? "fail" : "pass")\">\(escape(verdict))</td></tr>")
        }
        body.append("</tbody></table>")
        let runs = completed
        body.append("<h2 id=\"axes\">Reading URLs and ordering</h2>")
        body.append(specText(ComplianceReport.axesExplanation))
        body.append(
            "<table><thead><tr><th>Implementation</th><th>Reading URLs (core)</th><th>Ordering (precedence)</th></tr></thead><tbody>")
        for run in runs {
            let axes = ComplianceReport.axes(run.run)
            body.append(
                "<tr><td>\(link(Self.implementationFile(run.entry.label), run.entry.label))</td>"
                    + "<td class=\"\(style(run.run.coreCounts))\">\(escape(axes.reading))</td>"
                    + "<td class=\"\(axes.ordering == "not claimed" ? "skip" : style(run.run.counts(of: .precedence)))\">\(escape(axes.ordering))</td></tr>"
            )
        }
        body.append("</tbody></table>")
        body.append("<h2 id=\"profiles\">Profiles</h2>")
        body.append(
            paragraph(
                "Each cell is passed / failed / skipped inputs, then expected failures (xfail); a case of two profiles counts in both."))
        body.append(
            "<div class=\"wide\"><table><thead><tr><th>Profile</th>" + runs.map { "<th>\(escape($0.entry.label))</th>" }.joined()
                + "</tr></thead><tbody>")
        for profile in Profile.allCases {
            let ids = report.requirements(of: profile).map { link(Self.requirementFile($0), $0) }.joined(separator: ", ")
            var row = "<tr><th><code>\(escape(profile.rawValue))</code><br><small>\(ids)</small></th>"
            for run in runs {
                let text = ComplianceReport.profileCell(run.run, profile)
                row += "<td class=\"\(text == "not claimed" ? "skip" : "")\">\(escape(text))</td>"
            }
            body.append(row + "</tr>")
        }
        body.append("</tbody></table></div>")
        body.append("<h2 id=\"areas\">Core by requirement area</h2>")
        body.append(
            paragraph(
                "The core cases only: passed / failed / skipped inputs, then xfail. An input counts once in every area its case checks."))
        body.append(
            "<div class=\"wide\"><table><thead><tr><th>Area</th>" + runs.map { "<th>\(escape($0.entry.label))</th>" }.joined()
                + "</tr></thead><tbody>")
        let tables = runs.map { run in
            Dictionary(run.run.coreCountsByArea.map { ($0.area, $0.counts) }, uniquingKeysWith: { first, _ in first })
        }
        for area in report.coreAreas {
            var row = "<tr><th>\(link("requirements.html#area-\(Self.fileSafe(area))", area))</th>"
            for table in tables {
                let counts = table[area]
                row += "<td class=\"\(counts.map(style) ?? "")\">\(escape(counts.map(ComplianceReport.counts) ?? "-"))</td>"
            }
            body.append(row + "</tr>")
        }
        body.append("</tbody></table></div>")
        return page("index.html", title: "Pathways conformance", body: body)
    }

    private func implementationPage(_ entry: ComplianceReport.Entry) -> Page {
        var body = ["<h1>\(escape(entry.label))</h1>"]
        var facts = ["Runs: " + (entry.runner == "in process" ? "in process" : "<code>\(escape(entry.runner))</code>")]
        guard let run = entry.run else {
            if case .failedToStart(let reason) = entry.status {
                body.append("<ul><li>\(facts[0])</li></ul><p class=\"fail\">Did not start:</p><pre>\(escape(reason))</pre>")
            }
            return page(Self.implementationFile(entry.label), title: entry.label, body: body)
        }
        let subject = run.subject
        facts.append(
            "Implementation: \(escape(subject.name)) \(escape(subject.version))" + (entry.language.map { " (\(escape($0)))" } ?? ""))
        let capabilities = subject.capabilities.sorted().map(\.rawValue)
        facts.append("Capabilities: " + escape(capabilities.isEmpty ? "none" : capabilities.joined(separator: ", ")))
        facts.append("Profiles claimed: " + escape(ComplianceReport.claims(subject)))
        for (name, value) in subject.choices.sorted(by: { $0.key < $1.key }) { facts.append("Choice, \(escape(name)): \(escape(value))") }
        facts.append("Expectations file: " + (run.expectationsSource.map { "<code>\(escape(report.relative($0)))</code>" } ?? "none"))
        facts.append("Result: <span class=\"\(run.succeeded ? "pass" : "fail")\">\(escape(ComplianceReport.verdict(run)))</span>")
        for problem in run.expectationProblems { facts.append("<span class=\"fail\">Expectations file problem:</span> \(escape(problem))") }
        let found = findings?.sections[entry.label]
        if found != nil { facts.append("What <code>explore</code> found: " + link("#findings", "findings, classified")) }
        body.append("<ul>" + facts.map { "<li>\($0)</li>" }.joined() + "</ul>")
        body.append(
            "<h2>Core and profiles</h2><table><thead><tr><th>Cases</th><th>Passed / failed / skipped · xfail</th></tr></thead><tbody>")
        body.append("<tr><th>core</th><td class=\"\(style(run.coreCounts))\">\(escape(ComplianceReport.counts(run.coreCounts)))</td></tr>")
        for profile in Profile.allCases {
            let text = ComplianceReport.profileCell(run, profile)
            body.append(
                "<tr><th><code>\(escape(profile.rawValue))</code></th><td class=\"\(text == "not claimed" ? "skip" : "")\">\(escape(text))</td></tr>"
            )
        }
        body.append("</tbody></table>")

        let listed = run.cases.filter { $0.deviation != nil }
        body.append("<h2 id=\"deviations\">Known deviations (\(listed.count) cases)</h2>")
        if listed.isEmpty {
            body.append(paragraph("None."))
        } else {
            body.append(paragraph("The expectations file lists these cases, each with a reason; their failing inputs follow."))
            for result in listed {
                let id = result.fixtureCase.id
                let failing = result.inputs.filter { $0.status == .expectedFailure || $0.status == .failed }
                body.append(
                    "<h3>\(link(Self.caseLink(id), id)) <small>\(escape(ComplianceReport.membership(result.fixtureCase))), "
                        + "\(failing.count) of \(result.inputs.count) inputs failing</small></h3>")
                body.append(
                    "<p class=\"reason\">\(escape(result.deviation ?? ""))"
                        + (result.isUnexpectedPass ? " <strong class=\"fail\">(passes now: remove it from the file)</strong>" : "") + "</p>"
                )
                body.append(inputTable(failing))
            }
        }
        let failures = run.cases.filter { $0.deviation == nil && !$0.failures.isEmpty }
        if !failures.isEmpty {
            body.append("<h2 id=\"failures\" class=\"fail\">Unexpected failures</h2>")
            for result in failures {
                body.append("<h3>\(link(Self.caseLink(result.fixtureCase.id), result.fixtureCase.id))</h3>")
                body.append(inputTable(result.failures))
            }
        }
        let reasons = ComplianceReport.skipReasons(run)
        if !reasons.isEmpty {
            body.append(
                "<h2 id=\"skipped\">Skipped inputs by reason</h2><table><thead><tr><th class=\"n\">Inputs</th><th>Reason</th></tr></thead><tbody>"
            )
            for (reason, count) in reasons { body.append("<tr><td class=\"n\">\(count)</td><td>\(escape(reason))</td></tr>") }
            body.append("</tbody></table>")
        }
        if let found {
            body.append("<h2 id=\"findings\">Findings from explore <small>\(escape(found.title))</small></h2>")
            body.append(markdownBlocks(found.lines))
        }
        return page(Self.implementationFile(entry.label), title: entry.label, body: body)
    }

    /// A findings section's Markdown as HTML: `###` headings, `- ` items (with their indented
    /// continuation lines), indented code blocks and paragraphs, with `code` spans and **bold**;
    /// a `[link](address)` becomes its text with the address after it.
    private func markdownBlocks(_ lines: [String]) -> String {
        var html = ""
        var paragraph: [String] = []
        var items: [[String]] = []
        func flush() {
            if !paragraph.isEmpty { html += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>" }
            if !items.isEmpty { html += "<ul>" + items.map { "<li>" + inline($0.joined(separator: " ")) + "</li>" }.joined() + "</ul>" }
            paragraph = []
            items = []
        }
        for written in lines {
            // A link is written out as its text and its address: the site refers to nothing outside itself.
            let line = written.replacing(/\[([^\]]+)\]\(([^)\s]+)\)/) { "\($0.1) (\($0.2))" }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                flush()
            } else if trimmed.hasPrefix("### ") {
                flush()
                html += "<h3>" + inline(String(trimmed.dropFirst(4))) + "</h3>"
            } else if trimmed.hasPrefix("- ") {
                if !paragraph.isEmpty { flush() }
                items.append([String(trimmed.dropFirst(2))])
            } else if !items.isEmpty, line.hasPrefix(" ") {
                items[items.count - 1].append(trimmed)
            } else if line.hasPrefix("    ") {
                flush()
                html += "<pre><code>" + escape(String(line.dropFirst(4))) + "</code></pre>"
            } else {
                paragraph.append(trimmed)
            }
        }
        flush()
        return html
    }

    /// Failing inputs with what was expected and what came.
    private func inputTable(_ inputs: [InputResult]) -> String {
        guard !inputs.isEmpty else { return "" }
        var rows = [
            "<table class=\"inputs\"><thead><tr><th class=\"n\">#</th><th>Input</th><th>Expected</th><th>Actual</th></tr></thead><tbody>"
        ]
        for input in inputs {
            let actual = input.actual.map { $0.jsonValue.jsonText } ?? (input.problems.first ?? "no outcome")
            rows.append(
                "<tr><td class=\"n\">\(input.index)</td><td><code>\(escape(short(input.fixtureInput.input.summary)))</code></td>"
                    + "<td><code>\(escape(short(input.fixtureInput.expectation.jsonValue.jsonText)))</code></td>"
                    + "<td><code>\(escape(short(actual)))</code></td></tr>")
        }
        rows.append("</tbody></table>")
        return rows.joined(separator: "\n")
    }

    private func requirementsIndex() -> Page {
        var body = [
            "<h1>Requirements</h1>",
            paragraph("Every requirement of SPEC.md, its section, whether it is core or in a profile, and the cases that check it."),
        ]
        var section = ""
        var area = ""
        var open = false
        for id in requirementIDs {
            let requirement = report.spec?.requirement(id)
            let heading = requirement?.section ?? RequirementID.area(of: id)
            if heading != section {
                if open { body.append("</tbody></table>") }
                section = heading
                body.append("<h2>\(escape(heading))</h2>")
                body.append("<table><thead><tr><th>Requirement</th><th>Core or profile</th><th class=\"n\">Cases</th></tr></thead><tbody>")
                open = true
            }
            let thisArea = RequirementID.area(of: id)
            let anchor = thisArea != area ? " id=\"area-\(Self.fileSafe(thisArea))\"" : ""
            area = thisArea
            let count = report.cases.filter { $0.requirements.contains(id) }.count
            let outside = requirement?.isOutsideCorpus == true ? " <small>outside the corpus</small>" : ""
            body.append(
                "<tr\(anchor)><td>\(link(Self.requirementFile(id), id))\(outside)</td><td>\(escape(profile(of: id)?.rawValue ?? "core"))</td>"
                    + "<td class=\"n\">\(count)</td></tr>")
        }
        if open { body.append("</tbody></table>") }
        return page("requirements.html", title: "Requirements", body: body)
    }

    private func requirementPage(_ id: String) -> Page {
        let requirement = report.spec?.requirement(id)
        var body = ["<h1>\(escape(id))</h1>"]
        var facts = ["Section: " + escape(requirement?.section ?? RequirementID.area(of: id))]
        facts.append("Classification: " + (profile(of: id).map { "profile <code>\(escape($0.rawValue))</code>" } ?? "core"))
        body.append("<ul>" + facts.map { "<li>\($0)</li>" }.joined() + "</ul>")
        if let text = requirement?.text, !text.isEmpty { body.append("<blockquote>\(specText(text))</blockquote>") }
        let checking = report.cases.filter { $0.requirements.contains(id) }
        if checking.isEmpty {
            body.append(
                paragraph(
                    requirement?.isOutsideCorpus == true ? "Outside the corpus: the Swift test suite proves it." : "No case checks it."))
            return page(Self.requirementFile(id), title: id, body: body)
        }
        body.append("<h2>Results</h2>")
        body.append(paragraph("Inputs of the \(checking.count) cases that check \(escape(id)): passed / failed / skipped, then xfail."))
        body.append("<table><thead><tr><th>Implementation</th><th>Result</th></tr></thead><tbody>")
        for entry in report.entries {
            let name = link(Self.implementationFile(entry.label), entry.label)
            guard let run = entry.run else {
                body.append("<tr><td>\(name)</td><td class=\"fail\">did not start</td></tr>")
                continue
            }
            var counts = ResultCounts()
            for result in run.cases where result.fixtureCase.requirements.contains(id) {
                for input in result.inputs { counts.add(input.status) }
            }
            let unclaimed = profile(of: id).map { !run.subject.profiles.contains($0) } ?? false
            let text = unclaimed ? "not claimed (" + ComplianceReport.counts(counts) + ")" : ComplianceReport.counts(counts)
            body.append("<tr><td>\(name)</td><td class=\"\(unclaimed ? "skip" : style(counts))\">\(escape(text))</td></tr>")
        }
        body.append("</tbody></table>")
        body.append("<h2>Cases</h2><ul>")
        for fixtureCase in checking {
            body.append(
                "<li>\(link(Self.caseLink(fixtureCase.id), fixtureCase.id)) <small>\(escape(ComplianceReport.membership(fixtureCase))), "
                    + "\(fixtureCase.inputs.count) inputs</small>: \(escape(fixtureCase.description))</li>")
        }
        body.append("</ul>")
        return page(Self.requirementFile(id), title: id, body: body)
    }

    private func casesIndex() -> Page {
        var body = ["<h1>Cases and inputs</h1>", paragraph("The corpus, case by case, with each implementation's result on every input.")]
        for area in caseAreas {
            let members = report.cases.filter { Self.caseArea($0.id) == area }
            body.append("<h2>\(link(Self.casesFile(area), area)) <small>\(members.count) cases</small></h2><ul class=\"columns\">")
            for fixtureCase in members { body.append("<li>\(link(Self.caseLink(fixtureCase.id), fixtureCase.id))</li>") }
            body.append("</ul>")
        }
        return page("cases.html", title: "Cases and inputs", body: body)
    }

    private func casesPage(_ area: String) -> Page {
        let runs = completed
        let lookup = runs.map { run in Dictionary(run.run.cases.map { ($0.fixtureCase.id, $0) }, uniquingKeysWith: { first, _ in first }) }
        var body = [
            "<h1>Cases: \(escape(area))</h1>",
            paragraph(
                "Each input with its expected outcome and every implementation's result: <span class=\"pass\">pass</span>, "
                    + "<span class=\"fail\">FAIL</span> (unexpected), <span class=\"xfail\">xfail</span> (a listed deviation), "
                    + "<span class=\"skip\">skip</span>."),
        ]
        let header =
            "<tr><th class=\"n\">#</th><th>Input</th><th>Expected</th>"
            + runs.map { "<th class=\"s\">\(escape($0.entry.label))</th>" }.joined() + "</tr>"
        for fixtureCase in report.cases where Self.caseArea(fixtureCase.id) == area {
            body.append("<section id=\"\(Self.anchor(fixtureCase.id))\"><h2>\(escape(fixtureCase.id))</h2>")
            body.append(paragraph(escape(fixtureCase.description)))
            var facts = ["Requirements: " + fixtureCase.requirements.map { link(Self.requirementFile($0), $0) }.joined(separator: ", ")]
            facts.append("Core or profile: " + escape(ComplianceReport.membership(fixtureCase)))
            if !fixtureCase.capabilities.isEmpty {
                facts.append("Capabilities: " + escape(fixtureCase.capabilities.map(\.rawValue).joined(separator: ", ")))
            }
            facts.append(
                "In <code>\(escape(fixtureCase.location.file))</code> at <code>\(escape(fixtureCase.location.path.description))</code>")
            body.append("<ul>" + facts.map { "<li>\($0)</li>" }.joined() + "</ul>")
            if !fixtureCase.routes.isEmpty {
                body.append("<table><thead><tr><th>Route</th><th>Pattern</th><th>Host</th><th>Matching</th></tr></thead><tbody>")
                for route in fixtureCase.routes {
                    body.append(
                        "<tr><td>\(escape(route.name))</td><td><code>\(escape(route.pattern))</code></td><td>\(escape(route.host ?? "any"))</td>"
                            + "<td>\(escape(route.matching.rawValue))\(route.caseInsensitive ? ", without case" : "")\(route.isTyped ? ", typed" : "")</td></tr>"
                    )
                }
                body.append("</tbody></table>")
            }
            var deviations: [String] = []
            for (offset, run) in runs.enumerated() {
                if let result = lookup[offset][fixtureCase.id], let reason = result.deviation {
                    deviations.append(
                        "<li>\(link(Self.implementationFile(run.entry.label) + "#deviations", run.entry.label)): \(escape(reason))</li>")
                }
            }
            if !deviations.isEmpty { body.append("<p>Listed deviations:</p><ul>" + deviations.joined() + "</ul>") }
            body.append("<div class=\"wide\"><table class=\"inputs\"><thead>\(header)</thead><tbody>")
            for (index, input) in fixtureCase.inputs.enumerated() {
                var row =
                    "<tr><td class=\"n\">\(index)</td><td><code>\(escape(short(input.input.summary)))</code></td>"
                    + "<td><code>\(escape(short(input.expectation.jsonValue.jsonText)))</code></td>"
                for table in lookup {
                    guard let result = table[fixtureCase.id], index < result.inputs.count else {
                        row += "<td class=\"s\">-</td>"
                        continue
                    }
                    row += statusCell(result.inputs[index])
                }
                body.append(row + "</tr>")
            }
            body.append("</tbody></table></div></section>")
        }
        return page(Self.casesFile(area), title: "Cases: \(area)", body: body)
    }

    private func statusCell(_ input: InputResult) -> String {
        switch input.status {
        case .passed: "<td class=\"s pass\">pass</td>"
        case .failed: "<td class=\"s fail\" title=\"\(escape(short(input.problems.first ?? "failed")))\">FAIL</td>"
        case .expectedFailure: "<td class=\"s xfail\">xfail</td>"
        case .skipped: "<td class=\"s skip\">skip</td>"
        }
    }

    // MARK: HTML

    private func page(_ name: String, title: String, body: [String]) -> Page {
        let nav =
            "<nav><a href=\"index.html\">Pathways conformance</a> · <a href=\"index.html#profiles\">Profiles</a> · "
            + "<a href=\"requirements.html\">Requirements</a> · <a href=\"cases.html\">Cases and inputs</a></nav>"
        let html =
            [
                "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
                "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
                "<title>\(escape(title)) · Pathways conformance</title>",
                "<link rel=\"stylesheet\" href=\"style.css\">", "</head>", "<body>", "<header>\(nav)</header>", "<main>",
            ] + body + [
                "</main>",
                "<footer>Generated by <code>\(escape(report.regenerateCommand))</code> from the corpus of SPEC.md \(escape(report.specVersion)), "
                    + "like REPORT.md. Edit the generator, not these files.</footer>",
                "</body>", "</html>",
            ]
        return Page(name: name, contents: html.joined(separator: "\n") + "\n")
    }

    private func link(_ target: String, _ text: String) -> String {
        "<a href=\"\(escape(target))\">\(escape(text))</a>"
    }

    private func paragraph(_ html: String) -> String { "<p>\(html)</p>" }

    private func short(_ text: String) -> String { ComplianceReport.shortened(text, to: 160) }

    private func style(_ counts: ResultCounts) -> String {
        if counts.failed > 0 { return "fail" }
        if counts.passed + counts.expectedFailures == 0 { return "skip" }
        return counts.expectedFailures > 0 ? "xfail" : "pass"
    }

    /// HTML text: `&`, `<`, `>` and `"` escaped.
    func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A requirement's Markdown as HTML: escaped, with `code` spans and **bold** kept, and the
    /// example in a paragraph of its own.
    func specText(_ markdown: String) -> String {
        let joined = markdown.split(separator: "\n").joined(separator: " ")
        let paragraphs = joined.components(separatedBy: " Example: ")
        return paragraphs.enumerated().map { offset, text in
            "<p>" + (offset > 0 ? "<em>Example:</em> " : "") + inline(text) + "</p>"
        }.joined()
    }

    /// `code` spans and **bold** as HTML, the rest escaped; bold may hold code spans. An unclosed
    /// backtick or an unpaired `**` is text.
    private func inline(_ text: String) -> String {
        var segments: [(text: String, isCode: Bool)] = []
        var pending = ""
        var inCode = false
        for character in text {
            if character == "`" {
                segments.append((pending, inCode))
                pending = ""
                inCode.toggle()
            } else {
                pending.append(character)
            }
        }
        // An unclosed backtick is text, not the start of a code span.
        segments.append(inCode ? ("`" + pending, false) : (pending, false))
        let markers = segments.filter { !$0.isCode }.reduce(0) { $0 + $1.text.components(separatedBy: "**").count - 1 }
        var bold = false
        return segments.map { segment in
            if segment.isCode { return "<code>" + escape(segment.text) + "</code>" }
            let parts = segment.text.components(separatedBy: "**").map(escape)
            guard markers >= 2, markers % 2 == 0 else { return parts.joined(separator: "**") }
            var html = parts[0]
            for part in parts.dropFirst() {
                bold.toggle()
                html += (bold ? "<strong>" : "</strong>") + part
            }
            return html
        }.joined()
    }

    static let styleSheet = """
        :root { color-scheme: light dark; --pass: #1a7f37; --fail: #cf222e; --xfail: #9a6700; --skip: #6e7781; --line: #d0d7de; }
        body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; max-width: 78rem; padding: 0 1rem 3rem; }
        header { border-bottom: 1px solid var(--line); padding: .6rem 0; margin-bottom: 1rem; }
        footer { border-top: 1px solid var(--line); margin-top: 2rem; padding-top: .6rem; font-size: .85rem; color: var(--skip); }
        h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2rem; } h3 { font-size: 1rem; margin-bottom: .3rem; }
        table { border-collapse: collapse; margin: .5rem 0 1rem; }
        th, td { border: 1px solid var(--line); padding: .2rem .45rem; text-align: left; vertical-align: top; }
        thead th { position: sticky; top: 0; background: Canvas; }
        .n { text-align: right; font-variant-numeric: tabular-nums; }
        .s { text-align: center; font-size: .8rem; white-space: nowrap; }
        .wide { overflow-x: auto; }
        .inputs code { font-size: .8rem; overflow-wrap: anywhere; }
        .inputs td:nth-child(2), .inputs td:nth-child(3) { min-width: 16rem; max-width: 28rem; }
        .pass { color: var(--pass); } .fail { color: var(--fail); font-weight: 600; } .xfail { color: var(--xfail); } .skip { color: var(--skip); }
        .reason { margin: .2rem 0 .4rem; }
        blockquote { border-left: 3px solid var(--line); margin: 1rem 0; padding: 0 1rem; }
        code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
        small { color: var(--skip); font-weight: normal; }
        ul.columns { columns: 18rem; }
        """
}
