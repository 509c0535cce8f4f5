/// Counts of input results.
package struct ResultCounts: Sendable, Hashable {
    /// Inputs that passed.
    package var passed = 0
    /// Inputs that failed.
    package var failed = 0
    /// Inputs that were skipped.
    package var skipped = 0
    /// Inputs that failed in cases listed in the expectations file.
    package var expectedFailures = 0

    /// Creates counts, all zero.
    package init() {}

    /// Every input counted.
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
