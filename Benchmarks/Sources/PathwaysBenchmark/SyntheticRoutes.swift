/// Generated route tables of any size, with URLs that hit routes spread across the table.
///
/// Route `i` has one of four shapes, cycling with `i`:
///
///     /{section}/{leaf}            /{section}/:id/{leaf}
///     /{section}/{leaf}/:key       /{section}/:id/{leaf}/:sub
///
/// There are about sqrt(N) sections, so the trie is about sqrt(N) wide at the root and again
/// below each section; every `leaf` literal is unique. Literals are 8 to 20 bytes long, like
/// the GitHub set's.
enum SyntheticRoutes {
    private static let sectionWords = [
        "accounts", "billing", "catalog", "devices", "editorial", "feeds", "galleries", "help",
        "inbox", "journeys", "kiosks", "library", "messages", "news", "offers", "payments",
    ]
    private static let leafWords = ["settings", "history", "details", "members", "archive", "reports", "preview"]

    static func patterns(count: Int) -> [String] {
        let sections = max(1, Int(Double(count).squareRoot()))
        return (0..<count).map { index in
            let sectionIndex = (index / 4) % sections
            let section = "\(sectionWords[sectionIndex % sectionWords.count])\(sectionIndex / sectionWords.count)"
            let leaf = "\(leafWords[index % leafWords.count])-\(index)"
            switch index % 4 {
            case 0: return "/\(section)/\(leaf)"
            case 1: return "/\(section)/:id/\(leaf)"
            case 2: return "/\(section)/\(leaf)/:key"
            default: return "/\(section)/:id/\(leaf)/:sub"
            }
        }
    }

    /// The same table with a catch-all after every second route's last component, so that half
    /// the routes are catch-alls beside literals and placeholders at every depth.
    static func catchAllPatterns(count: Int) -> [String] {
        patterns(count: count).enumerated().map { index, pattern in index % 2 == 0 ? pattern + "/*rest" : pattern }
    }

    /// Up to 256 URLs for routes spread evenly over the table, each with the index of the route
    /// it must reach; a catch-all takes three components.
    static func urls(patterns: [String]) -> [(url: String, route: Int)] {
        let count = min(patterns.count, 256)
        return (0..<count).map { position in
            let route = position * patterns.count / count
            let path = patterns[route].split(separator: "/").map { component in
                switch component {
                case ":id": "\(10_000 + position * 7)"
                case ":key": "k\(position)"
                case ":sub": "draft-\(position)"
                case "*rest": "2026/notes/a%2Fb"
                default: String(component)
                }
            }
            return ("https://example.com/" + path.joined(separator: "/"), route)
        }
    }
}
