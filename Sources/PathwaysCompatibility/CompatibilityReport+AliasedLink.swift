import Pathways

extension CompatibilityReport {
    /// An old route whose link an alias of the same route keeps: the route moved, and the old
    /// pattern, registered with `movedFrom:`, still takes its links (COMPAT-7).
    ///
    /// ```swift
    /// for link in report.aliasedLinks {
    ///     print(link)  // * /shows/:showSlug/episodes/:episodeID exact EpisodeRoute: https://any.example/shows/x/episodes/1
    ///                  // reaches * /shows/:showSlug/episodes/:episodeID exact alias-of EpisodeRoute
    /// }
    /// ```
    public struct AliasedLink: Sendable, Hashable, CustomStringConvertible {
        /// The old route.
        public let route: RouteTable.Route
        /// A link that reached `route` in the old release and reaches `alias` now.
        public let url: String
        /// The alias of the new release that takes the link.
        public let alias: RouteTable.Route

        /// The kept link as one line: the old route, the link and the alias that takes it now.
        public var description: String {
            "\(route): \(url) reaches \(alias)"
        }
    }
}
