/// A typed route: a flat `Codable` value whose stored properties fill a pattern's placeholders.
///
/// Each placeholder's name is a coding key of the type. Properties can be `String`, `Bool`,
/// any integer type, `Float`, `Double`, a `String`- or `Int`-backed enum, `UUID`, `Date`, or an
/// `Optional` of these (SPEC: CODE-1 to CODE-4, SCALAR-1 to SCALAR-9).
///
/// ```swift
/// struct MemberRoute: Pathway {
///     static let pattern = "/teams/:team_id/members/:member_id"
///     let teamID: Int
///     let memberID: UUID
///     enum CodingKeys: String, CodingKey { case teamID = "team_id"; case memberID = "member_id" }
/// }
/// ```
public protocol Pathway: Codable, Sendable {
    /// The pattern the type's values are routed by, such as `/products/:productID`.
    static var pattern: String { get }
}
