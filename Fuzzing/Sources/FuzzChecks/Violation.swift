/// A broken invariant: what a fuzz target reports as a finding.
///
/// The checks throw it; the libFuzzer entry point turns it into a `fatalError`, so that
/// libFuzzer saves the input, and the replay tests turn it into a test failure.
public struct Violation: Error, CustomStringConvertible {
    /// What was expected and what happened instead.
    public let message: String

    /// The message, as the fuzz target prints it.
    public var description: String { message }

    init(_ message: String) {
        self.message = message
    }
}

/// Throws a ``Violation`` with `message` unless `condition` holds.
@inline(__always)
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(Violation) {
    if !condition { throw Violation(message()) }
}

/// Shows text with its UTF-8 bytes, so that NFC and NFD spellings and control characters are
/// visible in a report.
func show(_ text: String) -> String {
    let bytes = text.utf8.prefix(96).map { byte in
        let hex = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + hex : hex
    }
    let clipped = text.utf8.count > 96 ? " …(\(text.utf8.count) bytes)" : ""
    return "\(text.debugDescription) [\(bytes.joined(separator: " "))\(clipped)]"
}
