import Pathways
import PathwaysAssociations
import Testing

@Suite("Reading Android manifests as projects write them")
struct AndroidManifestTests {
    static let view = """
        <action android:name="android.intent.action.VIEW" />
        <category android:name="android.intent.category.DEFAULT" />
        <category android:name="android.intent.category.BROWSABLE" />
        """

    /// A manifest with a launcher activity, a share target, a link activity, an alias, a
    /// service and tools instructions.
    static let shop = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"
                  xmlns:tools="http://schemas.android.com/tools" package="com.example.shop">
            <uses-permission android:name="android.permission.INTERNET" />
            <application android:label="@string/app_name" tools:replace="android:label">
                <activity android:name=".MainActivity" android:exported="true">
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN" />
                        <category android:name="android.intent.category.LAUNCHER" />
                    </intent-filter>
                </activity>
                <activity android:name=".ShareActivity" android:exported="true">
                    <intent-filter>
                        \(view)
                        <data android:scheme="https" android:host="example.com" android:mimeType="image/*" />
                    </intent-filter>
                </activity>
                <activity android:name="${applicationId}.ProductActivity" android:exported="true" tools:targetApi="31">
                    <intent-filter android:autoVerify="true" tools:ignore="AppLinkUrlError">
                        \(view)
                        <data android:scheme="https" />
                        <data android:host="@string/link_host" />
                        <data android:pathPrefix="/products/" />
                        <data android:pathPatern="/offers" />
                    </intent-filter>
                    <meta-data android:name="x" android:value="y" />
                </activity>
                <activity-alias android:name=".Legacy" android:targetActivity=".ProductActivity" android:exported="false">
                    <intent-filter>
                        \(view)
                        <data android:scheme="https" android:host="example.com" android:path="/old" />
                    </intent-filter>
                </activity-alias>
                <service android:name=".Sync">
                    <intent-filter>
                        \(view)
                        <data android:scheme="https" android:host="example.com" android:path="/sync" />
                    </intent-filter>
                </service>
            </application>
        </manifest>
        """

    static let values = (resources: ["string/link_host": "example.com"], placeholders: ["applicationId": "com.example.shop"])

    static func shopFilters() throws -> IntentFilters {
        try IntentFilters(xml: shop, resources: values.resources, placeholders: values.placeholders)
    }

    @Test("ASSOC-30: a whole manifest: the VIEW and BROWSABLE filters of activities and aliases, each with its activity and autoVerify")
    func manifest() throws {
        let filters = try Self.shopFilters()
        let activities = "/manifest[1]/application[1]"
        #expect(
            filters.linkFilters.map(\.location) == [
                "\(activities)/activity[2]/intent-filter[1]", "\(activities)/activity[3]/intent-filter[1]",
                "\(activities)/activity-alias[1]/intent-filter[1]",
            ])
        #expect(filters.linkFilters.map(\.activity) == [".ShareActivity", "com.example.shop.ProductActivity", ".Legacy"])
        #expect(filters.linkFilters.map(\.autoVerify) == [false, true, false])
        #expect(filters.linkFilters.map(\.obstacle) == [.requiresMIMEType, nil, .activityNotExported])
        #expect(filters.unknownKeys == ["\(activities)/activity[3]/intent-filter[1]/data[4]/@android:pathPatern"])
        #expect(filters.delivers("https://example.com/products/42"))
        #expect(!filters.delivers("https://example.com/old"), "the alias is not exported")
        #expect(!filters.delivers("https://example.com/sync"), "a browser starts activities only")
        #expect(!filters.delivers("https://example.com/photo.png"), "a filter with a MIME type takes no link")
        #expect(
            filters.linkFilters[0].description
                == "\(activities)/activity[2]/intent-filter[1] (activity .ShareActivity) takes no browser link because it requires a MIME type (android:mimeType)"
        )
    }

    @Test("ASSOC-30: one or more activities alone; the forms are not mixed; one application")
    func activities() throws {
        let activity = try IntentFilters(
            xml: """
                <activity android:name=".A">
                    <intent-filter>\(Self.view)<data android:scheme="https" android:host="a.example" /></intent-filter>
                </activity>
                <activity-alias android:name=".B" android:targetActivity=".A">
                    <intent-filter>\(Self.view)<data android:scheme="https" android:host="b.example" /></intent-filter>
                </activity-alias>
                """)
        #expect(activity.linkFilters.map(\.location) == ["/activity[1]/intent-filter[1]", "/activity-alias[1]/intent-filter[1]"])
        #expect(activity.delivers("https://b.example/x"))
        let filter = intentFilterXML(#"<data android:scheme="https" />"#)
        let errors: [(String, String)] = [
            ("<activity>\(filter)</activity>\(filter)", "/intent-filter[1]"),
            ("\(filter)<activity>\(filter)</activity>", "/activity[1]"),
            ("<manifest><application /></manifest><manifest />", "/manifest[2]"),
            ("<manifest><application /><application /></manifest>", "/manifest[1]/application[2]"),
            ("<service>\(filter)</service>", "/service[1]"),
        ]
        for (xml, path) in errors {
            let error = expectAssociationError(.unsupportedElement, at: path) { _ = try IntentFilters(xml: xml) }
            #expect(error?.detail.contains("each form alone") ?? true || path.hasSuffix("application[2]"))
        }
        expectAssociationError(.invalidXML, at: "/manifest[1]/application[1]/activity[1]/intent-filter[1]") {
            _ = try IntentFilters(
                xml: "<manifest><application><activity><intent-filter></data></intent-filter></activity></application></manifest>")
        }
    }

    @Test("ASSOC-30: prefixes resolve by their declarations; the tools namespace is ignored, and what it removes is not read")
    func namespaces() throws {
        let renamed = try IntentFilters(
            xml: """
                <activity xmlns:a="http://schemas.android.com/apk/res/android" xmlns:x="urn:other" a:name=".A">
                    <intent-filter>
                        <action a:name="android.intent.action.VIEW" />
                        <category a:name="android.intent.category.DEFAULT" />
                        <category a:name="android.intent.category.BROWSABLE" />
                        <data a:scheme="https" a:host="example.com" a:path="/a" x:path="/b" />
                    </intent-filter>
                </activity>
                """)
        #expect(renamed.delivers("https://example.com/a"))
        #expect(!renamed.delivers("https://example.com/b"))
        #expect(renamed.unknownKeys == ["/activity[1]/intent-filter[1]/data[1]/@x:path"])
        expectAssociationError(.missingKey, at: "/intent-filter[1]/action[1]") {
            _ = try IntentFilters(xml: #"<intent-filter xmlns:android="urn:other"><action android:name="x" /></intent-filter>"#)
        }
        let tools = try IntentFilters(
            xml: """
                <intent-filter xmlns:t="http://schemas.android.com/tools" t:ignore="x" tools:node="merge">
                    \(Self.view)
                    <data android:scheme="https" android:host="example.com" t:targetApi="31" />
                    <t:anything android:path="/x" />
                </intent-filter>
                <intent-filter tools:node="remove">
                    \(Self.view)
                    <data android:scheme="https" android:host="removed.example" />
                </intent-filter>
                """)
        #expect(tools.unknownKeys.isEmpty)
        let typos = try IntentFilters(
            xml: #"""
                <intent-filter android:autoVerfy="true" tools:ignore="x">
                    <action android:name="android.intent.action.VIEW" android:nmae="x" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name="android.intent.category.BROWSABLE" other="1" />
                    <data android:scheme="https" android:hots="example.com" />
                </intent-filter>
                """#)
        #expect(
            typos.unknownKeys == [
                "/intent-filter[1]/@android:autoVerfy", "/intent-filter[1]/action[1]/@android:nmae",
                "/intent-filter[1]/category[2]/@other", "/intent-filter[1]/data[1]/@android:hots",
            ])
        #expect(typos.linkFilters.map(\.autoVerify) == [false])
        #expect(tools.linkFilters.count == 1)
        #expect(tools.delivers("https://example.com/y"))
        #expect(!tools.delivers("https://removed.example/"))
    }

    @Test("ASSOC-32: @ references and ${} placeholders resolved from the maps; missing ones refused with unresolvedValue")
    func buildValues() throws {
        let data = #"<data android:scheme="${applicationId}-auth" android:host="@string/login_host" android:pathPrefix="/${section}/" />"#
        let filters = try IntentFilters(
            xml: intentFilterXML(data), resources: ["string/login_host": "Login"],
            placeholders: ["applicationId": "com.example", "section": "a\\\\b"])
        #expect(filters.delivers("com.example-auth://login/a%5Cb/1"), "a placeholder's value goes through the resource escapes")
        let missingResource = expectAssociationError(.unresolvedValue, at: "/intent-filter[1]/data[1]/@android:host") {
            _ = try IntentFilters(xml: intentFilterXML(data), placeholders: ["applicationId": "com.example", "section": "a"])
        }
        #expect(missingResource?.detail.contains("@string/login_host") == true)
        #expect(missingResource?.detail.contains("\"string/login_host\"") == true)
        let missingPlaceholder = expectAssociationError(.unresolvedValue, at: "/intent-filter[1]/data[1]/@android:scheme") {
            _ = try IntentFilters(xml: intentFilterXML(data), resources: ["string/login_host": "x"])
        }
        #expect(missingPlaceholder?.detail.contains("${applicationId}") == true)
        expectAssociationError(.unsupportedValue, at: "/intent-filter[1]/data[1]/@android:host") {
            _ = try IntentFilters(xml: intentFilterXML(#"<data android:scheme="https" android:host="${host" />"#))
        }
        expectAssociationError(.unsupportedValue, at: "/intent-filter[1]/data[1]/@android:host") {
            _ = try IntentFilters(xml: intentFilterXML(#"<data android:scheme="https" android:host="?attr/host" />"#))
        }
        expectAssociationError(.unresolvedValue, at: "/intent-filter[1]/action[1]/@android:name") {
            _ = try IntentFilters(xml: #"<intent-filter><action android:name="@string/action" /></intent-filter>"#)
        }
        let skipped = try IntentFilters(
            xml: #"""
                <activity android:label="@string/title">
                    <intent-filter android:label="${label}">
                        <action android:name="android.intent.action.MAIN" /><data android:host="@string/never" />
                    </intent-filter>
                </activity>
                """#)
        #expect(skipped.linkFilters.isEmpty, "attributes that are not read are not resolved")
        let escaped = try filter(#"<data android:scheme="https" android:host="\@example.com" />"#)
        #expect(!escaped.delivers("https://example.com/"), "\\@ is a plain @, so the host is @example.com")
    }

    @Test("ASSOC-31: ssp rules match the decoded scheme-specific part; hosts and paths decide when none matches")
    func schemeSpecificPart() throws {
        let prefix = try filter(#"<data android:scheme="https" android:sspPrefix="//example.com/a" />"#)
        #expect(prefix.delivers("https://EXAMPLE.com/ab?x=1#y"))
        #expect(!prefix.delivers("https://www.example.com/a"))
        #expect(prefix.delivers("https://example.com/%61"), "decoded")
        let literal = try filter(#"<data android:scheme="https" android:ssp="//example.com/a" />"#)
        #expect(literal.delivers("https://example.com/a"))
        #expect(!literal.delivers("https://example.com/a?q"))
        let both = try filter(
            #"<data android:scheme="https" android:sspPattern="//example.com/.*?id=.*" /><data android:host="example.com" android:path="/z" />"#
        )
        #expect(both.delivers("https://example.com/p?id=1"))
        #expect(both.delivers("https://example.com/z"))
        #expect(!both.delivers("https://example.com/p"))
        let advanced = try filter(#"<data android:scheme="https" android:sspAdvancedPattern="//example\\.com:8443/[0-9]+" />"#)
        #expect(advanced.delivers("https://example.com:8443/42"))
        #expect(!advanced.delivers("https://example.com/42"))
        #expect(try filter(#"<data android:scheme="tel" android:ssp="5551234" />"#).delivers("tel:5551234"))
        #expect(try filter(#"<data android:scheme="https" android:sspSuffix="/done" />"#).delivers("https://x.example/a/done"))
    }

    @Test("ASSOC-33: a MIME type, a missing DEFAULT, an activity not exported or disabled: no link, no refusal")
    func obstacles() throws {
        let https = #"<data android:scheme="https" android:host="example.com" />"#
        let cases: [(String, IntentFilters.LinkFilter.Obstacle?)] = [
            (intentFilterXML(https + #"<data android:mimeType="text/*" />"#), .requiresMIMEType),
            (
                #"<intent-filter><action android:name="android.intent.action.VIEW" /><category android:name="android.intent.category.BROWSABLE" />"#
                    + https + "</intent-filter>", .lacksDefaultCategory
            ),
            (#"<activity android:exported="false">"# + intentFilterXML(https) + "</activity>", .activityNotExported),
            (#"<activity android:enabled="false" android:exported="false">"# + intentFilterXML(https) + "</activity>", .activityDisabled),
            ("<activity>" + intentFilterXML(https) + "</activity>", nil),
        ]
        for (xml, obstacle) in cases {
            let filters = try IntentFilters(xml: xml)
            #expect(filters.linkFilters.map(\.obstacle) == [obstacle], "\(xml)")
            #expect(filters.delivers("https://example.com/x") == (obstacle == nil), "\(xml)")
        }
        expectAssociationError(.unsupportedValue, at: "/activity[1]/@android:exported") {
            _ = try IntentFilters(xml: #"<activity android:exported="1">"# + intentFilterXML(https) + "</activity>")
        }
        #expect(IntentFilters.LinkFilter.Obstacle.allCases.count == 4)
    }

    @Test("ASSOC-21, ASSOC-33: verify on a whole manifest: routes not delivered, rules no route takes, unknown keys, notes")
    func verifyManifest() throws {
        var app = Pathways()
        app.register(host: "example.com", path: "/products/:id") { _ in }
        app.register(host: "example.com", path: "/photos/:name") { _ in }
        let report = try Self.shopFilters().verify(against: app, host: "example.com")
        #expect(report.undeliveredRoutes.map(\.url) == ["https://example.com/photos/1"])
        #expect(report.unroutedPatterns.isEmpty)
        #expect(report.unknownKeys == ["/manifest[1]/application[1]/activity[3]/intent-filter[1]/data[4]/@android:pathPatern"])
        #expect(report.notes.count == 2)
        #expect(report.notes.first?.hasSuffix("takes no browser link because it requires a MIME type (android:mimeType)") == true)
        #expect(report.description.contains("note: /manifest[1]/application[1]/activity-alias[1]/intent-filter[1] (activity .Legacy)"))

        let ssp = try filter(
            #"<data android:scheme="https" android:sspPrefix="//example.com/products/" /><data android:ssp="//example.com/gone" />"#)
        let sspReport = ssp.verify(against: app, host: "example.com")
        #expect(sspReport.undeliveredRoutes.map(\.url) == ["https://example.com/photos/1"])
        #expect(sspReport.unroutedPatterns.map(\.rule) == [#"android:ssp="//example.com/gone""#])
        #expect(sspReport.unroutedPatterns.first?.url == "https://example.com/gone")
        #expect(sspReport.notes.isEmpty)

        var shopApp = Pathways(customSchemes: ["shop"])
        shopApp.register(path: "/products/:id") { _ in }
        let shopFilters = try filter(#"<data android:scheme="shop" android:sspPrefix="//products/" /><data android:ssp="//gone/x" />"#)
        let shopReport = try shopFilters.verify(against: shopApp, scheme: "shop")
        #expect(shopReport.undeliveredRoutes.isEmpty, "\(shopReport)")
        #expect(shopReport.unroutedPatterns.map(\.url) == ["shop://gone/x"], "\(shopReport)")
    }

    @Test("ASSOC-30: nothing crashes on any cut of a manifest")
    func cuts() {
        let scalars = Array(Self.shop.unicodeScalars)
        var read = 0
        for end in 0...scalars.count {
            if let filters = try? IntentFilters(
                xml: String(String.UnicodeScalarView(scalars[..<end])), resources: Self.values.resources,
                placeholders: Self.values.placeholders)
            {
                read += 1
                _ = filters.delivers("https://example.com/products/1")
            }
        }
        #expect(read >= 1, "the whole manifest reads")
    }
}
