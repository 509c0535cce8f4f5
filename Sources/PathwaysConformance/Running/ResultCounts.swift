/// Counts of results: of inputs, or of whole cases (``CaseResult/status``).
package struct ResultCounts: Sendable, Hashable {
    /// Inputs or cases that passed.
    package var passed = 0
    /// Inputs or cases that failed.
    package var failed = 0
    /// Inputs or cases that were skipped.
    package var skipped = 0
    /// Inputs or cases that failed in cases listed in the expectations file.
    package var expectedFailures = 0

    /// Creates counts, all zero.
    package init() {}

    /// Every input or case counted.
    package var total: Int { passed + failed + skipped + expectedFailures }

    package mutating func add(_ status: InputResult.Status) {
        switch status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .skipped: skipped += 1
        case .expectedFailure: expectedFailures += 1
        }
    }
}
