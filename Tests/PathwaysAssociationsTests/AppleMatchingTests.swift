import PathwaysAssociations
import Testing

@Suite("Reading and matching apple-app-site-association files")
struct AppleMatchingTests {
    @Test("ASSOC-10: every details entry that lists the app applies, in order; appID names one app")
    func apps() throws {
        let file = try AppSiteAssociation(
            json: """
                {"applinks": {"details": [
                    {"appIDs": ["A1.x"], "components": [{"/": "/a", "exclude": true}]},
                    {"appIDs": ["A1.x", "A1.y"], "components": [{"/": "/a"}, {"/": "/b"}]},
                    {"appID": "A1.z"}
                ]}}
                """)
        #expect(!file.delivers("https://example.com/a", to: "A1.x"), "the first entry's exclusion comes first")
        #expect(file.delivers("https://example.com/b", to: "A1.x"))
        #expect(file.delivers("https://example.com/a", to: "A1.y"))
        #expect(!file.delivers("https://example.com/a", to: "A1.z"), "an entry without components delivers nothing")
        #expect(!file.delivers("https://example.com/a", to: "a1.y"), "app IDs compare byte for byte")
    }

    @Test("ASSOC-11: component, then the entry's defaults, then applinks.defaults, then true")
    func defaults() throws {
        let file = try AppSiteAssociation(
            json: """
                {"applinks": {
                    "details": [
                        {"appIDs": ["A1.x"], "components": [{"/": "/A"}, {"/": "/B", "caseSensitive": true}]},
                        {"appIDs": ["A1.y"], "defaults": {"caseSensitive": true, "percentEncoded": false}, "components": [{"/": "/C/é"}]}
                    ],
                    "defaults": {"caseSensitive": false}
                }}
                """)
        #expect(file.delivers("https://example.com/a", to: "A1.x"), "defaults apply whatever their place in the file")
        #expect(!file.delivers("https://example.com/b", to: "A1.x"))
        #expect(file.delivers("https://example.com/C/%C3%A9", to: "A1.y"))
        #expect(!file.delivers("https://example.com/c/%C3%A9", to: "A1.y"))
    }

    @Test("ASSOC-12: known keys of every shape read; unknown keys reported in document order; other services not read")
    func reading() throws {
        let text = """
            {"webcredentials": {"apps": ["A1.x"]}, "appclips": {"apps": []}, "activitycontinuation": {},
             "applinks": {"apps": [], "details": [{"appIDs": ["A1.x"], "components": [{"/": "/a", "exlude": true, "comment": "c"}], "extra": 1}],
                          "defaults": {"percentEncoded": true, "comment": "d", "odd": 2}},
             "zzz": null}
            """
        let file = try AppSiteAssociation(json: text)
        #expect(
            file.unknownKeys == [
                "$.applinks.details[0].components[0].exlude", "$.applinks.details[0].extra", "$.applinks.defaults.odd", "$.zzz",
            ])
        #expect(file.delivers("https://example.com/a", to: "A1.x"))
        #expect(file.json == text)
        expectAssociationError(.unsupportedKey, at: "$.applinks.details[0].defaults.exclude") {
            _ = try AppSiteAssociation(json: #"{"applinks": {"details": [{"appIDs": ["A1.x"], "defaults": {"exclude": true}}]}}"#)
        }
        expectAssociationError(.wrongType, at: "$.webcredentials") {
            _ = try AppSiteAssociation(json: #"{"applinks": {"details": []}, "webcredentials": 1}"#)
        }
        expectAssociationError(.wrongType, at: "$.applinks.details[0].components[0]['?'].id") {
            _ = try AppSiteAssociation(json: #"{"applinks": {"details": [{"appIDs": ["A1.x"], "components": [{"?": {"id": 1}}]}]}}"#)
        }
        expectAssociationError(.wrongType, at: "$.applinks.substitutionVariables.v") {
            _ = try AppSiteAssociation(json: #"{"applinks": {"substitutionVariables": {"v": "a"}, "details": []}}"#)
        }
        expectAssociationError(.wrongType, at: "$.applinks.apps") {
            _ = try AppSiteAssociation(json: #"{"applinks": {"apps": {}, "details": []}}"#)
        }
    }

    @Test("ASSOC-12: malformed JSON is refused, never repaired, and nothing crashes on any cut of a file")
    func malformed() throws {
        for (text, path) in [
            ("", "$"), ("{", "$"), (#"{"a": 01}"#, "$.a"), (#"{"a": "\u{1}"}"#, "$.a"), (#"{"a": "\ud800"}"#, "$.a"),
            (String(repeating: "[", count: 70), "$" + String(repeating: "[0]", count: 64)), (#"{"a": 1} x"#, "$"), (#"{"a": tru}"#, "$.a"),
        ] {
            do {
                _ = try AppSiteAssociation(json: text)
                Issue.record("\(text.prefix(20)) was read")
            } catch {
                #expect(error.code == .invalidJSON, "\(error)")
                #expect(error.path == path, "\(error)")
            }
        }
        let valid = """
            {"applinks": {"substitutionVariables": {"v": ["a*", "b?"]}, "defaults": {"caseSensitive": false},
             "details": [{"appIDs": ["A1.x"], "components": [{"/": "/$(v)/é", "?": {"q": "*"}, "#": "x", "exclude": false}]}]}}
            """
        let scalars = Array(valid.unicodeScalars)
        for end in 0..<scalars.count {
            let cut = String(String.UnicodeScalarView(scalars[..<end]))
            if let file = try? AppSiteAssociation(json: cut) { _ = file.delivers("https://example.com/a/é?q=1#x", to: "A1.x") }
        }
        #expect(
            try AppSiteAssociation(json: valid).delivers("https://example.com/AZ/é?q=1#x", to: "A1.x"),
            "a percent-encoded pattern compares the text as written")
    }

    @Test("ASSOC-13: wildcards across '/', as written or decoded, case folding, https only, the host not compared")
    func patterns() throws {
        let file = try self.file(
            #"{"/": "/a/*/c"}, {"/": "/one/?"}, {"/": "/more/?*"}, {"/": "/caf%C3%A9"}, {"/": "/d/é", "percentEncoded": false},"#
                + ##"{"/": "/E/*", "caseSensitive": false, "percentEncoded": false}, {"#": "?*", "/": "/f"}"##)
        let delivered = [
            "https://example.com/a/b/x/c", "https://example.com/a//c", "https://example.com/one/x", "https://example.com/more/x/y",
            "https://example.com/caf%C3%A9", "https://example.com/d/%C3%A9", "https://EXAMPLE.com:8443/d/%c3%a9",
            "https://other.example/e/%C3%89",
            "https://example.com/f#x", "HTTPS://example.com/one/x",
        ]
        let refused = [
            "https://example.com/a/c", "https://example.com/one/xy", "https://example.com/one/", "https://example.com/more/",
            "https://example.com/caf%c3%a9", "https://example.com/d/%ZZ", "https://example.com/f", "http://example.com/one/x",
            "myapp://x/one/x",
            "not a url",
        ]
        for url in delivered { #expect(file.delivers(url, to: appID), "\(url)") }
        for url in refused { #expect(!file.delivers(url, to: appID), "\(url)") }
    }

    @Test("ASSOC-13: a hostile pattern and a long link are matched in one pass")
    func hostilePattern() throws {
        let pattern = String(repeating: "*a", count: 200) + "b"
        let file = try self.file(#"{"/": "/\#(pattern)"}"#)
        #expect(!file.delivers("https://example.com/" + String(repeating: "a", count: 2_000), to: appID))
        #expect(file.delivers("https://example.com/" + String(repeating: "a", count: 200) + "b", to: appID))
    }

    @Test("ASSOC-14: a ? dictionary needs each named item, in any order; items decoded when the component is")
    func queryItems() throws {
        let file = try self.file(
            #"{"/": "/s", "?": {"id": "?*", "page": "$(digit)"}}, {"/": "/u", "?": {"name": "a b"}, "percentEncoded": false},"#
                + #"{"/": "/v", "?": {"Key": "x"}, "caseSensitive": false}, {"/": "/w", "?": "*"}"#)
        #expect(file.delivers("https://example.com/s?page=2&x&id=7", to: appID))
        #expect(!file.delivers("https://example.com/s?id=7", to: appID))
        #expect(!file.delivers("https://example.com/s?id=&page=2", to: appID))
        #expect(file.delivers("https://example.com/u?name=a%20b", to: appID))
        #expect(!file.delivers("https://example.com/u?name=a+b", to: appID), "+ stays a plus sign")
        #expect(file.delivers("https://example.com/v?KEY=X", to: appID))
        #expect(file.delivers("https://example.com/w", to: appID), "a missing query reads as empty")
    }

    @Test("ASSOC-15: the first match decides; exclusions; nothing matches, nothing is delivered")
    func firstMatch() throws {
        let file = try self.file(#"{"/": "/a/*", "exclude": true}, {"/": "*"}"#)
        #expect(!file.delivers("https://example.com/a/b", to: appID))
        #expect(file.delivers("https://example.com/a", to: appID))
        #expect(!(try self.file("")).delivers("https://example.com/a", to: appID))
        #expect(!file.delivers("https://example.com/a", to: "ABCDE12345.com.example.other"))
    }

    @Test("ASSOC-16: system and file variables, values with wildcards, and the variables refused")
    func variables() throws {
        let file = try self.file(
            #"{"/": "/$(section)/?*"}, {"/": "/n/$(digit)$(digit)"}, {"/": "/u/$(upper)$(lower)$(alnum)$(alpha)$(xdigit)"}"#,
            top: #""substitutionVariables": {"section": ["news", "blog/*"], "odd name!": ["x"]}, "#)
        #expect(file.delivers("https://example.com/blog/2026/7", to: appID))
        #expect(file.delivers("https://example.com/n/42", to: appID))
        #expect(file.delivers("https://example.com/u/Ab9zF", to: appID))
        #expect(!file.delivers("https://example.com/u/ab9zF", to: appID))
        let path = "$.applinks.details[0].components[0]['/']"
        expectAssociationError(.unsupportedVariable, at: path) { _ = try self.file(#"{"/": "/$(lang)"}"#) }
        expectAssociationError(.undefinedVariable, at: path) {
            _ = try self.file(#"{"/": "/$(Section)"}"#, top: #""substitutionVariables": {"section": []}, "#)
        }
        expectAssociationError(.invalidPattern, at: path) { _ = try self.file(#"{"/": "/$(a$(b))"}"#) }
        expectAssociationError(.invalidPattern, at: "$.applinks.substitutionVariables['a)b']") {
            _ = try self.file("", top: #""substitutionVariables": {"a)b": []}, "#)
        }
        expectAssociationError(.unsupportedVariable, at: "$.applinks.substitutionVariables.region") {
            _ = try self.file("", top: #""substitutionVariables": {"region": ["US"]}, "#)
        }
    }

    private func file(_ components: String, top: String = "") throws -> AppSiteAssociation {
        try PathwaysAssociationsTests.file(components, top: top)
    }
}
