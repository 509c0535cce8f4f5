import Pathways

/// Asks a router which links it takes, without running a handler (SPEC: ASSOC-21).
struct RouterProbe {
    let router: Pathways

    /// The most spellings of one decoded link that are tried.
    static let maximumSpellings = 256

    /// The positions in `routes` of the routes that match `url`; `nil` when the router refuses
    /// the URL itself.
    func positions(_ url: String) -> [Int]? {
        do throws(PathwayError) {
            return try router.matchingRoutePositions(url)
        } catch {
            return nil
        }
    }

    /// Whether some route takes `url`.
    func accepts(_ url: String) -> Bool {
        !(positions(url) ?? []).isEmpty
    }

    /// The link as Pathways writes it for the decoded texts, and whether the router takes any
    /// link that reads as these texts once decoded, as a system that decodes links before
    /// matching them reads it: each `/` in the path and the fragment may have been `%2F`, and
    /// each `?` in the fragment `%3F`. For example `/notes/a/b` is taken when the router takes
    /// `/notes/a%2Fb`.
    func decodedLink(origin: String, path: String, query: String?, fragment: String?) -> (url: String, accepted: Bool) {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let pathSpellings = Self.spellings(segments, separators: ["/", "%2F"])
        let fragmentSpellings = fragment.map(Self.fragmentSpellings) ?? [""]
        let queryText = query.map { "?" + PercentText.encoded($0, keeping: [UInt8(ascii: "&"), UInt8(ascii: "=")]) } ?? ""
        let canonical = origin + (pathSpellings.first ?? "/") + queryText + (fragmentSpellings.first ?? "")
        var tried = 0
        for pathText in pathSpellings {
            for fragmentText in fragmentSpellings {
                guard tried < Self.maximumSpellings else { return (canonical, false) }
                tried += 1
                if accepts(origin + pathText + queryText + fragmentText) { return (canonical, true) }
            }
        }
        return (canonical, false)
    }

    /// `/` followed by the segments joined by each choice of separator, the first choice
    /// first; at most ``maximumSpellings``.
    private static func spellings(_ segments: [String], separators: [String]) -> [String] {
        guard let first = segments.first else { return ["/"] }
        var texts = ["/" + PercentText.encoded(first)]
        for segment in segments.dropFirst() {
            texts = texts.flatMap { text in separators.map { text + $0 + PercentText.encoded(segment) } }.prefix(maximumSpellings).map {
                $0
            }
        }
        return texts
    }

    /// A decoded fragment written as `#` and a raw text: the fragment route ends at the first
    /// `?` written as itself; every `/` may be `%2F`.
    private static func fragmentSpellings(_ fragment: String) -> [String] {
        let parts = fragment.split(separator: "?", omittingEmptySubsequences: false).map(String.init)
        var results: [String] = []
        // The route is the text up to the `?` written as itself: the first, a later one, or none
        // (`split` is the number of parts the route holds; all of them when no `?` is raw).
        for split in 1...parts.count {
            let route = parts[..<split].joined(separator: "?")
            let parameters = parts[split...].joined(separator: "?")
            let routeSegments = route.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            var routeTexts = [PercentText.encoded(routeSegments.first ?? "")]
            for segment in routeSegments.dropFirst() {
                routeTexts = routeTexts.flatMap { text in ["/", "%2F"].map { text + $0 + PercentText.encoded(segment) } }
                    .prefix(maximumSpellings).map { $0 }
            }
            let suffix = split < parts.count ? "?" + PercentText.encoded(parameters, keeping: [UInt8(ascii: "&"), UInt8(ascii: "=")]) : ""
            results += routeTexts.map { "#" + $0 + suffix }
        }
        return Array(results.prefix(maximumSpellings))
    }
}
