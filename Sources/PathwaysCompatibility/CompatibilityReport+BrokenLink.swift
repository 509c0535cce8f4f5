import Pathways

extension CompatibilityReport {
    /// An old route whose link the new release no longer serves, with that link (COMPAT-4).
    ///
    /// ```swift
    /// for link in report.brokenLinks {
    ///     print(link.route.pattern, link.url, link.problem)  // /products/:productID https://shop.example.com/products/1 unreached
    /// }
    /// ```
    public struct BrokenLink: Sendable, Hashable, CustomStringConvertible {
        /// The old route.
        public let route: RouteTable.Route
        /// A link that reached `route` in the old release.
        public let url: String
        /// What happens to the link now.
        public let problem: Problem
        /// The route that takes the link now, for ``Problem/otherRoute`` and for a
        /// ``Problem/notDecoded`` link that another route then took.
        public let newRoute: RouteTable.Route?
        /// Why, in words: the error that refuses the link or fails its decoding; for a link that a
        /// typed route of another name takes at the old route's own pattern, the two names and
        /// how to keep the old one (COMPAT-9); empty otherwise.
        public let detail: String

        /// The broken link as one line, such as
        /// `* /products/:id prefix ProductRoute: https://any.example/products/1 reaches no route`.
        public var description: String {
            var text = "\(route): \(url) "
            switch problem {
            case .rejected: text += "is refused"
            case .unreached: text += "reaches no route"
            case .notDecoded: text += "no longer decodes" + (newRoute.map { "; it reaches \($0) instead" } ?? "")
            case .otherRoute: text += "reaches \(newRoute.map(\.description) ?? "another route")"
            }
            return detail.isEmpty ? text : text + " (\(detail))"
        }
    }

    /// What happens to an old link in the new release: a closed list.
    public enum Problem: String, Sendable, Hashable, CaseIterable {
        /// The router refuses the link whatever its routes (Section 3), such as
        /// `myapp://[::1]/cart` once the origin `myapp://[::1]` gives way to the custom scheme
        /// `myapp://`, whose first path component cannot hold `[`. A custom scheme dropped
        /// refuses nothing: its links then have a host, and reach no route
        /// (``CompatibilityReport/Problem/unreached``).
        case rejected
        /// No route matches the link.
        case unreached
        /// A route of the same identity matches the link but its value no longer decodes.
        case notDecoded
        /// A route of another identity takes the link.
        case otherRoute
    }
}
