import Pathways

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
        var components: [AssociationJSON] = []
        var written: Set<[AssociationJSON.Member]> = []
        for entry in RouteOrder.routes(of: router, on: host) {
            for members in Self.components(for: entry.route) where written.insert(members).inserted {
                components.append(.object(members + [AssociationJSON.Member(key: "comment", value: .string(entry.route.description))]))
            }
        }
        let details = AssociationJSON.object([
            AssociationJSON.Member(key: "appIDs", value: .array(appIDs.map(AssociationJSON.string))),
            AssociationJSON.Member(key: "components", value: .array(components)),
        ])
        let document = AssociationJSON.object([
            AssociationJSON.Member(key: "applinks", value: .object([AssociationJSON.Member(key: "details", value: .array([details]))]))
        ])
        try self.init(json: document.text + "\n")
    }

    /// The members of the components that cover one route, without their comment (ASSOC-2 to
    /// ASSOC-4).
    static func components(for route: RegisteredRoute) -> [[AssociationJSON.Member]] {
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
            var members = [AssociationJSON.Member(key: "/", value: .string(path))]
            if let fragment { members.append(AssociationJSON.Member(key: "#", value: .string(fragment))) }
            if route.caseInsensitive { members.append(AssociationJSON.Member(key: "caseSensitive", value: .bool(false))) }
            members.append(AssociationJSON.Member(key: "percentEncoded", value: .bool(false)))
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
