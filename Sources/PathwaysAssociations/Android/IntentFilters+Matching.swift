/// Which links the filters take, as Android decides (SPEC: ASSOC-18, ASSOC-19).
extension IntentFilters {
    /// Whether Android hands `url`, opened from a browser, to the app.
    ///
    /// A filter takes a link when it has the action `VIEW` and the categories `DEFAULT` and
    /// `BROWSABLE`, no `android:mimeType`, an activity a browser can start, and lists the link's
    /// scheme; and then when a scheme-specific-part rule (`android:ssp` and kin) matches the
    /// link's decoded `//host/path?query`, or, when it names hosts, one of them matches the
    /// link's decoded host (ASCII case aside; a leading `*` matches any start) with the port if one is
    /// named and, when it also has path rules, one of them matches the link's decoded path. A
    /// filter with scheme-specific-part rules and no host takes only what those rules match.
    /// The fragment is not compared, nor the query outside the scheme-specific part. Any filter
    /// that takes the link is enough.
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

    /// Where a filter takes the link: the filter and the rule that matched first, numbered as
    /// in ``Filter/rules`` (a scheme-specific-part rule is tried first, ASSOC-31), or `nil` when
    /// the filter takes the link by its scheme and host alone; `nil` when no filter takes it.
    func firstRule(for link: LinkURL) -> (filter: Int, rule: Int?)? {
        let path = Array(PercentText.leniently(link.path).utf16)
        // Android's `Uri.getHost()` decodes the host, as `news://caf%C3%A9/menu` has the host
        // `café` there, the decoded text a generated filter names (ASSOC-18, ASSOC-22).
        let host = PercentText.leniently(Substring(link.host))
        var schemeSpecificPart: [UInt16]?
        for (index, filter) in filters.enumerated() where filter.takesAnyHost(scheme: link.scheme) {
            if !filter.ssps.isEmpty {
                let part = schemeSpecificPart ?? Array(PercentText.leniently(Substring(link.schemeSpecificPart)).utf16)
                schemeSpecificPart = part
                if let rule = filter.ssps.firstIndex(where: { $0.matcher.matches(part) }) { return (index, filter.paths.count + rule) }
                // Without hosts, only the scheme-specific part decides.
                if filter.authorities.isEmpty { continue }
            }
            guard filter.takes(scheme: link.scheme, host: host, port: link.port) else { continue }
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

    /// Whether the filter takes links of this scheme from a browser for some host: nothing
    /// keeps a browser's links from it (it has the category `DEFAULT`, no MIME type, and an
    /// activity that can be started), and it lists the scheme.
    func takesAnyHost(scheme: String) -> Bool {
        obstacle == nil && schemes.contains(scheme)
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
