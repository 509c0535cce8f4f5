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
