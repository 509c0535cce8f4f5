/// How one input turned out.
public enum InputStatus: String, Sendable, Hashable, CaseIterable {
    /// The subject's outcome is the expected one.
    case passed
    /// The subject's outcome differs, or it failed to answer.
    case failed
    /// The subject did not run the input: it lacks a capability, or it said so.
    case skipped
    /// The input failed, and its case is listed in the expectations file.
    case expectedFailure
}

/// The result of one input.
public struct InputResult: Sendable, Hashable {
    /// The input's position in its case, from 0.
    public var index: Int
    /// The input and its expectation, as written in the fixture.
    public var fixtureInput: FixtureInput
    /// What the subject answered, when it answered with an outcome.
    public var actual: Outcome?
    /// How it turned out.
    public var status: InputStatus
    /// Why it failed: each difference, or the subject's error.
    public var problems: [String]
    /// Why it was skipped.
    public var skipReason: String?
    /// For a failure under `permuteRegistrations`: the route names in the order that failed.
    public var registrationOrder: [String]?
    /// For a URL input under `permuteRegistrations`: how many orders were run.
    public var ordersRun: Int?

    /// Creates a result.
    public init(
        index: Int, fixtureInput: FixtureInput, actual: Outcome? = nil, status: InputStatus, problems: [String] = [],
        skipReason: String? = nil, registrationOrder: [String]? = nil, ordersRun: Int? = nil
    ) {
        self.index = index
        self.fixtureInput = fixtureInput
        self.actual = actual
        self.status = status
        self.problems = problems
        self.skipReason = skipReason
        self.registrationOrder = registrationOrder
        self.ordersRun = ordersRun
    }
}

/// The results of one case.
public struct CaseResult: Sendable, Hashable {
    /// The case.
    public var fixtureCase: FixtureCase
    /// One result per input, in order.
    public var inputs: [InputResult]
    /// The expectations file's reason, when the case is listed there.
    public var deviation: String?
    /// Whether the case is listed as a deviation but no input failed (and at least one passed).
    public var isUnexpectedPass: Bool

    /// Creates a case result.
    public init(fixtureCase: FixtureCase, inputs: [InputResult], deviation: String? = nil, isUnexpectedPass: Bool = false) {
        self.fixtureCase = fixtureCase
        self.inputs = inputs
        self.deviation = deviation
        self.isUnexpectedPass = isUnexpectedPass
    }

    /// The inputs that failed.
    public var failures: [InputResult] { inputs.filter { $0.status == .failed } }

    /// Whether the case counts against the run: a failure or an unexpected pass.
    public var isProblem: Bool { !failures.isEmpty || isUnexpectedPass }
}

/// Counts of input results.
public struct ResultCounts: Sendable, Hashable {
    /// Inputs that passed.
    public var passed = 0
    /// Inputs that failed.
    public var failed = 0
    /// Inputs that were skipped.
    public var skipped = 0
    /// Inputs that failed in cases listed in the expectations file.
    public var expectedFailures = 0

    /// Creates counts, all zero.
    public init() {}

    /// Every input counted.
    public var total: Int { passed + failed + skipped + expectedFailures }

    mutating func add(_ status: InputStatus) {
        switch status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .skipped: skipped += 1
        case .expectedFailure: expectedFailures += 1
        }
    }
}

/// Everything a run found: per case, per input, and the expectations' bookkeeping.
public struct RunReport: Sendable {
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
