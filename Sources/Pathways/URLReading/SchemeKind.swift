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
    private static let special: [(name: [UInt8], kind: SchemeKind)] = [
        (Array("ftp".utf8), .special(defaultPort: 21)),
        (Array("file".utf8), .file),
        (Array("http".utf8), .special(defaultPort: 80)),
        (Array("https".utf8), .special(defaultPort: 443)),
        (Array("ws".utf8), .special(defaultPort: 80)),
        (Array("wss".utf8), .special(defaultPort: 443)),
    ]

    /// The kind of a scheme's name, compared ASCII case-insensitively.
    init<Name: Collection<UInt8>>(_ name: Name) where Name.Index == Int {
        // Every URL is classified: the length picks the candidates before any byte is compared.
        let count = name.count
        self = .other
        guard count >= 2, count <= 5 else { return }
        for candidate in Self.special where candidate.name.count == count {
            var index = 0
            var start = name.startIndex
            while index < count, ASCII.lowercased(name[start]) == candidate.name[index] {
                index += 1
                start += 1
            }
            if index == count {
                self = candidate.kind
                return
            }
        }
    }

    /// Whether a browser parses this scheme's hosts as domain names and IP addresses.
    var parsesHosts: Bool { self != .other }

    /// The port a browser leaves out when it writes a URL of this scheme.
    var defaultPort: Int? {
        if case .special(let port) = self { port } else { nil }
    }
}
