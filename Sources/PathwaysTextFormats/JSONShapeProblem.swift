/// What ``JSONObjectReader`` found wrong with the shape of a JSON value: the JSON is well formed
/// but not what the caller reads.
///
/// The reader says what and where; each caller turns it into its own error, with its own code and
/// words, so that its users see the messages written for them.
///
/// ```swift
/// // {"version": "1"} read as an object whose "version" is a number:
/// JSONShapeProblem.wrongType(expected: .number, found: versionNode)  // at $.version
/// ```
package enum JSONShapeProblem: Sendable, Hashable {
    /// The value is of another kind than `expected`; the path is the value's.
    case wrongType(expected: JSONNode.Kind, found: JSONNode)
    /// The object has no member named `key`, which it needs; the path is the object's.
    case missingKey(String)
    /// The object has a member named `key`, which is none of `known` (sorted); the path is the member's.
    case unknownKey(String, known: [String])
}
