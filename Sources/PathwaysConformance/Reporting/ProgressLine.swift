import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shows `[ 12/115] case-id` on standard error, rewriting one line, when it is a terminal.
package final class ProgressLine: Sendable {
    private let enabled: Bool

    /// Creates a progress line that shows only when `enabled` (standard error is a terminal)
    /// and the run has at least `minimumCases` cases.
    package init(caseCount: Int, minimumCases: Int = 20, enabled: Bool = TerminalStyle.isTerminal(STDERR_FILENO)) {
        self.enabled = enabled && caseCount >= minimumCases
    }

    /// Shows the progress after a case.
    package func update(done: Int, total: Int, caseID: String) {
        guard enabled else { return }
        let width = String(total).count
        let count = String(repeating: " ", count: max(0, width - String(done).count)) + String(done)
        write("\r\u{1B}[K[\(count)/\(total)] \(caseID)")
    }

    /// Clears the line.
    package func finish() {
        guard enabled else { return }
        write("\r\u{1B}[K")
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
