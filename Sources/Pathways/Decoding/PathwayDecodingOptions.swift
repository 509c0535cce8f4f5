/// Readings of a link that Pathways makes only when asked: Unix-time dates, malformed optional
/// query fields read as absent, and `+` in the query read as a space (SPEC: SCALAR-10, CODE-8,
/// QUERY-9).
///
/// Each is off by default, where Pathways reads one text form per type and refuses the rest.
/// Turn one on for links that other systems write: marketing tools that add `?page=abc`, a
/// backend that stamps Unix time, an HTML form that writes `q=red+shoes`. The options hold for
/// the whole router, or the whole decoder, and change what a handler's typed route receives;
/// they never change how a path matches or what ``PathwayEncoder`` writes.
///
/// ```swift
/// let router = Pathways(
///     decoding: PathwayDecodingOptions(dateForm: .secondsSince1970, malformedOptionalFieldsAreNil: true))
/// // https://example.com/search?q=shoes&page=abc gives page == nil
/// ```
public struct PathwayDecodingOptions: Sendable, Hashable {
    /// The text form of every `Date` read: ISO 8601 (the default) or Unix time (SCALAR-10).
    public var dateForm: DateTextForm
    /// Whether a malformed value of an `Optional` query field reads as `nil`, as if the query
    /// lacked it (CODE-8). Default `false`: the value is refused with its code.
    ///
    /// Only query fields: a placeholder or a catch-all still refuses a malformed value, and so
    /// does a query field that is not `Optional`. An `Optional` array (`[Int]?`) with one
    /// malformed value is `nil` as a whole.
    public var malformedOptionalFieldsAreNil: Bool
    /// Whether a `+` in the query reads as a space, as HTML forms and `URLSearchParams` write
    /// it (QUERY-9). Default `false`: `+` stays `+` (QUERY-2) and only `%20` is a space.
    ///
    /// It holds for the names and values of the query's parameters that handlers receive and
    /// typed routes read, not for the path or the fragment. `%2B` is a `+` either way.
    public var plusIsSpaceInQuery: Bool

    /// Creates options; without arguments, the strict defaults.
    ///
    /// ```swift
    /// let decoder = PathwayDecoder(decoding: PathwayDecodingOptions(plusIsSpaceInQuery: true))
    /// try decoder.decode(SearchRoute.self, fromPath: "/search?q=red+shoes").q  // "red shoes"
    /// ```
    ///
    /// - Parameters:
    ///   - dateForm: The text form of every `Date` read.
    ///   - malformedOptionalFieldsAreNil: Whether a malformed value of an `Optional` query field
    ///     reads as `nil`.
    ///   - plusIsSpaceInQuery: Whether a `+` in the query reads as a space.
    public init(dateForm: DateTextForm = .iso8601, malformedOptionalFieldsAreNil: Bool = false, plusIsSpaceInQuery: Bool = false) {
        self.dateForm = dateForm
        self.malformedOptionalFieldsAreNil = malformedOptionalFieldsAreNil
        self.plusIsSpaceInQuery = plusIsSpaceInQuery
    }

    /// The strict defaults: ISO 8601 dates, malformed values refused, `+` kept.
    public static let `default` = PathwayDecodingOptions()
}
