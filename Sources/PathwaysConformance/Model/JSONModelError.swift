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

    /// The runner's words for a problem of shape that the member reader of `PathwaysTextFormats`
    /// found, such as `expected a string, found number` at `$.routes[0].pattern`.
    package init(_ problem: JSONShapeProblem, at path: JSONPath) {
        switch problem {
        case .wrongType(let expected, let found):
            self.init("expected \(Self.article(expected)), found \(found.typeName)", at: path)
        case .missingKey(let key):
            self.init("missing required key \(JSONQuoting().quoted(key))", at: path)
        case .unknownKey(let key, let known):
            self.init("unknown key \(JSONQuoting().quoted(key)); expected one of \(known.joined(separator: ", "))", at: path)
        }
    }

    /// A readable form, for reports and diagnostics.
    package var description: String { "\(path): \(message)" }

    /// A value of `kind`, as the messages name it.
    private static func article(_ kind: JSONNode.Kind) -> String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
