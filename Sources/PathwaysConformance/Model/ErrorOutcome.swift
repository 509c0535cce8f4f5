/// A rejection: the code and phase of SPEC.md section 16, and the placeholder when known.
public struct ErrorOutcome: Sendable, Hashable {
    /// The code's stable identifier, such as `dotSegment`.
    public var code: String
    /// The phase: `pattern`, `registration`, `match`, `decode` or `encode`.
    public var phase: String
    /// The placeholder the error names. In an expectation, `nil` means "not checked".
    public var placeholder: String?

    /// Creates an error outcome.
    public init(code: String, phase: String, placeholder: String? = nil) {
        self.code = code
        self.phase = phase
        self.placeholder = placeholder
    }
}
