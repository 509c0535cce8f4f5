/// A refusal of one place in a document another module reads: a code from a closed list, the
/// place, and what was found and expected.
///
/// `AssociationError` (association files and intent filters) and `RouteTableError` (route
/// tables) conform, so that both read the same way: a sentence that names the kind of error,
/// the code and the place, then the detail a person can act on.
///
/// ```swift
/// public struct TableError: LocatedError {
///     package static let kind = "table error"
///     public let code: Code
///     public let path: String
///     public let detail: String
/// }
/// // "table error [wrongType] at $.routes[0]: expected an object, found a string"
/// ```
package protocol LocatedError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The closed list of codes.
    associatedtype Code: ClosedList

    /// What the description calls the error, such as `association error`.
    static var kind: String { get }

    /// What went wrong.
    var code: Code { get }

    /// Where: a JSON path, an XML location, or the name of an argument.
    var path: String { get }

    /// What was found and what was expected, in words.
    var detail: String { get }
}

extension LocatedError {
    /// A sentence that names the kind of error, the code and the place, then the detail, such as
    /// `association error [wrongType] at $.applinks.details[0].appIDs: expected an array of strings, found a string`.
    public var description: String { "\(Self.kind) [\(code)] at \(path): \(detail)" }
}
