extension ExploreCase {
    /// The capabilities a subject needs to be asked the case with `expected` as its outcome, in
    /// ``Capability``'s order; the same signs `pathways-conformance lint` looks for.
    package func capabilities(expecting expected: Outcome) -> [Capability] {
        var needed: [Capability] = []
        func need(_ capability: Capability) { if !needed.contains(capability) { needed.append(capability) } }
        for route in routes {
            if route.types != nil { need(.typed) }
            if route.matching == .prefix { need(.prefix) }
            if route.host != nil { need(.hosts) }
            if route.caseInsensitive { need(.caseInsensitive) }
            if route.components.contains(where: { if case .catchAll = $0 { true } else { false } }) { need(.catchAll) }
        }
        if !router.customSchemes.isEmpty { need(.customSchemes) }
        switch (input, expected) {
        case (.encode, _), (.roundTrip, _): need(.encoding)
        case (.url(let link), .match(let match)):
            // The pairs a match delivers, none included, are part of its outcome when the URL
            // has a query: only a subject that hands its handler the query can be judged on it.
            if !match.query.isEmpty || link.query != nil { need(.query) }
            if match.remainder != nil { need(.remainder) }
        case (.url, .error(let error)) where error.phase == "match": need(.urlErrors)
        case (.url, _): break
        }
        return needed.sorted()
    }

    /// Whether the case is made only of what the generator allows: no dot segment, no empty or
    /// `*`-led literal, no raw `+` in the query outside the `plus-sign` rule, no trailing `/`
    /// outside the `trailing-slash` rule, and routes with distinct names.
    ///
    /// The shrinker keeps only candidates that are still sound, so that taking a case apart
    /// cannot make it depend on a profile its rule does not claim.
    package var isSound: Bool {
        guard !routes.isEmpty else { return false }
        var names: [String] = []
        for route in routes {
            guard !names.contains(route.name) else { return false }
            names.append(route.name)
            for (offset, piece) in route.components.enumerated() {
                switch piece {
                case .literal(let text):
                    guard !text.isEmpty, !text.hasPrefix("*"), TextAlphabet.decoded(text) != nil, !TextAlphabet.isDotSegment(text) else {
                        return false
                    }
                case .placeholder: break
                case .catchAll: guard offset == route.components.count - 1 else { return false }
                }
            }
        }
        switch input {
        case .url(let url):
            guard url.components.allSatisfy({ !TextAlphabet.isDotSegment($0) && TextAlphabet.decoded($0) != nil }) else { return false }
            if url.trailingSlash, rule != .trailingSlash { return false }
            if let query = url.query, query.utf8.contains(UInt8(ascii: "+")), rule != .plusSign { return false }
        case .encode(let route, let values), .roundTrip(let route, let values):
            guard names.contains(route) else { return false }
            for member in values.entries {
                if case .string(let text) = member.value, text == "." || text == ".." { return false }
            }
        }
        return true
    }

    /// The requirement IDs the case checks, worked out from what it holds: its rule's, less
    /// those of a feature (``CaseFeature``) that shrinking took out of it, plus CANON-3 when a
    /// URL keeps an empty component; when none of the rule's is left, those of the kinds of
    /// route it holds.
    package var requirements: [String] {
        let used = features
        var ids = ruleRequirementsHeld(used)
        if ids.isEmpty {
            let pieces = routes.flatMap(\.components)
            if pieces.contains(where: { if case .literal = $0 { true } else { false } }) { ids.append("MATCH-1") }
            if pieces.contains(where: { if case .placeholder = $0 { true } else { false } }) { ids.append("MATCH-2") }
            if routes.contains(where: { $0.matching == .exact }) { ids.append("MATCH-3") }
            if routes.contains(where: { $0.matching == .prefix }) { ids.append("MATCH-4") }
            for feature in used { ids += feature.requirements.prefix(1) }
        }
        if case .url(let url) = input,
            url.components.dropLast().contains(where: \.isEmpty) || url.components.last == "" && url.trailingSlash,
            !ids.contains("CANON-3")
        {
            ids.append("CANON-3")
        }
        return ids
    }

    /// The requirements of the case's rule whose feature (``CaseFeature``) the case still uses.
    private func ruleRequirementsHeld(_ used: [CaseFeature]) -> [String] {
        ExploreRule(rule).requirements.filter { id in CaseFeature.feature(of: id).map(used.contains) ?? true }
    }

    /// The case filed under the rule it belongs to: its own while it still checks one of its
    /// rule's requirements, else its rule's ``ExploreRule/basis`` (a `plus-sign` case that
    /// shrinking left without a `+` is a `queries` case), so that a minimal case names neither a
    /// requirement nor a profile its input no longer needs, and two rules that shrink to one
    /// case report it once.
    package var attributed: ExploreCase {
        var attributed = self
        let used = features
        while attributed.ruleRequirementsHeld(used).isEmpty, let basis = ExploreRule(attributed.rule).basis { attributed.rule = basis }
        return attributed
    }

    /// The features (``CaseFeature``) the case uses.
    package var features: [CaseFeature] {
        CaseFeature.used(routes: routes.map(\.spec), router: router, inputs: [input.conformanceInput])
    }

    /// What the case holds, in a sentence, for its description: the rule that generated it and
    /// the features it still uses.
    package var summary: String {
        let rule = ExploreRule(rule)
        let used = features.map(\.rawValue)
        return "rule \(rule.id.rawValue); the case holds " + (used.isEmpty ? "paths only" : used.joined(separator: ", "))
    }

    /// The case in the corpus format (Fixtures/*.json): `id`, its ``requirements``, the
    /// capabilities and profiles it needs, the router, the routes, and the input with
    /// `expected` as its `expect`.
    ///
    /// - Parameters:
    ///   - id: The case's id.
    ///   - description: What the case shows.
    ///   - expected: The reference's outcome.
    ///   - spec: SPEC.md's index, for the profiles of the requirements.
    package func fixtureJSON(id: String, description: String, expected: Outcome, spec: SpecIndex) -> JSONValue {
        let requirements = requirements
        var members: [JSONValue.Member] = [
            JSONValue.Member(key: "id", value: .string(id)),
            JSONValue.Member(key: "description", value: .string(description)),
            JSONValue.Member(key: "requirements", value: .array(requirements.map(JSONValue.string))),
            JSONValue.Member(key: "tags", value: .array([.string("explore")])),
            JSONValue.Member(key: "capabilities", value: .array(capabilities(expecting: expected).map { .string($0.rawValue) })),
        ]
        let profiles = spec.profiles(of: requirements)
        if !profiles.isEmpty { members.append(JSONValue.Member(key: "profiles", value: .array(profiles.map(JSONValue.string)))) }
        if !router.customSchemes.isEmpty {
            members.append(
                JSONValue.Member(
                    key: "router", value: .members(["customSchemes": .array(router.customSchemes.map(JSONValue.string))])))
        }
        members.append(JSONValue.Member(key: "routes", value: .array(routes.map(\.spec.jsonValue))))
        guard case .object(var inputMembers) = input.conformanceInput.jsonValue else { return .object(members) }
        inputMembers.append(JSONValue.Member(key: "expect", value: expected.jsonValue))
        members.append(JSONValue.Member(key: "inputs", value: .array([.object(inputMembers)])))
        return .object(members)
    }

    /// The case as a fixture file of its own, for `pathways-conformance lint`.
    package func fixtureFile(_ fixture: JSONValue, spec: SpecIndex) -> String {
        JSONValue.members([
            "$schema": .string("schema.json"), "formatVersion": .number(String(FixtureSchema.formatVersion)),
            "specVersion": .string(spec.version ?? "1.0.0"), "cases": .array([fixture]),
        ]).fileText
    }
}
