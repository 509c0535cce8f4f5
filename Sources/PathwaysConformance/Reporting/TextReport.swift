/// The report for people: a table per requirement and per area, then every failure with its
/// case, input, expected and actual outcome and, for permuted cases, the registration order.
/// The first failure of a case shows the case as the subject got it (its description, router
/// options and routes) and the statement of each of its requirements, so that a router author
/// needs no fixture file to understand it.
///
/// ```swift
/// print(TextReport(style: .standardOutput).render(report))
/// ```
package struct TextReport: Sendable {
    /// Colours or not.
    package var style: TerminalStyle
    /// SPEC.md's index, for the statements of a failing case's requirements; `nil` prints
    /// their IDs alone.
    package var spec: SpecIndex?

    /// Creates a text report.
    package init(style: TerminalStyle = .plain, spec: SpecIndex? = nil) {
        self.style = style
        self.spec = spec
    }

    /// The whole report.
    package func render(_ report: RunReport) -> String {
        var lines: [String] = []
        let subject = report.subject
        lines.append(style.bold("Pathways conformance: \(subject.name) \(subject.version)"))
        let capabilities =
            subject.capabilities.count == Capability.allCases.count
            ? "all" : subject.capabilities.sorted().map(\.rawValue).joined(separator: ", ")
        lines.append("Capabilities: \(capabilities.isEmpty ? "none" : capabilities)")
        let profiles =
            subject.profiles.count == Profile.allCases.count ? "all" : subject.profiles.sorted().map(\.rawValue).joined(separator: ", ")
        lines.append("Profiles claimed: \(profiles.isEmpty ? "none (only the core is judged)" : profiles)")
        for (name, value) in subject.choices.sorted(by: { $0.key < $1.key }) { lines.append("Choice: \(name) = \(value)") }
        if let source = report.expectationsSource {
            lines.append("Expectations: \(source)")
        } else if report.expectationsSearched.isEmpty {
            lines.append("Expectations: none")
        } else {
            lines.append(
                "Expectations: none found (looked for \(report.expectationsSearched.joined(separator: ", "))); give the file with --expectations FILE"
            )
        }
        lines.append("")
        lines += table("Requirement", report.countsByRequirement.map { ($0.requirement, $0.counts) })
        lines.append("")
        lines += table("Area", report.countsByArea.map { ($0.area, $0.counts) })
        lines.append("")
        lines += table("Core and profiles", [("core", report.coreCounts)] + report.countsByProfile.map { ($0.profile.rawValue, $0.counts) })
        lines.append("")
        lines += table(
            "Axes", [("reading URLs (core)", report.coreCounts), ("ordering (precedence)", report.counts(of: .precedence))])
        lines.append(
            "  Reading URLs is the core: splitting, decoding, matching and delivering, whatever the router's order. Ordering is the"
        )
        lines.append("  precedence profile: the same winner whatever the registration order (SPEC.md section 8).")

        let failures = report.cases.flatMap { result in result.failures.map { (result, $0) } }
        if !failures.isEmpty {
            lines.append("")
            lines.append(style.bold("Failures (\(failures.count))"))
            for (offset, (result, input)) in failures.enumerated() {
                let firstOfCase = offset == 0 || failures[offset - 1].0.fixtureCase.id != result.fixtureCase.id
                lines += describe(input, in: result, label: style.red("FAIL"), showingCase: firstOfCase)
            }
        }
        let expected = report.cases.flatMap { result in result.inputs.filter { $0.status == .expectedFailure }.map { (result, $0) } }
        if !expected.isEmpty {
            lines.append("")
            lines.append(style.bold("Expected failures (\(expected.count))"))
            for (result, input) in expected {
                lines.append("  \(style.yellow("XFAIL")) \(result.fixtureCase.id), input \(input.index): \(result.deviation ?? "")")
            }
        }
        if !report.unexpectedPasses.isEmpty {
            lines.append("")
            lines.append(style.bold("Unexpected passes (\(report.unexpectedPasses.count))"))
            for result in report.unexpectedPasses {
                lines.append(
                    "  \(style.red("XPASS")) \(result.fixtureCase.id) passes but is listed as a deviation (\(result.deviation ?? "")); remove it from the expectations file"
                )
            }
        }
        if !report.expectationProblems.isEmpty {
            lines.append("")
            lines.append(style.bold("Expectations file problems (\(report.expectationProblems.count))"))
            for problem in report.expectationProblems { lines.append("  \(style.red("ERROR")) \(problem)") }
        }
        let skipped = report.cases.flatMap(\.inputs).filter { $0.status == .skipped }
        if !skipped.isEmpty {
            lines.append("")
            lines.append(style.bold("Skipped (\(skipped.count) inputs)"))
            var reasons: [String: Int] = [:]
            for input in skipped { reasons[input.skipReason ?? "no reason given", default: 0] += 1 }
            for (reason, count) in reasons.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(style.yellow("SKIP")) \(count) × \(reason)")
            }
        }
        lines.append("")
        lines.append(summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The last line: the verdict, the core's counts, then the profiles', then the whole run's;
    /// and, when the expectations file is what failed, that it did.
    package func summary(_ report: RunReport) -> String {
        let counts = report.counts
        let core = report.coreCounts
        let profiles = report.profileCounts
        let verdict = report.succeeded ? style.green("PASSED") : style.red("FAILED")
        func plural(_ count: Int, _ noun: String, _ suffix: String = "s") -> String { "\(count) \(noun)\(count == 1 ? "" : suffix)" }
        func line(_ counts: ResultCounts) -> String {
            "\(counts.passed) passed, \(counts.failed) failed, \(counts.skipped) skipped"
                + (counts.expectedFailures > 0 ? ", \(plural(counts.expectedFailures, "expected failure"))" : "")
        }
        func both(_ inputs: ResultCounts, _ cases: ResultCounts) -> String { "inputs \(line(inputs)); cases \(line(cases))" }
        let claimed = report.subject.profiles.isEmpty ? "none claimed" : "\(report.subject.profiles.count) claimed"
        var text =
            "Result: \(verdict). Core: \(both(core, report.caseCounts(.core))). "
            + "Profiles (\(claimed)): \(both(profiles, report.caseCounts(.profiles))). "
            + "\(plural(counts.total, "input")) in \(plural(report.cases.count, "case")): "
            + "\(counts.passed) passed, \(counts.failed) failed, \(counts.skipped) skipped, \(plural(counts.expectedFailures, "expected failure")); "
            + "\(plural(report.unexpectedPasses.count, "unexpected pass", "es"))."
        if !report.expectationProblems.isEmpty {
            text +=
                " The expectations file \(report.expectationsSource.map { "\($0) " } ?? "")is what failed: \(plural(report.expectationProblems.count, "problem")), listed under \"Expectations file problems\"."
        }
        return text
    }

    private func table(_ title: String, _ rows: [(String, ResultCounts)]) -> [String] {
        let width = max(title.count, rows.map(\.0.count).max() ?? 0) + 2
        func pad(_ text: String, _ count: Int) -> String { text + String(repeating: " ", count: max(0, count - text.count)) }
        func right(_ value: Int) -> String {
            let text = String(value)
            return String(repeating: " ", count: max(0, 6 - text.count)) + text
        }
        var lines = [style.bold(pad(title, width) + "  passed failed skipped xfail")]
        for (name, counts) in rows {
            let failed = counts.failed > 0 ? style.red(right(counts.failed)) : right(counts.failed)
            lines.append(
                pad(name, width) + "  " + right(counts.passed) + " " + failed + "  " + right(counts.skipped)
                    + right(counts.expectedFailures))
        }
        return lines
    }

    /// One failure; with `showingCase`, the case's description, router options and routes
    /// first, and its requirements' statements last.
    private func describe(_ input: InputResult, in result: CaseResult, label: String, showingCase: Bool) -> [String] {
        let location = input.fixtureInput.location
        var lines = ["", "\(label) \(style.bold(result.fixtureCase.id)), input \(input.index) (\(location))"]
        if showingCase { lines += result.fixtureCase.contextLines }
        lines.append("  input:     \(input.fixtureInput.input.summary)")
        if let note = input.fixtureInput.note { lines.append("  note:      \(note)") }
        lines.append("  expected:  \(input.fixtureInput.expectation.jsonValue.jsonText)")
        lines.append("  actual:    \(input.actual.map { $0.jsonValue.jsonText } ?? "no outcome")")
        for problem in input.problems { lines.append("  why:       \(problem)") }
        if let order = input.registrationOrder {
            let orders = (1...max(1, result.fixtureCase.routes.count)).reduce(1, *)
            lines.append(
                "  order:     \(order.joined(separator: ", ")) (the first of \(input.failingOrders.count) failing orders, of \(input.ordersRun ?? orders) run)"
            )
        }
        lines += result.fixtureCase.requirementLines(showingCase ? spec : nil)
        return lines
    }
}
