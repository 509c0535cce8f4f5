/// The report as JSON, for tools: every case and input with its status, expected and actual
/// outcome, and the totals per requirement and per area.
///
/// ```swift
/// let text = JSONReport.render(report)  // {"subject": {...}, "succeeded": true, "totals": {...}, ...}
/// ```
package enum JSONReport {
    /// The report as pretty-printed JSON.
    package static func render(_ report: RunReport) -> String {
        value(report).fileText
    }

    /// The report as a JSON value.
    package static func value(_ report: RunReport) -> JSONValue {
        let counts = report.counts
        return .members([
            "subject": report.subject.jsonValue,
            "expectations": report.expectationsSource.map(JSONValue.string) ?? .null,
            "succeeded": .bool(report.succeeded),
            "totals": .members([
                "cases": number(report.cases.count), "inputs": number(counts.total), "passed": number(counts.passed),
                "failed": number(counts.failed), "skipped": number(counts.skipped), "expectedFailures": number(counts.expectedFailures),
                "unexpectedPasses": number(report.unexpectedPasses.count),
            ]),
            "requirements": .array(report.countsByRequirement.map { row(key: "id", $0.requirement, $0.counts) }),
            "areas": .array(report.countsByArea.map { row(key: "area", $0.area, $0.counts) }),
            "core": row(key: "profile", "core", report.coreCounts),
            "profiles": .array(
                report.countsByProfile.map { entry in
                    .members([
                        "profile": .string(entry.profile.rawValue), "claimed": .bool(report.subject.profiles.contains(entry.profile)),
                        "passed": number(entry.counts.passed), "failed": number(entry.counts.failed),
                        "skipped": number(entry.counts.skipped), "expectedFailures": number(entry.counts.expectedFailures),
                    ])
                }),
            "expectationProblems": .array(report.expectationProblems.map(JSONValue.string)),
            "cases": .array(report.cases.map(caseValue)),
        ])
    }

    private static func number(_ value: Int) -> JSONValue { .number(String(value)) }

    private static func row(key: String, _ name: String, _ counts: ResultCounts) -> JSONValue {
        .members([
            key: .string(name), "passed": number(counts.passed), "failed": number(counts.failed), "skipped": number(counts.skipped),
            "expectedFailures": number(counts.expectedFailures),
        ])
    }

    private static func caseValue(_ result: CaseResult) -> JSONValue {
        let fixtureCase = result.fixtureCase
        var members: [JSONValue.Member] = [
            JSONValue.Member(key: "id", value: .string(fixtureCase.id)),
            JSONValue.Member(key: "file", value: .string(fixtureCase.location.file)),
            JSONValue.Member(key: "path", value: .string(fixtureCase.location.path.description)),
            JSONValue.Member(key: "requirements", value: .array(fixtureCase.requirements.map(JSONValue.string))),
            JSONValue.Member(key: "tags", value: .array(fixtureCase.tags.map(JSONValue.string))),
            JSONValue.Member(key: "profiles", value: .array(fixtureCase.profiles.map { .string($0.rawValue) })),
        ]
        if let deviation = result.deviation { members.append(JSONValue.Member(key: "deviation", value: .string(deviation))) }
        members.append(JSONValue.Member(key: "unexpectedPass", value: .bool(result.isUnexpectedPass)))
        members.append(JSONValue.Member(key: "inputs", value: .array(result.inputs.map(inputValue))))
        return .object(members)
    }

    private static func inputValue(_ input: InputResult) -> JSONValue {
        var members: [JSONValue.Member] = [
            JSONValue.Member(key: "index", value: number(input.index)),
            JSONValue.Member(key: "path", value: .string(input.fixtureInput.location.path.description)),
            JSONValue.Member(key: "status", value: .string(input.status.rawValue)),
            JSONValue.Member(key: "input", value: input.fixtureInput.input.jsonValue),
            JSONValue.Member(key: "expected", value: input.fixtureInput.expectation.jsonValue),
            JSONValue.Member(key: "actual", value: input.actual?.jsonValue ?? .null),
        ]
        if !input.problems.isEmpty {
            members.append(JSONValue.Member(key: "problems", value: .array(input.problems.map(JSONValue.string))))
        }
        if let reason = input.skipReason { members.append(JSONValue.Member(key: "skipReason", value: .string(reason))) }
        if let order = input.registrationOrder {
            members.append(JSONValue.Member(key: "registrationOrder", value: .array(order.map(JSONValue.string))))
        }
        if !input.failingOrders.isEmpty {
            members.append(
                JSONValue.Member(key: "failingOrders", value: .array(input.failingOrders.map { .array($0.map(JSONValue.string)) })))
        }
        if let orders = input.ordersRun { members.append(JSONValue.Member(key: "ordersRun", value: number(orders))) }
        return .object(members)
    }
}
