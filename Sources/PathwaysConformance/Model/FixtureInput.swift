/// One input of a case and its expected outcome.
package struct FixtureInput: Sendable, Hashable {
    /// The check, as sent to a subject.
    package var input: ConformanceInput
    /// The outcome the spec requires.
    package var expectation: Outcome
    /// The author's note, if any.
    package var note: String?
    /// Where the input is written.
    package var location: FixtureLocation

    /// Creates an input.
    package init(
        input: ConformanceInput, expectation: Outcome, note: String? = nil,
        location: FixtureLocation = .inMemory
    ) {
        self.input = input
        self.expectation = expectation
        self.note = note
        self.location = location
    }
}
