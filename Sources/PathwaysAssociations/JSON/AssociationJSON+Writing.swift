import PathwaysTextFormats

/// Writing JSON text the way a person would check it into a repository: members in order, two
/// spaces per level, one member or element per line, non-ASCII text as itself.
extension AssociationJSON {
    /// The value as indented JSON text, ending without a newline.
    var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (position, member) in members.enumerated() {
                output += indent + "  " + Self.quoting.quoted(member.key) + ": "
                member.value.write(to: &output, indent: indent + "  ")
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            // Arrays of strings (app IDs) fit on one line.
            if elements.allSatisfy({ if case .string = $0 { true } else { false } }) {
                output += "[" + elements.map(\.text).joined(separator: ", ") + "]"
                return
            }
            output += "[\n"
            for (position, element) in elements.enumerated() {
                output += indent + "  "
                element.write(to: &output, indent: indent + "  ")
                output += position == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let text): Self.quoting.write(text, into: &output)
        case .number(let text): output += text
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// Strings in double quotes, with `"`, `\` and control characters escaped: backspace and form
    /// feed as `\u0008` and `\u000C`, hex digits upper-case, and non-ASCII text as itself.
    private static let quoting = JSONQuoting(namesBackspaceAndFormFeed: false, uppercaseHexDigits: true)
}
