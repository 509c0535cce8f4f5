import Synchronization

/// Collects text in memory, for tests.
package final class TextBuffer: TextSink {
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
