import PathwaysTextFormats

/// Why a JSON text could not be read, and where.
package struct JSONParseError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, as a sentence fragment such as `expected ',' or '}'`.
    public let message: String
    /// Where the problem is.
    public let position: SourcePosition
    /// The JSON path of the value being read when the problem was met.
    public let path: JSONPath

    /// A readable form, for reports and diagnostics.
    public var description: String { "\(position): \(message) (at \(path))" }
}
