import PathwaysTextFormats

/// Why a JSON text could not be read, and where.
package struct JSONParseError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, as a sentence fragment such as `expected ',' or '}'`.
    package let message: String
    /// Where the problem is.
    package let position: SourcePosition
    /// The JSON path of the value being read when the problem was met.
    package let path: JSONPath

    /// A readable form, for reports and diagnostics.
    package var description: String { "\(position): \(message) (at \(path))" }

    /// The runner's place for what ``JSONReader`` refused, in the words every module uses.
    init(_ error: JSONSyntaxError) {
        message = error.message(depthLimit: .values(JSONParser.maximumDepth)) { "\"\($0)\"" }
        switch error.reason {
        case .expectedCommaOrBrace(let found), .expectedCommaOrBracket(let found):
            position = Self.pointingPast(found, at: error.position)
        default:
            position = error.position
        }
        path = error.path
    }

    /// Where the runner has always pointed when a member or element is followed by the wrong
    /// byte: just past that byte, one column on unless it continues a UTF-8 sequence.
    private static func pointingPast(_ found: UInt8?, at position: SourcePosition) -> SourcePosition {
        guard let found, found & 0xC0 != 0x80 else { return position }
        return SourcePosition(line: position.line, column: position.column + 1)
    }
}
