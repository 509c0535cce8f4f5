import Pathways

/// One registration of the ``HandleCheck`` table, with the harness's own reading of its pattern.
struct RouteSpec: Sendable {
    enum Component: Sendable, Equatable {
        case literal([UInt8])
        case placeholder(String)
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
    }

    let name: String
    let pattern: String
    let host: String?
    let matching: Matching
    let fragmentParameters: Bool
    let kind: Kind
    let components: [Component]
    let fragmentRoute: [UInt8]?

    init(
        _ name: String, _ pattern: String, host: String? = nil, matching: Matching = .prefix,
        fragmentParameters: Bool = false, kind: Kind = .path
    ) {
        self.name = name
        self.pattern = pattern
        self.host = host
        self.matching = matching
        self.fragmentParameters = fragmentParameters
        self.kind = kind
        let bytes = Array(pattern.utf8)
        let hash = bytes.firstIndex(of: UInt8(ascii: "#"))
        fragmentRoute = hash.map { Percent.decode(bytes[($0 + 1)...]) ?? [] }
        var path = bytes[..<(hash ?? bytes.endIndex)].dropFirst()
        if path.last == UInt8(ascii: "/") { path = path.dropLast() }
        components =
            path.isEmpty
            ? []
            : path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { component in
                component.first == UInt8(ascii: ":")
                    ? .placeholder(String(decoding: component.dropFirst(), as: UTF8.self))
                    : .literal(Percent.decode(component) ?? [])
            }
    }

    var placeholderNames: [String] {
        components.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    var isTyped: Bool {
        if case .path = kind { false } else { true }
    }

    /// Whether the registration matches `url`, by host, components, mode and fragment route.
    func matches(_ url: ReferenceURL) -> Bool {
        if let host, url.host != Array(host.utf8).map(ReferenceURL.lowercased) { return false }
        guard matching == .exact ? url.components.count == components.count : url.components.count >= components.count else {
            return false
        }
        for (component, text) in zip(components, url.components) {
            switch component {
            case .placeholder: if text.isEmpty { return false }
            case .literal(let literal): if Percent.decode(text) != literal { return false }
            }
        }
        if let fragmentRoute {
            guard let urlRoute = url.fragmentRoute, Percent.decode(urlRoute) == fragmentRoute else { return false }
        }
        return true
    }
}
