/// A line and column in a source file, both counted from 1; the column counts Unicode scalars.
package struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in Unicode scalars.
    package var column: Int

    /// Creates a position.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// A readable form, for reports and diagnostics.
    package var description: String { "\(line):\(column)" }
}
