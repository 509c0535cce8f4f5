/// One `--implementation NAME=COMMAND` of `report`.
package struct ImplementationArgument: Equatable {
    /// What runs the implementation.
    package enum Source: Equatable {
        /// Pathways itself, in process.
        case reference
        /// A harness started with `/bin/sh -c`.
        case harness(String)
    }

    /// The label of the implementation's column.
    package var label: String
    /// What runs it.
    package var source: Source

    /// Parses `NAME=COMMAND`; the command `reference` means Pathways itself.
    static func parse(_ text: String) throws(CommandOptions.UsageError) -> ImplementationArgument {
        guard let equals = text.firstIndex(of: "=") else {
            throw CommandOptions.UsageError("--implementation takes NAME=COMMAND or NAME=reference; found '\(text)'")
        }
        let label = String(text[..<equals])
        let command = String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
        guard HarnessHello.isImplementationName(label) else {
            throw CommandOptions.UsageError("the implementation name '\(label)' must be lower-case letters, digits, '.', '_' and '-'")
        }
        guard !command.isEmpty else { throw CommandOptions.UsageError("--implementation \(label)= needs a command, or 'reference'") }
        return ImplementationArgument(label: label, source: command == "reference" ? .reference : .harness(command))
    }
}
