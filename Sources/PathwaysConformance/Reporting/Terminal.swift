import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal can show: colour only on a terminal without `NO_COLOR`, progress only on a
/// terminal.
public struct TerminalStyle: Sendable {
    /// Whether to write ANSI colours.
    public var colour: Bool

    /// Creates a style.
    public init(colour: Bool) {
        self.colour = colour
    }

    /// No colour.
    public static let plain = TerminalStyle(colour: false)

    /// Colour when standard output is a terminal and `NO_COLOR` is not set.
    public static var standardOutput: TerminalStyle {
        TerminalStyle(colour: isTerminal(STDOUT_FILENO) && getenv("NO_COLOR") == nil)
    }

    /// Whether a file descriptor is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    func red(_ text: String) -> String { paint(text, "31") }
    func green(_ text: String) -> String { paint(text, "32") }
    func yellow(_ text: String) -> String { paint(text, "33") }
    func bold(_ text: String) -> String { paint(text, "1") }
    func dim(_ text: String) -> String { paint(text, "2") }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Shows `[ 12/115] case-id` on standard error, rewriting one line, when it is a terminal.
public final class ProgressLine: Sendable {
    private let enabled: Bool

    /// Creates a progress line that shows only when `enabled` (standard error is a terminal)
    /// and the run has at least `minimumCases` cases.
    public init(caseCount: Int, minimumCases: Int = 20, enabled: Bool = TerminalStyle.isTerminal(STDERR_FILENO)) {
        self.enabled = enabled && caseCount >= minimumCases
    }

    /// Shows the progress after a case.
    public func update(done: Int, total: Int, caseID: String) {
        guard enabled else { return }
        let width = String(total).count
        let count = String(repeating: " ", count: max(0, width - String(done).count)) + String(done)
        write("\r\u{1B}[K[\(count)/\(total)] \(caseID)")
    }

    /// Clears the line.
    public func finish() {
        guard enabled else { return }
        write("\r\u{1B}[K")
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
