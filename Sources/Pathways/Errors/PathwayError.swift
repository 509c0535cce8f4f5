/// The one error type Pathways throws.
///
/// Every rejection carries a ``Code`` you can switch on, the ``Phase`` of the pipeline that
/// rejected the input, and as much context as is known: the placeholder, the offending text,
/// what was expected, and the byte offset in the input.
///
/// ```swift
/// do {
///     _ = try router.handle(url)
/// } catch where error.code == .malformedPercentEncoding {
///     showBrokenLinkAlert(error.description)
/// }
/// ```
public struct PathwayError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public let code: Code
    /// Where in the pipeline it went wrong.
    public let phase: Phase
    /// The placeholder involved, when there is one.
    public let placeholder: String?
    /// The offending text: a component, value, host or key, as it appeared.
    public let text: String?
    /// What was expected instead, in words (`"Int"`, `"true or false"`).
    public let expected: String?
    /// The byte offset of the problem in the input, when known.
    public let offset: Int?
    /// The pattern or URL being processed, when known.
    public let input: String?
    /// What ``placeholder`` names, so that the description calls it by its kind; set from the
    /// pattern where a typed route is decoded, encoded or probed.
    var subject: Subject = .placeholder

    /// Creates an error; Pathways creates these, and test doubles may too.
    ///
    /// ```swift
    /// throw PathwayError(.invalidValue, phase: .decode, placeholder: "id", text: "abc", expected: "Int")
    /// ```
    ///
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - phase: Where in the pipeline it went wrong.
    ///   - placeholder: The placeholder or coding key involved.
    ///   - text: The offending text.
    ///   - expected: What was expected instead, in words.
    ///   - offset: The byte offset of the problem in `input`.
    ///   - input: The pattern or URL being processed.
    public init(
        _ code: Code,
        phase: Phase,
        placeholder: String? = nil,
        text: String? = nil,
        expected: String? = nil,
        offset: Int? = nil,
        input: String? = nil
    ) {
        self.code = code
        self.phase = phase
        self.placeholder = placeholder
        self.text = text
        self.expected = expected
        self.offset = offset
        self.input = input
    }

    /// A sentence a person can act on, with a caret under the offending byte when the offset is known.
    ///
    /// Text from the input is shown with its controls and invisible code points written out
    /// (`\n`, `U+200B`), so that what a person reads is what the input held.
    public var description: String {
        var message = "\(phase) error [\(code)]: \(summary)"
        if let placeholder { message += " (\(subject.describe(placeholder)))" }
        if let text { message += "; found \(Self.quoted(text))" }
        if let expected { message += "; expected \(expected)" }
        if let input {
            let scalars = input.unicodeScalars
            let shownScalars = scalars.prefix(Self.clipLength)
            message += "\n    \(MessageText.shown(String(Substring(shownScalars))))"
            if scalars.count > Self.clipLength { message += "…" }
            if let column = Self.column(of: offset, in: shownScalars) {
                message += "\n    \(String(repeating: " ", count: column))^"
            }
        }
        return message
    }

    private static let clipLength = 200

    /// The column of the shown input under which the byte at `offset` lies, or `nil` when the
    /// offset is unknown or lies beyond the shown scalars.
    private static func column(of offset: Int?, in scalars: Substring.UnicodeScalarView) -> Int? {
        guard let offset, offset >= 0 else { return nil }
        var bytes = 0
        var before = scalars.startIndex
        while before < scalars.endIndex, bytes < offset {
            bytes += UTF8.width(scalars[before])
            scalars.formIndex(after: &before)
        }
        guard bytes >= offset, before < scalars.endIndex || bytes == offset else { return nil }
        return MessageText.width(of: scalars[scalars.startIndex..<before])
    }

    private static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > clipLength else { return MessageText.quoted(text) }
        return MessageText.quoted(String(Substring(scalars.prefix(clipLength)))) + "…"
    }

    private var summary: String { code.summary }
}
