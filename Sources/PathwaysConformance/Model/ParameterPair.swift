import PathwaysTextFormats

/// A decoded name and value: a query parameter or a fragment parameter.
public struct ParameterPair: Sendable, Hashable {
    /// The decoded name.
    public var name: String
    /// The decoded value.
    public var value: String

    /// Creates a pair.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// Byte-wise equality; `String ==` would equate NFC and NFD spellings.
    public func isIdentical(to other: ParameterPair) -> Bool {
        name.utf8.elementsEqual(other.name.utf8) && value.utf8.elementsEqual(other.value.utf8)
    }
}

extension ParameterPair {
    /// Reads a `[name, value]` array.
    static func pairs(json: JSONNode, at path: JSONPath) throws(JSONModelError) -> [ParameterPair] {
        try JSONObjectReader.array(json, at: path).enumerated().map { offset, element throws(JSONModelError) in
            let items = try JSONObjectReader.array(element, at: path.appending(offset))
            guard items.count == 2 else {
                throw JSONModelError("expected a [name, value] pair, found \(items.count) items", at: path.appending(offset))
            }
            return ParameterPair(
                try JSONObjectReader.string(items[0], at: path.appending(offset).appending(0)),
                try JSONObjectReader.string(items[1], at: path.appending(offset).appending(1)))
        }
    }

    static func pairsJSON(_ pairs: [ParameterPair]) -> JSONValue {
        .array(pairs.map { .array([.string($0.name), .string($0.value)]) })
    }
}
