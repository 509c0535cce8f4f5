import Pathways

/// Every link of an old release that a new one no longer serves as it did, and the routes that
/// are new, and the old links that an alias of a moved route keeps (SPEC: COMPAT-1 to COMPAT-9).
///
/// The report draws sample links from each route of the old table (COMPAT-2), keeps those that
/// reached that route in the old release, and follows each into the new one. An old route is
/// broken when one of its links is now refused, reaches no route, no longer decodes, or reaches
/// another route (COMPAT-4); the report names each broken route once, with the first such link.
///
/// ```swift
/// let lastRelease = try RouteTable(json: String(contentsOf: tableURL, encoding: .utf8))
/// let report = try CompatibilityReport(old: lastRelease, router: makeRouter())
/// #expect(report.isCompatible, "\(report)")
/// ```
public struct CompatibilityReport: Sendable, Hashable, CustomStringConvertible {
    /// The old routes with a link the new release no longer serves, in the old table's order.
    public let brokenLinks: [BrokenLink]
    /// The new table's routes whose identity (TABLE-4) no old route has, in the new table's order.
    public let addedRoutes: [RouteTable.Route]
    /// The old routes with a link that an alias of the same route keeps (COMPAT-7): a route that
    /// moved, whose old links still reach it through the old pattern; in the old table's order.
    public let aliasedLinks: [AliasedLink]

    /// Whether every old link still reaches its route and decodes.
    public var isCompatible: Bool { brokenLinks.isEmpty }

    /// Compares the table of the last release with the current router's table.
    ///
    /// The report follows the old links through a router built from `router.routeTable`
    /// (COMPAT-3), exactly as ``init(old:new:)`` does: it never runs `router`, its types'
    /// decoding or its handlers. So it does not see what the table does not record: an enum's
    /// cases (an enum field is its raw value's type), which texts a type with its own text form
    /// reads (TABLE-7), or what an alias's closure supplies (TABLE-6). Route the links that
    /// matter through `router.match(_:)` in a test of your own to cover those.
    ///
    /// ```swift
    /// let report = try CompatibilityReport(old: lastRelease, router: router)
    /// for link in report.brokenLinks { print(link) }
    /// ```
    ///
    /// - Parameters:
    ///   - old: The table of the last release.
    ///   - router: The router of this release.
    /// - Throws: ``RouteTableError`` when the old table holds a route the router refuses.
    public init(old: RouteTable, router: Pathways) throws(RouteTableError) {
        try self.init(old: old, new: router.routeTable)
    }

    /// Compares two tables, each as a router built from its description (COMPAT-3).
    ///
    /// ```swift
    /// let report = try CompatibilityReport(old: try RouteTable(json: v1), new: try RouteTable(json: v2))
    /// ```
    ///
    /// - Parameters:
    ///   - old: The table of the earlier release.
    ///   - new: The table of the later release.
    /// - Throws: ``RouteTableError`` when either table holds a route the router refuses.
    public init(old: RouteTable, new: RouteTable) throws(RouteTableError) {
        let comparison = try Comparison(old: ReferenceRouter(old), new: ReferenceRouter(new))
        (brokenLinks, aliasedLinks) = comparison.followLinks()
        addedRoutes = comparison.addedRoutes()
    }

    /// The report as lines a person reads in a failing test: each broken route with its link and
    /// what happens to it now, then the new routes, then the links that aliases keep.
    public var description: String {
        var lines: [String] = []
        if brokenLinks.isEmpty {
            lines.append("Every link of the old route table still reaches its route.")
        } else {
            lines.append("\(brokenLinks.count) old route\(brokenLinks.count == 1 ? "" : "s") with links that break:")
            lines += brokenLinks.map { "- \($0)" }
        }
        if !addedRoutes.isEmpty {
            lines.append("New routes: " + addedRoutes.map(\.description).joined(separator: "; "))
        }
        if !aliasedLinks.isEmpty {
            lines.append("Kept by aliases of moved routes:")
            lines += aliasedLinks.map { "- \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
