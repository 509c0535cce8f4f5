import PathwaysTextFormats

/// A model value with one JSON form, used both by the fixture files and by `Codable`.
///
/// Conforming types get `Codable` for free: the value goes through ``JSONValue``, so a request
/// encoded with `JSONEncoder` has the same shape as one the runner writes.
///
/// ```swift
/// let data = try JSONEncoder().encode(ConformanceResponse.result(.noMatch))  // {"result":{"noMatch":true}}
/// ```
package protocol JSONRepresentable: Codable {
    /// Reads the JSON form from the tree of `PathwaysTextFormats`, which keeps each value's
    /// position for diagnostics.
    ///
    /// - Throws: ``JSONModelError`` naming the path of the first part with the wrong shape.
    init(json: JSONNode, at path: JSONPath) throws(JSONModelError)
    /// The JSON form.
    var jsonValue: JSONValue { get }
}

extension JSONRepresentable {
    /// Reads the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        try self.init(json: JSONValue(from: decoder).node, at: .root)
    }

    /// Writes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}

extension Outcome: JSONRepresentable {}
extension ConformanceInput: JSONRepresentable {}
extension RouteSpec: JSONRepresentable {}
extension RouterOptions: JSONRepresentable {}
extension PropertyType: JSONRepresentable {}
extension ValueMap: JSONRepresentable {}
