import Foundation
import Synchronization

/// Where a command writes text: standard output, standard error, or a buffer in tests.
public protocol TextSink: Sendable {
    /// Writes `text` as it is.
    func write(_ text: String)
    /// Whether the sink is a terminal, which allows colour and progress.
    var isTerminal: Bool { get }
}

/// Standard output.
public struct StandardOutput: TextSink {
    /// Creates the sink.
    public init() {}
    /// Writes `text` as it is.
    public func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    /// Whether the output is a terminal, which allows colour and progress.
    public var isTerminal: Bool { TerminalStyle.isTerminal(STDOUT_FILENO) }
}

/// Standard error.
public struct StandardError: TextSink {
    /// Creates the sink.
    public init() {}
    /// Writes `text` as it is.
    public func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
    /// Whether the output is a terminal, which allows colour and progress.
    public var isTerminal: Bool { TerminalStyle.isTerminal(STDERR_FILENO) }
}

/// Collects text in memory, for tests.
public final class TextBuffer: TextSink {
    private let storage = Mutex("")

    /// Creates an empty buffer.
    public init() {}

    /// Writes `text` as it is.
    public func write(_ text: String) { storage.withLock { $0 += text } }
    /// Whether the output is a terminal, which allows colour and progress.
    public var isTerminal: Bool { false }

    /// Everything written so far.
    public var text: String { storage.withLock { $0 } }
}
