/// How browsers read the URLs of a scheme, which decides how strictly Pathways reads them.
///
/// The WHATWG URL Standard, which browsers follow, reads its *special* schemes apart from all
/// others: it skips any number of slashes (and backslashes) after `https:`, requires a host, and
/// parses that host as a domain name or an IP address. Pathways accepts only the spellings of
/// those URLs that it reads exactly as a browser does (URL-8 to URL-13).
enum SchemeKind: Equatable {
    /// `http`, `https`, `ws`, `wss` and `ftp`: a non-empty host is required, right after `//`.
    case special(defaultPort: Int)
    /// `file`: the host may be empty, a port is not allowed, and `localhost` means no host.
    case file
    /// Every other scheme: RFC 3986's generic reading, which is also the standard's reading of a
    /// non-special URL (an opaque host, kept as written).
    case other

    /// The special schemes and their default ports: the one list of them.
    private static let special: [(key: UInt64, kind: SchemeKind)] = [
        (key("ftp"), .special(defaultPort: 21)),
        (key("file"), .file),
        (key("http"), .special(defaultPort: 80)),
        (key("https"), .special(defaultPort: 443)),
        (key("ws"), .special(defaultPort: 80)),
        (key("wss"), .special(defaultPort: 443)),
    ]

    /// A name of at most seven bytes, folded to lower case, and its length, as one number; `nil`
    /// for a longer name.
    private static func key<Name: Collection<UInt8>>(_ name: Name) -> UInt64? {
        let count = name.count
        guard count <= 7 else { return nil }
        return name.reduce(UInt64(count)) { $0 << 8 | UInt64(ASCII.lowercased($1)) }
    }

    private static func key(_ name: StaticString) -> UInt64 {
        key(String(describing: name).utf8) ?? 0
    }

    /// The kind of a scheme's name, compared ASCII case-insensitively.
    init<Name: Collection<UInt8>>(_ name: Name) {
        // Every URL is classified: one number per name, compared with six.
        guard let key = Self.key(name) else {
            self = .other
            return
        }
        self = Self.special.first { $0.key == key }?.kind ?? .other
    }

    /// Whether a browser parses this scheme's hosts as domain names and IP addresses.
    var parsesHosts: Bool { self != .other }

    /// The port a browser leaves out when it writes a URL of this scheme.
    var defaultPort: Int? {
        if case .special(let port) = self { port } else { nil }
    }
}
