/// The result of one input.
package struct InputResult: Sendable, Hashable {
    /// The input's position in its case, from 0.
    package var index: Int
    /// The input and its expectation, as written in the fixture.
    package var fixtureInput: FixtureInput
    /// What the subject answered, when it answered with an outcome.
    package var actual: Outcome?
    /// How it turned out.
    package var status: Status
    /// Why it failed: each difference, or the subject's error.
    package var problems: [String]
    /// Why it was skipped.
    package var skipReason: String?
    /// For a failure under `permuteRegistrations`: the route names in the order that failed.
    package var registrationOrder: [String]?
    /// For a URL input under `permuteRegistrations`: how many orders were run.
    package var ordersRun: Int?
    /// For a failure under `permuteRegistrations`: every order that failed, the route names of
    /// each in registration order, the first being ``registrationOrder``.
    package var failingOrders: [[String]] = []

    /// Creates a result.
    package init(
        index: Int, fixtureInput: FixtureInput, actual: Outcome? = nil, status: Status, problems: [String] = [],
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

extension InputResult {
    /// How one input turned out.
    package enum Status: String, Sendable, Hashable, CaseIterable {
        /// The subject's outcome is the expected one.
        case passed
        /// The subject's outcome differs, or it failed to answer.
        case failed
        /// The subject did not run the input: it lacks a capability, or it said so.
        case skipped
        /// The input failed, and its case is listed in the expectations file.
        case expectedFailure
    }
}
