/// Writes a ``JSONNode`` as JSON text: members in the order the node holds them, numbers as
/// their text, strings the way ``quoting`` writes them.
///
/// Each file this package writes has its form, and keeps the bytes it has always had:
/// ``breaksLines`` says which arrays and objects put each member or element on its own line,
/// indented two spaces a level; the others stay on one line, written with ``spacing``. An empty
/// array or object is `[]` or `{}` wherever it stands.
///
/// ```swift
/// let node = JSONNode(.object([JSONNode.Member("ids", JSONNode(.array([JSONNode(.string("a"))])))]))
/// JSONTextWriter(spacing: .compact).text(node)  // {"ids":["a"]}
/// JSONTextWriter(breaksLines: { node, _ in node.kind == .object }).text(node)
/// // {
/// //   "ids": ["a"]
/// // }
/// ```
package struct JSONTextWriter {
    /// How an array or object on one line separates its members or elements.
    package enum Spacing: Sendable, Hashable {
        /// `,` and `:` alone: `{"a":1,"b":[2,3]}`.
        case compact
        /// A space after each `,` and `:`: `{"a": 1, "b": [2, 3]}`.
        case spaced
    }

    /// How strings and keys are written.
    package var quoting: JSONQuoting
    /// The separators of arrays and objects on one line.
    package var spacing: Spacing
    /// Whether the array or object `node`, at `path` in the document, puts each member or
    /// element on its own line; members of such an object are written `"key": value`.
    package var breaksLines: (_ node: JSONNode, _ path: JSONPath) -> Bool

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - quoting: How strings and keys are written.
    ///   - spacing: The separators of arrays and objects on one line.
    ///   - breaksLines: Which arrays and objects break lines; by default none does.
    package init(
        quoting: JSONQuoting = JSONQuoting(), spacing: Spacing = .spaced,
        breaksLines: @escaping (_ node: JSONNode, _ path: JSONPath) -> Bool = { _, _ in false }
    ) {
        self.quoting = quoting
        self.spacing = spacing
        self.breaksLines = breaksLines
    }

    /// The JSON text of `node`, without a newline at the end.
    ///
    /// - Parameter node: The value, usually built in code.
    /// - Returns: The text.
    package func text(_ node: JSONNode) -> String {
        var output = ""
        write(node, at: .root, indent: "", into: &output)
        return output
    }

    private func write(_ node: JSONNode, at path: JSONPath, indent: String, into output: inout String) {
        switch node.content {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): quoting.write(text, into: &output)
        case .array(let elements):
            writeContainer(node, at: path, indent: indent, brackets: ("[", "]"), count: elements.count, into: &output) {
                index, inner, output in
                write(elements[index], at: path.appending(index), indent: inner, into: &output)
            }
        case .object(let members):
            let colon = spacing == .compact && !breaksLines(node, path) ? ":" : ": "
            writeContainer(node, at: path, indent: indent, brackets: ("{", "}"), count: members.count, into: &output) {
                index, inner, output in
                quoting.write(members[index].key, into: &output)
                output += colon
                write(members[index].value, at: path.appending(members[index].key), indent: inner, into: &output)
            }
        }
    }

    /// Writes the brackets of an array or object and, between them, its `count` members or
    /// elements with `item`, on one line or one a line.
    private func writeContainer(
        _ node: JSONNode, at path: JSONPath, indent: String, brackets: (open: String, close: String), count: Int,
        into output: inout String, item: (_ index: Int, _ indent: String, _ output: inout String) -> Void
    ) {
        guard count > 0 else {
            output += brackets.open + brackets.close
            return
        }
        output += brackets.open
        let broken = breaksLines(node, path)
        let inner = indent + "  "
        for index in 0..<count {
            if index > 0 { output += broken || spacing == .compact ? "," : ", " }
            if broken { output += "\n" + inner }
            item(index, inner, &output)
        }
        if broken { output += "\n" + indent }
        output += brackets.close
    }
}
