import PathwaysTextFormats

/// The runner's JSON, written by the one writer of `PathwaysTextFormats`: numbers exactly as they
/// were read, backspace and form feed named (`\b`, `\f`), hex digits lower-case.
extension JSONTextWriter {
    /// How the runner writes JSON: compact (`{"a":1}`) for messages and lines of output, or, for a
    /// file a person reads, every array and object one member a line, indented two spaces a level.
    ///
    /// ```swift
    /// JSONTextWriter.runner().text(JSONValue.members(["path": .string("/a%2Fb")]).node)  // {"path":"/a%2Fb"}
    /// ```
    ///
    /// - Parameters:
    ///   - pretty: Whether every array and object breaks its lines.
    ///   - asciiOnly: Whether every non-ASCII scalar is written as `\u` escapes, so that
    ///     look-alike text (NFC and NFD, say) reads differently.
    /// - Returns: The writer.
    package static func runner(pretty: Bool = false, asciiOnly: Bool = false) -> JSONTextWriter {
        JSONTextWriter(quoting: JSONQuoting(escapesNonASCII: asciiOnly), spacing: .compact) { _, _ in pretty }
    }
}
