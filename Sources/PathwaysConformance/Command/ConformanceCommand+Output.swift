import Foundation
import Synchronization

extension ConformanceCommand {
    /// Where a command writes text: standard output, standard error, or a buffer in tests.
    package protocol TextSink: Sendable {
        /// Writes `text` as it is.
        func write(_ text: String)
        /// Whether the sink is a terminal, which allows colour and progress.
        var isTerminal: Bool { get }
    }

    /// Standard output.
    package struct StandardOutput: TextSink {
        /// Creates the sink.
        package init() {}
        /// Writes `text` as it is.
        package func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
        /// Whether the output is a terminal, which allows colour and progress.
        package var isTerminal: Bool { TerminalStyle.isTerminal(STDOUT_FILENO) }
    }

    /// Standard error.
    package struct StandardError: TextSink {
        /// Creates the sink.
        package init() {}
        /// Writes `text` as it is.
        package func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
        /// Whether the output is a terminal, which allows colour and progress.
        package var isTerminal: Bool { TerminalStyle.isTerminal(STDERR_FILENO) }
    }

    /// Collects text in memory, for tests.
    package final class TextBuffer: TextSink {
        private let storage = Mutex("")

        /// Creates an empty buffer.
        package init() {}

        /// Writes `text` as it is.
        package func write(_ text: String) { storage.withLock { $0 += text } }
        /// Whether the output is a terminal, which allows colour and progress.
        package var isTerminal: Bool { false }

        /// Everything written so far.
        package var text: String { storage.withLock { $0 } }
    }
}
