import PathwaysTextFormats

/// Why a JSON text could not be read, and where.
package struct JSONParseError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, as a sentence fragment such as `expected ',' or '}'`.
    package let message: String
    /// Where the problem is.
    package let position: SourcePosition
    /// The JSON path of the value being read when the problem was met.
    package let path: JSONPath

    /// A readable form, for reports and diagnostics.
    package var description: String { "\(position): \(message) (at \(path))" }

    /// What ``JSONReader`` refused, in the words every module uses, at the byte that is wrong.
    init(_ error: JSONSyntaxError) {
        message = error.message(depthLimit: .values(JSONParser.maximumDepth)) { JSONQuoting().quoted($0) }
        position = error.position
        path = error.path
    }
}
