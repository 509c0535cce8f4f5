/// How browsers read the URLs of a scheme, which decides how strictly Pathways reads them.
///
/// The WHATWG URL Standard, which browsers follow, reads its *special* schemes apart from all
/// others: it skips any number of slashes (and backslashes) after `https:`, requires a host, and
/// parses that host as a domain name or an IP address. Pathways accepts only the spellings of
/// those URLs that it reads exactly as a browser does (URL-8 to URL-13).
package enum SchemeKind: Equatable {
    /// `http`, `https`, `ws`, `wss` and `ftp`: a non-empty host is required, right after `//`.
    case special(defaultPort: Int)
    /// `file`: the host may be empty, a port is not allowed, and `localhost` means no host.
    case file
    /// Every other scheme: RFC 3986's generic reading, which is also the standard's reading of a
    /// non-special URL (an opaque host, kept as written).
    case other

    /// A scheme's name folded to lower case, as one number, built a byte at a time while the
    /// reader scans the scheme: the kind of every URL is then found with a few comparisons.
    struct Name {
        private var packed: UInt64 = 0
        private var count = 0

        /// Adds the name's next byte.
        mutating func append(_ byte: UInt8) {
            count += 1
            if count <= 7 { packed = packed << 8 | UInt64(ASCII.lowercased(byte)) }
        }

        /// The name and its length in one number; names of more than seven bytes share one,
        /// which no special scheme has.
        var key: UInt64 { count <= 7 ? UInt64(count) << 56 | packed : .max }

        init() {}

        init<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
            for byte in bytes { append(byte) }
        }
    }

    /// The special schemes and their default ports: the one list of them.
    private static let special: [(key: UInt64, kind: SchemeKind)] = [
        (Name("ftp".utf8).key, .special(defaultPort: 21)),
        (Name("file".utf8).key, .file),
        (Name("http".utf8).key, .special(defaultPort: 80)),
        (Name("https".utf8).key, .special(defaultPort: 443)),
        (Name("ws".utf8).key, .special(defaultPort: 80)),
        (Name("wss".utf8).key, .special(defaultPort: 443)),
    ]

    /// The kind of the scheme `name`.
    init(_ name: Name) {
        let key = name.key
        self = .other
        for entry in Self.special where entry.key == key {
            self = entry.kind
            return
        }
    }

    /// The kind of a scheme's name, compared ASCII case-insensitively.
    init<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        self.init(Name(bytes))
    }

    /// Whether a browser parses this scheme's hosts as domain names and IP addresses.
    var parsesHosts: Bool { self != .other }

    /// The port a browser leaves out when it writes a URL of this scheme.
    var defaultPort: Int? {
        if case .special(let port) = self { port } else { nil }
    }
}

extension SchemeKind {
    /// Whether `scheme` is one of the special schemes, whose empty path a browser writes as `/`
    /// (URL-8); for the association module, which reads links as the systems receive them.
    package static func isSpecial(_ scheme: String) -> Bool {
        SchemeKind(scheme.utf8) != .other
    }
}
