/// Why a JSON value is not a value of a declared type.
public struct TypedValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public let message: String

    init(_ message: String) { self.message = message }

    /// A readable form, for reports and diagnostics.
    public var description: String { message }
}
