import Pathways

/// Why a route table was refused, and where (SPEC: TABLE-5).
///
/// Every refusal names a ``Code`` and the JSON path of the value it is about, such as
/// `$.routes[3].fields[0].scalar`. Nothing is repaired or guessed: a table this module cannot
/// read exactly is refused.
///
/// ```swift
/// do {
///     _ = try RouteTable(json: #"{"version": 2, "routes": []}"#)
/// } catch {
///     error.code  // .unsupportedVersion
///     error.path  // "$.version"
/// }
/// ```
public struct RouteTableError: Error, Sendable, Hashable, CustomStringConvertible, LocatedError {
    package static let kind = "route table error"

    /// What went wrong.
    public let code: Code
    /// Where: a JSON path.
    public let path: String
    /// What was found and what was expected, in words.
    public let detail: String

    /// Creates an error; this module creates these, and test doubles may too.
    ///
    /// ```swift
    /// RouteTableError(.missingKey, path: "$.routes[0]", detail: "a route needs \"pattern\"")
    /// ```
    ///
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - path: Where, as a JSON path.
    ///   - detail: What was found and what was expected.
    public init(_ code: Code, path: String, detail: String) {
        self.code = code
        self.path = path
        self.detail = detail
    }
}
