import Pathways

/// A router's registrations as a versioned document: what a release's links reach (SPEC: TABLE-1).
///
/// Export it from the router with `router.routeTable`, write ``jsonText`` to a file
/// beside your association files at each release, and read it back with ``init(json:)``. A
/// ``CompatibilityReport`` compares the table of the last release with the current router and
/// lists every old link that no longer reaches its route.
///
/// ```swift
/// let table = router.routeTable
/// try table.jsonText.write(to: fileURL, atomically: true, encoding: .utf8)
/// let lastRelease = try RouteTable(json: String(contentsOf: fileURL, encoding: .utf8))
/// ```
public struct RouteTable: Sendable, Hashable {
    /// The newest version of the format, which this module reads with every earlier one
    /// (TABLE-2); it writes a table in the lowest version that holds it, ``version``.
    public static let formatVersion = 2

    /// The router's origins (ORIGIN-1), as `Pathways.origins` writes them; empty for a
    /// router that serves every origin.
    public var origins: [String]
    /// The router's custom schemes (SCHEME-2), sorted.
    public var customSchemes: [String]
    /// How the router reads typed values.
    public var decoding: PathwayDecodingOptions
    /// The registrations, in the order they were made (REG-6): with the patterns, that order
    /// decides precedence (PREC-7).
    public var routes: [Route]

    /// Creates a table.
    ///
    /// ```swift
    /// let table = RouteTable(routes: [RouteTable.Route(pattern: "/settings", matching: .prefix)])
    /// ```
    ///
    /// - Parameters:
    ///   - origins: The router's origins; empty for every origin.
    ///   - customSchemes: The router's custom schemes.
    ///   - decoding: How typed values are read.
    ///   - routes: The registrations, in registration order.
    public init(origins: [String] = [], customSchemes: [String] = [], decoding: PathwayDecodingOptions = .default, routes: [Route]) {
        self.origins = origins
        self.customSchemes = customSchemes.sorted()
        self.decoding = decoding
        self.routes = routes
    }
}

extension Pathways {
    /// The router's registrations as a ``RouteTable``, to write to a file at each release
    /// (TABLE-1).
    ///
    /// ```swift
    /// import PathwaysCompatibility
    ///
    /// try router.routeTable.jsonText.write(to: fileURL, atomically: true, encoding: .utf8)
    /// ```
    public var routeTable: RouteTable {
        RouteTable(
            origins: servesEveryOrigin ? [] : origins, customSchemes: Array(customSchemes), decoding: decoding,
            routes: routes.map(RouteTable.Route.init))
    }
}
