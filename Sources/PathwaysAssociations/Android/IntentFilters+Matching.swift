/// Which links the filters take, as Android decides (SPEC: ASSOC-18, ASSOC-19).
extension IntentFilters {
    /// Whether Android hands `url`, opened from a browser, to the app.
    ///
    /// A filter takes a link when it has the action `VIEW` and the categories `DEFAULT` and
    /// `BROWSABLE`, lists the link's scheme, and, when it names hosts, one of them matches the
    /// link's host (ASCII case aside; a leading `*` matches any start) with the port if one is
    /// named; when it also has path rules, one of them must match the link's decoded path. The
    /// query and the fragment are not compared. Any filter that takes the link is enough.
    ///
    /// The path is read as Android's `Uri` reads it, except that a link of `http` or `https`
    /// without a path has the path `/`, as a browser hands it on: `shop://search?q=boots` has
    /// the empty path, which `android:path="/"` and `android:pathPrefix="/"` do not match and
    /// `android:pathPattern=".*"` does (ASSOC-18, ASSOC-19).
    ///
    /// ```swift
    /// filters.delivers("https://example.com/products/42?ref=mail")
    /// ```
    ///
    /// - Parameter url: The text of an absolute URL.
    /// - Returns: `true` when a filter takes the link.
    public func delivers(_ url: String) -> Bool {
        guard let link = LinkURL(url) else { return false }
        return firstRule(for: link) != nil
    }

    /// Where a filter takes the link: the filter and, when it has path rules, the rule that
    /// matched first; `nil` when no filter takes it.
    func firstRule(for link: LinkURL) -> (filter: Int, rule: Int?)? {
        let path = Array(PercentText.leniently(link.path).utf16)
        for (index, filter) in filters.enumerated() where filter.takes(scheme: link.scheme, host: link.host, port: link.port) {
            if filter.paths.isEmpty || filter.authorities.isEmpty { return (index, nil) }
            if let rule = filter.paths.firstIndex(where: { $0.matcher.matches(path) }) { return (index, rule) }
        }
        return nil
    }
}

extension IntentFilters.Filter {
    /// Whether the filter takes links of this scheme, host and port from a browser, before
    /// looking at the path.
    func takes(scheme: String, host: String, port: Int?) -> Bool {
        guard takesAnyHost(scheme: scheme) else { return false }
        guard !authorities.isEmpty else { return true }
        return authorities.contains { $0.matches(host: host, port: port) }
    }

    /// Whether the filter takes links of this scheme from a browser for some host: it has the
    /// action `VIEW`, the categories `DEFAULT` and `BROWSABLE`, and lists the scheme.
    func takesAnyHost(scheme: String) -> Bool {
        actions.contains(IntentFiltersReader.view) && categories.contains(IntentFiltersReader.defaultCategory)
            && categories.contains(IntentFiltersReader.browsable) && schemes.contains(scheme)
    }
}

extension IntentFilters.Authority {
    /// Whether the link's host and port match: hosts compare without ASCII case, and a host
    /// starting with `*` matches any host that ends with the rest (ASSOC-18).
    func matches(host linkHost: String, port linkPort: Int?) -> Bool {
        let expected = Array(host.utf8)
        let actual = Array(linkHost.utf8)
        let tail = expected.first == UInt8(ascii: "*") ? Array(expected.dropFirst()) : expected
        if expected.first == UInt8(ascii: "*") {
            guard actual.count >= tail.count else { return false }
        } else {
            guard actual.count == tail.count else { return false }
        }
        guard zip(actual.suffix(tail.count), tail).allSatisfy({ Self.lower($0) == Self.lower($1) }) else { return false }
        if let port { return linkPort == port }
        return true
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
