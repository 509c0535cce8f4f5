/// How one input turned out.
package enum InputStatus: String, Sendable, Hashable, CaseIterable {
    /// The subject's outcome is the expected one.
    case passed
    /// The subject's outcome differs, or it failed to answer.
    case failed
    /// The subject did not run the input: it lacks a capability, or it said so.
    case skipped
    /// The input failed, and its case is listed in the expectations file.
    case expectedFailure
}
