/// The result of one input.
package struct InputResult: Sendable, Hashable {
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
    /// For a failure under `permuteRegistrations`: every order that failed, the route names of
    /// each in registration order, the first being ``registrationOrder``.
    public var failingOrders: [[String]] = []

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
