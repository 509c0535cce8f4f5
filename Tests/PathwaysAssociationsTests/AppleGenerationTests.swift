import Pathways
import PathwaysAssociations
import PathwaysTestSupport
import Testing

@Suite("Generating apple-app-site-association files")
struct AppleGenerationTests {
    @Test("ASSOC-1: one details entry, the host's and the hostless routes in precedence order, duplicates once")
    func fileShape() throws {
        let routes = router([
            RouteSpec(pattern: "/", host: nil), RouteSpec(pattern: "/settings", matching: .prefix),
            RouteSpec(pattern: "/posts/:slug", host: "blog.example.com"), RouteSpec(pattern: "/products/featured"),
            RouteSpec(pattern: "/settings", host: nil, matching: .prefix),
        ])
        let file = try AppSiteAssociation(router: routes, host: "Example.COM", appIDs: [appID, "ABCDE12345.com.example.beta"])
        #expect(componentPaths(file) == [#""/products/featured""#, #""/products/featured/""#, #""/settings""#, #""/settings/*""#, #""/""#])
        #expect(file.json.contains(#""appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.beta"]"#))
        #expect(file.json.contains(#""comment": "example.com /settings prefix path-only""#))
        #expect(!file.json.contains("\"* /settings prefix"), "the hostless /settings duplicates the host's and is left out")
        #expect(file.unknownKeys.isEmpty)
        let empty = try AppSiteAssociation(router: router([RouteSpec(pattern: "/a")]), host: "other.example", appIDs: [appID])
        #expect(componentPaths(empty).isEmpty)
        #expect(!empty.delivers("https://other.example/a", to: appID))
    }

    @Test("ASSOC-2: percentEncoded false everywhere, caseSensitive false only for case-insensitive routes, no query, no exclusion")
    func settings() throws {
        let routes = router([RouteSpec(pattern: "/Help/:topic", matching: .prefix, caseInsensitive: true), RouteSpec(pattern: "/a")])
        let file = try AppSiteAssociation(router: routes, host: "example.com", appIDs: [appID])
        #expect(file.json.components(separatedBy: #""percentEncoded": false"#).count == 4)
        #expect(file.json.components(separatedBy: #""caseSensitive": false"#).count == 2)
        #expect(!file.json.contains("\"?\"") && !file.json.contains("exclude"))
        #expect(file.delivers("https://example.com/HELP/Privacy", to: appID))
        #expect(file.delivers("https://example.com/%61", to: appID), "decoded before matching, as the router reads it")
    }

    @Test("ASSOC-3: literals decoded, placeholders and catch-alls as ?*, exact and prefix endings, the root")
    func paths() throws {
        let cases: [(RouteSpec, [String])] = [
            (RouteSpec(pattern: "/settings", matching: .prefix), [#""/settings""#, #""/settings/*""#]),
            (RouteSpec(pattern: "/caf%C3%A9/v1.0"), [#""/café/v1.0""#, #""/café/v1.0/""#]),
            (RouteSpec(pattern: "/files/*path"), [#""/files/?*""#]),
            (RouteSpec(pattern: "/teams/:team/members", matching: .prefix), [#""/teams/?*/members""#, #""/teams/?*/members/*""#]),
            (RouteSpec(pattern: "/products/:id", matching: .prefix), [#""/products/?*""#]),
            (RouteSpec(pattern: "/"), [#""/""#]),
            (RouteSpec(pattern: "/", matching: .prefix), [#""/*""#]),
            (RouteSpec(pattern: "/price$(x)"), [#""/price?(x)""#, #""/price?(x)/""#]),
            (RouteSpec(pattern: "/a%2Fb"), [#""/a/b""#, #""/a/b/""#]),
        ]
        for (route, expected) in cases {
            let file = try AppSiteAssociation(router: router([route]), host: "example.com", appIDs: [appID])
            #expect(componentPaths(file) == expected, "\(route)")
        }
    }

    @Test("ASSOC-4: a fragment route's pieces, with * for its parameters unless it ends in a placeholder")
    func fragments() throws {
        let routes = router([
            RouteSpec(pattern: "/callback#complete"), RouteSpec(pattern: "/app#/item/:id"), RouteSpec(pattern: "/docs#/*page"),
        ])
        let file = try AppSiteAssociation(router: routes, host: "example.com", appIDs: [appID])
        #expect(file.json.contains(##""#": "complete*""##))
        #expect(file.json.contains(##""#": "/item/?*""##))
        #expect(file.json.contains(##""#": "/?*""##))
        #expect(file.delivers("https://example.com/callback#complete?token=a%2Bb", to: appID))
        #expect(!file.delivers("https://example.com/callback", to: appID))
        #expect(!file.delivers("https://example.com/callback#cancel", to: appID))
        #expect(file.delivers("https://example.com/app/#/item/7", to: appID))
    }

    @Test("ASSOC-5: a generated file delivers every URL a generated route table accepts (property, 400 tables)")
    func coverageProperty() throws {
        var generator = SplitMix64(seed: 17)
        var checked = 0
        for _ in 0..<400 {
            let table = GeneratedTable(&generator)
            let routes = table.router
            let file = try AppSiteAssociation(router: routes, host: "example.com", appIDs: [appID])
            for url in table.acceptedURLs(&generator, router: routes) {
                checked += 1
                #expect(file.delivers(url, to: appID), "\(url) is accepted by \(table.specs) but not delivered by\n\(file.json)")
            }
        }
        #expect(checked > 2_000)
    }

    @Test("ASSOC-5: what a generated file delivers beyond the router is what no pattern can tell apart")
    func overCoverage() throws {
        let routes = router([RouteSpec(pattern: "/notes/:title"), RouteSpec(pattern: "/callback#complete"), RouteSpec(pattern: "/a*b")])
        let file = try AppSiteAssociation(router: routes, host: "example.com", appIDs: [appID])
        #expect(file.delivers("https://example.com/notes/a/b", to: appID), "the decoded form of /notes/a%2Fb")
        #expect(file.delivers("https://example.com/callback#completed", to: appID), "a pattern cannot write a plain ?")
        #expect(file.delivers("https://example.com/aXYZb", to: appID), "a literal * can only be written as a wildcard")
        #expect(!file.delivers("https://example.com/notes", to: appID))
        #expect(!file.delivers("https://example.com/notes/", to: appID))
    }

    @Test("ASSOC-9: hosts and app IDs are checked before anything is written")
    func arguments() {
        let routes = router([RouteSpec(pattern: "/a")])
        for host in ["example.com:443", "example.com.", "", "exa mple.com", "0x7f.1"] {
            expectAssociationError(.invalidHost, at: "host") { _ = try AppSiteAssociation(router: routes, host: host, appIDs: [appID]) }
        }
        expectAssociationError(.invalidAppID, at: "appIDs") { _ = try AppSiteAssociation(router: routes, host: "example.com", appIDs: []) }
        for bad in ["com example", "app", ".x.y", "x.y.", "a\"b.c"] {
            expectAssociationError(.invalidAppID, at: "appIDs[1]") {
                _ = try AppSiteAssociation(router: routes, host: "example.com", appIDs: [appID, bad])
            }
        }
    }
}
