/// The harness's own reading of a URL that Pathways accepted, written from RFC 3986 and the
/// SPEC's custom-scheme rules, to check routing decisions against.
///
/// It does not validate: it is only built for text the library has already accepted, and
/// answers `nil` when that text is not even shaped like a hierarchical URL.
struct ReferenceURL {
    /// The lower-cased host without port; `nil` without an authority or for a custom scheme.
    var host: [UInt8]?
    /// The path's components, still percent-encoded (a custom scheme's authority comes first).
    var components: [ArraySlice<UInt8>] = []
    /// The query after `?`.
    var query: ArraySlice<UInt8>?
    /// The fragment up to its first `?`.
    var fragmentRoute: ArraySlice<UInt8>?
    /// The fragment after its first `?`.
    var fragmentParameters: ArraySlice<UInt8>?

    init?(_ bytes: [UInt8], customSchemes: [[UInt8]]) {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = bytes[..<colon].map(Self.lowercased)
        var rest = bytes[(colon + 1)...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            let fragment = rest[(hash + 1)...]
            let question = fragment.firstIndex(of: UInt8(ascii: "?"))
            fragmentRoute = fragment[..<(question ?? fragment.endIndex)]
            fragmentParameters = question.map { fragment[($0 + 1)...] }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            query = rest[(question + 1)...]
            rest = rest[..<question]
        }
        var path = rest
        if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            let afterSlashes = rest.dropFirst(2)
            let slash = afterSlashes.firstIndex(of: UInt8(ascii: "/")) ?? afterSlashes.endIndex
            let authority = afterSlashes[..<slash]
            path = afterSlashes[slash...]
            if customSchemes.contains(scheme) {
                if !authority.isEmpty { components.append(authority) }
            } else {
                host = Self.host(of: authority)
            }
        }
        guard path.isEmpty || path.first == UInt8(ascii: "/") else { return nil }
        // CANON-2 and CANON-3: an empty path and `/` have no components; otherwise one trailing
        // slash is dropped and every other empty component is kept, so `//` has one.
        if path.count > 1 {
            var rest = path.dropFirst()
            if rest.last == UInt8(ascii: "/") { rest = rest.dropLast() }
            components += rest.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        }
    }

    private static func host(of authority: ArraySlice<UInt8>) -> [UInt8] {
        if authority.first == UInt8(ascii: "["), let close = authority.firstIndex(of: UInt8(ascii: "]")) {
            return authority[...close].map(lowercased)
        }
        // URL-2: the port starts at the first ':'.
        let colon = authority.firstIndex(of: UInt8(ascii: ":")) ?? authority.endIndex
        return authority[..<colon].map(lowercased)
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// Decoded `name=value` pairs of a query or fragment; empty pairs are skipped, `+` stays `+`.
    static func parameters(_ text: ArraySlice<UInt8>?) -> [(name: [UInt8], value: [UInt8])]? {
        guard let text else { return [] }
        var items: [(name: [UInt8], value: [UInt8])] = []
        for pair in text.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
            guard let name = Percent.decode(pair[..<equals]),
                let value = Percent.decode(equals == pair.endIndex ? [] : pair[(equals + 1)...])
            else { return nil }
            items.append((name, value))
        }
        return items
    }
}
