import PathwaysTextFormats

/// The report as JUnit XML for CI: one `testcase` per input, grouped in one `testsuite` per
/// fixture file, with `failure` and `skipped` elements.
///
/// Expected failures are reported as skipped, with the expectations file's reason. An
/// unexpected pass and each problem of the expectations file are a failing `testcase` of
/// their own.
///
/// ```swift
/// let xml = JUnitReport.render(report)
/// ```
package enum JUnitReport {
    /// The report as JUnit XML.
    package static func render(_ report: RunReport) -> String {
        var suites: [(name: String, cases: [String], tests: Int, failures: Int, skipped: Int)] = []
        func add(_ suite: String, _ element: String, failed: Bool, skipped: Bool) {
            if let index = suites.firstIndex(where: { $0.name == suite }) {
                suites[index].cases.append(element)
                suites[index].tests += 1
                suites[index].failures += failed ? 1 : 0
                suites[index].skipped += skipped ? 1 : 0
            } else {
                suites.append((suite, [element], 1, failed ? 1 : 0, skipped ? 1 : 0))
            }
        }
        for result in report.cases {
            let file = result.fixtureCase.location.file
            for input in result.inputs {
                let name = "input \(input.index): \(input.fixtureInput.input.summary)"
                var element = "    <testcase classname=\"\(escape(result.fixtureCase.id))\" name=\"\(escape(name))\">"
                switch input.status {
                case .passed:
                    element += "</testcase>"
                case .failed:
                    element +=
                        "\n      <failure message=\"\(escape(input.problems.first ?? "failed"))\" type=\"mismatch\">\(escape(details(input)))</failure>\n    </testcase>"
                case .skipped:
                    element += "\n      <skipped message=\"\(escape(input.skipReason ?? "skipped"))\"/>\n    </testcase>"
                case .expectedFailure:
                    element +=
                        "\n      <skipped message=\"\(escape("expected failure: " + (result.deviation ?? "")))\">\(escape(details(input)))</skipped>\n    </testcase>"
                }
                add(file, element, failed: input.status == .failed, skipped: input.status == .skipped || input.status == .expectedFailure)
            }
            if result.isUnexpectedPass {
                let message =
                    "\(result.fixtureCase.id) passes but the expectations file lists it (\(result.deviation ?? "")); remove it from the file"
                add(
                    file,
                    "    <testcase classname=\"\(escape(result.fixtureCase.id))\" name=\"expectations\">\n      <failure message=\"\(escape(message))\" type=\"unexpectedPass\"/>\n    </testcase>",
                    failed: true, skipped: false)
            }
        }
        for problem in report.expectationProblems {
            add(
                "expectations",
                "    <testcase classname=\"expectations\" name=\"\(escape(problem))\">\n      <failure message=\"\(escape(problem))\" type=\"expectations\"/>\n    </testcase>",
                failed: true, skipped: false)
        }
        let tests = suites.reduce(0) { $0 + $1.tests }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let skipped = suites.reduce(0) { $0 + $1.skipped }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"pathways-conformance \(escape(report.subject.name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        for suite in suites {
            xml +=
                "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.tests)\" failures=\"\(suite.failures)\" errors=\"0\" skipped=\"\(suite.skipped)\">\n"
            xml += suite.cases.joined(separator: "\n") + "\n"
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    private static func details(_ input: InputResult) -> String {
        var lines = [
            "input: \(input.fixtureInput.input.summary)",
            "at: \(input.fixtureInput.location)",
            "expected: \(input.fixtureInput.expectation.jsonValue.jsonText)",
            "actual: \(input.actual.map { $0.jsonValue.jsonText } ?? "no outcome")",
        ]
        lines += input.problems.map { "why: \($0)" }
        if let order = input.registrationOrder { lines.append("registration order: \(order.joined(separator: ", "))") }
        return lines.joined(separator: "\n")
    }

    /// Text for an attribute value or element content, as ``XMLText/escaped(_:)`` writes it.
    private static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
