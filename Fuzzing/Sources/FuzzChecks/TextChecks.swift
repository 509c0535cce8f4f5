import Pathways

/// Checks on text a handler or decoder hands to the app.
enum TextChecks {
    /// Delivered text holds no control character (U+0000-001F, U+007F-009F) and survives UTF-8
    /// and percent-coding unchanged (PCT-2 to PCT-5).
    static func checkDelivered(_ text: String) throws(Violation) {
        try require(!text.unicodeScalars.contains(where: TextRules.isControl), "delivered text holds a control character: \(show(text))")
        let bytes = Array(text.utf8)
        try require(
            Percent.utf8String(bytes).map { $0.utf8.elementsEqual(bytes) } == true, "delivered text is not valid UTF-8: \(show(text))")
        try require(Percent.decode(Percent.encode(bytes)) == bytes, "delivered text does not survive percent-coding: \(show(text))")
        try require(bytes.count <= PathwayLimits.default.maxComponentLength, "delivered text is over the length limit: \(bytes.count)")
    }

    /// A capture never re-splits: it is a non-empty single component that `PathwayEncoder`
    /// writes as one component and `PathwayDecoder` reads back byte for byte, even when it holds
    /// a `/` that arrived as `%2F`.
    static func checkCapture(_ value: String) throws(Violation) {
        try require(!value.isEmpty, "a placeholder captured an empty component")
        try require(
            !value.utf8.elementsEqual(".".utf8) && !value.utf8.elementsEqual("..".utf8),
            "a placeholder captured a dot segment: \(show(value))")
        try RoundTrip.checkReencodes(FileRoute(name: value))
    }

    /// A fragment placeholder's capture is one non-empty piece, which may be `.` or `..`
    /// (PAT-10), and `PathwayEncoder` writes it back as one piece that decodes to it.
    static func checkFragmentCapture(_ value: String) throws(Violation) {
        try require(!value.isEmpty, "a fragment placeholder captured an empty piece")
        try RoundTrip.checkReencodes(PageRoute(name: value, from: nil))
    }
}
