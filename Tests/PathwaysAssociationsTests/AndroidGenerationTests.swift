import Pathways
import PathwaysAssociations
import PathwaysTestSupport
import Testing

@Suite("Generating Android intent filters")
struct AndroidGenerationTests {
    /// The `<data>` lines of a filter's XML that hold a path rule.
    static func rules(_ filters: IntentFilters) -> [String] {
        filters.xml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.hasPrefix("<data android:path")
        }
    }

    @Test("ASSOC-6: one filter per host with routes, VIEW, DEFAULT, BROWSABLE, schemes, host; autoVerify for http and https only")
    func filterShape() throws {
        let routes = router([RouteSpec(pattern: "/a"), RouteSpec(pattern: "/b", host: "other.example")])
        let filters = try IntentFilters(
            router: routes, schemes: ["https", "http"], hosts: ["example.com", "other.example", "none.example"])
        #expect(filters.xml.components(separatedBy: "<intent-filter android:autoVerify=\"true\">").count == 3)
        #expect(filters.xml.contains(#"<action android:name="android.intent.action.VIEW" />"#))
        #expect(filters.xml.contains(#"<category android:name="android.intent.category.DEFAULT" />"#))
        #expect(filters.xml.contains(#"<category android:name="android.intent.category.BROWSABLE" />"#))
        #expect(filters.xml.contains("<data android:scheme=\"https\" />\n    <data android:scheme=\"http\" />"))
        #expect(!filters.xml.contains("none.example"), "a host without routes gets no filter")
        #expect(filters.delivers("http://other.example/b"))
        #expect(!filters.delivers("https://other.example/a"))
        let custom = try IntentFilters(router: routes, schemes: ["example"], hosts: ["example.com"])
        #expect(custom.xml.hasPrefix("<intent-filter>\n"))
        #expect(filters.unknownKeys.isEmpty && custom.unknownKeys.isEmpty)
    }

    @Test("ASSOC-7: path and pathPrefix for literal routes, a glob after the first placeholder, escapes of each syntax")
    func rules() throws {
        let routes = router([
            RouteSpec(pattern: "/products/:id"), RouteSpec(pattern: "/settings", matching: .prefix), RouteSpec(pattern: "/robots.txt"),
            RouteSpec(pattern: "/Help/:topic", matching: .prefix, caseInsensitive: true),
            RouteSpec(pattern: "/About", caseInsensitive: true),
            RouteSpec(pattern: "/v1.0/a+b*/:id"), RouteSpec(pattern: "/", matching: .prefix), RouteSpec(pattern: "/x%20y"),
            RouteSpec(pattern: "/Ab/%C3%89", matching: .prefix, caseInsensitive: true),
        ])
        let advanced = try IntentFilters(router: routes, hosts: ["example.com"])
        #expect(
            Self.rules(advanced) == [
                #"<data android:pathAdvancedPattern="/v1\\.0/a\\+b\\*/.+" />"#,
                #"<data android:pathAdvancedPattern="/products/.+" />"#,
                #"<data android:path="/robots.txt" />"#, #"<data android:path="/robots.txt/" />"#,
                #"<data android:pathAdvancedPattern="/x.y" />"#, #"<data android:pathAdvancedPattern="/x.y/" />"#,
                #"<data android:path="/settings" />"#, #"<data android:pathPrefix="/settings/" />"#,
                #"<data android:pathAdvancedPattern="/[Aa][Bb]/É" />"#, #"<data android:pathAdvancedPattern="/[Aa][Bb]/É/.*" />"#,
                #"<data android:pathAdvancedPattern="/[Hh][Ee][Ll][Pp]/.+" />"#,
                #"<data android:pathAdvancedPattern="/[Aa][Bb][Oo][Uu][Tt]" />"#,
                #"<data android:pathAdvancedPattern="/[Aa][Bb][Oo][Uu][Tt]/" />"#,
                #"<data android:pathPrefix="/" />"#,
            ])
        let simple = try IntentFilters(router: routes, hosts: ["example.com"], syntax: .simple)
        #expect(
            Self.rules(simple) == [
                #"<data android:pathPattern="/v1.0/a+b\\*/..*" />"#,
                #"<data android:pathPattern="/products/..*" />"#,
                #"<data android:path="/robots.txt" />"#, #"<data android:path="/robots.txt/" />"#,
                #"<data android:pathPattern="/x.y" />"#, #"<data android:pathPattern="/x.y/" />"#,
                #"<data android:path="/settings" />"#, #"<data android:pathPrefix="/settings/" />"#,
                #"<data android:pathPattern="/../É" />"#, #"<data android:pathPattern="/../É/.*" />"#,
                #"<data android:pathPattern="/..../..*" />"#,
                #"<data android:pathPattern="/....." />"#, #"<data android:pathPattern="/...../" />"#,
                #"<data android:pathPrefix="/" />"#,
            ])
    }

    @Test("ASSOC-8: generated filters take every URL a generated route table accepts, in both syntaxes (property, 400 tables)")
    func coverageProperty() throws {
        var generator = SplitMix64(seed: 29)
        var checked = 0
        for _ in 0..<400 {
            let table = GeneratedTable(&generator)
            let routes = table.router
            let advanced = try IntentFilters(router: routes, hosts: ["example.com"])
            let simple = try IntentFilters(router: routes, hosts: ["example.com"], syntax: .simple)
            for url in table.acceptedURLs(&generator, router: routes) {
                checked += 1
                #expect(advanced.delivers(url), "\(url) is accepted by \(table.specs) but not taken by\n\(advanced.xml)")
                #expect(simple.delivers(url), "\(url) is accepted by \(table.specs) but not taken by\n\(simple.xml)")
            }
        }
        #expect(checked > 2_000)
    }

    @Test("ASSOC-8: what generated filters take beyond the router: after a placeholder, folded letters in the simple syntax")
    func overCoverage() throws {
        let routes = router([RouteSpec(pattern: "/users/:id/posts"), RouteSpec(pattern: "/Help", caseInsensitive: true)])
        let advanced = try IntentFilters(router: routes, hosts: ["example.com"])
        let simple = try IntentFilters(router: routes, hosts: ["example.com"], syntax: .simple)
        #expect(advanced.delivers("https://example.com/users/7"))
        #expect(!advanced.delivers("https://example.com/Hxlp"))
        #expect(simple.delivers("https://example.com/Hxlp"))
        #expect(!advanced.delivers("https://example.com/users/"))
    }

    @Test("ASSOC-9: schemes and hosts are checked; a custom scheme of the router is not refused (ASSOC-22)")
    func arguments() throws {
        let routes = router([RouteSpec(pattern: "/a")], customSchemes: ["myapp"])
        expectAssociationError(.invalidScheme, at: "schemes[0]") {
            _ = try IntentFilters(router: routes, schemes: ["HTTPS"], hosts: ["example.com"])
        }
        let withCustom = try IntentFilters(router: routes, schemes: ["https", "myapp"], hosts: ["example.com"])
        #expect(withCustom.delivers("https://example.com/a"))
        #expect(!withCustom.delivers("myapp://a"), "the route is on example.com, which a myapp link never has")
        expectAssociationError(.invalidScheme, at: "schemes") { _ = try IntentFilters(router: routes, schemes: [], hosts: ["example.com"]) }
        expectAssociationError(.invalidScheme, at: "schemes[0]") {
            _ = try IntentFilters(router: routes, schemes: ["1x"], hosts: ["example.com"])
        }
        expectAssociationError(.invalidHost, at: "hosts") { _ = try IntentFilters(router: routes, hosts: []) }
        expectAssociationError(.invalidHost, at: "hosts[1]") {
            _ = try IntentFilters(router: routes, hosts: ["example.com", "*.example.com"])
        }
    }
}
