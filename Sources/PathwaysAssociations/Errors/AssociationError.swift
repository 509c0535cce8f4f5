import Pathways

/// Why an association file, a manifest or intent-filter excerpt, or a request to generate one was
/// refused.
///
/// Every refusal names a ``Code`` you can switch on and the place it is about: a JSON path
/// such as `$.applinks.details[0].components[2]['/']` for an `apple-app-site-association`
/// file, an XML location such as `/intent-filter[1]/data[3]/@android:pathPattern` for an
/// intent filter, or the argument, such as `host`, for a request to generate one. Nothing in a
/// file is repaired or guessed: what this module cannot read as the operating system does is
/// refused (SPEC: ASSOC-12, ASSOC-19).
///
/// ```swift
/// do {
///     _ = try AppSiteAssociation(json: #"{"applinks": {"details": [{"appIDs": "A.b"}]}}"#)
/// } catch {
///     error.code  // .wrongType
///     error.path  // "$.applinks.details[0].appIDs"
/// }
/// ```
public struct AssociationError: Error, Sendable, Hashable, CustomStringConvertible, LocatedError {
    package static let kind = "association error"

    /// What went wrong.
    public let code: Code
    /// Where: a JSON path, an XML location, or the name of an argument.
    public let path: String
    /// What was found and what was expected, in words.
    public let detail: String

    /// Creates an error; this module creates these, and test doubles may too.
    ///
    /// ```swift
    /// AssociationError(.invalidHost, path: "host", detail: "found example.com:443; expected a host without a port")
    /// ```
    ///
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - path: Where.
    ///   - detail: What was found and what was expected.
    public init(_ code: Code, path: String, detail: String) {
        self.code = code
        self.path = path
        self.detail = detail
    }
}
