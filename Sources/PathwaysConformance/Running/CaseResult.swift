/// The results of one case.
package struct CaseResult: Sendable, Hashable {
    /// The case.
    package var fixtureCase: FixtureCase
    /// One result per input, in order.
    package var inputs: [InputResult]
    /// The expectations file's reason, when the case is listed there.
    package var deviation: String?
    /// Whether the case is listed as a deviation but no input failed (and at least one passed).
    package var isUnexpectedPass: Bool

    /// Creates a case result.
    package init(fixtureCase: FixtureCase, inputs: [InputResult], deviation: String? = nil, isUnexpectedPass: Bool = false) {
        self.fixtureCase = fixtureCase
        self.inputs = inputs
        self.deviation = deviation
        self.isUnexpectedPass = isUnexpectedPass
    }

    /// The inputs that failed.
    package var failures: [InputResult] { inputs.filter { $0.status == .failed } }

    /// The case's result as one status: failed when an input failed, else an expected failure
    /// when one failed as the expectations file says, else passed when one passed, else skipped
    /// (every input was).
    package var status: InputResult.Status {
        let statuses = Set(inputs.map(\.status))
        if statuses.contains(.failed) { return .failed }
        if statuses.contains(.expectedFailure) { return .expectedFailure }
        return statuses.contains(.passed) ? .passed : .skipped
    }

    /// Whether the case counts against the run: a failure or an unexpected pass.
    package var isProblem: Bool { !failures.isEmpty || isUnexpectedPass }
}
