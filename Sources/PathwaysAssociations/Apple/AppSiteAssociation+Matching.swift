/// Which links the file delivers to an app, as the system decides (SPEC: ASSOC-10, ASSOC-13 to
/// ASSOC-15, ASSOC-24).
extension AppSiteAssociation {
    /// Whether the system opens `url` in the app `appID`, rather than in the browser.
    ///
    /// The components of every `details` entry that lists the app are tried in file order; the
    /// first whose `/`, `?` and `#` patterns all match decides: the link is delivered, unless
    /// that component excludes it. An entry without `components` is read from its `paths`, each
    /// string a rule on the path alone, `NOT ` an exclusion (ASSOC-24). A link no component or
    /// `paths` string matches is not delivered, and neither
    /// is a link whose scheme is not `https`. The URL's host is not compared: the file is the
    /// one its host serves.
    ///
    /// ```swift
    /// file.delivers("https://example.com/products/42", to: "ABCDE12345.com.example.app")
    /// ```
    ///
    /// - Parameters:
    ///   - url: The text of an absolute URL.
    ///   - appID: The app's `<prefix>.<bundle identifier>`, compared byte for byte.
    /// - Returns: `true` when the link opens the app.
    public func delivers(_ url: String, to appID: String) -> Bool {
        guard let link = LinkURL(url), link.scheme == "https" else { return false }
        let components = components(for: appID)
        guard let index = Self.firstMatch(link, in: components) else { return false }
        return !components[index].exclude
    }

    /// The components that apply to `appID`, in the order the system tries them.
    func components(for appID: String) -> [Component] {
        details.filter { $0.appIDs.contains { $0.utf8.elementsEqual(appID.utf8) } }.flatMap(\.components)
    }

    /// The position of the first component that matches `link`.
    static func firstMatch(_ link: LinkURL, in components: [Component]) -> Int? {
        components.firstIndex { $0.matches(link) }
    }
}

extension AppSiteAssociation.Component {
    /// Whether the component's `/`, `?` and `#` patterns all match the link.
    func matches(_ link: LinkURL) -> Bool {
        if let path, !matches(path, link.path) { return false }
        if let fragment, !matches(fragment, link.fragment ?? "") { return false }
        switch query {
        case nil: return true
        case .pattern(let pattern): return matches(pattern, link.query ?? "")
        case .items(let items): return matchesItems(items, link.query ?? "")
        }
    }

    /// The text the system compares: as written, or percent-decoded (ASSOC-13).
    private func text(_ raw: Substring) -> String? {
        percentEncoded ? String(raw) : PercentText.decoded(raw)
    }

    private func matches(_ pattern: AppLinkPattern, _ raw: Substring) -> Bool {
        guard let text = text(raw) else { return false }
        return pattern.matches(text.unicodeScalars)
    }

    /// A `?` dictionary: every instance of each named item must have a value its pattern
    /// matches, and an absent item, like an item without a value, reads as the empty text
    /// (ASSOC-14). A query with an item that does not decode matches no dictionary of a
    /// component that decodes (ASSOC-13).
    private func matchesItems(_ items: [AppSiteAssociation.QueryItem], _ query: Substring) -> Bool {
        var pairs: [(name: String, value: String)] = []
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let equals = pair.firstIndex(of: "=")
            let name = pair[..<(equals ?? pair.endIndex)]
            let value = equals.map { pair[pair.index(after: $0)...] } ?? ""
            guard let name = text(name), let value = text(value) else { return false }
            pairs.append((name, value))
        }
        return items.allSatisfy { item in
            var present = false
            for pair in pairs where sameName(pair.name, item.name) {
                guard item.value.matches(pair.value.unicodeScalars) else { return false }
                present = true
            }
            return present || item.value.matches("".unicodeScalars)
        }
    }

    private func sameName(_ lhs: String, _ rhs: String) -> Bool {
        guard !caseSensitive else { return lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars) }
        return lhs.unicodeScalars.map(CaseFolding.folded).elementsEqual(rhs.unicodeScalars.map(CaseFolding.folded))
    }
}
