/// A typed route: a flat `Codable` value whose stored properties fill a pattern's placeholders
/// and, by the other keys, its query fields.
///
/// Each placeholder's name is a coding key of the type; a key that names no placeholder is a
/// query field, read from the query parameter of that name. Properties can be `String`, `Bool`,
/// any integer type, `Float`, `Double`, a `String`- or `Int`-backed enum, `UUID`, `Date`, or an
/// `Optional` of these; a catch-all (`*name`) or a query field can also be an array of them
/// (SPEC: CODE-1, CODE-2, CODE-5 to CODE-7, SCALAR-1 to SCALAR-9). Registering the type checks
/// it against its pattern (REG-5).
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

    /// The route's stable name, which a route table records (TABLE-4): the same name in two
    /// releases means the same route, whatever the type is called now.
    ///
    /// The default is the type's name. Keep the old name when you rename the type, so that the
    /// links of the last release still count as reaching it:
    ///
    /// ```swift
    /// struct ItemRoute: Pathway {  // was ProductRoute
    ///     static let pattern = "/products/:productID"
    ///     static let routeName = "ProductRoute"
    ///     let productID: Int
    /// }
    /// ```
    static var routeName: String { get }
}

extension Pathway {
    /// The type's name, such as `ProductRoute`.
    public static var routeName: String { String(describing: Self.self) }
}
