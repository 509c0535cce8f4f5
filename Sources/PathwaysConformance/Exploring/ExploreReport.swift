import PathwaysTextFormats

/// What an exploration found: counts, the subject's failures to answer, and each distinct
/// disagreement shrunk to a fixture case.
///
/// The report holds no time and nothing drawn from a set's order, so the same seed and budget
/// in cases give the same report, byte for byte.
package struct ExploreReport: Sendable {
    /// An input the subject (or the reference) did not answer.
    package struct Failure: Sendable, Hashable {
        /// The number of the draw that made the input.
        package var draw: Int
        /// The input, in a line.
        package var input: String
        /// What went wrong.
        package var message: String
        /// The case in the corpus format, with the reference's outcome; `null` when the
        /// reference gave none.
        package var fixture: JSONValue = .null
    }

    /// Disagreements of one cause: one rule, one way of disagreeing, on minimal cases that check
    /// the same requirements with the same features, whatever shapes their texts take.
    package struct Group: Sendable, Hashable {
        /// The rule that generated them.
        package var rule: ExploreRule.ID
        /// How the subject disagrees (the outcome kinds, the fields).
        package var signature: String
        /// How many disagreements shrank to a case of this cause.
        package var count: Int
        /// How many distinct minimal shapes they took.
        package var shapes: Int
        /// The draw of the first.
        package var firstDraw: Int
        /// The first input, before shrinking.
        package var firstInput: String
        /// The comparator's problems with the minimal case.
        package var problems: [String]
        /// The minimal case in the corpus format.
        package var fixture: JSONValue
    }

    /// The subject.
    package var subject: SubjectDescriptor
    /// The seed.
    package var seed: UInt64
    /// The budget asked for.
    package var budget: Explorer.Budget
    /// The rules used for the subject.
    package var rules: [ExploreRule.ID]
    /// Inputs sent to the subject.
    package var sent = 0
    /// Inputs generated but not sent: outside the subject's capabilities or claimed profiles.
    package var leftOut = 0
    /// Inputs the subject answered as the reference did.
    package var agreed = 0
    /// Inputs the subject skipped.
    package var skipped = 0
    /// Inputs the subject answered otherwise.
    package var disagreements = 0
    /// Inputs the subject failed to answer (a harness that crashed, hung or answered garbage).
    package var failures: [Failure] = []
    /// Inputs the reference did not answer; each is a bug of the reference.
    package var referenceProblems: [Failure] = []
    /// The distinct disagreements, in the order they were first met.
    package var groups: [Group] = []
    /// Disagreements not shrunk (enough of their rule and kind were), by rule and kind.
    package var unshrunk: [String: Int] = [:]
    /// Why the run stopped before its budget, if it did.
    package var stoppedEarly: String?

    /// Whether the subject agreed on every input it was sent and answered them all.
    package var succeeded: Bool { disagreements == 0 && failures.isEmpty && referenceProblems.isEmpty && stoppedEarly == nil }

    /// The counts in a line.
    package var summary: String {
        "\(sent) inputs sent, \(agreed) agreed, \(disagreements) disagreed (\(groups.count) distinct), \(skipped) skipped, "
            + "\(failures.count) unanswered, \(leftOut) left out"
            + (referenceProblems.isEmpty ? "" : ", \(referenceProblems.count) the reference did not answer")
    }
}

extension ExploreReport {
    /// The report as text.
    package var text: String {
        var lines: [String] = []
        let budgetText =
            switch budget {
            case .cases(let count): "\(count) cases"
            case .seconds(let seconds): "\(seconds) seconds"
            }
        lines.append("Exploring \(subject.name) \(subject.version) with seed \(seed) for \(budgetText)")
        lines.append("Rules: " + rules.map(\.rawValue).joined(separator: ", "))
        for failure in failures.prefix(20) {
            lines.append("")
            lines.append("Unanswered (draw \(failure.draw)): \(failure.input)")
            lines.append("  " + failure.message.replacingOccurrences(of: "\n", with: "\n  "))
            lines.append("  The case: " + failure.fixture.jsonText)
        }
        if failures.count > 20 { lines.append("... and \(failures.count - 20) more unanswered") }
        for problem in referenceProblems.prefix(20) {
            lines.append("")
            lines.append("The reference did not answer (draw \(problem.draw)): \(problem.input)")
            lines.append("  " + problem.message)
        }
        for (offset, group) in groups.enumerated() {
            lines.append("")
            lines.append(
                "Disagreement \(offset + 1) of \(groups.count): rule \(group.rule.rawValue), \(group.signature), "
                    + "\(group.count) input\(group.count == 1 ? "" : "s") in \(group.shapes) shape\(group.shapes == 1 ? "" : "s"), first at draw \(group.firstDraw): \(group.firstInput)"
            )
            for problem in group.problems { lines.append("  " + problem) }
            lines.append("  Minimal case:")
            lines.append(
                JSONTextWriter.runner(pretty: true).text(group.fixture.node).split(separator: "\n").map { "    " + $0 }.joined(
                    separator: "\n"))
        }
        let unshrunkKinds = unshrunk.keys.sorted()
        if !unshrunkKinds.isEmpty {
            lines.append("")
            lines.append("Not shrunk (enough of the same rule and kind were):")
            for kind in unshrunkKinds { lines.append("  \(unshrunk[kind] ?? 0) \(kind)") }
        }
        if let stoppedEarly {
            lines.append("")
            lines.append("Stopped early: \(stoppedEarly)")
        }
        lines.append("")
        lines.append("Result: \(succeeded ? "agreed" : "disagreed"): \(summary)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON.
    package var json: String {
        func failures(_ list: [Failure]) -> JSONValue {
            .array(
                list.map {
                    .members([
                        "draw": .number(String($0.draw)), "input": .string($0.input), "message": .string($0.message), "case": $0.fixture,
                    ])
                })
        }
        var budgetMembers: [JSONValue.Member] = []
        switch budget {
        case .cases(let count): budgetMembers.append(JSONValue.Member(key: "cases", value: .number(String(count))))
        case .seconds(let seconds): budgetMembers.append(JSONValue.Member(key: "seconds", value: .number(String(seconds))))
        }
        var members: [JSONValue.Member] = [
            JSONValue.Member(key: "subject", value: subject.jsonValue),
            JSONValue.Member(key: "seed", value: .number(String(seed))),
            JSONValue.Member(key: "budget", value: .object(budgetMembers)),
            JSONValue.Member(key: "rules", value: .array(rules.map { .string($0.rawValue) })),
            JSONValue.Member(
                key: "counts",
                value: .members([
                    "sent": .number(String(sent)), "agreed": .number(String(agreed)), "disagreed": .number(String(disagreements)),
                    "distinct": .number(String(groups.count)), "skipped": .number(String(skipped)),
                    "unanswered": .number(String(self.failures.count)), "leftOut": .number(String(leftOut)),
                    "referenceUnanswered": .number(String(referenceProblems.count)),
                ])),
            JSONValue.Member(key: "unanswered", value: failures(self.failures)),
            JSONValue.Member(key: "referenceUnanswered", value: failures(referenceProblems)),
            JSONValue.Member(
                key: "disagreements",
                value: .array(
                    groups.map { group in
                        .members([
                            "rule": .string(group.rule.rawValue), "kind": .string(group.signature), "count": .number(String(group.count)),
                            "shapes": .number(String(group.shapes)),
                            "firstDraw": .number(String(group.firstDraw)), "firstInput": .string(group.firstInput),
                            "problems": .array(group.problems.map(JSONValue.string)), "case": group.fixture,
                        ])
                    })),
            JSONValue.Member(
                key: "notShrunk",
                value: .object(unshrunk.keys.sorted().map { JSONValue.Member(key: $0, value: .number(String(unshrunk[$0] ?? 0))) })),
        ]
        if let stoppedEarly { members.append(JSONValue.Member(key: "stoppedEarly", value: .string(stoppedEarly))) }
        members.append(JSONValue.Member(key: "succeeded", value: .bool(succeeded)))
        return JSONValue.object(members).fileText
    }
}
