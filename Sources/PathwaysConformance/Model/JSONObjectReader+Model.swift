import PathwaysTextFormats

/// The member reader of `PathwaysTextFormats` as the model reads fixture files and harness
/// messages: each problem of shape in the runner's words (``JSONModelError``), and the kinds of
/// member only the model has: names from closed lists, an object of strings, an integer.
///
/// ```swift
/// let route = try JSONObjectReader(JSONParser.parse(#"{"pattern": 7}"#), at: .root)
/// try route.string("pattern")  // throws JSONModelError: $.pattern: expected a string, found number
/// ```
extension JSONObjectReader where Failure == JSONModelError {
    /// Starts reading `node`, which must be an object.
    ///
    /// - Throws: ``JSONModelError`` when it is not an object.
    init(_ node: JSONNode, at path: JSONPath) throws(JSONModelError) {
        try self.init(node, at: path, failure: JSONModelError.init)
    }

    /// `node`, at `path`, as a string: for a value that is not a member of an object being read.
    static func string(_ node: JSONNode, at path: JSONPath) throws(JSONModelError) -> String {
        try string(node, at: path, failure: JSONModelError.init)
    }

    /// `node`, at `path`, as the elements of an array.
    static func array(_ node: JSONNode, at path: JSONPath) throws(JSONModelError) -> [JSONNode] {
        try array(node, at: path, failure: JSONModelError.init)
    }

    /// The member `key` as one of a closed list of names, such as a `dateForm`; `nil` when absent.
    func optionalCase<Name: RawRepresentable & CaseIterable>(_ key: String, of type: Name.Type) throws(JSONModelError) -> Name?
    where Name.RawValue == String {
        guard let text = try optionalString(key) else { return nil }
        guard let found = Name(rawValue: text) else {
            throw JSONModelError(
                "unknown \(key) \(JSONQuoting().quoted(text)); expected one of \(Name.allCases.map(\.rawValue).joined(separator: ", "))",
                at: path(key))
        }
        return found
    }

    /// The array `key` as names from a closed list, such as a case's capabilities, in the order
    /// written; empty when `key` is absent and `required` is false.
    ///
    /// - Parameters:
    ///   - key: The member, such as `capabilities`.
    ///   - type: The closed list.
    ///   - noun: What one name is, for the message about an unknown one, such as `capability`.
    ///   - required: Whether the member must be there.
    /// - Throws: ``JSONModelError`` for a missing member that is required, a member that is not an
    ///   array of strings, or an unknown name, at its element.
    func names<Name: RawRepresentable>(_ key: String, of type: Name.Type, noun: String, required: Bool = true) throws(JSONModelError)
        -> [Name]
    where Name.RawValue == String {
        guard required || self[key] != nil else { return [] }
        return try strings(key).enumerated().map { offset, text throws(JSONModelError) in
            guard let name = Name(rawValue: text) else {
                throw JSONModelError("unknown \(noun) \(JSONQuoting().quoted(text))", at: path(key).appending(offset))
            }
            return name
        }
    }

    /// The member `key` as an object of strings, such as a build's resources; empty when absent.
    func optionalStringMap(_ key: String) throws(JSONModelError) -> [String: String] {
        guard let node = self[key] else { return [:] }
        let object = try JSONObjectReader(node, at: path(key))
        var map: [String: String] = [:]
        for member in object.members {
            map[member.key] = try string(member.value, at: object.path(member.key))
        }
        return map
    }

    /// A member holding an integer written without fraction or exponent, such as `17`.
    func integer(_ key: String) throws(JSONModelError) -> Int {
        let node = try required(key)
        guard case .number(let text) = node.content, let number = Int(text) else {
            throw JSONModelError("expected an integer, found \(node.value.jsonText)", at: path(key))
        }
        return number
    }
}
