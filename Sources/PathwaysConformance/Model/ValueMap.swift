/// Property values of a typed route, by coding key, in the order they were written.
///
/// Values are JSON as the fixture writes them (see Fixtures/README.md, "Typed values"); the
/// declared type says how to read each one. Keys compare byte for byte.
///
/// ```swift
/// let values = ValueMap(["title": .string("a/b")])
/// values["title"]  // .string("a/b")
/// ```
public struct ValueMap: Sendable, Hashable {
    /// The entries, in order.
    public var entries: [JSONValue.Member]

    /// Creates a map from entries.
    public init(entries: [JSONValue.Member] = []) {
        self.entries = entries
    }

    /// Creates a map from literal pairs.
    public init(_ pairs: KeyValuePairs<String, JSONValue>) {
        self.entries = pairs.map { JSONValue.Member(key: $0.key, value: $0.value) }
    }

    /// The value for `key`, compared byte for byte.
    public subscript(key: String) -> JSONValue? {
        get { entries.first { $0.key.utf8.elementsEqual(key.utf8) }?.value }
        set {
            let index = entries.firstIndex { $0.key.utf8.elementsEqual(key.utf8) }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append(JSONValue.Member(key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    /// The keys, in order.
    public var keys: [String] { entries.map(\.key) }

    /// Reads a JSON object.
    public init(json: JSONValue, at path: JSONPath) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        self.init(entries: object.members)
    }

    /// The JSON object.
    public var jsonValue: JSONValue { .object(entries) }
}

/// A decoded name and value: a capture, a query parameter or a fragment parameter.
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
    static func pairs(json: JSONValue, at path: JSONPath) throws(JSONModelError) -> [ParameterPair] {
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

    /// Reads a `{name: value}` object of strings, keeping its order.
    static func captures(json: JSONValue, at path: JSONPath) throws(JSONModelError) -> [ParameterPair] {
        try JSONObjectReader(json, at: path).members.map { member throws(JSONModelError) in
            ParameterPair(member.key, try JSONObjectReader.string(member.value, at: path.appending(member.key)))
        }
    }

    static func pairsJSON(_ pairs: [ParameterPair]) -> JSONValue {
        .array(pairs.map { .array([.string($0.name), .string($0.value)]) })
    }

    static func capturesJSON(_ pairs: [ParameterPair]) -> JSONValue {
        .object(pairs.map { JSONValue.Member(key: $0.name, value: .string($0.value)) })
    }
}
