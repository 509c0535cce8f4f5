/// One `--expectations` of `run` (`FILE`) or `report` (`FILE`, or `NAME=FILE` for the
/// implementation labelled `NAME`).
package struct ExpectationsArgument: Equatable {
    /// The `--implementation` label the file belongs to; `nil` for the only implementation.
    package var label: String?
    /// The expectations file, as given.
    package var path: String

    /// Parses `report`'s form: `NAME=FILE` when the text before the first `=` is an
    /// implementation name (lower-case letters, digits, `.`, `_` and `-`), else `FILE`. A file
    /// whose name has such a prefix is written `./NAME=FILE`.
    static func parse(_ text: String) -> ExpectationsArgument {
        if let equals = text.firstIndex(of: "=") {
            let label = String(text[..<equals])
            let path = String(text[text.index(after: equals)...])
            if HarnessHello.isImplementationName(label), !path.isEmpty { return ExpectationsArgument(label: label, path: path) }
        }
        return ExpectationsArgument(label: nil, path: text)
    }
}
