import Pathways
import PathwaysAssociations
import PathwaysTestSupport
import Testing

@Suite("Checking associations against a router")
struct VerificationTests {
    static let routes = [
        RouteSpec(pattern: "/products/:id"), RouteSpec(pattern: "/products/featured"), RouteSpec(pattern: "/settings", matching: .prefix),
        RouteSpec(pattern: "/files/*path"), RouteSpec(pattern: "/app#/item/:id"), RouteSpec(pattern: "/callback#complete"),
        RouteSpec(pattern: "/Help/:topic", matching: .prefix, caseInsensitive: true), RouteSpec(pattern: "/caf%C3%A9", host: nil),
        RouteSpec(pattern: "/posts/:slug", host: "blog.example.com"),
    ]

    @Test("ASSOC-21: a generated file and generated filters are consistent with the router they came from")
    func generatedIsConsistent() throws {
        let app = router(Self.routes)
        for host in ["example.com", "blog.example.com"] {
            let file = try AppSiteAssociation(router: app, host: host, appIDs: [appID])
            let report = file.verify(against: app, host: host, appID: appID)
            #expect(report.isConsistent, "\(report)")
            for syntax in IntentFilters.PatternSyntax.allCases {
                let filters = try IntentFilters(router: app, hosts: [host], syntax: syntax)
                let androidReport = filters.verify(against: app, host: host)
                #expect(androidReport.isConsistent, "\(syntax): \(androidReport)")
            }
        }
        #expect(
            AssociationReport.self
                == type(
                    of: try AppSiteAssociation(router: app, host: "example.com", appIDs: [appID]).verify(
                        against: app, host: "example.com", appID: appID)))
    }

    @Test("ASSOC-21: generated associations are consistent for generated route tables (property, 60 tables)")
    func generatedProperty() throws {
        var generator = SplitMix64(seed: 41)
        for _ in 0..<60 {
            let table = GeneratedTable(&generator)
            let file = try AppSiteAssociation(router: table.router, host: "example.com", appIDs: [appID])
            let report = file.verify(against: table.router, host: "example.com", appID: appID)
            #expect(report.isConsistent, "\(table.specs): \(report)")
            let filters = try IntentFilters(router: table.router, hosts: ["example.com"])
            let androidReport = filters.verify(against: table.router, host: "example.com")
            #expect(androidReport.isConsistent, "\(table.specs): \(androidReport)")
        }
    }

    @Test("ASSOC-21: a hand-written file: routes it misses, components no route uses, and unknown keys")
    func handWrittenFile() throws {
        let app = router(Self.routes)
        let file = try AppSiteAssociation(
            json: """
                {"applinks": {"details": [{"appIDs": ["\(appID)"], "components": [
                    {"/": "/products/*"},
                    {"/": "/settings/*", "exlude": true},
                    {"/": "/legacy/*"},
                    {"/": "/products/42", "exclude": true},
                    {"/": "/files/*"}
                ]}]}}
                """)
        let report = file.verify(against: app, host: "example.com", appID: appID)
        #expect(!report.isConsistent)
        let undelivered = Dictionary(
            report.undeliveredRoutes.map { ($0.route.pattern.text, $0.url) }, uniquingKeysWith: { first, _ in first })
        #expect(undelivered["/settings"] == "https://example.com/settings", "/settings/* does not take /settings itself")
        #expect(undelivered["/app#/item/:id"] == "https://example.com/app#/item/1")
        #expect(undelivered["/callback#complete"] == "https://example.com/callback#complete")
        #expect(undelivered["/Help/:topic"] == "https://example.com/Help/1")
        #expect(undelivered["/caf%C3%A9"] == "https://example.com/caf%C3%A9")
        #expect(undelivered["/products/:id"] == nil, "/products/42 is excluded, but only after /products/* delivered it")
        #expect(undelivered["/files/*path"] == nil)
        #expect(report.unroutedPatterns.map(\.location) == ["$.applinks.details[0].components[2]"])
        #expect(report.unroutedPatterns.first?.url == "https://example.com/legacy/x")
        #expect(report.unroutedPatterns.first?.rule == #"{ "/": "/legacy/*" }"#)
        // /products/* and /files/* serve routes, and also take the bare /products/ and /files/.
        #expect(report.overBroadPatterns.map(\.location) == ["$.applinks.details[0].components[0]", "$.applinks.details[0].components[4]"])
        #expect(report.overBroadPatterns.map(\.url) == ["https://example.com/products/", "https://example.com/files/"])
        #expect(report.description.contains("over-broad: https://example.com/products/"))
        #expect(report.unknownKeys == ["$.applinks.details[0].components[1].exlude"])
        #expect(report.description.contains("not delivered: https://example.com/settings (route example.com /settings prefix path-only)"))
        #expect(report.description.contains("not routed: https://example.com/legacy/x"))
        #expect(report.description.contains("unknown key: $.applinks.details[0].components[1].exlude"))
    }

    @Test("ASSOC-21: an exclusion that shadows a route is found with the file's own texts")
    func exclusionFound() throws {
        let app = router([RouteSpec(pattern: "/products/:id")])
        let file = try file(#"{"/": "/products/42", "exclude": true}, {"/": "/products/*"}"#)
        let report = file.verify(against: app, host: "example.com", appID: appID)
        #expect(report.undeliveredRoutes.map(\.url) == ["https://example.com/products/42"])
        #expect(report.unroutedPatterns.isEmpty && report.unknownKeys.isEmpty)
        #expect(report.overBroadPatterns.map(\.url) == ["https://example.com/products/"])
    }

    @Test("ASSOC-21: a component that decodes links counts as routed when a spelling with %2F is")
    func decodedSpellings() throws {
        let app = router([RouteSpec(pattern: "/notes/:title/edit")])
        let file = try file(#"{"/": "/notes/a/b/edit", "percentEncoded": false}"#)
        let report = file.verify(against: app, host: "example.com", appID: appID)
        #expect(report.unroutedPatterns.isEmpty, "/notes/a%2Fb/edit is routed and reads the same once decoded")
        let raw = try self.file(#"{"/": "/notes/a/b/edit"}"#).verify(against: app, host: "example.com", appID: appID)
        #expect(raw.unroutedPatterns.map(\.url) == ["https://example.com/notes/a/b/edit"], "compared as written, it is another link")
    }

    @Test("ASSOC-21: hand-written filters: a missing host rule, a dead rule, a glob that never matches, a typo")
    func handWrittenFilters() throws {
        let app = router([RouteSpec(pattern: "/users/:id/posts"), RouteSpec(pattern: "/settings", matching: .prefix)])
        let filters = try filter(
            #"""
            <data android:scheme="https" /><data android:host="example.com" />
            <data android:pathPattern="/users/.*/posts" />
            <data android:pathPrefix="/old" />
            <data android:pathAdvancedPattern="/users/.+/posts" />
            <data android:pathPatern="/settings" />
            """#)
        let report = filters.verify(against: app, host: "example.com")
        #expect(report.undeliveredRoutes.map(\.url) == ["https://example.com/users/x%2Fy/posts", "https://example.com/settings"])
        #expect(
            report.unroutedPatterns.map(\.location) == [
                "/intent-filter[1]/data[4]/@android:pathPrefix"
            ])
        #expect(report.unroutedPatterns.first?.url == "https://example.com/old")
        #expect(report.unknownKeys == ["/intent-filter[1]/data[6]/@android:pathPatern"])
        let everything = try filter(#"<data android:scheme="https" /><data android:host="example.com" />"#)
        let broad = everything.verify(against: app, host: "example.com")
        #expect(broad.unroutedPatterns.isEmpty, "a filter without path rules takes the routes' links too")
        #expect(broad.overBroadPatterns.map(\.rule) == ["every path"], "and also the root, which no route takes")
        #expect(broad.overBroadPatterns.first?.url == "https://example.com/")
        let nothing = try filter(#"<data android:scheme="https" /><data android:host="example.com" />"#).verify(
            against: router([]), host: "example.com")
        #expect(nothing.unroutedPatterns.map(\.rule) == ["every path"])
        #expect(nothing.unroutedPatterns.first?.url == "https://example.com/")
    }

    @Test("ASSOC-21: Android ignores fragments, so a fragment route's path rule is in use")
    func androidFragments() throws {
        let app = router([RouteSpec(pattern: "/app#/item/:id")])
        let filters = try filter(
            #"<data android:scheme="https" /><data android:host="example.com" /><data android:path="/app" /><data android:path="/app/" />"#)
        #expect(filters.verify(against: app, host: "example.com").isConsistent)
    }

    @Test("ASSOC-35: an app ID that no details entry lists is a note that lists the file's app IDs")
    func unlistedAppID() throws {
        let app = router([RouteSpec(pattern: "/articles/:year/:month/:slug"), RouteSpec(pattern: "/live")])
        let file = try AppSiteAssociation(
            json: #"""
                {"applinks": {"details": [
                  {"appIDs": ["ABCDE12345.com.example.news", "ABCDE12345.com.example.tv"], "components": [{"/": "/articles/*"}]},
                  {"appID": "ABCDE12345.com.example.news", "components": [{"/": "/live"}]},
                  {"appIDs": [], "components": [{"/": "*"}]}
                ]}}
                """#)
        let report = file.verify(against: app, host: "example.com", appID: "ZZZZZ.com.other")
        #expect(
            report.notes == [
                "no details entry lists the app ID ZZZZZ.com.other; the file lists ABCDE12345.com.example.news, "
                    + "ABCDE12345.com.example.tv (check the team ID and the bundle identifier)"
            ], "\(report)")
        #expect(report.undeliveredRoutes.count == 2, "the findings stay: \(report)")
        #expect(report.description.contains("note: no details entry lists the app ID ZZZZZ.com.other"))
        // Compared byte for byte, as the system does: a change of case is another app.
        #expect(file.verify(against: app, host: "example.com", appID: "abcde12345.com.example.news").notes.count == 1)
        let listed = file.verify(against: app, host: "example.com", appID: "ABCDE12345.com.example.tv")
        #expect(listed.notes.isEmpty, "\(listed)")
        let none = try AppSiteAssociation(json: #"{"applinks": {"details": []}}"#).verify(against: app, host: "example.com", appID: appID)
        #expect(
            none.notes == [
                "no details entry lists the app ID \(appID); the file lists no app ID (check the team ID and the bundle identifier)"
            ])
    }

    private func file(_ components: String) throws -> AppSiteAssociation {
        try PathwaysAssociationsTests.file(components)
    }
}
