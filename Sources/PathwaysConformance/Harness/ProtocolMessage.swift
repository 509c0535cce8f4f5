/// A message of the harness protocol, in either direction: the runner's (``RunnerMessage``) or
/// the harness's (``HarnessMessage``).
///
/// Conformance/PROTOCOL.md frames every message as one line of compact JSON, so a message is
/// written as its JSON form on one line, whichever side writes it.
///
/// ```swift
/// RunnerMessage.stop.line  // {"type":"stop"}
/// ```
package protocol ProtocolMessage: JSONRepresentable {}

extension ProtocolMessage {
    /// The line to write, without its newline: the message's JSON, compact, which holds no line
    /// break since strings write theirs as `\n`.
    package var line: String { jsonValue.jsonText }
}
