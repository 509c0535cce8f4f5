import Pathways

/// Generating intent filters from a router (SPEC: ASSOC-6 to ASSOC-8).
extension IntentFilters {
    /// Generates one intent filter per host, for the routes of `router` that serve it: those
    /// registered on the host and those without a host.
    ///
    /// Each route becomes one or two path rules that, together, take every link the router
    /// takes on the host (ASSOC-8): `android:path` and `android:pathPrefix` where a literal
    /// path says it exactly, a pattern where a placeholder, a catch-all or a case-insensitive
    /// literal needs one.
    ///
    /// ```swift
    /// var router = Pathways()
    /// router.register(host: "example.com", path: "/products/:id", matching: .exact) { _ in }
    /// router.register(host: "example.com", path: "/settings") { _ in }
    /// let filters = try IntentFilters(router: router, schemes: ["https"], hosts: ["example.com"])
    /// // <data android:pathAdvancedPattern="/products/.+" />
    /// // <data android:path="/settings" />
    /// // <data android:pathPrefix="/settings/" />
    /// ```
    ///
    /// A host that no route serves gets no filter: a filter without path rules would take
    /// every path.
    ///
    /// - Parameters:
    ///   - router: The app's router.
    ///   - schemes: The schemes to take, lower-case; `https` by default. Filters for App Links
    ///     verification (`android:autoVerify="true"`) list only `http` and `https`.
    ///   - hosts: The hosts, such as `example.com`.
    ///   - syntax: ``PatternSyntax/advanced`` (API 26 and later, the default) or
    ///     ``PatternSyntax/simple`` for apps whose `minSdk` is lower.
    /// - Throws: ``AssociationError`` with code ``AssociationError/Code/invalidHost`` for a host no
    ///   route could be registered on, or ``AssociationError/Code/invalidScheme`` for a scheme
    ///   that is not lower-case, or that is one of the router's custom schemes, whose authority
    ///   the router reads as the first path component and Android as a host.
    public init(router: Pathways, schemes: [String] = ["https"], hosts: [String], syntax: PatternSyntax = .advanced)
        throws(AssociationError)
    {
        let schemes = try GenerationInput.schemes(schemes)
        for (index, scheme) in schemes.enumerated() where router.customSchemes.contains(scheme) {
            throw AssociationError(
                .invalidScheme, path: "schemes[\(index)]",
                detail:
                    "\(scheme) is one of the router's custom schemes: the router reads \(scheme)://a/b as the path /a/b, Android as the host a"
            )
        }
        guard !hosts.isEmpty else { throw AssociationError(.invalidHost, path: "hosts", detail: "give at least one host") }
        var text = ""
        for (index, host) in hosts.enumerated() {
            let host = try GenerationInput.host(host, argument: "hosts[\(index)]")
            var lines: [String] = []
            var written: Set<String> = []
            for entry in RouteOrder.routes(of: router, on: host) {
                let rules = Self.rules(for: entry.route, syntax: syntax).filter {
                    written.insert("\($0.kind.rawValue)=\($0.value)").inserted
                }
                guard !rules.isEmpty else { continue }
                lines.append("    <!-- " + entry.route.description.replacingOccurrences(of: "--", with: "- -") + " -->")
                for rule in rules { lines.append("    <data android:\(rule.kind.rawValue)=\"\(Self.attributeText(rule.value))\" />") }
            }
            guard !lines.isEmpty else { continue }
            let verifies = schemes.allSatisfy { $0 == "https" || $0 == "http" }
            text += verifies ? "<intent-filter android:autoVerify=\"true\">\n" : "<intent-filter>\n"
            text += "    <action android:name=\"\(IntentFiltersReader.view)\" />\n"
            text += "    <category android:name=\"\(IntentFiltersReader.defaultCategory)\" />\n"
            text += "    <category android:name=\"\(IntentFiltersReader.browsable)\" />\n"
            for scheme in schemes { text += "    <data android:scheme=\"\(scheme)\" />\n" }
            text += "    <data android:host=\"\(host)\" />\n"
            text += lines.joined(separator: "\n") + "\n</intent-filter>\n"
        }
        try self.init(xml: text)
    }

    /// The rules that cover one route, as Android reads them (ASSOC-7).
    static func rules(for route: RegisteredRoute, syntax: PatternSyntax) -> [(kind: AndroidPathMatcher.Kind, value: String)] {
        let components = route.pattern.components
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
