/// A JSON value as ``JSONReader`` read it: numbers as their text, object members in the order
/// written, and the position where each value and each key starts.
///
/// ```swift
/// let node = try JSONReader.read(Array("[1,\n  \"x\"]".utf8), depthLimit: .values(256))
/// node.node(at: JSONPath.root.appending(1))?.position  // 2:3
/// ```
package struct JSONNode: Sendable {
    /// What the node holds; arrays and objects hold nodes.
    package enum Content: Sendable {
        case null
        case bool(Bool)
        /// The number as written, such as `-0.50e+3`, so that no digit is lost.
        case number(String)
        case string(String)
        case array([JSONNode])
        /// The members in the order written; no two have the same key.
        case object([Member])
    }

    /// One member of an object, with the position of its key.
    package struct Member: Sendable {
        /// The key.
        package let key: String
        /// Where the key starts.
        package let keyPosition: SourcePosition
        /// The member's value.
        package let value: JSONNode
    }

    /// The node's content.
    package let content: Content
    /// Where the value starts.
    package let position: SourcePosition

    /// The JSON type name: `null`, `boolean`, `number`, `string`, `array` or `object`.
    package var typeName: String {
        switch content {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The node at `path` below this one, if there is one.
    package func node(at path: JSONPath) -> JSONNode? {
        var node = self
        for component in path.components {
            guard let child = node.child(component) else { return nil }
            node = child
        }
        return node
    }

    /// The position of the deepest node that exists along `path`: a good place to point at when
    /// something at `path` is missing or wrong.
    package func position(nearest path: JSONPath) -> SourcePosition {
        var node = self
        for component in path.components {
            guard let child = node.child(component) else { return node.position }
            node = child
        }
        return node.position
    }

    /// The member or element one step below; keys are compared byte for byte.
    private func child(_ component: JSONPath.Component) -> JSONNode? {
        switch (component, content) {
        case (.key(let key), .object(let members)):
            members.first { $0.key.utf8.elementsEqual(key.utf8) }?.value
        case (.index(let index), .array(let elements)):
            elements.indices.contains(index) ? elements[index] : nil
        default:
            nil
        }
    }
}
