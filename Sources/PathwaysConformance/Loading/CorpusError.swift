import PathwaysFixtures

/// Fixture files that could not be loaded, with every problem found.
package struct CorpusError: Error, Sendable, CustomStringConvertible {
    /// The problems, each naming its file, case and JSON path.
    public var diagnostics: [Diagnostic]

    /// Creates an error.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// A readable form, for reports and diagnostics.
    public var description: String {
        "the fixtures cannot be loaded (\(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s")):\n"
            + diagnostics.map { "  \($0)" }.joined(separator: "\n")
    }
}
