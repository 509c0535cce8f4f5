/// Generates cases, asks the reference and a subject each, and shrinks every disagreement.
///
/// The reference (in process) gives each input's expected outcome, and the subject's answer is
/// judged by ``Comparator``, as `pathways-conformance run` judges a fixture input. An input is
/// sent only when the subject declares every capability it needs and claims every profile its
/// outcome depends on (the rule's profiles, and whatever `pathways-conformance lint` finds the
/// case depends on); the others are counted as left out.
package struct Explorer: Sendable {
    /// How much to explore.
    package enum Budget: Sendable, Hashable {
        /// This many inputs sent to the subject.
        case cases(Int)
        /// Inputs until this much time has passed.
        case seconds(Int)
    }

    /// The subject judged.
    package var subject: any ConformanceSubject
    /// SPEC.md's index: the profile table, for the cases' profiles and for `lint`.
    package var spec: SpecIndex
    /// The seed of the cases.
    package var seed: UInt64
    /// How much to explore.
    package var budget: Budget
    /// At most this many candidates are tried while shrinking one disagreement.
    package var shrinkAttempts = 300
    /// Disagreements of one rule that disagree the same way stop being shrunk once this many in
    /// a row have shrunk to shapes already reported; the later ones are counted.
    package var shrinksPerKind = 8
    /// The run stops after this many failures to answer in a row (a harness that cannot be
    /// restarted).
    package var consecutiveFailureLimit = 20

    private let reference = ReferenceSubject()

    /// Creates an explorer.
    package init(subject: any ConformanceSubject, spec: SpecIndex, seed: UInt64, budget: Budget) {
        self.subject = subject
        self.spec = spec
        self.seed = seed
        self.budget = budget
    }

    /// Explores until the budget is spent.
    package func run() async -> ExploreReport {
        let descriptor = subject.descriptor
        var generator = CaseGenerator(seed: seed, descriptor: descriptor)
        var report = ExploreReport(subject: descriptor, seed: seed, budget: budget, rules: generator.rules.map(\.id))
        let clock = ContinuousClock()
        let start = clock.now
        // A subject that declares little leaves many generated cases out: draw at most twenty
        // times the cases asked for, so that a run always ends.
        let target: Int
        let drawLimit: Int
        let deadline: ContinuousClock.Instant?
        switch budget {
        case .cases(let count):
            let (limit, overflow) = count.multipliedReportingOverflow(by: 20)
            (target, drawLimit, deadline) = (count, overflow ? Int.max : limit, nil)
        case .seconds(let seconds): (target, drawLimit, deadline) = (Int.max, Int.max, start + .seconds(seconds))
        }
        var staleShrinks: [String: Int] = [:]
        var groupIndex: [String: Int] = [:]
        var shapes: [String: Set<String>] = [:]
        var failuresInARow = 0
        var drawn = 0
        while report.sent < target, drawn < drawLimit {
            if let deadline, clock.now >= deadline { break }
            guard let generated = generator.next() else { break }
            drawn += 1
            let expected: Outcome
            switch await expectation(for: generated) {
            case .outOfScope:
                report.leftOut += 1
                continue
            case .unanswered(let message):
                report.referenceProblems.append(
                    ExploreReport.Failure(draw: drawn, input: generated.input.conformanceInput.summary, message: message))
                continue
            case .expected(let outcome): expected = outcome
            }
            report.sent += 1
            var request = generated.request
            request.caseID = "explore-\(seed)-\(drawn)"
            switch judge(await subject.respond(to: request), expected: expected, generated) {
            case .agreed:
                report.agreed += 1
                failuresInARow = 0
            case .skipped:
                report.skipped += 1
                failuresInARow = 0
            case .failed(let message):
                // The harness was killed and the next request restarts it (HarnessSession): the
                // run goes on, and the report shows the case that caused the failure.
                let fixture = generated.fixtureJSON(
                    id: "explore-unanswered-\(seed)-\(drawn)", description: "An input the subject did not answer.", expected: expected,
                    spec: spec)
                report.failures.append(ExploreReport.Failure(draw: drawn, input: request.input.summary, message: message, fixture: fixture))
                failuresInARow += 1
                if failuresInARow >= consecutiveFailureLimit {
                    report.stoppedEarly = "the subject failed to answer \(failuresInARow) inputs in a row"
                    return report
                }
            case .disagreed(let signature, _):
                failuresInARow = 0
                report.disagreements += 1
                let kind = generated.rule.rawValue + " " + signature
                guard staleShrinks[kind, default: 0] < shrinksPerKind else {
                    report.unshrunk[kind, default: 0] += 1
                    continue
                }
                let minimal = await shrink(generated, signature: signature).attributed
                // One cause: one way of disagreeing on cases that check the same requirements with
                // the same features, whatever their literals; its shapes are counted apart.
                let cause = [minimal.rule.rawValue, signature, minimal.requirements.joined(separator: ","), minimal.summary]
                    .joined(separator: " | ")
                if let index = groupIndex[cause] {
                    report.groups[index].count += 1
                    if shapes[cause, default: []].insert(minimal.shape).inserted {
                        report.groups[index].shapes += 1
                    } else {
                        staleShrinks[kind, default: 0] += 1
                    }
                } else {
                    staleShrinks[kind] = 0
                    groupIndex[cause] = report.groups.count
                    shapes[cause] = [minimal.shape]
                    report.groups.append(await group(minimal, signature: signature, draw: drawn, original: generated))
                }
            }
        }
        return report
    }

    // MARK: One input

    /// What the reference expects of a case, or why the subject is not asked it.
    enum Expectation {
        case expected(Outcome)
        case outOfScope
        case unanswered(String)
    }

    /// The subject's answer to one input, judged.
    enum Verdict {
        case agreed
        case skipped
        case failed(String)
        case disagreed(signature: String, problems: [String])
    }

    func expectation(for generated: ExploreCase) async -> Expectation {
        guard generated.isSound else { return .outOfScope }
        let descriptor = subject.descriptor
        var outcome: Outcome
        switch await reference.respond(to: generated.request) {
        case .result(let result): outcome = result
        case .skip(let reason): return .unanswered("the reference skipped the input: \(reason)")
        case .error(let message): return .unanswered("the reference failed: \(message)")
        }
        if case .error(let error) = outcome, error.phase != "match", error.phase != "decode", error.phase != "encode" {
            return .outOfScope
        }
        if case .match(var match) = outcome, !descriptor.capabilities.contains(.remainder) {
            match.remainder = nil
            outcome = .match(match)
        }
        guard generated.capabilities(expecting: outcome).allSatisfy(descriptor.capabilities.contains),
            spec.profiles(of: generated.requirements).allSatisfy({ name in descriptor.profiles.contains { $0.rawValue == name } })
        else { return .outOfScope }
        let fixture = generated.fixtureJSON(id: "explore-check", description: "check", expected: outcome, spec: spec)
        let diagnostics = FixtureLinter.lint(
            files: [(name: "explore.json", bytes: Array(generated.fixtureFile(fixture, spec: spec).utf8))], spec: spec, checkCoverage: false
        )
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return .outOfScope }
        return .expected(outcome)
    }

    func judge(_ response: ConformanceResponse, expected: Outcome, _ generated: ExploreCase) -> Verdict {
        switch response {
        case .skip: return .skipped
        case .error(let message): return .failed(message)
        case .result(let actual):
            let problems = Comparator.problems(
                expected: expected, actual: actual, input: generated.input.conformanceInput, routes: generated.routes.map(\.spec),
                claims: subject.descriptor.profiles)
            guard !problems.isEmpty else { return .agreed }
            return .disagreed(signature: Self.signature(expected: expected, actual: actual, problems: problems), problems: problems)
        }
    }

    /// How a subject disagrees: the outcome kinds, and the fields a match differs in.
    static func signature(expected: Outcome, actual: Outcome, problems: [String]) -> String {
        var labels: [String] = []
        for problem in problems {
            guard let colon = problem.firstIndex(of: ":") else { continue }
            // `captures.p1` and `captures.p2` are one way of disagreeing: the captures.
            let label = String(problem[..<colon].prefix { $0 != "." })
            if !label.contains(" "), !labels.contains(label) { labels.append(label) }
        }
        return "expected \(expected.kind), got \(actual.kind)" + (labels.isEmpty ? "" : " (\(labels.joined(separator: ", ")))")
    }

    /// Whether `candidate` still disagrees with the signature `signature`.
    func stillDisagrees(_ candidate: ExploreCase, signature: String) async -> Bool {
        guard case .expected(let expected) = await expectation(for: candidate) else { return false }
        var request = candidate.request
        request.caseID = "explore-\(seed)-shrink"
        guard case .disagreed(let found, _) = judge(await subject.respond(to: request), expected: expected, candidate) else { return false }
        return found == signature
    }

    /// Takes `generated` apart while it still disagrees the same way.
    func shrink(_ generated: ExploreCase, signature: String) async -> ExploreCase {
        var current = generated
        var attempts = 0
        var progressed = true
        while progressed, attempts < shrinkAttempts {
            progressed = false
            for candidate in current.shrinkCandidates where attempts < shrinkAttempts {
                attempts += 1
                if await stillDisagrees(candidate, signature: signature) {
                    current = candidate
                    progressed = true
                    break
                }
            }
        }
        return current
    }

    private func group(_ minimal: ExploreCase, signature: String, draw: Int, original: ExploreCase) async -> ExploreReport.Group {
        var problems: [String] = []
        var fixture = JSONValue.null
        if case .expected(let expected) = await expectation(for: minimal) {
            var request = minimal.request
            request.caseID = "explore-\(seed)-\(draw)"
            if case .disagreed(_, let found) = judge(await subject.respond(to: request), expected: expected, minimal) { problems = found }
            fixture = minimal.fixtureJSON(
                id: "explore-\(minimal.rule.rawValue)-\(seed)-\(draw)",
                description: "Found by pathways-conformance explore --seed \(seed) (\(minimal.summary)).",
                expected: expected, spec: spec)
        }
        return ExploreReport.Group(
            rule: minimal.rule, signature: signature, count: 1, shapes: 1, firstDraw: draw,
            firstInput: original.input.conformanceInput.summary,
            problems: problems, fixture: fixture)
    }
}
