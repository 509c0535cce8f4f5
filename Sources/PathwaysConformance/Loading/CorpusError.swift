import PathwaysFixtures

/// Fixture files, an expectations file or the specification that could not be loaded, with
/// every problem found.
package struct CorpusError: Error, Sendable, CustomStringConvertible {
    /// The problems, each naming its file, case and JSON path.
    package var diagnostics: [Diagnostic]
    /// What could not be loaded, as the message's subject: `the fixtures`, `the expectations file`.
    package var subject: String

    /// Creates an error.
    package init(_ diagnostics: [Diagnostic], subject: String = "the fixtures") {
        self.diagnostics = diagnostics
        self.subject = subject
    }

    /// A readable form, for reports and diagnostics.
    package var description: String {
        "\(subject) cannot be loaded (\(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s")):\n"
            + diagnostics.map { "  \($0)" }.joined(separator: "\n")
    }
}
