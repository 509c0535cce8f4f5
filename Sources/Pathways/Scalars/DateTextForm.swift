/// The text a `Date` is read from and written as (SPEC: SCALAR-7, SCALAR-8, SCALAR-10).
///
/// ISO 8601 is the default. Links made by other systems often carry Unix time instead, such as
/// `?expires=1796040000`: choose the form those links use, as `JSONDecoder`'s
/// `dateDecodingStrategy` does for JSON. One form holds for every `Date` a router or decoder
/// reads, and text in another form is refused, never guessed at: `1796040000` could be seconds
/// or milliseconds.
///
/// ```swift
/// let router = Pathways(decoding: PathwayDecodingOptions(dateForm: .secondsSince1970))
/// // https://example.com/offer?expires=1796040000 gives 2026-11-30T12:00:00Z
///
/// let encoder = PathwayEncoder(dateForm: .secondsSince1970)
/// try encoder.encode(OfferRoute(expires: Date(timeIntervalSince1970: 1_796_040_000)))  // "/offer?expires=1796040000"
/// ```
public enum DateTextForm: Sendable, Hashable, CaseIterable {
    /// ISO 8601 in UTC to the millisecond, such as `2026-11-30T12:00:00.250Z` (SCALAR-7,
    /// SCALAR-8). The default.
    case iso8601
    /// Whole seconds since 1970-01-01T00:00:00Z, written in canonical decimal, such as
    /// `1796040000` or `-86400` (SCALAR-10).
    case secondsSince1970
    /// Whole milliseconds since 1970-01-01T00:00:00Z, written in canonical decimal, such as
    /// `1796040000250` (SCALAR-10).
    case millisecondsSince1970
}
