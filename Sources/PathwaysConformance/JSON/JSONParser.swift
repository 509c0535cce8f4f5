import PathwaysTextFormats

/// A small, strict JSON parser (RFC 8259) that keeps numbers as text and positions for every value.
///
/// Foundation's `JSONSerialization` turns numbers into `Double` or `NSNumber`, which loses
/// 64-bit integers and float bit patterns; fixture files need both exact. The parser also rejects
/// what RFC 8259 leaves open and fixtures should never contain: duplicate keys, lone surrogates,
/// invalid UTF-8, and nesting deeper than ``maximumDepth``. It is ``JSONReader`` with the
/// runner's depth limit and the runner's messages.
///
/// ```swift
/// let node = try JSONParser.parse(Array(#"{"a": [1, 2.50]}"#.utf8))
/// node.node(at: JSONPath.root.appending("a").appending(1))?.value  // .number("2.50")
/// ```
package enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 256

    /// Parses one JSON document.
    ///
    /// - Parameter bytes: The UTF-8 text; a leading byte-order mark is skipped.
    /// - Returns: The root node.
    /// - Throws: ``JSONParseError`` naming the line, column and JSON path of the first problem.
    package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONNode {
        do throws(JSONSyntaxError) {
            return try JSONReader.read(bytes, depthLimit: .values(maximumDepth))
        } catch {
            throw JSONParseError(error)
        }
    }

    /// Parses one JSON document from a string.
    package static func parse(_ text: String) throws(JSONParseError) -> JSONNode {
        try parse(Array(text.utf8))
    }
}
