import PathwaysTextFormats

/// A parsed JSON value with the position where each value starts.
///
/// ``JSONParser`` builds nodes; ``value`` drops the positions once they are no longer needed.
package struct JSONNode: Sendable {
    /// What the node holds; arrays and objects hold nodes.
    public enum Content: Sendable {
        // The cases mirror ``JSONValue``'s.
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    /// One member of an object, with the position of its key.
    public struct Member: Sendable {
        /// The key.
        public let key: String
        /// Where the key starts.
        public let keyPosition: SourcePosition
        /// The member's value.
        public let value: JSONNode
    }

    /// The node's content.
    public let content: Content
    /// Where the value starts.
    public let position: SourcePosition

    /// The value without positions.
    public var value: JSONValue {
        switch content {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let text): .number(text)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.value))
        case .object(let members): .object(members.map { JSONValue.Member(key: $0.key, value: $0.value.value) })
        }
    }

    /// The JSON type name: `null`, `boolean`, `number`, `string`, `array` or `object`.
    public var typeName: String {
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
    public func node(at path: JSONPath) -> JSONNode? {
        var node = self
        for component in path.components {
            switch (component, node.content) {
            case (.key(let key), .object(let members)):
                guard let member = members.first(where: { $0.key.utf8.elementsEqual(key.utf8) }) else { return nil }
                node = member.value
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return nil }
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }

    /// The position of the deepest node that exists along `path`: a good place to point at when
    /// something at `path` is missing or wrong.
    public func position(nearest path: JSONPath) -> SourcePosition {
        var node = self
        for component in path.components {
            switch (component, node.content) {
            case (.key(let key), .object(let members)):
                guard let member = members.first(where: { $0.key.utf8.elementsEqual(key.utf8) }) else { return node.position }
                node = member.value
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return node.position }
                node = elements[index]
            default:
                return node.position
            }
        }
        return node.position
    }
}
