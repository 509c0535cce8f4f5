import PathwaysTextFormats

/// Where something was written: the fixture file, the JSON path and the position.
package struct FixtureLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's name, such as `cases.json`.
    package var file: String
    /// The JSON path inside the file.
    package var path: JSONPath
    /// The line and column where the value starts.
    package var position: SourcePosition?

    /// Where a case or input built in code, not read from a file, stands.
    package static let inMemory = FixtureLocation(file: "<memory>", path: .root)

    /// A readable form, for reports and diagnostics.
    package var description: String {
        "\(file)\(position.map { ":\($0)" } ?? "") \(path)"
    }
}
