import Foundation
import Synchronization

/// Standard output.
package struct StandardOutput: TextSink {
    /// Creates the sink.
    public init() {}
    /// Writes `text` as it is.
    public func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    /// Whether the output is a terminal, which allows colour and progress.
    public var isTerminal: Bool { TerminalStyle.isTerminal(STDOUT_FILENO) }
}
