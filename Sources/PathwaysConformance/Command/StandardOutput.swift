import Foundation
import Synchronization

/// Standard output.
package struct StandardOutput: TextSink {
    /// Creates the sink.
    package init() {}
    /// Writes `text` as it is.
    package func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    /// Whether the output is a terminal, which allows colour and progress.
    package var isTerminal: Bool { TerminalStyle.isTerminal(STDOUT_FILENO) }
}
