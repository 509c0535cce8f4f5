import Pathways

/// The work of a ``CompatibilityReport``: the old table's links, followed through both routers
/// (COMPAT-2 to COMPAT-5). A class: it is shared by every old route's check, never copied.
final class Comparison {
    let old: ReferenceRouter
    let new: ReferenceRouter
    private let oldIdentities: [Identity]
    private let newIdentities: [Identity]
    /// The new table's routes by their first path component (ASCII lower case; `nil` for a
    /// placeholder, a catch-all or the root): where the texts that may take an old placeholder's
    /// links are looked for.
    private let newByFirst: [String?: [Int]]
    /// Each new route's path components, literals in ASCII lower case and the others `nil`.
    private let newFolded: [[String?]]
    /// Whether a new route is an alias (TABLE-6): without one, an old route's links are followed
    /// only until the first that breaks.
    private let newHasAliases: Bool

    /// What makes two routes of two tables the same route (TABLE-4): a typed route's name; a
    /// path-only route's pattern.
    enum Identity: Hashable {
        case named(String)
        case pathOnly(PathPattern)
    }

    init(old: ReferenceRouter, new: ReferenceRouter) {
        self.old = old
        self.new = new
        oldIdentities = Self.identities(old)
        newIdentities = Self.identities(new)
        newFolded = new.patterns.map { $0.components.map(Self.literal) }
        newHasAliases = new.table.routes.contains(where: \.isAlias)
        var byFirst: [String?: [Int]] = [:]
        for (index, components) in newFolded.enumerated() {
            byFirst[components.first ?? nil, default: []].append(index)
        }
        newByFirst = byFirst
    }

    private static func identities(_ router: ReferenceRouter) -> [Identity] {
        zip(router.table.routes, router.patterns).map { route, pattern in
            route.name.map(Identity.named) ?? .pathOnly(pattern)
        }
    }

    /// A literal component's text in ASCII lower case; `nil` for anything else.
    private static func literal(_ component: PathPattern.Component?) -> String? {
        guard case .literal(let text) = component else { return nil }
        return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    func addedRoutes() -> [RouteTable.Route] {
        let known = Set(oldIdentities)
        return new.table.routes.indices.filter { !known.contains(newIdentities[$0]) }.map { new.table.routes[$0] }
    }

    /// Every old route's first broken link (COMPAT-4), and its first link that an alias of its
    /// identity keeps (COMPAT-7), each in the old table's order.
    func followLinks() -> (broken: [CompatibilityReport.BrokenLink], aliased: [CompatibilityReport.AliasedLink]) {
        var broken: [CompatibilityReport.BrokenLink] = []
        var aliased: [CompatibilityReport.AliasedLink] = []
        for index in old.table.routes.indices {
            let (brokenLink, aliasedLink) = follow(index)
            if let brokenLink { broken.append(brokenLink) }
            if let aliasedLink { aliased.append(aliasedLink) }
        }
        return (broken, aliased)
    }

    /// The first link of the old route at `index` that the new release no longer serves, and
    /// the first that an alias of the same route serves.
    private func follow(_ index: Int) -> (CompatibilityReport.BrokenLink?, CompatibilityReport.AliasedLink?) {
        let route = old.table.routes[index]
        let identity = oldIdentities[index]
        var broken: CompatibilityReport.BrokenLink?
        var aliased: CompatibilityReport.AliasedLink?
        for url in samples(of: index) where broken == nil || (aliased == nil && newHasAliases) {
            guard case .reached(index, _) = old.outcome(of: url) else { continue }  // not a link of this route
            let problem: (CompatibilityReport.Problem, Int?, String)
            switch new.outcome(of: url) {
            case .rejected(let error):
                problem = (.rejected, nil, "\(error)")
            case .reached(let position, let failed):
                if newIdentities[position] == identity {
                    let taking = new.table.routes[position]
                    if aliased == nil, taking.isAlias { aliased = CompatibilityReport.AliasedLink(route: route, url: url, alias: taking) }
                    continue
                }
                if let (_, error) = failed.first(where: { newIdentities[$0.key] == identity }) {
                    problem = (.notDecoded, position, "\(error)")
                } else {
                    problem = (.otherRoute, position, renameAdvice(old: index, new: position))
                }
            case .unreached(let failed):
                if let (_, error) = failed.first(where: { newIdentities[$0.key] == identity }) {
                    problem = (.notDecoded, nil, "\(error)")
                } else {
                    problem = (.unreached, nil, "")
                }
            }
            if broken == nil {
                broken = CompatibilityReport.BrokenLink(
                    route: route, url: url, problem: problem.0, newRoute: problem.1.map { new.table.routes[$0] }, detail: problem.2)
            }
        }
        return (broken, aliased)
    }

    /// For a link that a typed route of another name takes at the old route's own pattern, which
    /// reads as kept but is not (TABLE-4): the two names and how to keep the old one (COMPAT-9);
    /// empty for any other route.
    private func renameAdvice(old index: Int, new position: Int) -> String {
        let taking = new.table.routes[position]
        guard let oldName = old.table.routes[index].name, let newName = taking.name, oldName != newName,
            old.patterns[index] == new.patterns[position]
        else { return "" }
        return "the same pattern under another name, \(newName) instead of \(oldName): only a route named \(oldName) keeps its links; "
            + "to keep the name, declare `static let routeName = \"\(oldName)\"` in \(taking.typeName ?? newName)"
    }

    /// The links of the old route at `index` (COMPAT-2): ASSOC-21's samples on each origin the
    /// route serves, with typed example values of its fields in the first link, its query fields
    /// in every link (once all of them, once the required ones alone), and as further values the
    /// literals of new routes that stand where the route has a placeholder; then, last, the link
    /// whose numeric fields hold their types' extremes (COMPAT-8).
    func samples(of index: Int) -> [String] {
        let route = old.table.routes[index]
        let pattern = old.patterns[index]
        let tokens = self.tokens(for: pattern)
        let origins = self.origins(of: route)
        var urls: [String] = []
        func add(_ sample: String, scheme: String, host: String) {
            // A custom scheme's link as apps write it: the first component where a host would
            // be, `shop://products/1` (SCHEME-2).
            let url = host.isEmpty ? scheme + "://" + sample.dropFirst(scheme.count + 4) : sample
            if !urls.contains(url) { urls.append(url) }
        }
        for (scheme, host) in origins {
            let samples = RouteSamples.typedURLs(
                pattern: pattern, matching: route.matching, caseInsensitive: route.caseInsensitive, scheme: scheme, host: host,
                tokens: tokens, fields: route.fields, dateForm: old.table.decoding.dateForm)
            for sample in samples { add(sample, scheme: scheme, host: host) }
        }
        if let first = origins.first,
            let sample = RouteSamples.extremeURL(
                pattern: pattern, matching: route.matching, caseInsensitive: route.caseInsensitive, scheme: first.scheme,
                host: first.host, fields: route.fields, dateForm: old.table.decoding.dateForm)
        {
            add(sample, scheme: first.scheme, host: first.host)
        }
        return urls
    }

    /// The host stand-in for a route that serves every host: a name no table can use for a
    /// real host (RFC 2606 reserves `.example`).
    static let anyHost = "any.example"

    /// The schemes and hosts a route's links are drawn on.
    private func origins(of route: RouteTable.Route) -> [(scheme: String, host: String)] {
        let table = old.table
        func split(_ origin: String) -> (scheme: String, host: String) {
            guard let separator = origin.range(of: "://") else { return (origin, "") }
            return (String(origin[..<separator.lowerBound]), String(origin[separator.upperBound...]).lowercased())
        }
        if !table.origins.isEmpty {
            if let origin = route.origin { return [split(origin)] }
            let all = table.origins.map(split)
            guard let host = route.host else { return all }
            return all.filter { $0.host == host || $0.host.hasPrefix(host + ":") }
        }
        if let host = route.host { return [("https", host)] }
        return [("https", Self.anyHost)] + table.customSchemes.map { ($0, "") }
    }

    /// The literals of new routes at a position where `pattern` has a placeholder or catch-all,
    /// behind components that could match the same links; at most ``RouteSamples/maximumTokens``.
    private func tokens(for pattern: PathPattern) -> [String] {
        let folded = pattern.components.map(Self.literal)
        guard folded.contains(nil) else { return [] }
        let first = folded.first ?? nil
        let candidates = first == nil ? Array(new.patterns.indices) : (newByFirst[first] ?? []) + (newByFirst[nil] ?? [])
        var tokens: [String] = []
        for candidate in candidates {
            let other = newFolded[candidate]
            for (position, mine) in folded.enumerated() where position < other.count {
                let theirs = other[position]
                if let mine, let theirs, mine != theirs { break }  // the two never match the same link
                guard mine == nil, theirs != nil, case .literal(let text) = new.patterns[candidate].components[position],
                    !tokens.contains(text)
                else { continue }
                tokens.append(text)
                if tokens.count == RouteSamples.maximumTokens { return tokens }
            }
        }
        return tokens
    }
}
