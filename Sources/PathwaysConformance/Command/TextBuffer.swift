import Synchronization

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
