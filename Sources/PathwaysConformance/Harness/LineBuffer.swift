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

/// Keeps the last bytes a process wrote to standard error, for messages about its failures.
struct TailBuffer {
    /// How many bytes are kept.
    let capacity: Int
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Adds bytes, dropping the oldest beyond the capacity.
    mutating func append(_ more: some Collection<UInt8>) {
        bytes.append(contentsOf: more)
        if bytes.count > capacity { bytes.removeFirst(bytes.count - capacity) }
    }

    /// Forgets everything.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// The last `count` non-empty lines, made printable (see ``HarnessText/printable(_:limit:)``).
    func lastLines(_ count: Int) -> [String] {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        return lines.suffix(count).map { HarnessText.printable($0, limit: 300) }
    }
}

/// Text a harness wrote, made safe to show: it may be invalid UTF-8, hold control characters,
/// or be a megabyte long.
enum HarnessText {
    /// The bytes as one line of text: invalid UTF-8 becomes U+FFFD, control characters become
    /// `\u{..}` escapes, and text past `limit` bytes is cut with a note of the full length.
    ///
    /// ```swift
    /// HarnessText.printable([0x6F, 0x6B, 0xFF, 0x1B], limit: 100)  // "ok\u{FFFD}\u{1b}"
    /// ```
    static func printable(_ bytes: some Collection<UInt8>, limit: Int) -> String {
        let shown = bytes.prefix(limit)
        var text = ""
        for scalar in String(decoding: shown, as: UTF8.self).unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                text += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return shown.count < bytes.count ? text + "… (\(bytes.count) bytes in all)" : text
    }

    /// A duration in seconds for messages, such as `10 s` or `0.25 s`.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        guard attoseconds != 0 else { return "\(seconds) s" }
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        var fraction = String(milliseconds % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(milliseconds / 1000).\(fraction) s"
    }
}
