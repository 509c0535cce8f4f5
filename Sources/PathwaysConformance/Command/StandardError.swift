import Foundation
import Synchronization

/// Standard error.
package struct StandardError: TextSink {
    /// Creates the sink.
    public init() {}
    /// Writes `text` as it is.
    public func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
    /// Whether the output is a terminal, which allows colour and progress.
    public var isTerminal: Bool { TerminalStyle.isTerminal(STDERR_FILENO) }
}
