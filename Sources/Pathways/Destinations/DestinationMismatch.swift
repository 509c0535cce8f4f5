/// A sample link of a destination route whose destination's own link does not lead back to
/// it: what ``Pathways/destinationMismatches(as:)`` reports (DEST-10).
///
/// ```swift
/// for mismatch in router.destinationMismatches(as: Screen.self) { print(mismatch) }
/// // '* /e/:id prefix ShortEpisodeRoute': the sample https://example.com/e/1 gives episode(show: "1", number: 1),
/// // whose link https://example.com/shows/1/episodes/1 leads to show(slug: "1")
/// // '* /e/:id prefix ShortEpisodeRoute': the sample https://example.com/e/1 gives show(slug: "1"), whose link
/// // https://example.com/shows/1 is taken by another route, '* /shows/:slug prefix ShowRoute': give this route
/// // a destination whose route is of type ShortEpisodeRoute, not ShowRoute
/// ```
///
/// A link that leads back to the same destination through a route of another identity
/// (TABLE-4), neither the route nor one of its aliases, is reported too, with ``linkRoute``:
/// the route was mapped to the screen of another route.
public struct DestinationMismatch: Sendable, Hashable, CustomStringConvertible {
    /// The route the sample link reached.
    public let route: RegisteredRoute
    /// The sample link, as Pathways' encoder writes links (ASSOC-21).
    public let sample: String
    /// The destination the sample link gave, as text.
    public let destination: String
    /// The link written for that destination; `nil` when it could not be written.
    public let link: String?
    /// The route that takes ``link`` when it is a route of another identity than ``route``
    /// (TABLE-4); `nil` when the link is taken by the route, one of its aliases or another
    /// registration of its name, by no route, or cannot be written.
    public let linkRoute: RegisteredRoute?
    /// What went wrong: the route of another identity that takes the link, the destination the
    /// link leads to instead, that it leads to none, or the error that writing or reading it
    /// gave.
    public let problem: String

    /// The mismatch as a sentence.
    public var description: String {
        let start = "'\(route)': the sample \(sample) gives \(destination), "
        guard let link else { return start + "whose link cannot be written: \(problem)" }
        return start + "whose link \(link) \(problem)"
    }
}
