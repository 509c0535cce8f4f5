import PathwaysTextFormats

extension JSONNode {
    /// The value without positions, once they are no longer needed.
    package var value: JSONValue {
        switch content {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let text): .number(text)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.value))
        case .object(let members): .object(members.map { JSONValue.Member(key: $0.key, value: $0.value.value) })
        }
    }
}
