/// Paths just beside a rule's literal text, to find a rule in use that reaches past its
/// routes (SPEC: ASSOC-34).
///
/// A rule that takes some route's links may take more: `android:pathPrefix="/help"` takes
/// `/helpdesk` beside the links of `/help/:topic`, and `"/products/*"` takes `/products/`
/// beside those of `/products/:id`. The paths tried stay inside the rule's literal part, the
/// text before its first wildcard, which the rule's author wrote for the routes: what a
/// wildcard takes beyond the routes is not tried, since most routes have no exact form in a
/// rule (ASSOC-5, ASSOC-8).
enum ReachProbe {
    /// The paths beside `literal`, a rule's text before its first wildcard (all of it when
    /// `isWhole`): the literal with `x` added to its last component (a sibling, `/help` gives
    /// `/helpx`); the literal itself and without its trailing `/` (one component fewer than a
    /// wildcard after it needs); and, when the rule has no wildcard, one component more
    /// (`/help/x`). Only paths the caller's rule takes matter; the others are dropped there.
    static func paths(beside literal: String, isWhole: Bool) -> [String] {
        var paths: [String] = []
        if !literal.isEmpty && !literal.hasSuffix("/") { paths.append(literal + "x") }
        paths.append(literal)
        if literal.count > 1 && literal.hasSuffix("/") { paths.append(String(literal.dropLast())) }
        if isWhole { paths.append(literal.hasSuffix("/") ? literal + "x" : literal + "/x") }
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    /// The paths tried for a rule that takes every path of its hosts (an intent filter without
    /// path rules): the empty path where a link may have one, the root, and one component.
    static func everyPath(emptyPaths: Bool) -> [String] {
        (emptyPaths ? [""] : []) + ["/", "/x"]
    }

    /// The link of the decoded `path` and `query` after `origin` that the rule delivers first
    /// (`takenByRule`) with the first of `fragments` it does, when no route takes it, in any
    /// spelling, with any of them; `nil` when a route does or the rule delivers it with none.
    static func unroutedLink(
        origin: String, path: String, query: String?, fragments: [String?], probe: RouterProbe, takenByRule: (LinkURL) -> Bool
    ) -> String? {
        var example: String?
        for fragment in fragments {
            let (url, accepted) = probe.decodedLink(origin: origin, path: path, query: query, fragment: fragment)
            guard let link = LinkURL(url), takenByRule(link) else { continue }
            if accepted { return nil }
            if example == nil { example = url }
        }
        return example
    }
}
