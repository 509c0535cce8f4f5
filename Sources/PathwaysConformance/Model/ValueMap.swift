import PathwaysTextFormats

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
    package init(json: JSONNode, at path: JSONPath) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        self.init(entries: object.members.map { JSONValue.Member(key: $0.key, value: $0.value.value) })
    }

    /// The JSON object.
    package var jsonValue: JSONValue { .object(entries) }
}
