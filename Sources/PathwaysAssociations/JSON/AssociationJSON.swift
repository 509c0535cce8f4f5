/// A JSON value as an association file holds it: members in the order written, numbers as
/// their text.
///
/// Foundation's `JSONSerialization` forgets the order of members, merges duplicate keys and
/// reads `true` as the number 1 on Linux; a file checked against a router needs all three kept.
indirect enum AssociationJSON: Sendable, Hashable {
    case object([Member])
    case array([AssociationJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// One member of an object.
    struct Member: Sendable, Hashable {
        let key: String
        let value: AssociationJSON
    }

    /// The value's type in words, for messages: `an object`, `a string`, ...
    var typeName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a Boolean"
        case .null: "null"
        }
    }

    /// The member named `key`, compared byte for byte.
    subscript(key: String) -> AssociationJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key.utf8.elementsEqual(key.utf8) }?.value
    }
}
