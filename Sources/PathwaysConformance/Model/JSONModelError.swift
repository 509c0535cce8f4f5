import PathwaysTextFormats

/// A JSON value that does not have the shape a model type needs.
package struct JSONModelError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    package let message: String
    /// Where, relative to the value being read.
    package let path: JSONPath

    /// Creates an error.
    package init(_ message: String, at path: JSONPath) {
        self.message = message
        self.path = path
    }

    /// A readable form, for reports and diagnostics.
    package var description: String { "\(path): \(message)" }
}
