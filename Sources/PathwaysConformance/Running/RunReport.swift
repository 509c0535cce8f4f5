/// Everything a run found: per case, per input, and the expectations' bookkeeping.
package struct RunReport: Sendable {
    /// The subject that ran.
    public var subject: SubjectDescriptor
    /// The results, in corpus order.
    public var cases: [CaseResult]
    /// The expectations file used, if any.
    public var expectationsSource: String?
    /// Problems with the expectations file itself: ids no case has, a different implementation.
    /// Each fails the run.
    public var expectationProblems: [String]

    /// Creates a report.
    public init(subject: SubjectDescriptor, cases: [CaseResult], expectationsSource: String? = nil, expectationProblems: [String] = []) {
        self.subject = subject
        self.cases = cases
        self.expectationsSource = expectationsSource
        self.expectationProblems = expectationProblems
    }

    /// Counts over every input.
    public var counts: ResultCounts {
        var counts = ResultCounts()
        for result in cases { for input in result.inputs { counts.add(input.status) } }
        return counts
    }

    /// The cases listed as deviations that passed.
    public var unexpectedPasses: [CaseResult] { cases.filter(\.isUnexpectedPass) }

    /// Whether the run succeeded: no failure, no unexpected pass, no expectations problem.
    public var succeeded: Bool { counts.failed == 0 && unexpectedPasses.isEmpty && expectationProblems.isEmpty }

    /// Counts per requirement ID, each input counted for every requirement of its case, in
    /// requirement order.
    public var countsByRequirement: [(requirement: String, counts: ResultCounts)] {
        var table: [String: ResultCounts] = [:]
        for result in cases {
            for requirement in result.fixtureCase.requirements {
                var counts = table[requirement] ?? ResultCounts()
                for input in result.inputs { counts.add(input.status) }
                table[requirement] = counts
            }
        }
        return table.sorted { RequirementID.precedes($0.key, $1.key) }.map { ($0.key, $0.value) }
    }

    /// Counts per area (requirement ID prefix), each input counted once per area of its case.
    public var countsByArea: [(area: String, counts: ResultCounts)] {
        var table: [String: ResultCounts] = [:]
        for result in cases {
            for area in result.fixtureCase.areas {
                var counts = table[area] ?? ResultCounts()
                for input in result.inputs { counts.add(input.status) }
                table[area] = counts
            }
        }
        return table.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
