import PathwaysAssociations
import Testing

@Suite("Reading and matching Android intent filters")
struct AndroidMatchingTests {
    let host = #"<data android:scheme="https" /><data android:host="example.com" />"#

    @Test("ASSOC-17: filters with comments and a declaration; resource escapes; unknown attributes and elements reported")
    func reading() throws {
        let filters = try IntentFilters(
            xml: """
                <?xml version="1.0" encoding="utf-8"?>
                <!-- App Links -->
                <intent-filter android:autoVerify="true" android:priority="1" xmlns:android="http://schemas.android.com/apk/res/android" tools:node="merge">
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name='android.intent.category.BROWSABLE'></category>
                    <data android:scheme="https" android:host="example.com" android:label="x" />
                    <data android:pathPattern="/a/\\\\*&#46;\\u0041" />
                    <meta-data android:name="x" />
                </intent-filter>
                """)
        #expect(filters.unknownKeys == ["/intent-filter[1]/data[1]/@android:label", "/intent-filter[1]/meta-data[1]"])
        #expect(filters.delivers("https://example.com/a/%2AxA"), "the pattern is /a/\\*.A")
        #expect(!filters.delivers("https://example.com/a/xxA"))
        let errors: [(String, AssociationError.Code, String)] = [
            ("<application>\(intentFilterXML(host))</application>", .unsupportedElement, "/application[1]"),
            (
                intentFilterXML(host + "<uri-relative-filter-group />"), .unsupportedElement,
                "/intent-filter[1]/uri-relative-filter-group[1]"
            ),
            (
                intentFilterXML(host + #"<data android:queryPrefix="x" />"#), .unsupportedValue,
                "/intent-filter[1]/data[3]/@android:queryPrefix"
            ),
            (intentFilterXML(host + #"<data android:path="/a&quot;b" />"#), .unsupportedValue, "/intent-filter[1]/data[3]/@android:path"),
            (intentFilterXML(host + #"<data android:path="/a\" />"#), .unsupportedValue, "/intent-filter[1]/data[3]/@android:path"),
            (intentFilterXML(host + #"<data android:port="x" />"#), .unsupportedValue, "/intent-filter[1]/data[3]/@android:port"),
            (intentFilterXML(host + #"<category />"#), .missingKey, "/intent-filter[1]/category[3]"),
            ("<intent-filter><data android:path=\"/a\" /></intent-filter", .invalidXML, "/intent-filter[1]"),
            ("<intent-filter a=\"1\" a=\"2\" />", .invalidXML, "/intent-filter[1]/@a"),
            ("<intent-filter a=1 />", .invalidXML, "/intent-filter[1]/@a"),
            ("<intent-filter a=\"&nbsp;\" />", .invalidXML, "/intent-filter[1]/@a"),
            ("<!DOCTYPE x><intent-filter />", .invalidXML, "/"),
            ("<intent-filter></activity>", .invalidXML, "/intent-filter[1]"),
            ("<intent-filter><![CDATA[x]]></intent-filter>", .invalidXML, "/intent-filter[1]"),
            (
                String(repeating: "<intent-filter>", count: 20), .invalidXML,
                "/intent-filter[1]" + String(repeating: "/intent-filter[1]", count: 16)
            ),
        ]
        for (xml, code, path) in errors {
            expectAssociationError(code, at: path) { _ = try IntentFilters(xml: xml) }
        }
    }

    @Test("ASSOC-17: nothing crashes on any cut of an excerpt")
    func cuts() throws {
        let xml = intentFilterXML(host + #"<data android:pathAdvancedPattern="/[a-z]{2,}/.+" /><data android:pathPattern="/x\\\\.*y" />"#)
        let scalars = Array(xml.unicodeScalars)
        for end in 0..<scalars.count {
            if let filters = try? IntentFilters(xml: String(String.UnicodeScalarView(scalars[..<end]))) {
                _ = filters.delivers("https://example.com/ab/c")
            }
        }
        #expect(try IntentFilters(xml: xml).delivers("https://example.com/ab/c"))
    }

    @Test("ASSOC-18: action, categories, scheme with case, hosts without case, wildcard hosts, ports, pooled data, no host")
    func filters() throws {
        #expect(try filter(#"<data android:scheme="https" />"#).delivers("https://example.com/x"))
        #expect(
            !(try IntentFilters(
                xml: #"<intent-filter><action android:name="android.intent.action.VIEW" /><data android:scheme="https" /></intent-filter>"#))
                .delivers("https://example.com/x"))
        #expect(!(try filter(#"<data android:scheme="HTTPS" />"#)).delivers("https://example.com/x"))
        #expect(try filter(#"<data android:scheme="https" android:host="*.Example.com" />"#).delivers("https://m.example.COM/x"))
        #expect(!(try filter(#"<data android:scheme="https" android:host="*.example.com" />"#)).delivers("https://example.com/x"))
        #expect(try filter(#"<data android:scheme="https" android:host="*" />"#).delivers("https://any.example/x"))
        #expect(
            try filter(#"<data android:scheme="https" android:host="example.com" android:port="443" />"#).delivers(
                "https://example.com:443/x"))
        #expect(
            !(try filter(#"<data android:scheme="https" android:host="example.com" android:port="443" />"#)).delivers(
                "https://example.com/x"))
        #expect(
            try filter(#"<data android:scheme="https" /><data android:port="1" /><data android:pathPrefix="/q" />"#).delivers(
                "https://example.com/x"))
        let pooled = try filter(
            #"<data android:scheme="http" /><data android:scheme="https" android:host="a.example" /><data android:host="b.example" android:path="/p" />"#
        )
        #expect(pooled.delivers("http://a.example/p"))
        #expect(!pooled.delivers("http://a.example/q"))
        #expect(!pooled.delivers("ftp://a.example/p"))
    }

    @Test("ASSOC-19: literal, prefix and suffix rules on the decoded path, with case, as UTF-16")
    func literalKinds() throws {
        let filters = try filter(
            host
                + #"<data android:path="/a/b" /><data android:pathPrefix="/user" /><data android:pathSuffix=".PDF" /><data android:path="/🎉" />"#
        )
        for url in [
            "https://example.com/a%2Fb", "https://example.com/username", "https://example.com/x.PDF", "https://example.com/%F0%9F%8E%89",
        ] {
            #expect(filters.delivers(url), "\(url)")
        }
        for url in ["https://example.com/a/b/", "https://example.com/Username", "https://example.com/x.pdf", "https://example.com/A/b"] {
            #expect(!filters.delivers(url), "\(url)")
        }
    }

    @Test("ASSOC-19: the simple glob reads once, never backtracks, and keeps Android's quirks")
    func simpleGlob() throws {
        let cases: [(String, String, Bool)] = [
            ("/.*/b", "/a/b", true), ("/.*/b", "/a/x/b", false), ("/a\\\\.c", "/abc", true), ("/x*y", "/y", true), ("/x*y", "/xxy", true),
            ("/x*", "/", false), ("/a.*", "/a", true), ("/.*", "/", true), ("/a\\\\.*", "/a..", true), ("/a\\\\.*", "/ab", false),
            ("/..*", "/", false), ("/..*", "/x/y", true), ("/a", "/a/", false), ("/a/\\\\*", "/a/%2A", true),
            ("/.*\\\\.pdf", "/a.b.pdf", false),
        ]
        for (pattern, path, expected) in cases {
            let filters = try filter(host + #"<data android:pathPattern="\#(pattern)" />"#)
            #expect(filters.delivers("https://example.com" + path) == expected, "\(pattern) against \(path)")
        }
    }

    @Test("ASSOC-19: the advanced glob takes greedily, gives nothing back, and refuses what Android refuses")
    func advancedGlob() throws {
        let cases: [(String, String, Bool)] = [
            ("/a/.+/b", "/a/x/b", false), ("/a/[^/]+/b", "/a/x/b", true), ("/[a-c]{2}", "/ab", true), ("/[a-c]{2}", "/abc", false),
            ("/x{2,}", "/xxxx", true), ("/x{2,}", "/x", false), ("/x{0,1}y", "/y", true), ("/a}b", "/ab", true), ("/a\\\\.b", "/a.b", true),
            ("/a\\\\.b", "/axb", false), ("/[\\\\]]", "/]", true), ("/[a-]", "/-", true), ("/[z-a]", "/m", false), ("/[^a-z]", "/A", true),
            ("/.*", "/anything/at/all", true), ("/[.]", "/x", false), ("/x{+2}", "/xx", true),
        ]
        for (pattern, path, expected) in cases {
            let filters = try filter(host + #"<data android:pathAdvancedPattern="\#(pattern)" />"#)
            #expect(filters.delivers("https://example.com" + path) == expected, "\(pattern) against \(path)")
        }
        for pattern in ["*a", "/a**", "/a+*", "/[a", "/[]", "/[^]", "/a{3,1}", "/a{x}", "/a{", "/a\\\\", "/a{2}{3}", "{1}"] {
            expectAssociationError(.invalidPattern, at: "/intent-filter[1]/data[3]/@android:pathAdvancedPattern") {
                _ = try filter(host + #"<data android:pathAdvancedPattern="\#(pattern)" />"#)
            }
        }
    }

}
