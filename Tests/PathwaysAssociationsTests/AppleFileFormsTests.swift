import PathwaysAssociations
import Testing

/// The forms real `apple-app-site-association` files take beside `components`: the `paths` of
/// iOS 12 and earlier, both keys at once, the iOS 9 dictionary, and files without universal
/// links.
@Suite("Reading apple-app-site-association files in every form sites serve")
struct AppleFileFormsTests {
    /// A file with one details entry for ``appID`` holding `entry`'s members besides the app ID.
    private func legacy(_ entry: String, top: String = "") throws -> AppSiteAssociation {
        try AppSiteAssociation(json: #"{"applinks": {\#(top)"apps": [], "details": [{"appID": "\#(appID)", \#(entry)}]}}"#)
    }

    @Test("ASSOC-24: paths strings are path patterns, NOT excludes, the first match decides, the path alone is compared")
    func legacyPaths() throws {
        let file = try legacy(#""paths": ["NOT /admin/*", "/admin/help", "/products/*", "/p/???", "/exact", "/shop/*/reviews"]"#)
        for url in ["/products/42", "/products/", "/p/abc", "/exact?ref=mail#top", "/shop/shoes/trail/reviews"] {
            #expect(file.delivers("https://example.com" + url, to: appID), "\(url)")
        }
        for url in ["/products", "/admin/help", "/admin/users/7", "/p/ab", "/p/abcd", "/exact/", "/"] {
            #expect(!file.delivers("https://example.com" + url, to: appID), "\(url)")
        }
        #expect(!file.delivers("http://example.com/exact", to: appID))
        #expect(file.ignoredKeys.isEmpty && file.unknownKeys.isEmpty)
    }

    @Test("ASSOC-24: an exclusion after an inclusion it overlaps excludes nothing; entries keep their order")
    func legacyOrder() throws {
        let after = try legacy(#""paths": ["/docs/*", "NOT /docs/private/*", "NOT /*"]"#)
        #expect(after.delivers("https://example.com/docs/private/plan", to: appID))
        #expect(!after.delivers("https://example.com/blog", to: appID))
        let before = try legacy(#""paths": ["NOT /docs/private/*", "/docs/*"]"#)
        #expect(!before.delivers("https://example.com/docs/private/plan", to: appID))
        #expect(before.delivers("https://example.com/docs/public", to: appID))
        let mixed = try AppSiteAssociation(
            json: #"{"applinks": {"details": [{"appIDs": ["\#(appID)"], "components": [{"/": "/a/*", "exclude": true}]}, "#
                + #"{"appID": "\#(appID)", "paths": ["*"]}]}}"#)
        #expect(!mixed.delivers("https://example.com/a/x", to: appID))
        #expect(mixed.delivers("https://example.com/b", to: appID))
    }

    @Test("ASSOC-24: paths compare the path as written and with case, whatever defaults keep true")
    func legacyText() throws {
        let file = try legacy(
            #""paths": ["/Shop/*", "/caf%C3%A9", "?x"]"#, top: #""defaults": {"caseSensitive": true}, "#)
        #expect(file.delivers("https://example.com/Shop/1", to: appID))
        #expect(!file.delivers("https://example.com/shop/1", to: appID))
        #expect(!file.delivers("https://example.com/Sh%6Fp/1", to: appID))
        #expect(file.delivers("https://example.com/caf%C3%A9", to: appID))
        #expect(!file.delivers("https://example.com/caf%c3%a9", to: appID))
        #expect(file.delivers("https://example.com/x", to: appID), "'?' matches the '/'")
        let none = try AppSiteAssociation(json: #"{"applinks": {"details": [{"appID": "\#(appID)"}]}}"#)
        #expect(!none.delivers("https://example.com/", to: appID))
    }

    @Test("ASSOC-24: strings that match no path, variables, and defaults that turn a setting off are refused")
    func legacyErrors() throws {
        let paths = "$.applinks.details[0].paths"
        expectAssociationError(.wrongType, at: paths) { _ = try legacy(#""paths": "*""#) }
        expectAssociationError(.wrongType, at: paths + "[1]") { _ = try legacy(#""paths": ["*", null]"#) }
        let lower = expectAssociationError(.invalidPattern, at: paths + "[0]") { _ = try legacy(#""paths": ["not /admin/*"]"#) }
        #expect(lower?.detail.contains(#"only "NOT " in capitals"#) == true, "\(String(describing: lower))")
        expectAssociationError(.invalidPattern, at: paths + "[0]") { _ = try legacy(#""paths": ["NOT  /a"]"#) }
        expectAssociationError(.invalidPattern, at: paths + "[0]") { _ = try legacy(#""paths": ["Not /a"]"#) }
        let relative = expectAssociationError(.invalidPattern, at: paths + "[2]") {
            _ = try legacy(#""paths": ["/a", "*", "index.html"]"#)
        }
        #expect(relative?.detail.contains("every path begins with '/'") == true, "\(String(describing: relative))")
        expectAssociationError(.invalidPattern, at: paths + "[0]") { _ = try legacy(#""paths": [""]"#) }
        expectAssociationError(.invalidPattern, at: paths + "[0]") { _ = try legacy(#""paths": ["NOT "]"#) }
        // "NOT " is four scalars: a combining mark after the space is not read as part of it.
        expectAssociationError(.invalidPattern, at: paths + "[0]") { _ = try legacy(#""paths": ["NOT \u0301/x"]"#) }
        expectAssociationError(.invalidPattern, at: paths + "[0]") { _ = try legacy(#""paths": ["/n/$(digit)"]"#) }
        let variable = expectAssociationError(.invalidPattern, at: paths + "[0]") { _ = try legacy(#""paths": ["/n/$(\u0301x)"]"#) }
        #expect(variable?.detail.contains("holds '$('") == true, "\(String(describing: variable))")
        expectAssociationError(.unsupportedKey, at: paths) {
            _ = try legacy(#""paths": ["/a"]"#, top: #""defaults": {"caseSensitive": false}, "#)
        }
        let encoded = expectAssociationError(.unsupportedKey, at: paths) {
            _ = try legacy(#""defaults": {"percentEncoded": false}, "paths": ["/a"]"#)
        }
        #expect(encoded?.detail.contains(#""percentEncoded": false"#) == true, "\(String(describing: encoded))")
    }

    @Test("ASSOC-24: a file of a megabyte of paths is read, one pattern at a time, and matched as written")
    func largeLegacyFile() throws {
        // Reading is one pass by construction: the JSON reader reads each byte once, and each
        // string is compiled once, in time linear in its length. This checks the result, not
        // the time.
        let count = 22_000
        let patterns = (0..<count).map { #""NOT /section\#($0)/private/*", "/section\#($0)/*""# }.joined(separator: ", ")
        let text = #"{"applinks": {"details": [{"appID": "\#(appID)", "paths": [\#(patterns)]}]}}"#
        #expect(text.utf8.count > 1_000_000)
        let file = try AppSiteAssociation(json: text)
        #expect(file.delivers("https://example.com/section\(count - 1)/page", to: appID))
        #expect(!file.delivers("https://example.com/section\(count - 1)/private/page", to: appID))
        #expect(!file.delivers("https://example.com/section\(count)/page", to: appID))
    }

    @Test("ASSOC-25: with components, paths is ignored, not read, and reported as ignored")
    func pathsBesideComponents() throws {
        let file = try AppSiteAssociation(
            json: #"{"applinks": {"details": [{"appIDs": ["\#(appID)"], "paths": ["*"], "components": [{"/": "/a"}]}, "#
                + #"{"appID": "A1.x", "paths": 7, "components": []}]}}"#)
        #expect(file.delivers("https://example.com/a", to: appID))
        #expect(!file.delivers("https://example.com/b", to: appID))
        #expect(file.ignoredKeys == ["$.applinks.details[0].paths", "$.applinks.details[1].paths"])
        #expect(file.unknownKeys.isEmpty)
    }

    @Test("ASSOC-26: details keyed by app ID is refused with legacyFormat, showing the array to write")
    func dictionaryForm() throws {
        let error = expectAssociationError(.legacyFormat, at: "$.applinks.details") {
            _ = try AppSiteAssociation(json: #"{"applinks": {"apps": [], "details": {"A1.x": {"paths": ["*"]}}}}"#)
        }
        #expect(error?.detail.contains(#"[{"appIDs": ["A1.x"], "components": [...]}]"#) == true, "\(String(describing: error))")
        expectAssociationError(.legacyFormat, at: "$.applinks.details") {
            _ = try AppSiteAssociation(json: #"{"applinks": {"details": {}}}"#)
        }
    }

    @Test("ASSOC-27: a file without applinks or details declares no universal links, listing what it declares")
    func noUniversalLinks() throws {
        let services = expectAssociationError(.noUniversalLinks, at: "$") {
            _ = try AppSiteAssociation(json: #"{"webcredentials": {"apps": ["A1.x"]}, "appclips": {"apps": ["A1.x.Clip"]}}"#)
        }
        #expect(services?.detail.contains("declares no universal links") == true, "\(String(describing: services))")
        #expect(services?.detail.contains("it declares: webcredentials, appclips") == true, "\(String(describing: services))")
        let nothing = expectAssociationError(.noUniversalLinks, at: "$") { _ = try AppSiteAssociation(json: "{}") }
        #expect(nothing?.detail.contains("no other service either") == true, "\(String(describing: nothing))")
        let empty = expectAssociationError(.noUniversalLinks, at: "$.applinks") {
            _ = try AppSiteAssociation(json: #"{"applinks": {"apps": []}, "activitycontinuation": {"apps": ["A1.x"]}}"#)
        }
        #expect(empty?.detail.contains("it declares: activitycontinuation") == true, "\(String(describing: empty))")
        for spelling in ["appLinks", "AppLinks", "APPLINKS"] {
            let hint = expectAssociationError(.noUniversalLinks, at: "$.\(spelling)") {
                _ = try AppSiteAssociation(json: #"{"\#(spelling)": {"details": []}}"#)
            }
            #expect(hint?.detail.contains(#"rename it "applinks""#) == true, "\(String(describing: hint))")
        }
        let details = expectAssociationError(.noUniversalLinks, at: "$.applinks.Details") {
            _ = try AppSiteAssociation(json: #"{"applinks": {"Details": []}}"#)
        }
        #expect(details?.detail.contains(#"rename it "details""#) == true, "\(String(describing: details))")
        expectAssociationError(.wrongType, at: "$.applinks") { _ = try AppSiteAssociation(json: #"{"applinks": []}"#) }
        let appIDs = expectAssociationError(.missingKey, at: "$.applinks.details[0]") {
            _ = try AppSiteAssociation(json: #"{"applinks": {"details": [{"appIds": ["A1.x"], "components": []}]}}"#)
        }
        #expect(appIDs?.detail.contains(#""appIds" is not read"#) == true, "\(String(describing: appIDs))")
    }

    @Test("ASSOC-27: an empty details array is read and delivers nothing; applinks beside appLinks is read")
    func emptyDetails() throws {
        let file = try AppSiteAssociation(json: #"{"applinks": {"details": []}, "appLinks": {"details": [{"appIDs": ["\#(appID)"]}]}}"#)
        #expect(!file.delivers("https://example.com/", to: appID))
        #expect(file.unknownKeys == ["$.appLinks"])
    }

    @Test("ASSOC-14: every instance of a named item must match; absent and valueless items are the empty text")
    func queryInstances() throws {
        let file = try file(
            #"{"/": "/join", "?": {"token": "*"}}, {"/": "/n", "?": {"n": "?*"}}, {"/": "/m", "?": {"a": "1", "b": "*"}},"#
                + #"{"/": "/d", "?": {"q": "x"}, "percentEncoded": false}, {"/": "/k", "?": {"K": "1"}, "caseSensitive": false}"#)
        let delivered = [
            "/join", "/join?token=abc", "/join?other=1", "/n?n=7&n=8", "/n?x=1&n=7", "/m?a=1&a=1", "/m?b=2&a=1", "/d?q=%78",
            "/d?q=x&&q=x", "/k?k=1&K=1",
        ]
        let refused = ["/n?n=7&n=", "/n?n=7&n", "/n", "/m?a=1&a=2", "/m?b=1", "/d?q=x&q=%FF", "/d?q=x&r=%FF", "/k?k=1&K=2"]
        for url in delivered { #expect(file.delivers("https://example.com" + url, to: appID), "\(url)") }
        for url in refused { #expect(!file.delivers("https://example.com" + url, to: appID), "\(url)") }
    }

    @Test("ASSOC-21: a paths file is checked as a components file is, with its strings as rules")
    func verifyLegacyFile() throws {
        let app = router([RouteSpec(pattern: "/products/:id"), RouteSpec(pattern: "/settings", matching: .prefix)])
        let file = try legacy(#""paths": ["NOT /products/42", "/products/*", "/legacy/*", "NOT /old/*"]"#)
        let report = file.verify(against: app, host: "example.com", appID: appID)
        #expect(report.undeliveredRoutes.map(\.url) == ["https://example.com/products/42", "https://example.com/settings"], "\(report)")
        #expect(report.unroutedPatterns.map(\.location) == ["$.applinks.details[0].paths[2]"], "\(report)")
        #expect(report.unroutedPatterns.first?.rule == #""/legacy/*""#)
        #expect(report.unroutedPatterns.first?.url == "https://example.com/legacy/x")
        #expect(report.ignoredKeys.isEmpty)
    }

    @Test("ASSOC-21, ASSOC-25: paths beside components is a note that leaves the report consistent")
    func verifyBothKeys() throws {
        let app = router([RouteSpec(pattern: "/products/:id"), RouteSpec(pattern: "/settings", matching: .prefix)])
        let generated = try AppSiteAssociation(router: app, host: "example.com", appIDs: [appID]).json
        let both = generated.replacingOccurrences(of: #""components": ["#, with: #""paths": ["NOT /*"], "components": ["#)
        let file = try AppSiteAssociation(json: both)
        let report = file.verify(against: app, host: "example.com", appID: appID)
        #expect(report.isConsistent, "\(report)")
        #expect(report.ignoredKeys == ["$.applinks.details[0].paths"])
        #expect(report.description.contains("consistent"), "\(report)")
        #expect(report.description.contains("note: $.applinks.details[0].paths is ignored"), "\(report)")
    }

    private func file(_ components: String) throws -> AppSiteAssociation {
        try PathwaysAssociationsTests.file(components)
    }
}
