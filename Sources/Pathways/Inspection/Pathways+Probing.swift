/// Questions about a router that run no handler, for `PathwaysAssociations`, which checks the
/// links an operating system delivers against the links a router takes. Not public API: the
/// package's other modules use it, apps do not.
extension Pathways {
    /// The positions in ``routes`` of the registrations that match `urlString`, best first, in
    /// the order dispatch would try them (PREC-1 to PREC-7). No handler runs and nothing is
    /// decoded; an empty array means no route matches, or the URL belongs to no origin the
    /// router serves (ORIGIN-2).
    ///
    /// - Parameter urlString: The text of an absolute URL.
    /// - Returns: Positions in ``routes``.
    /// - Throws: The ``PathwayError`` that handling the URL would throw while reading it (match
    ///   phase).
    package func matchingRoutePositions(_ urlString: String) throws(PathwayError) -> [Int] {
        let table = table
        return try withServedURL(urlString) { bytes, parts in
            var positions: [Int] = []
            table.forEachMatch(in: bytes, parts) { route in
                positions.append(route.order)
                return true
            }
            return positions
        } ?? []
    }

    /// A host as a route registered on it keeps it: lower-cased, after the checks of HOST-3.
    ///
    /// - Parameter host: A host name or an IPv6 literal in brackets.
    /// - Returns: The host, lower-cased.
    /// - Throws: ``PathwayError`` with code ``PathwayError/Code/invalidHost`` (registration
    ///   phase) when no route could be registered on it.
    package static func registeredHost(_ host: String) throws(PathwayError) -> String {
        String(decoding: try RegisteredHost.bytes(host), as: UTF8.self)
    }

    /// The hosts of the router's web origins, lower-cased, each once, in the order of
    /// ``origins``; empty for a router that serves every origin (ORIGIN-1).
    package var webOriginHosts: [String] {
        var hosts: [String] = []
        for origin in servedOrigins.all {
            guard let host = origin.host.map({ String(decoding: $0, as: UTF8.self) }), !hosts.contains(host) else { continue }
            hosts.append(host)
        }
        return hosts
    }

    /// Whether the router serves every origin, as a router made without origins does.
    package var servesEveryOrigin: Bool { !servedOrigins.isRestricted }
}
