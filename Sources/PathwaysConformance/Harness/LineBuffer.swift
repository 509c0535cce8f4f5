/// Splits the bytes read from a pipe into lines, however the reads cut them.
///
/// A read may end in the middle of a line, or hold several lines; a line may be megabytes long.
/// The buffer remembers how far it has looked for a newline, so a long line arriving in many
/// reads is scanned once.
///
/// ```swift
/// var buffer = LineBuffer(maximumLineLength: 1 << 20)
/// buffer.append(Array(#"{"type": "resp"#.utf8))
/// buffer.nextLine()  // .incomplete
/// buffer.append(Array("onse\"}\n".utf8))
/// buffer.nextLine()  // .line(bytes of {"type": "response"})
/// ```
struct LineBuffer {
    /// What ``nextLine()`` found.
    enum Next: Equatable {
        /// A whole line, without its `\n`.
        case line([UInt8])
        /// No newline yet.
        case incomplete
        /// More than the maximum without a newline; the count so far.
        case tooLong(Int)
    }

    /// The longest line accepted, in bytes.
    let maximumLineLength: Int
    /// Bytes read and not yet returned as a line.
    private(set) var pending: [UInt8] = []
    /// How many bytes at the start of `pending` are known to hold no newline.
    private var scanned = 0

    init(maximumLineLength: Int) {
        self.maximumLineLength = maximumLineLength
    }

    /// Adds bytes that were read.
    mutating func append(_ bytes: some Collection<UInt8>) {
        pending.append(contentsOf: bytes)
    }

    /// Removes and returns the first whole line.
    mutating func nextLine() -> Next {
        guard let newline = pending[scanned...].firstIndex(of: UInt8(ascii: "\n")) else {
            scanned = pending.count
            return pending.count > maximumLineLength ? .tooLong(pending.count) : .incomplete
        }
        guard newline <= maximumLineLength else { return .tooLong(newline) }
        let line = Array(pending[..<newline])
        pending.removeFirst(newline + 1)
        scanned = 0
        return .line(line)
    }
}
