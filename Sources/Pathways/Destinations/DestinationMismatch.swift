/// A sample link of a destination route whose destination's own link does not lead back to
/// it: what ``Pathways/destinationMismatches(as:)`` reports (DEST-10).
///
/// ```swift
/// for mismatch in router.destinationMismatches(as: Screen.self) { print(mismatch) }
/// // '* /e/:id prefix ShortEpisodeRoute': the sample https://example.com/e/1 gives episode(show: "1", number: 1),
/// // whose link https://example.com/shows/1/episodes/1 leads to show(slug: "1")
/// ```
public struct DestinationMismatch: Sendable, Hashable, CustomStringConvertible {
    /// The route the sample link reached.
    public let route: RegisteredRoute
    /// The sample link, as Pathways' encoder writes links (ASSOC-21).
    public let sample: String
    /// The destination the sample link gave, as text.
    public let destination: String
    /// The link written for that destination; `nil` when it could not be written.
    public let link: String?
    /// What went wrong: the destination the link leads to instead, that it leads to none, or the
    /// error that writing or reading it gave.
    public let problem: String

    /// The mismatch as a sentence.
    public var description: String {
        let start = "'\(route)': the sample \(sample) gives \(destination), "
        guard let link else { return start + "whose link cannot be written: \(problem)" }
        return start + "whose link \(link) \(problem)"
    }
}
