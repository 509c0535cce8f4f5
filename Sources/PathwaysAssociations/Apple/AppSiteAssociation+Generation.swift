import Pathways
import PathwaysTextFormats

/// Generating the file from a router (SPEC: ASSOC-1 to ASSOC-5).
extension AppSiteAssociation {
    /// Generates the file `host` serves for the apps `appIDs`, from the routes of `router`
    /// that serve `host`: those registered on it and those without a host.
    ///
    /// Each route becomes one or two components that, together, deliver every link the router
    /// takes on `host` (ASSOC-5), listed in the order the router tries routes, each with the
    /// route as its `comment`:
    ///
    /// ```swift
    /// var router = Pathways()
    /// router.register(host: "example.com", path: "/products/:id", matching: .exact) { _ in }
    /// router.register(host: "example.com", path: "/settings") { _ in }
    /// let file = try AppSiteAssociation(router: router, host: "example.com", appIDs: ["ABCDE12345.com.example.app"])
    /// // components: {"/": "/products/?*"}, {"/": "/settings"}, {"/": "/settings/*"}, each with "percentEncoded": false
    /// ```
    ///
    /// Components set `"percentEncoded": false`, so that the system decodes a link before
    /// matching it, as the router does: `/s%65ttings` reaches the route `/settings`. A `:name`
    /// placeholder becomes `?*`, which also matches text with a `/`; that is the text of an
    /// escaped `%2F`, which the placeholder takes.
    ///
    /// - Parameters:
    ///   - router: The app's router.
    ///   - host: The host whose file this is, such as `example.com`.
    ///   - appIDs: The apps, each `<prefix>.<bundle identifier>`.
    /// - Throws: ``AssociationError`` with code ``AssociationError/Code/invalidHost`` when no
    ///   route could be registered on `host`, or ``AssociationError/Code/invalidAppID``.
    public init(router: Pathways, host: String, appIDs: [String]) throws(AssociationError) {
        let host = try GenerationInput.host(host, argument: "host")
        let appIDs = try GenerationInput.appIDs(appIDs)
        var components: [JSONNode] = []
        var written: Set<[JSONNode.Member]> = []
        for entry in RouteOrder.routes(of: router, on: host) {
            for members in Self.components(for: entry.route) where written.insert(members).inserted {
                components.append(JSONNode(.object(members + [JSONNode.Member("comment", JSONNode(.string(entry.route.description)))])))
            }
        }
        let details = JSONNode(
            .object([
                JSONNode.Member("appIDs", JSONNode(.array(appIDs.map { JSONNode(.string($0)) }))),
                JSONNode.Member("components", JSONNode(.array(components))),
            ]))
        let document = JSONNode(
            .object([JSONNode.Member("applinks", JSONNode(.object([JSONNode.Member("details", JSONNode(.array([details])))])))]))
        try self.init(json: AssociationJSONText.text(document) + "\n")
    }

    /// The members of the components that cover one route, without their comment (ASSOC-2 to
    /// ASSOC-4).
    static func components(for route: RegisteredRoute) -> [[JSONNode.Member]] {
        let components = route.pattern.components
        let path = "/" + components.map(glob).joined(separator: "/")
        let endsInLiteral: Bool
        if case .literal = components.last { endsInLiteral = true } else { endsInLiteral = false }
        let paths: [String]
        switch (route.matching, components.isEmpty, endsInLiteral) {
        case (.exact, true, _): paths = ["/"]
        case (.prefix, true, _): paths = ["/*"]
        case (.exact, false, true): paths = [path, path + "/"]
        case (.prefix, false, true): paths = [path, path + "/*"]
        case (_, false, false): paths = [path]
        }
        let fragment = route.pattern.fragmentComponents.map(fragmentGlob)
        return paths.map { path in
            var members = [JSONNode.Member("/", JSONNode(.string(path)))]
            if let fragment { members.append(JSONNode.Member("#", JSONNode(.string(fragment)))) }
            if route.caseInsensitive { members.append(JSONNode.Member("caseSensitive", JSONNode(.bool(false)))) }
            members.append(JSONNode.Member("percentEncoded", JSONNode(.bool(false))))
            return members
        }
    }

    /// A component or piece as a pattern: a literal's decoded text, where `$(` would start a
    /// variable, is written `?(`; a placeholder or catch-all is `?*` (ASSOC-3).
    private static func glob(_ component: PathPattern.Component) -> String {
        switch component {
        case .literal(let text): text.replacingOccurrences(of: "$(", with: "?(")
        case .placeholder, .catchAll: "?*"
        }
    }

    /// A fragment route as a `#` pattern, followed by `*` for the fragment parameters unless it
    /// ends in a placeholder or catch-all (ASSOC-4).
    private static func fragmentGlob(_ pieces: [PathPattern.Component]) -> String {
        let text = pieces.map(glob).joined(separator: "/")
        switch pieces.last {
        case .placeholder, .catchAll: return text
        case .literal, nil: return text + "*"
        }
    }
}
