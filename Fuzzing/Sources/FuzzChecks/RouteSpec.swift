import Pathways

/// One registration of the ``HandleCheck`` table, with the harness's own reading of its pattern.
struct RouteSpec: Sendable {
    /// A path component or a fragment piece of the pattern.
    enum Component: Sendable, Equatable {
        case literal([UInt8])
        case placeholder(String)
        case catchAll(String)
    }

    /// A typed registration's route type, so the table can register it and check its value.
    enum Kind: Sendable {
        case path
        case product
        case review
        case date
        case flag
        case measure
        case color
        case number
        case tree
        case sum
        case find
        case page
    }

    let name: String
    let pattern: String
    let host: String?
    let matching: Matching
    let caseInsensitive: Bool
    let fragmentParameters: Bool
    let kind: Kind
    let components: [Component]
    /// The fragment route's pieces, split on raw `/` (PAT-10); `nil` without a fragment route.
    let fragmentPieces: [Component]?

    init(
        _ name: String, _ pattern: String, host: String? = nil, matching: Matching = .prefix, caseInsensitive: Bool = false,
        fragmentParameters: Bool = false, kind: Kind = .path
    ) {
        self.name = name
        self.pattern = pattern
        self.host = host
        self.matching = matching
        self.caseInsensitive = caseInsensitive
        self.fragmentParameters = fragmentParameters
        self.kind = kind
        let bytes = Array(pattern.utf8)
        let hash = bytes.firstIndex(of: UInt8(ascii: "#"))
        fragmentPieces = hash.map { Self.parts(of: bytes[($0 + 1)...]) }
        var path = bytes[..<(hash ?? bytes.endIndex)].dropFirst()
        if path.last == UInt8(ascii: "/") { path = path.dropLast() }
        components = path.isEmpty ? [] : Self.parts(of: path)
    }

    private static func parts(of text: ArraySlice<UInt8>) -> [Component] {
        text.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { part in
            switch part.first {
            case UInt8(ascii: ":"): .placeholder(String(decoding: part.dropFirst(), as: UTF8.self))
            case UInt8(ascii: "*"): .catchAll(String(decoding: part.dropFirst(), as: UTF8.self))
            default: .literal(Percent.decode(part) ?? [])
            }
        }
    }

    var isTyped: Bool {
        if case .path = kind { false } else { true }
    }

    /// How many of the captures of a match of `url` come from the path; the rest come from the
    /// fragment route.
    func pathCaptureCount(in url: ReferenceURL) -> Int {
        components.reduce(0) { count, part in
            switch part {
            case .literal: count
            case .placeholder: count + 1
            case .catchAll: count + url.components.count - components.count + 1
            }
        }
    }

    /// Whether the registration matches `url`, by host, components, mode and fragment route.
    func matches(_ url: ReferenceURL) -> Bool { captures(in: url) != nil }

    /// The captures a match of `url` gives, in pattern order (path, then fragment route), each
    /// decoded once; a catch-all gives one item per component or piece (MATCH-7). `nil` when the
    /// registration does not match `url` (MATCH-1 to MATCH-8).
    func captures(in url: ReferenceURL) -> [(name: String, value: [UInt8])]? {
        if let host, url.host != Array(host.utf8).map(ReferenceURL.lowercased) { return nil }
        guard var found = captures(of: components, in: url.components[...], exact: matching == .exact) else { return nil }
        if let fragmentPieces {
            guard let route = url.fragmentRoute,
                let more = captures(
                    of: fragmentPieces, in: route.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)[...],
                    exact: true)
            else { return nil }
            found += more
        }
        return found
    }

    /// Matches `parts` one for one against raw `texts`; a catch-all takes every remaining text,
    /// one or more, each non-empty, and ends the comparison, so exact and prefix agree for it.
    private func captures(
        of parts: [Component], in texts: ArraySlice<ArraySlice<UInt8>>, exact: Bool
    ) -> [(name: String, value: [UInt8])]? {
        var captures: [(name: String, value: [UInt8])] = []
        var index = texts.startIndex
        for part in parts {
            if case .catchAll(let name) = part {
                guard index < texts.endIndex else { return nil }
                for text in texts[index...] {
                    guard !text.isEmpty, let value = Percent.decode(text) else { return nil }
                    captures.append((name, value))
                }
                return captures
            }
            guard index < texts.endIndex, let value = Percent.decode(texts[index]) else { return nil }
            switch part {
            case .literal(let literal):
                guard caseInsensitive ? value.map(ReferenceURL.lowercased) == literal.map(ReferenceURL.lowercased) : value == literal
                else { return nil }
            case .placeholder(let name):
                guard !value.isEmpty else { return nil }
                captures.append((name, value))
            case .catchAll: return nil
            }
            index += 1
        }
        guard !exact || index == texts.endIndex else { return nil }
        return captures
    }
}
