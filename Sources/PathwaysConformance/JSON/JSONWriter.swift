import PathwaysTextFormats

/// Writes ``JSONValue``s as JSON text, numbers exactly as they were read, through the one writer
/// of `PathwaysTextFormats` (`JSONTextWriter`).
///
/// The runner's JSON is compact (`{"a":1}`) or, for files a person reads, every array and object
/// one member a line, indented two spaces a level.
///
/// ```swift
/// JSONWriter.write(.members(["path": .string("/a%2Fb")]))  // {"path":"/a%2Fb"}
/// ```
package enum JSONWriter {
    /// Writes `value` as compact JSON, or indented with two spaces when `pretty` is true.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - pretty: Whether to break lines and indent.
    ///   - asciiOnly: Whether to escape every non-ASCII scalar as `\uXXXX`, so that look-alike
    ///     text (NFC and NFD, say) reads differently.
    /// - Returns: The JSON text.
    package static func write(_ value: JSONValue, pretty: Bool = false, asciiOnly: Bool = false) -> String {
        JSONTextWriter(quoting: JSONQuoting(escapesNonASCII: asciiOnly), spacing: .compact) { _, _ in pretty }
            .text(value.node)
    }

    /// The JSON string literal for `text`, quotes included.
    package static func quoted(_ text: String, asciiOnly: Bool = false) -> String {
        JSONQuoting(escapesNonASCII: asciiOnly).quoted(text)
    }
}
