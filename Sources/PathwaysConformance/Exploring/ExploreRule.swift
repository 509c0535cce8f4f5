/// A way of generating cases, with what it exercises and what a subject needs for it.
///
/// Each rule names the SPEC.md requirements its cases check. A rule is used only for a subject
/// that declares every capability the rule needs and claims every profile its requirements
/// belong to (SPEC.md section 19), so that no generated input's expected outcome depends on a
/// choice the subject did not make. A test compares ``profiles`` with SPEC.md's table.
package struct ExploreRule: Sendable, Hashable {
    /// The rules, one source for the list.
    package enum ID: String, Sendable, Hashable, CaseIterable, Comparable {
        case literals
        case placeholders
        case nearMisses = "near-misses"
        case prefixes
        case catchAlls = "catch-alls"
        case hosts
        case customSchemes = "custom-schemes"
        case queries
        case fragments
        case caseInsensitive = "case-insensitive"
        case typedScalars = "typed-scalars"
        case textForms = "text-forms"
        case trailingSlash = "trailing-slash"
        case precedence
        case plusSign = "plus-sign"
        case encoding
        case roundTrips = "round-trips"

        package static func < (lhs: ID, rhs: ID) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// The rule's name.
    package var id: ID
    /// What the rule generates, in a phrase.
    package var summary: String
    /// The SPEC.md requirements its cases check.
    package var requirements: [String]
    /// The profiles those requirements belong to; empty for a core rule.
    package var profiles: [Profile]
    /// What a subject must declare for the rule to be used.
    package var capabilities: [Capability]
    /// The rule whose cases this rule's cases extend by one thing (`plus-sign` adds a raw `+` to
    /// the queries of `queries`): a case that shrinking took that thing out of checks none of
    /// this rule's requirements, and is that rule's case.
    package var basis: ID?

    /// Whether the rule is used for `descriptor`: it declares every capability the rule needs
    /// and claims every profile of its requirements.
    package func applies(to descriptor: SubjectDescriptor) -> Bool {
        capabilities.allSatisfy(descriptor.capabilities.contains) && profiles.allSatisfy(descriptor.profiles.contains)
    }

    /// The rule named `id`.
    package init(_ id: ID) {
        switch id {
        case .literals:
            self.init(
                id, "literal routes, and URLs that spell their literals with escapes and raw non-ASCII text",
                ["MATCH-1", "MATCH-3", "CANON-5", "PCT-1", "PCT-5"])
        case .placeholders:
            self.init(
                id, "placeholders, and components holding escapes, %2F, sub-delimiters and non-ASCII text",
                ["MATCH-2", "CANON-1", "PCT-1", "SCALAR-1"])
        case .nearMisses:
            self.init(
                id, "URLs one step away from a route: a component dropped, added, emptied, joined by %2F or changed in case",
                ["MATCH-1", "MATCH-2", "MATCH-3", "CANON-1", "CANON-5"])
        case .prefixes:
            self.init(id, "prefix routes, and URLs with further components", ["MATCH-4"], capabilities: [.prefix])
        case .catchAlls:
            self.init(id, "catch-alls, and URLs with one or more remaining components", ["MATCH-9"], capabilities: [.catchAll])
        case .hosts:
            self.init(
                id, "routes limited to a host, and URLs whose host differs in case, port or a trailing dot",
                ["HOST-1", "HOST-2", "HOST-4"],
                capabilities: [.hosts])
        case .customSchemes:
            self.init(
                id, "a router with a custom scheme, and URLs of that scheme with and without an authority",
                ["SCHEME-1", "SCHEME-2", "SCHEME-3"], capabilities: [.customSchemes])
        case .queries:
            self.init(
                id, "URLs with queries: escapes, empty pairs, pairs without =, duplicates",
                ["QUERY-1", "QUERY-3", "QUERY-4", "QUERY-5", "MATCH-6"],
                capabilities: [.query])
        case .fragments:
            self.init(id, "URLs with a fragment that a route without a fragment route ignores", ["URL-5", "MATCH-5"])
        case .caseInsensitive:
            self.init(id, "routes registered without case, and URLs in other cases", ["MATCH-8"], capabilities: [.caseInsensitive])
        case .typedScalars:
            self.init(
                id, "typed routes with scalar placeholders, and URLs with values in their canonical forms",
                ["DEC-1", "SCALAR-1", "SCALAR-9"],
                capabilities: [.typed])
        case .textForms:
            self.init(
                id, "typed routes, and URLs whose values are other spellings or other kinds",
                ["SCALAR-2", "SCALAR-3", "SCALAR-6", "DISP-4"],
                profiles: [.textForms], capabilities: [.typed])
        case .trailingSlash:
            self.init(id, "URLs whose path ends in a trailing /", ["CANON-2"], profiles: [.trailingSlash])
        case .precedence:
            self.init(
                id, "overlapping routes, literals against placeholders and catch-alls, and URLs that several match", ["PREC-2", "PREC-4"],
                profiles: [.precedence])
        case .plusSign:
            self.init(id, "queries holding a raw +", ["QUERY-2"], profiles: [.plusSign], capabilities: [.query], basis: .queries)
        case .encoding:
            self.init(
                id, "typed routes, and values to encode into a path, empty strings included", ["ENC-1", "ENC-2"],
                capabilities: [.typed, .encoding])
        case .roundTrips:
            self.init(id, "typed routes, and values to encode and decode back", ["ENC-8", "PCT-7"], capabilities: [.typed, .encoding])
        }
    }

    private init(
        _ id: ID, _ summary: String, _ requirements: [String], profiles: [Profile] = [], capabilities: [Capability] = [],
        basis: ID? = nil
    ) {
        self.id = id
        self.summary = summary
        self.requirements = requirements
        self.profiles = profiles
        self.capabilities = capabilities
        self.basis = basis
    }

    /// Every rule, in a fixed order.
    package static let all: [ExploreRule] = ID.allCases.map(ExploreRule.init)
}
