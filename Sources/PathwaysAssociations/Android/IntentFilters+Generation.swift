import Pathways

/// Generating intent filters from a router (SPEC: ASSOC-6 to ASSOC-8).
extension IntentFilters {
    /// Generates one intent filter per host, for the routes of `router` that serve it: those
    /// registered on the host and those without a host; and, for the router's custom schemes,
    /// filters as Android reads their links, the first path component as the host.
    ///
    /// Each route becomes one or two path rules that, together, take every link the router
    /// takes on the host (ASSOC-8): `android:path` and `android:pathPrefix` where a literal
    /// path says it exactly, a pattern where a placeholder, a catch-all or a case-insensitive
    /// literal needs one.
    ///
    /// ```swift
    /// var router = Pathways(origins: ["https://example.com", "shop://"])
    /// router.register(path: "/products/:id", matching: .exact) { _ in }
    /// router.register(host: "example.com", path: "/settings") { _ in }
    /// let filters = try IntentFilters(router: router, schemes: ["https", "shop"])
    /// // scheme https, host example.com:
    /// //   <data android:pathAdvancedPattern="/products/.+" />
    /// //   <data android:path="/settings" />
    /// //   <data android:pathPrefix="/settings/" />
    /// // scheme shop, host products (shop://products/42 has the path /products/42 for the router):
    /// //   <data android:pathAdvancedPattern="/.+" />
    /// filters.delivers("shop://products/42")  // true
    /// ```
    ///
    /// A host that no route serves gets no filter: a filter without path rules would take
    /// every path.
    ///
    /// A custom scheme of the router (its `customSchemes`, or a `scheme://` origin)
    /// gets its own filters, without `android:autoVerify`: the router reads `shop://a/b` as the
    /// path `/a/b`, Android as the host `a` and the path `/b`, so each route serving the scheme
    /// gives the host its first component names (`*`, any host, for a placeholder or a
    /// catch-all) and path rules for the rest (ASSOC-22); a route that ends at its first
    /// component gets a glob that also takes the empty path Android reads in
    /// `shop://search?q=boots`. `hosts` applies to the other schemes.
    ///
    /// - Parameters:
    ///   - router: The app's router.
    ///   - schemes: The schemes to take, lower-case; `https` by default. Filters for App Links
    ///     verification (`android:autoVerify="true"`) list only `http` and `https`.
    ///   - hosts: The hosts of the schemes that are not custom, such as `example.com`; by
    ///     default the hosts of the router's web origins (its `origins`).
    ///   - syntax: ``PatternSyntax/advanced`` (API 26 and later, the default) or
    ///     ``PatternSyntax/simple`` for apps whose `minSdk` is lower.
    /// - Throws: ``AssociationError`` with code ``AssociationError/Code/invalidHost`` for a host no
    ///   route could be registered on, or no host for a scheme that is not custom, or
    ///   ``AssociationError/Code/invalidScheme`` for a scheme that is not lower-case.
    public init(router: Pathways, schemes: [String] = ["https"], hosts: [String]? = nil, syntax: PatternSyntax = .advanced)
        throws(AssociationError)
    {
        let schemes = try GenerationInput.schemes(schemes)
        let customSchemes = schemes.filter { router.customSchemes.contains($0) }
        let webSchemes = schemes.filter { !router.customSchemes.contains($0) }
        var text = ""
        if !webSchemes.isEmpty {
            let hosts = hosts ?? router.webOriginHosts
            guard !hosts.isEmpty else {
                throw AssociationError(
                    .invalidHost, path: "hosts",
                    detail: "give at least one host, or make the router with Pathways(origins:) to use its hosts")
            }
            for (index, host) in hosts.enumerated() {
                let host = try GenerationInput.host(host, argument: "hosts[\(index)]")
                text += Self.filter(schemes: webSchemes, host: host, RouteOrder.routes(of: router, on: host)) { route in
                    Self.rules(for: route.pattern.components, route, syntax: syntax)
                }
            }
        }
        for scheme in customSchemes {
            let entries = RouteOrder.routes(of: router, onCustomScheme: scheme)
            var androidHosts: [String] = []
            for entry in entries {
                if let host = Self.customSchemeHost(of: entry.route), !androidHosts.contains(host) { androidHosts.append(host) }
            }
            for host in androidHosts {
                let routes = entries.filter { Self.customSchemeHost(of: $0.route) == host }
                text += Self.filter(schemes: [scheme], host: host, routes) { route in
                    Self.rules(for: Array(route.pattern.components.dropFirst()), route, syntax: syntax, afterHost: true)
                }
            }
        }
        try self.init(xml: text)
    }

    /// One `<intent-filter>` for `schemes` and `host` with the rules `rules` gives each route of
    /// `entries`, each once; no filter when there are none (ASSOC-6).
    private static func filter(
        schemes: [String], host: String, _ entries: [RouteOrder.Entry],
        rules: (RegisteredRoute) -> [(kind: AndroidPathMatcher.Kind, value: String)]
    ) -> String {
        var lines: [String] = []
        var written: Set<String> = []
        for entry in entries {
            let rules = rules(entry.route).filter { written.insert("\($0.kind.rawValue)=\($0.value)").inserted }
            guard !rules.isEmpty else { continue }
            lines.append("    <!-- " + entry.route.description.replacingOccurrences(of: "--", with: "- -") + " -->")
            for rule in rules { lines.append("    <data android:\(rule.kind.rawValue)=\"\(attributeText(rule.value))\" />") }
        }
        guard !lines.isEmpty else { return "" }
        let verifies = schemes.allSatisfy { $0 == "https" || $0 == "http" }
        var text = verifies ? "<intent-filter android:autoVerify=\"true\">\n" : "<intent-filter>\n"
        text += "    <action android:name=\"\(IntentFiltersReader.view)\" />\n"
        text += "    <category android:name=\"\(IntentFiltersReader.defaultCategory)\" />\n"
        text += "    <category android:name=\"\(IntentFiltersReader.browsable)\" />\n"
        for scheme in schemes { text += "    <data android:scheme=\"\(scheme)\" />\n" }
        text += "    <data android:host=\"\(attributeText(host))\" />\n"
        return text + lines.joined(separator: "\n") + "\n</intent-filter>\n"
    }

    /// The host Android reads in a custom-scheme link the route takes: the first component's
    /// decoded text, or `*` (any host) for a placeholder, a catch-all, or a literal that an
    /// attribute cannot hold as itself; `nil` for the root pattern, whose links name no host
    /// (ASSOC-22).
    private static func customSchemeHost(of route: RegisteredRoute) -> String? {
        switch route.pattern.components.first {
        case .literal(let text): isWritable(text) && !text.hasPrefix("*") ? text : "*"
        case .placeholder, .catchAll: "*"
        case nil: route.matching == .prefix ? "*" : nil
        }
    }

    /// The rules that cover one route, as Android reads them (ASSOC-7): for `components`, the
    /// route's path or, for a custom scheme (`afterHost`), its path after the first component,
    /// which Android reads as the host.
    ///
    /// After the host, a route that ends there takes the links whose Android path is empty
    /// (`shop://search?q=1`) or `/`; a prefix route, or one whose first component is a
    /// catch-all, any path. `path` and `pathPrefix` cannot match the empty path, so globs are
    /// written (ASSOC-19, ASSOC-22): `/{0,1}` (exactly the empty path and `/`) or `.*` (every
    /// path) in the advanced syntax, and `.*` in the simple syntax, which has no exact form.
    static func rules(
        for components: [PathPattern.Component], _ route: RegisteredRoute, syntax: PatternSyntax, afterHost: Bool = false
    ) -> [(kind: AndroidPathMatcher.Kind, value: String)] {
        if afterHost {
            let glob: AndroidPathMatcher.Kind = syntax == .advanced ? .pathAdvancedPattern : .pathPattern
            if case .catchAll = route.pattern.components.first { return [(glob, ".*")] }
            if components.isEmpty { return [(glob, route.matching == .exact && syntax == .advanced ? "/{0,1}" : ".*")] }
        }
        let wildcard = components.firstIndex { component in
            if case .literal = component { false } else { true }
        }
        let head = components[..<(wildcard ?? components.count)].compactMap { component -> String? in
            if case .literal(let text) = component { text } else { nil }
        }
        let glob: AndroidPathMatcher.Kind = syntax == .advanced ? .pathAdvancedPattern : .pathPattern
        let headGlob = head.map { literalGlob($0, foldsCase: route.caseInsensitive, syntax: syntax) }
        if wildcard != nil {
            let rest = syntax == .advanced ? ".+" : "..*"
            return [(glob, "/" + (headGlob + [rest]).joined(separator: "/"))]
        }
        let plain = "/" + head.joined(separator: "/")
        let needsGlob =
            route.caseInsensitive && head.contains { $0.unicodeScalars.contains(where: isASCIILetter) } || head.contains { !isWritable($0) }
        switch (route.matching, head.isEmpty, needsGlob) {
        case (.exact, true, _): return [(.path, "/")]
        case (.prefix, true, _): return [(.pathPrefix, "/")]
        case (.exact, false, false): return [(.path, plain), (.path, plain + "/")]
        case (.prefix, false, false): return [(.path, plain), (.pathPrefix, plain + "/")]
        case (.exact, false, true):
            let text = "/" + headGlob.joined(separator: "/")
            return [(glob, text), (glob, text + "/")]
        case (.prefix, false, true):
            let text = "/" + headGlob.joined(separator: "/")
            return [(glob, text), (glob, text + "/.*")]
        }
    }

    /// A literal's decoded text in a pattern: characters special to the syntax escaped, a letter
    /// of a case-insensitive literal as `[Xx]` (advanced) or `.` (simple), a `.` as `.` in the
    /// simple syntax (which cannot write a plain dot), and white space and quote marks as `.`.
    private static func literalGlob(_ text: String, foldsCase: Bool, syntax: PatternSyntax) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if !isWritable(scalar) {
                output += "."
            } else if foldsCase && isASCIILetter(scalar) {
                let lower = Character(CaseFolding.folded(scalar))
                output += syntax == .advanced ? "[" + String(lower).uppercased() + String(lower) + "]" : "."
            } else {
                switch (syntax, scalar) {
                case (.advanced, "\\"), (.advanced, "."), (.advanced, "*"), (.advanced, "+"), (.advanced, "["), (.advanced, "]"),
                    (.advanced, "{"), (.advanced, "}"):
                    output += "\\" + String(scalar)
                case (.simple, "\\"), (.simple, "*"):
                    output += "\\" + String(scalar)
                default:
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar))
    }

    /// Whether a character can stand in an attribute value as itself (ASSOC-17 refuses white
    /// space and quote marks when reading).
    private static func isWritable(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.properties.isWhitespace && scalar != "\"" && scalar != "'"
    }

    private static func isWritable(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { isWritable($0) }
    }

    /// A value in a double-quoted attribute: backslashes doubled for the resource compiler,
    /// then `&` and `<` as entities.
    private static func attributeText(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
