import PathwaysTestSupport
import Testing

@testable import Pathways
@testable import PathwaysAssociations

/// Generated route tables order their routes the same way in the router, which tries them in
/// the order of its walk over the trie, and in PathwaysAssociations, which lists them in the
/// order of ``Precedence`` (SPEC section 8); and ``TieKey`` calls two routes that match the
/// same URL a tie exactly when precedence cannot tell them apart.
@Suite("Precedence: the router and the associations order routes alike")
struct PrecedenceAgreementTests {
    /// One registration.
    struct Spec: CustomStringConvertible {
        var pattern: String
        var host: String?
        var origin: String?
        var matching: Matching
        var caseInsensitive: Bool

        var description: String {
            "\(origin ?? host ?? "*") \(pattern) \(matching)\(caseInsensitive ? " case-insensitive" : "")"
        }
    }

    /// A random table: a router without origins (with the custom scheme `shop`) or one with the
    /// origins `https://example.com` and `shop://`, whose routes may be limited to either.
    struct Table: CustomStringConvertible {
        let withOrigins: Bool
        let specs: [Spec]

        /// Literals, as patterns write them: `caf%C3%A9` and `caf%c3%a9` are one literal
        /// (PREC-7), `a` and `A` one literal for a route without case.
        static let literals = ["a", "A", "b", "caf%C3%A9", "caf%c3%a9"]
        static let fragmentRoutes = ["done", "/a/:f", "/*tail", "/a/b", "/:f/b", "/A/b"]

        init(_ generator: inout SplitMix64) {
            withOrigins = Bool.random(using: &generator)
            var specs: [Spec] = []
            for _ in 0..<Int.random(in: 2...8, using: &generator) {
                var components: [String] = []
                let count = Int.random(in: 0...3, using: &generator)
                for index in 0..<count {
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0...4: components.append(Self.literals.randomElement(using: &generator) ?? "a")
                    case 5...7: components.append(":p\(index)")
                    default: components.append(index == count - 1 ? "*rest" : ":p\(index)")
                    }
                }
                var pattern = "/" + components.joined(separator: "/")
                if Int.random(in: 0..<3, using: &generator) == 0 {
                    pattern += "#" + (Self.fragmentRoutes.randomElement(using: &generator) ?? "done")
                }
                var host: String?
                var origin: String?
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: host = "example.com"
                case 1 where withOrigins: origin = "https://example.com"
                case 2 where withOrigins: origin = "shop://"
                default: break
                }
                specs.append(
                    Spec(
                        pattern: pattern, host: host, origin: origin, matching: Bool.random(using: &generator) ? .exact : .prefix,
                        caseInsensitive: Int.random(in: 0..<3, using: &generator) == 0))
            }
            self.specs = specs
        }

        /// The router, with the routes registered in the order of `specs`.
        func router(_ specs: [Spec]) -> Pathways {
            var router = withOrigins ? Pathways(origins: ["https://example.com", "shop://"]) : Pathways(customSchemes: ["shop"])
            for spec in specs {
                router.register(
                    host: spec.host, origin: spec.origin, path: spec.pattern, matching: spec.matching,
                    caseInsensitive: spec.caseInsensitive
                ) { _ in }
            }
            return router
        }

        /// URLs made of the literals' spellings and other text, on the web host the routes name,
        /// on another one, and in the custom scheme.
        func urls(_ generator: inout SplitMix64) -> [String] {
            let texts = ["a", "A", "b", "caf%C3%A9", "CAF%c3%A9", "x", "y"]
            let fragments = ["", "", "#done", "#DONE", "#/a/b", "#/a/x", "#/A/b", "#/x/b/c", "#/a"]
            return (0..<40).map { _ in
                let components = (0..<Int.random(in: 0...4, using: &generator)).map { _ in texts.randomElement(using: &generator) ?? "a" }
                let path = "/" + components.joined(separator: "/")
                let fragment = fragments.randomElement(using: &generator) ?? ""
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: return "https://other.example" + path + fragment
                case 1: return "shop:/" + path + fragment
                default: return "https://example.com" + path + fragment
                }
            }
        }

        var description: String { (withOrigins ? "origins; " : "") + specs.map(\.description).joined(separator: "; ") }
    }

    /// The positions of the routes that PathwaysAssociations lists for the URL's host or custom
    /// scheme, in the order it lists them.
    static func associationOrder(_ router: Pathways, _ url: String) -> [Int] {
        let entries =
            url.hasPrefix("shop:")
            ? RouteOrder.routes(of: router, onCustomScheme: "shop")
            : RouteOrder.routes(of: router, on: url.hasPrefix("https://example.com") ? "example.com" : "other.example")
        return entries.map(\.position)
    }

    @Test("PREC-1 to PREC-7: match tries routes in the order the associations list them", arguments: [1, 2, 3, 4] as [UInt64])
    func routerAndAssociationsAgree(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var pairs = 0
        for _ in 0..<150 {
            let table = Table(&generator)
            let router = table.router(table.specs)
            try #require(router.registrationErrors.isEmpty, "\(table)")
            for url in table.urls(&generator) {
                let matched = try router.matchingRoutePositions(url)
                let listed = Self.associationOrder(router, url)
                #expect(Set(matched).isSubset(of: listed), "\(url) in \(table)")
                #expect(listed.filter(matched.contains) == matched, "\(url) in \(table)")
                pairs += matched.count * (matched.count - 1) / 2
            }
        }
        // The tables are made so that many URLs match several routes.
        #expect(pairs > 1_000)
    }

    @Test("ASSOC-1, ASSOC-6: generated components and filters list routes in the order match tries them", arguments: [5, 6] as [UInt64])
    func generatedFilesAgree(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var compared = 0
        for _ in 0..<60 {
            let table = Table(&generator)
            let router = table.router(table.specs)
            try #require(router.registrationErrors.isEmpty, "\(table)")
            let descriptions = router.routes.map(\.description)
            let file = try AppSiteAssociation(router: router, host: "example.com", appIDs: [appID])
            let components = Self.comments(file.json, after: "\"comment\": \"", upTo: "\"")
            let filters = try IntentFilters(router: router, hosts: ["example.com"])
            let rules = Self.comments(filters.xml, after: "<!-- ", upTo: " -->")
            for url in table.urls(&generator) where url.hasPrefix("https://example.com") {
                let matched = try router.matchingRoutePositions(url).map { descriptions[$0] }
                for listing in [components, rules] {
                    // A route whose components an earlier route already gave is not listed again.
                    let positions = matched.compactMap { listing.firstIndex(of: $0) }
                    #expect(positions == positions.sorted(), "\(url) in \(table)")
                    compared += Set(positions).count * (Set(positions).count - 1) / 2
                }
            }
        }
        #expect(compared > 200)
    }

    /// The text of each comment of a generated document, in order.
    static func comments(_ text: String, after opening: String, upTo closing: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: opening), let end = line[start.upperBound...].range(of: closing) else { return nil }
            return String(line[start.upperBound..<end.lowerBound])
        }
    }

    @Test(
        "PREC-6, REG-7: of two routes that match a URL, TieKey ties them exactly when precedence and host cannot tell them apart, and only then does registration order decide",
        arguments: [7, 8] as [UInt64])
    func tiesAgree(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var (ties, ranked) = (0, 0)
        for _ in 0..<150 {
            let table = Table(&generator)
            let router = table.router(table.specs)
            let reversed = table.router(table.specs.reversed())
            try #require(router.registrationErrors.isEmpty && reversed.registrationErrors.isEmpty, "\(table)")
            let routes = router.routes
            let last = routes.count - 1
            for url in table.urls(&generator) {
                let matched = try router.matchingRoutePositions(url)
                let matchedReversed = try reversed.matchingRoutePositions(url).map { last - $0 }
                #expect(Set(matched) == Set(matchedReversed), "\(url) in \(table)")
                for (index, earlier) in matched.enumerated() {
                    for later in matched[(index + 1)...] {
                        let (first, second) = (routes[earlier], routes[later])
                        let tied = TieKey(first) == TieKey(second)
                        // Two routes that match one URL share an origin; case folding changes only
                        // how literals compare, which precedence tells apart (REG-7).
                        let alike = first.precedence == second.precedence && first.host == second.host
                        #expect(tied == alike, "\(first) and \(second) for \(url)")
                        // Precedence decides, whichever was registered first; a tie goes to the
                        // first registered.
                        #expect(first.precedence < second.precedence || (first.precedence == second.precedence && earlier < later))
                        let flipped = (matchedReversed.firstIndex(of: later) ?? 0) < (matchedReversed.firstIndex(of: earlier) ?? 0)
                        #expect(flipped == (first.precedence == second.precedence), "\(first) and \(second) for \(url)")
                        if tied { ties += 1 } else if first.precedence != second.precedence { ranked += 1 }
                    }
                }
            }
        }
        // Both kinds of pair occur.
        #expect(ties > 50)
        #expect(ranked > 500)
    }
}
