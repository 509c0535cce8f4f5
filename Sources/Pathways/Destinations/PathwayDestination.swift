/// A destination of the app, usually an enum of its screens, that knows the route whose link
/// opens it: the one place where the app writes destination to route (DEST-5).
///
/// A router turns a link into a destination with `destination(for:as:)`;
/// a destination that adopts this protocol turns back into a link with
/// ``Pathways/link(for:origin:)``, for a share sheet or a notification. The requirement is a
/// `switch` over the destination, so the compiler checks that every case has a route: a case
/// added later does not compile until it has one.
///
/// ```swift
/// enum Screen: PathwayDestination {
///     case show(slug: String)
///     case episode(show: String, number: Int)
///
///     var route: any Pathway {
///         switch self {
///         case .show(let slug): ShowRoute(slug: slug)
///         case .episode(let show, let number): EpisodeRoute(show: show, number: number)
///         }
///     }
/// }
/// try router.link(for: Screen.episode(show: "tech-talk", number: 42), origin: "https://example.com")
/// // https://example.com/shows/tech-talk/episodes/42
/// ```
///
/// `Hashable`, as a SwiftUI `NavigationStack` path needs it, and so that
/// ``Pathways/destinationMismatches(as:)`` can tell whether a link leads back to the same
/// destination.
public protocol PathwayDestination: Hashable, Sendable {
    /// The route whose link opens the destination, written with the route's own pattern.
    var route: any Pathway { get }
}
