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
package struct TerminalStyle: Sendable {
    /// Whether to write ANSI colours.
    package var colour: Bool

    /// Creates a style.
    package init(colour: Bool) {
        self.colour = colour
    }

    /// No colour.
    package static let plain = TerminalStyle(colour: false)

    /// Colour when standard output is a terminal and `NO_COLOR` is not set.
    package static var standardOutput: TerminalStyle {
        TerminalStyle(colour: isTerminal(STDOUT_FILENO) && getenv("NO_COLOR") == nil)
    }

    /// Whether a file descriptor is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
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
