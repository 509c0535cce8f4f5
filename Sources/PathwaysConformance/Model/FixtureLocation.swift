import PathwaysTextFormats

/// Where something was written: the fixture file, the JSON path and the position.
package struct FixtureLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's name, such as `cases.json`.
    package var file: String
    /// The JSON path inside the file.
    package var path: JSONPath
    /// The line and column where the value starts.
    package var position: SourcePosition?

    /// Creates a location.
    package init(file: String, path: JSONPath, position: SourcePosition? = nil) {
        self.file = file
        self.path = path
        self.position = position
    }

    /// A readable form, for reports and diagnostics.
    package var description: String {
        "\(file)\(position.map { ":\($0)" } ?? "") \(path)"
    }
}
