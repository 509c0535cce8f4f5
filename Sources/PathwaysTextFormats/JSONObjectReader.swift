/// Reads the members of a JSON object, each at its JSON path, and refuses a shape that is not
/// what the caller reads with the caller's own error.
///
/// Every module that reads JSON files needs the same few steps: this value must be an object,
/// that key must be there and hold a string, no key outside a known list. The reader takes the
/// steps; `failure` turns each ``JSONShapeProblem``, at the path it is about, into the caller's
/// error, so that error codes and words stay each module's own.
///
/// ```swift
/// let node = try JSONReader.read(Array(#"{"pattern": 7}"#.utf8), depthLimit: .containers(64))
/// let route = try JSONObjectReader(node, at: .root) { problem, path in MyError("\(problem)", at: path) }
/// try route.string("pattern")  // throws MyError at $.pattern: wrongType(expected: .string, ...)
/// ```
package struct JSONObjectReader<Failure: Error> {
    /// The object's members, in the order written.
    package let members: [JSONNode.Member]
    /// Where the object stands in its document.
    package let path: JSONPath
    /// Makes the caller's error for a problem at a path.
    private let failure: (JSONShapeProblem, JSONPath) -> Failure

    /// Starts reading `node`, which must be an object.
    ///
    /// - Parameters:
    ///   - node: The value.
    ///   - path: Where it stands.
    ///   - failure: The caller's error for a problem at a path.
    /// - Throws: `failure(.wrongType(expected: .object, found: node), path)` when it is not an object.
    package init(_ node: JSONNode, at path: JSONPath, failure: @escaping (JSONShapeProblem, JSONPath) -> Failure) throws(Failure) {
        guard case .object(let members) = node.content else { throw failure(.wrongType(expected: .object, found: node), path) }
        self.members = members
        self.path = path
        self.failure = failure
    }

    /// The path of the member named `key`.
    package func path(_ key: String) -> JSONPath { path.appending(key) }

    /// The member named `key`, compared byte for byte; `nil` when there is none.
    package subscript(key: String) -> JSONNode? {
        members.first { $0.key.utf8.elementsEqual(key.utf8) }?.value
    }

    /// Refuses the first member whose key is not in `known`.
    ///
    /// - Parameter known: The keys the object may have.
    /// - Throws: The caller's error for ``JSONShapeProblem/unknownKey(_:known:)`` at the member.
    package func refuseKeys(outside known: Set<String>) throws(Failure) {
        for member in members where !known.contains(member.key) {
            throw failure(.unknownKey(member.key, known: known.sorted()), path(member.key))
        }
    }

    /// The member named `key`, which must be there.
    ///
    /// - Throws: The caller's error for ``JSONShapeProblem/missingKey(_:)`` at the object.
    package func required(_ key: String) throws(Failure) -> JSONNode {
        guard let node = self[key] else { throw failure(.missingKey(key), path) }
        return node
    }

    /// The string of the member named `key`, which must be there.
    ///
    /// - Throws: The caller's error when the member is missing or not a string.
    package func string(_ key: String) throws(Failure) -> String {
        try string(required(key), at: path(key))
    }

    /// The string of the member named `key`; `nil` when there is none.
    ///
    /// - Throws: The caller's error when the member is not a string.
    package func optionalString(_ key: String) throws(Failure) -> String? {
        guard let node = self[key] else { return nil }
        return try string(node, at: path(key))
    }

    /// The strings of the member named `key`, an array that must be there.
    ///
    /// - Throws: The caller's error when the member is missing, not an array, or holds an
    ///   element that is not a string.
    package func strings(_ key: String) throws(Failure) -> [String] {
        try strings(required(key), at: path(key))
    }

    /// The Boolean of the member named `key`; `nil` when there is none.
    ///
    /// - Throws: The caller's error when the member is not `true` or `false`.
    package func optionalBool(_ key: String) throws(Failure) -> Bool? {
        guard let node = self[key] else { return nil }
        return try bool(node, at: path(key))
    }

    /// `node`, at `path`, as a string, with this reader's errors.
    package func string(_ node: JSONNode, at path: JSONPath) throws(Failure) -> String {
        try Self.string(node, at: path, failure: failure)
    }

    /// `node`, at `path`, as `true` or `false`, with this reader's errors.
    package func bool(_ node: JSONNode, at path: JSONPath) throws(Failure) -> Bool {
        try Self.bool(node, at: path, failure: failure)
    }

    /// `node`, at `path`, as an array of strings, with this reader's errors.
    package func strings(_ node: JSONNode, at path: JSONPath) throws(Failure) -> [String] {
        try Self.strings(node, at: path, failure: failure)
    }

    /// `node`, at `path`, as a string: for a value that is not a member of an object being read.
    ///
    /// - Parameters:
    ///   - node: The value.
    ///   - path: Where it stands.
    ///   - failure: The caller's error for a problem at a path.
    /// - Throws: `failure(.wrongType(expected: .string, found: node), path)`.
    package static func string(
        _ node: JSONNode, at path: JSONPath, failure: (JSONShapeProblem, JSONPath) -> Failure
    ) throws(Failure) -> String {
        guard case .string(let text) = node.content else { throw failure(.wrongType(expected: .string, found: node), path) }
        return text
    }

    /// `node`, at `path`, as `true` or `false`.
    ///
    /// - Parameters:
    ///   - node: The value.
    ///   - path: Where it stands.
    ///   - failure: The caller's error for a problem at a path.
    /// - Throws: `failure(.wrongType(expected: .bool, found: node), path)`.
    package static func bool(_ node: JSONNode, at path: JSONPath, failure: (JSONShapeProblem, JSONPath) -> Failure) throws(Failure) -> Bool
    {
        guard case .bool(let flag) = node.content else { throw failure(.wrongType(expected: .bool, found: node), path) }
        return flag
    }

    /// `node`, at `path`, as the elements of an array.
    ///
    /// - Parameters:
    ///   - node: The value.
    ///   - path: Where it stands.
    ///   - failure: The caller's error for a problem at a path.
    /// - Throws: `failure(.wrongType(expected: .array, found: node), path)`.
    package static func array(
        _ node: JSONNode, at path: JSONPath, failure: (JSONShapeProblem, JSONPath) -> Failure
    ) throws(Failure) -> [JSONNode] {
        guard case .array(let elements) = node.content else { throw failure(.wrongType(expected: .array, found: node), path) }
        return elements
    }

    /// `node`, at `path`, as an array of strings.
    ///
    /// - Parameters:
    ///   - node: The value.
    ///   - path: Where it stands.
    ///   - failure: The caller's error for a problem at a path: the array's, or its first element
    ///     that is not a string.
    /// - Throws: The caller's error for ``JSONShapeProblem/wrongType(expected:found:)``.
    package static func strings(
        _ node: JSONNode, at path: JSONPath, failure: (JSONShapeProblem, JSONPath) -> Failure
    ) throws(Failure) -> [String] {
        var texts: [String] = []
        for (index, element) in try array(node, at: path, failure: failure).enumerated() {
            texts.append(try string(element, at: path.appending(index), failure: failure))
        }
        return texts
    }
}
