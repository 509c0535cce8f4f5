/// An old pattern of a typed route that moved: links written for it still reach the route, as
/// the same route, with no second type (SPEC: REG-8, CODE-9).
///
/// Give aliases to any typed registration with `movedFrom:`. Each alias is an ordinary
/// registration of its own pattern, on the same host or origin and with the same handler; it
/// ranks by its own pattern (Section 8). A link to it decodes the route from the old pattern:
///
/// - a placeholder of the old pattern that is a property fills it, as in the route's own pattern;
/// - a placeholder that no property reads must still match a component, and is then dropped;
/// - a property that the route's own pattern fills from a placeholder, and the old pattern does
///   not, must be supplied here: by fixed values, or by a closure over the old link's
///   parameters. Registration refuses an alias that leaves one out (REG-8).
///
/// ```swift
/// struct EpisodeRoute: Pathway {
///     static let pattern = "/podcasts/:podcastID/e/:episodeID"
///     let podcastID: Int
///     let episodeID: Int
/// }
///
/// router.register(
///     EpisodeRoute.self,
///     movedFrom: [
///         RouteAlias("/shows/:showSlug/episodes/:episodeID", supplying: ["podcastID"]) { old in
///             ["podcastID": catalog.podcastID(forSlug: old.capture("showSlug") ?? "")]  // nil: not decoded
///         },
///         RouteAlias("/e/:episodeID", supplying: ["podcastID": "1"]),
///     ]
/// ) { route, parameters in
///     showEpisode(route.episodeID, of: route.podcastID)
/// }
/// ```
///
/// A supplied value is text, read by its property's text form (Section 6) as a link's value
/// would be; a value that does not read fails the link's decoding, naming the property. A
/// closure that leaves out one of its fields, by returning no value for it, fails the link with
/// ``PathwayError/Code/missingValue``, and the next route that matches is tried (DISP-4).
///
/// > Important: The closure reads the old link's values, which any web page or app can write:
/// > `/shows/..%2F..%2Fadmin/episodes/1` gives the slug `../../admin`. Look a value up; never
/// > build a path, a query or a permission from it.
public struct RouteAlias: Sendable, ExpressibleByStringLiteral {
    /// The old pattern.
    public let pattern: String
    /// The properties whose values the alias supplies, which a link to the old pattern does not
    /// carry; never read from the link.
    public var suppliedFields: [String] { supplied.names }
    /// The properties the alias supplies and their values for one link, as dispatch reads them.
    let supplied: SuppliedFields

    /// An old pattern whose links carry every value the route reads, or with fixed values for
    /// the properties they do not carry.
    ///
    /// ```swift
    /// RouteAlias("/shows/:showSlug/episodes/:episodeID")          // showSlug is dropped
    /// RouteAlias("/e/:episodeID", supplying: ["podcastID": "1"])  // every old link was of podcast 1
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The old pattern.
    ///   - defaults: The text of each property the old links lack, by property name, read by the
    ///     property's text form.
    public init(_ pattern: String, supplying defaults: [String: String] = [:]) {
        self.pattern = pattern
        let texts = defaults.mapValues(Optional.some)
        supplied = SuppliedFields(pattern: pattern, names: defaults.keys.sorted()) { _ in texts }
    }

    /// An old pattern whose links lack some properties, which a closure works out from each
    /// old link.
    ///
    /// ```swift
    /// RouteAlias("/shows/:showSlug/episodes/:episodeID", supplying: ["podcastID"]) { old in
    ///     ["podcastID": catalog.podcastID(forSlug: old.capture("showSlug") ?? "")]
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The old pattern.
    ///   - fields: The names of the properties the closure supplies.
    ///   - values: The text of each of `fields` for one link to the old pattern, from its
    ///     parameters: its captures (the dropped placeholders' too), query and fragment
    ///     parameters. A field it gives no value fails that link's decoding.
    public init(
        _ pattern: String, supplying fields: [String], _ values: @escaping @Sendable (RouteParameters) -> [String: String?]
    ) {
        self.pattern = pattern
        supplied = SuppliedFields(pattern: pattern, names: fields, values: values)
    }

    /// An old pattern whose links carry every value the route reads.
    ///
    /// ```swift
    /// let alias: RouteAlias = "/shows/:showSlug/episodes/:episodeID"
    /// ```
    ///
    /// - Parameter pattern: The old pattern.
    public init(stringLiteral pattern: String) {
        self.init(pattern)
    }
}
