/// Something a subject must support to run a case: the closed list of the fixture schema.
///
/// A case lists the capabilities it needs; a subject declares the ones it has. Inputs of a case
/// whose capabilities a subject lacks are reported as skipped, never as passed.
///
/// ```swift
/// let descriptor = SubjectDescriptor(name: "tiny-router", version: "1.0", capabilities: [.prefix, .query])
/// ```
public enum Capability: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Decodes placeholders into declared scalar types.
    case typed
    /// Prefix matching.
    case prefix
    /// Host-specific routes.
    case hosts
    /// Schemes whose authority is the first path component.
    case customSchemes
    /// Delivers query parameters.
    case query
    /// Fragment routes and fragment parameters.
    case fragments
    /// Encodes values into paths. With ``typed``, values of every type; without it (protocol
    /// 1.3), a generator over strings: the subject is sent the encode and roundTrip inputs whose
    /// route has only string properties, and no other input of a case that needs ``typed``.
    case encoding
    /// Rejects invalid patterns and hosts with codes.
    case patternErrors
    /// Rejects malformed URLs with codes.
    case urlErrors
    /// Typed routes fill the properties whose coding keys name no placeholder from the query:
    /// scalars from the first value of their name, arrays from every value (CODE-5 to CODE-7,
    /// ENC-10, ENC-12). Protocol 1.1.
    case queryFields
    /// `*name` catch-all components at the end of a path, capturing the remaining components as
    /// an array (PAT-12, MATCH-7); at the end of a fragment route too, when
    /// ``fragmentPlaceholders`` is also declared. Protocol 1.1.
    case catchAll
    /// `:name` placeholders in fragment routes, matched piece by piece (PAT-10, MATCH-5).
    /// Protocol 1.1.
    case fragmentPlaceholders
    /// Routes registered to compare their literals without ASCII case (MATCH-8). Protocol 1.1.
    case caseInsensitive
    /// Generates `apple-app-site-association` files and Android intent filters from the routes,
    /// and decides which links a given file or filter delivers, as the systems do (ASSOC-1 to
    /// ASSOC-20): the inputs `appleAssociation`, `androidFilters`, `appleDelivery` and
    /// `androidDelivery`. Protocol 1.2.
    case associations
    /// Routers given the origins they serve, web origins and custom-scheme origins, and routes
    /// limited to one of them (ORIGIN-1 to ORIGIN-6): the router's `origins` and the route's
    /// `origin`. Protocol 1.3.
    case origins
    /// Delivers the rest of the path after a prefix route's pattern, the decoded components one
    /// by one, as the match's `remainder` (DISP-9). Protocol 1.3.
    case remainder
    /// Reads and writes `Date` values as whole seconds or milliseconds since 1970 when the case's
    /// router asks for it (`router.dateForm`; SCALAR-10, ENC-14). Protocol 1.3.
    case unixDates
    /// Reads a malformed value of an `Optional` query field as `nil` when the case's router asks
    /// for it (`router.malformedOptionalFieldsAreNil`; CODE-8). Protocol 1.3.
    case lenientOptionalFields
    /// Reads a raw `+` in the query as a space when the case's router asks for it
    /// (`router.plusIsSpaceInQuery`; QUERY-9). Protocol 1.3.
    case plusAsSpace
    /// Reads route tables and reports the links of an old table that a new one breaks (SPEC.md
    /// section 21): the input `compatibility`. Protocol 1.4.
    case routeTables

    /// The minor version of the harness protocol that introduced the capability: a harness must
    /// speak at least that version to declare it (Conformance/PROTOCOL.md).
    public var protocolMinor: Int {
        switch self {
        case .typed, .prefix, .hosts, .customSchemes, .query, .fragments, .encoding, .patternErrors, .urlErrors: 0
        case .queryFields, .catchAll, .fragmentPlaceholders, .caseInsensitive: 1
        case .associations: 2
        case .origins, .remainder, .unixDates, .lenientOptionalFields, .plusAsSpace: 3
        case .routeTables: 4
        }
    }

    /// Orders capabilities by name, so that reports list them the same way every time.
    public static func < (lhs: Capability, rhs: Capability) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
