import PathwaysTextFormats

/// A JSON value that does not have the shape a model type needs.
package struct JSONModelError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// Where, relative to the value being read.
    public let path: JSONPath

    /// Creates an error.
    public init(_ message: String, at path: JSONPath) {
        self.message = message
        self.path = path
    }

    /// A readable form, for reports and diagnostics.
    public var description: String { "\(path): \(message)" }
}
