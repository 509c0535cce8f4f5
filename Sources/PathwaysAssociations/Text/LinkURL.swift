import Pathways

/// The parts of an absolute URL as the operating systems hand them to their association
/// rules: the text after the authority, split at the first `?` and the first `#`, as written.
struct LinkURL: Sendable, Hashable {
    /// The scheme, lower-cased.
    let scheme: String
    /// The host as written, without port or userinfo; empty when there is no authority.
    let host: String
    /// The port, when the authority names one.
    let port: Int?
    /// The path as written. When the URL has none, it is `/` for a special scheme such as
    /// `https`, as a browser hands the link on (URL-8), and empty for any other scheme, as
    /// Android's `Uri` reads `shop://search?q=boots` (ASSOC-18).
    let path: Substring
    /// The query without its `?`, or `nil` when the URL has no `?`.
    let query: Substring?
    /// The fragment without its `#`, or `nil` when the URL has no `#`.
    let fragment: Substring?
    /// The authority as written, with userinfo and port, or `nil` when the URL has no `//`.
    let authority: Substring?

    /// The scheme-specific part as Android's `Uri` gives it, before decoding: the text between
    /// the scheme's `:` and the `#`, as a browser hands the link on (a special scheme's host in
    /// lower case and its empty path as `/`), such as `//example.com/a?b=1` (ASSOC-31).
    var schemeSpecificPart: String {
        let special = SchemeKind.isSpecial(scheme)
        let authorityText = authority.map { "//" + (special ? $0.lowercased() : String($0)) } ?? ""
        return authorityText + path + (query.map { "?" + $0 } ?? "")
    }

    /// Splits `text`; `nil` when it has no scheme.
    init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return nil }
        let scheme = text[..<colon]
        guard scheme.utf8.allSatisfy({ PercentText.isUnreserved($0) || $0 == UInt8(ascii: "+") }) else { return nil }
        self.scheme = scheme.lowercased()
        var rest = text[text.index(after: colon)...]
        var host = Substring()
        var port: Int?
        var writtenAuthority: Substring?
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
            var authority = rest[..<end]
            writtenAuthority = authority
            if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
            if let portColon = authority.lastIndex(of: ":"), !authority[portColon...].contains("]") {
                port = Int(authority[authority.index(after: portColon)...])
                authority = authority[..<portColon]
            }
            host = authority
            rest = rest[end...]
        }
        self.host = String(host)
        self.port = port
        self.authority = writtenAuthority
        let fragmentStart = rest.firstIndex(of: "#")
        let beforeFragment = rest[..<(fragmentStart ?? rest.endIndex)]
        self.fragment = fragmentStart.map { rest[rest.index(after: $0)...] }
        let queryStart = beforeFragment.firstIndex(of: "?")
        self.query = queryStart.map { beforeFragment[beforeFragment.index(after: $0)...] }
        let path = beforeFragment[..<(queryStart ?? beforeFragment.endIndex)]
        self.path = path.isEmpty && SchemeKind.isSpecial(self.scheme) ? "/" : path
    }
}
