import PathwaysTextFormats

/// Where something was written: the fixture file, the JSON path and the position.
package struct FixtureLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's name, such as `cases.json`.
    public var file: String
    /// The JSON path inside the file.
    public var path: JSONPath
    /// The line and column where the value starts.
    public var position: SourcePosition?

    /// Creates a location.
    public init(file: String, path: JSONPath, position: SourcePosition? = nil) {
        self.file = file
        self.path = path
        self.position = position
    }

    /// A readable form, for reports and diagnostics.
    public var description: String {
        "\(file)\(position.map { ":\($0)" } ?? "") \(path)"
    }
}
