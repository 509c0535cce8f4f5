import PathwaysTextFormats

/// Reads the members of a JSON object for a model's `init(json:at:)`.
struct JSONObjectReader {
    let members: [JSONValue.Member]
    let path: JSONPath

    init(_ value: JSONValue, at path: JSONPath) throws(JSONModelError) {
        guard case .object(let members) = value else { throw JSONModelError("expected an object, found \(value.typeName)", at: path) }
        self.members = members
        self.path = path
    }

    func has(_ key: String) -> Bool { self[key] != nil }

    subscript(key: String) -> JSONValue? {
        members.first { $0.key.utf8.elementsEqual(key.utf8) }?.value
    }

    func required(_ key: String) throws(JSONModelError) -> JSONValue {
        guard let value = self[key] else { throw JSONModelError("missing required key \"\(key)\"", at: path) }
        return value
    }

    func string(_ key: String) throws(JSONModelError) -> String {
        try Self.string(required(key), at: path.appending(key))
    }

    func optionalString(_ key: String) throws(JSONModelError) -> String? {
        guard let value = self[key] else { return nil }
        return try Self.string(value, at: path.appending(key))
    }

    /// The member `key` as one of a closed list of names, such as a `dateForm`; `nil` when absent.
    func optionalCase<Name: RawRepresentable & CaseIterable>(_ key: String, of type: Name.Type) throws(JSONModelError) -> Name?
    where Name.RawValue == String {
        guard let text = try optionalString(key) else { return nil }
        guard let found = Name(rawValue: text) else {
            throw JSONModelError(
                "unknown \(key) \(JSONWriter.quoted(text)); expected one of \(Name.allCases.map(\.rawValue).joined(separator: ", "))",
                at: path.appending(key))
        }
        return found
    }

    func optionalBool(_ key: String) throws(JSONModelError) -> Bool? {
        guard let value = self[key] else { return nil }
        guard case .bool(let flag) = value else {
            throw JSONModelError("expected a boolean, found \(value.typeName)", at: path.appending(key))
        }
        return flag
    }

    /// The member `key` as an object of strings, such as a build's resources; empty when absent.
    func optionalStringMap(_ key: String) throws(JSONModelError) -> [String: String] {
        guard let value = self[key] else { return [:] }
        let object = try JSONObjectReader(value, at: path.appending(key))
        var map: [String: String] = [:]
        for member in object.members {
            map[member.key] = try Self.string(member.value, at: path.appending(key).appending(member.key))
        }
        return map
    }

    func strings(_ key: String) throws(JSONModelError) -> [String] {
        try Self.array(required(key), at: path.appending(key)).enumerated().map { offset, element throws(JSONModelError) in
            try Self.string(element, at: path.appending(key).appending(offset))
        }
    }

    static func string(_ value: JSONValue, at path: JSONPath) throws(JSONModelError) -> String {
        guard case .string(let text) = value else { throw JSONModelError("expected a string, found \(value.typeName)", at: path) }
        return text
    }

    static func array(_ value: JSONValue, at path: JSONPath) throws(JSONModelError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw JSONModelError("expected an array, found \(value.typeName)", at: path) }
        return elements
    }
}
