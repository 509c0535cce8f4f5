import Synchronization

/// Where a command writes text: standard output, standard error, or a buffer in tests.
package protocol TextSink: Sendable {
    /// Writes `text` as it is.
    func write(_ text: String)
    /// Whether the sink is a terminal, which allows colour and progress.
    var isTerminal: Bool { get }
}
