import PathwaysTextFormats

/// Writes ``JSONValue``s as JSON text, numbers exactly as they were read.
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
        var output = ""
        write(value, into: &output, pretty: pretty, asciiOnly: asciiOnly, indent: 0)
        return output
    }

    /// The JSON string literal for `text`, quotes included.
    package static func quoted(_ text: String, asciiOnly: Bool = false) -> String {
        var output = ""
        writeString(text, into: &output, asciiOnly: asciiOnly)
        return output
    }

    private static func write(_ value: JSONValue, into output: inout String, pretty: Bool, asciiOnly: Bool, indent: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): writeString(text, into: &output, asciiOnly: asciiOnly)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                if pretty { newline(&output, indent + 1) }
                write(element, into: &output, pretty: pretty, asciiOnly: asciiOnly, indent: indent + 1)
            }
            if pretty { newline(&output, indent) }
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { output += "," }
                if pretty { newline(&output, indent + 1) }
                writeString(member.key, into: &output, asciiOnly: asciiOnly)
                output += pretty ? ": " : ":"
                write(member.value, into: &output, pretty: pretty, asciiOnly: asciiOnly, indent: indent + 1)
            }
            if pretty { newline(&output, indent) }
            output += "}"
        }
    }

    private static func newline(_ output: inout String, _ indent: Int) {
        output += "\n" + String(repeating: "  ", count: indent)
    }

    private static func writeString(_ text: String, into output: inout String, asciiOnly: Bool) {
        JSONQuoting(escapesNonASCII: asciiOnly).write(text, into: &output)
    }
}
