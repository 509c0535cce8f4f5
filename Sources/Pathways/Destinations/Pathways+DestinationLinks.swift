import Foundation

/// A destination written back as a link, for a share sheet or a notification (SPEC: DEST-5).
extension Pathways {
    /// The link that opens `destination` on `origin`: its ``PathwayDestination/route`` written
    /// with the route's own pattern by ``PathwayEncoder``, with the router's limits and date
    /// form (DEST-5).
    ///
    /// ```swift
    /// let link = try router.link(for: Screen.episode(show: "tech-talk", number: 42), origin: "https://example.com")
    /// // https://example.com/shows/tech-talk/episodes/42
    /// ShareLink(item: link)
    /// try router.link(for: Screen.show(slug: "tech-talk"), origin: "podcasts://")  // podcasts://shows/tech-talk
    /// ```
    ///
    /// On an origin `scheme://` of one of the router's custom schemes, the path's first
    /// component stands where a host would: `podcasts://shows/tech-talk`, which the router reads
    /// as `/shows/tech-talk` and Android as the host `shows`, as the intent filters that
    /// `PathwaysAssociations` generates for the router expect (DEST-11). Every character that
    /// could read otherwise there, such as `:`, `@` or `[`, is percent-encoded, so each link
    /// leads back to its destination. The root's link is `podcasts://`, which names no host:
    /// it opens the app on iOS, and no generated Android filter takes it. On any other origin
    /// the link is ``PathwayEncoder/encode(_:relativeTo:)``'s.
    ///
    /// A link that no registration takes would lead nowhere, so it is refused: the screen's route
    /// type must be registered on the router, with or without a destination, with its own
    /// pattern on the link's origin.
    ///
    /// - Parameters:
    ///   - destination: The destination.
    ///   - origin: The origin of the link, `scheme://host[:port]` or `scheme://`; for a router
    ///     made with origins, one of them.
    /// - Returns: The absolute URL.
    /// - Throws: ``PathwayError`` with ``PathwayError/Code/invalidOrigin`` when `origin` is no
    ///   origin, or one the router does not serve; with ``PathwayError/Code/unregisteredRoute``
    ///   when no registration of the route's type takes the link, such as a screen whose route
    ///   was never registered; and otherwise as ``PathwayEncoder/encode(_:relativeTo:)`` throws
    ///   (encode phase).
    public func link<Destination: PathwayDestination>(for destination: Destination, origin: String) throws(PathwayError) -> URL {
        let text = try linkText(for: destination, origin: origin)
        guard let url = URL(string: text) else {
            throw PathwayError(.invalidOrigin, phase: .encode, text: origin, expected: "an origin Foundation's URL can represent")
        }
        return url
    }

    /// The text of the link that opens `destination` on `origin` (DEST-5).
    func linkText<Destination: PathwayDestination>(for destination: Destination, origin: String) throws(PathwayError) -> String {
        let parsed: RouterOrigin
        do throws(PathwayError) {
            parsed = try RouterOrigin(parsing: origin)
        } catch {
            throw PathwayError(.invalidOrigin, phase: .encode, text: origin, expected: error.expected, input: error.input)
        }
        if servedOrigins.isRestricted, servedOrigins.position(of: parsed) == nil {
            throw PathwayError(
                .invalidOrigin, phase: .encode, text: origin,
                expected: "one of the router's origins: \(servedOrigins.all.map(\.text).joined(separator: ", "))")
        }
        let route = destination.route
        let (routeType, typeName) = (ObjectIdentifier(type(of: route)), String(describing: type(of: route)))
        let registrations = table.routes.filter { $0.entry.typeIdentity == routeType }
        guard !registrations.isEmpty else {
            throw PathwayError(
                .unregisteredRoute, phase: .encode, text: typeName,
                expected: "a route type registered on this router: register \(typeName) before writing its links, "
                    + "or give the destination the route of a screen that is registered")
        }
        let encoder = PathwayEncoder(limits: limits, dateForm: decoding.dateForm)
        let link = customSchemeForm(of: try Self.write(route, with: encoder, relativeTo: parsed.text), on: parsed)
        // A link is for opening: one that no registration of its type matches leads nowhere.
        guard registrationMatches(link, of: routeType) else {
            let listed = registrations.map { "'\(RegisteredRoute($0, origins: servedOrigins))'" }.joined(separator: ", ")
            throw PathwayError(
                .unregisteredRoute, phase: .encode, text: typeName,
                expected: "a registration of \(typeName) that takes the link; its registrations (\(listed)) have other patterns, "
                    + "hosts or origins: register \(typeName) for this origin, or write the link on an origin they serve",
                input: link)
        }
        return link
    }

    /// `link` as it is written on `origin`: on a custom scheme of the router, `news:///live`
    /// becomes `news://live`, since Android reads the first component as the host, as the
    /// generated intent filters expect, and the router reads the same path (DEST-11). PCT-6 has
    /// escaped every byte an authority could read otherwise, such as `:`, `@` and `[`.
    private func customSchemeForm(of link: String, on origin: RouterOrigin) -> String {
        guard origin.isCustom, customSchemes.contains(String(decoding: origin.scheme, as: UTF8.self)) else { return link }
        var bytes = Array(link.utf8)
        let slash = origin.scheme.count + 3
        guard slash < bytes.count, bytes[slash] == ASCII.slash else { return link }
        bytes.remove(at: slash)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a registration of the route type `routeType`, with or without a destination,
    /// matches `link`: its pattern, host and origin (DEST-5).
    private func registrationMatches(_ link: String, of routeType: ObjectIdentifier) -> Bool {
        let table = table
        let matched = try? withServedURL(link) { bytes, parts in
            var found = false
            table.forEachMatch(in: bytes, parts) { match in
                found = match.entry.typeIdentity == routeType
                return !found
            }
            return found
        }
        return matched == true
    }

    /// Writes a route of any type with its own pattern, relative to `base`.
    private static func write<Route: Pathway>(_ route: Route, with encoder: PathwayEncoder, relativeTo base: String) throws(PathwayError)
        -> String
    {
        try encoder.encode(route, pattern: PatternCache.pattern(for: Route.self, text: { Route.pattern }), relativeTo: base)
    }
}
