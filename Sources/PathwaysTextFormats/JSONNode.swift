/// A JSON value as ``JSONReader`` read it: numbers as their text, object members in the order
/// written, and the position where each value and each key starts.
///
/// ```swift
/// let node = try JSONReader.read(Array("[1,\n  \"x\"]".utf8), depthLimit: .values(256))
/// node.node(at: JSONPath.root.appending(1))?.position  // 2:3
/// ```
///
/// A value built in code to be written out, such as a generated file, stands at 1:1
/// throughout: it has no text to point into.
///
/// ```swift
/// JSONNode(.object([JSONNode.Member("percentEncoded", JSONNode(.bool(false)))]))
/// ```
package struct JSONNode: Sendable, Hashable {
    /// What the node holds; arrays and objects hold nodes.
    package enum Content: Sendable, Hashable {
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
    package struct Member: Sendable, Hashable {
        /// The key.
        package let key: String
        /// Where the key starts.
        package let keyPosition: SourcePosition
        /// The member's value.
        package let value: JSONNode

        /// Creates a member whose key starts at `keyPosition`: 1:1 for one built in code.
        package init(_ key: String, _ value: JSONNode, keyPosition: SourcePosition = SourcePosition(line: 1, column: 1)) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    /// The kinds of JSON value, as ``JSONShapeProblem`` names what was expected and found.
    package enum Kind: Sendable, Hashable {
        case null, bool, number, string, array, object
    }

    /// The node's content.
    package let content: Content
    /// Where the value starts.
    package let position: SourcePosition

    /// Creates a node that starts at `position`: 1:1 for one built in code.
    package init(_ content: Content, position: SourcePosition = SourcePosition(line: 1, column: 1)) {
        self.content = content
        self.position = position
    }

    /// The kind of value the node holds.
    package var kind: Kind {
        switch content {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The JSON type name: `null`, `boolean`, `number`, `string`, `array` or `object`.
    package var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The member named `key`, compared byte for byte, if this is an object that has one.
    package subscript(key: String) -> JSONNode? {
        child(.key(key))
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
