import Foundation
import Pathways
import PathwaysAssociations
import Testing

@testable import RoutingCenter

/// The association files the shop ships, checked against its router: a route added without its
/// link in the files, or a rule left behind by a removed route, fails here rather than in a
/// user's hands. Copy this test into your app's test target.
///
/// The files are what `AppSiteAssociation(router:host:appIDs:)` and
/// `IntentFilters(router:schemes:hosts:)` write. After changing the routes, regenerate them:
///
/// ```sh
/// REGENERATE_ASSOCIATIONS=1 swift test --filter AssociationFilesTests
/// ```
@Suite("RoutingCenter: the checked-in association files match the router")
@MainActor
struct AssociationFilesTests {
    static let appID = "ABCDE12345.com.example.shop"
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Associations")
    static let appleFile = folder.appending(path: "shop.example.com/apple-app-site-association")
    static let androidFile = folder.appending(path: "intent-filters.xml")

    let router = makeShopRouter(navigator: Navigator(), session: SignInSession())

    /// What the generator writes for the router today: the web host's file for Apple, and
    /// Android filters for `https` on the web host and for the `shop` scheme.
    func generated() throws -> (apple: String, android: String) {
        let apple = try AppSiteAssociation(router: router, host: "shop.example.com", appIDs: [Self.appID])
        let android = try IntentFilters(router: router, schemes: ["https", "shop"])
        return (apple.json, android.xml)
    }

    @Test("The checked-in files are what the generator writes for the router today")
    func filesAreGenerated() throws {
        let (apple, android) = try generated()
        if ProcessInfo.processInfo.environment["REGENERATE_ASSOCIATIONS"] == "1" {
            try apple.write(to: Self.appleFile, atomically: true, encoding: .utf8)
            try android.write(to: Self.androidFile, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: Self.appleFile, encoding: .utf8) == apple, "regenerate the apple-app-site-association file")
        #expect(try String(contentsOf: Self.androidFile, encoding: .utf8) == android, "regenerate intent-filters.xml")
    }

    @Test("The apple-app-site-association file delivers every route's web links, and only routed ones")
    func appleFile() throws {
        let file = try AppSiteAssociation(json: String(contentsOf: Self.appleFile, encoding: .utf8))
        let report = file.verify(against: router, host: "shop.example.com", appID: Self.appID)
        #expect(report.isConsistent, "\(report)")
        // The sign-in callback is limited to shop://, so the web host never claims it.
        #expect(!file.delivers("https://shop.example.com/auth/callback?code=1&state=2", to: Self.appID))
    }

    /// The file in the format of iOS 12 and earlier, as many sites still serve it: `paths`
    /// strings compared with the path alone, `NOT ` for an exclusion, the first match deciding.
    /// Later systems read it too when a details entry has no `components`.
    static let legacyAppleFile = """
        {"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.shop", "paths": [
            "NOT /auth/*", "/products/*", "/p/*", "/campaign/*", "/orders/*", "/c/*", "/app", "/app/",
            "/search", "/search/", "/settings", "/settings/*", "/"
        ]}]}}
        """

    @Test("A file in the legacy paths format is checked against the router as the system reads it")
    func legacyAppleFile() throws {
        let file = try AppSiteAssociation(json: Self.legacyAppleFile)
        let report = file.verify(against: router, host: "shop.example.com", appID: Self.appID)
        // Every route's links are delivered and every rule serves a route, but a rule such as
        // `/products/*` also opens the app on `/products/`, which no route takes: the check
        // probes each rule beside its routes and reports it (ASSOC-34).
        #expect(report.undeliveredRoutes.isEmpty && report.unroutedPatterns.isEmpty, "\(report)")
        #expect(
            report.overBroadPatterns.map(\.url) == ["products", "p", "campaign", "orders", "c"].map { "https://shop.example.com/\($0)/" },
            "\(report)")
        #expect(file.delivers("https://shop.example.com/products/42?ref=mail#reviews", to: Self.appID))
        #expect(!file.delivers("https://shop.example.com/auth/callback?code=1&state=2", to: Self.appID))
        // A route left out of `paths` is found.
        let missing = try AppSiteAssociation(json: Self.legacyAppleFile.replacingOccurrences(of: #""/orders/*", "#, with: ""))
        let routes = missing.verify(against: router, host: "shop.example.com", appID: Self.appID).undeliveredRoutes.map { "\($0.route)" }
        #expect(routes.count == 1 && routes[0].hasSuffix("OrderRoute"), "\(routes)")
    }

    @Test("A file with both paths and components is read from components, and paths is noted as ignored")
    func appleFileWithBothKeys() throws {
        // `paths` beside `components` serves iOS 12 and earlier; iOS 13 and later ignore it.
        let text = try String(contentsOf: Self.appleFile, encoding: .utf8)
            .replacingOccurrences(of: #""components": ["#, with: #""paths": ["NOT /auth/*", "*"], "components": ["#)
        let file = try AppSiteAssociation(json: text)
        let report = file.verify(against: router, host: "shop.example.com", appID: Self.appID)
        #expect(report.isConsistent, "\(report)")
        #expect(report.ignoredKeys == ["$.applinks.details[0].paths"])
        #expect(!file.delivers("https://shop.example.com/help/returns", to: Self.appID), "paths' '*' is not read")
    }

    @Test("The intent filters take every route's links on the web host, and only routed ones")
    func intentFiltersForTheWebHost() throws {
        let filters = try IntentFilters(xml: String(contentsOf: Self.androidFile, encoding: .utf8))
        let report = filters.verify(against: router, host: "shop.example.com")
        #expect(report.isConsistent, "\(report)")
    }

    /// Android reads `shop://products/42` as the host `products` and the path `/42`, and
    /// `shop://search?q=boots` as the host `search` and the empty path; `verify(against:scheme:)`
    /// reads the scheme's links that way, so no host is given: the routes name them.
    @Test("The intent filters take every route's links on the shop scheme, and only routed ones")
    func intentFiltersForTheShopScheme() throws {
        let filters = try IntentFilters(xml: String(contentsOf: Self.androidFile, encoding: .utf8))
        let report = try filters.verify(against: router, scheme: "shop")
        #expect(report.isConsistent, "\(report)")
        // The sign-in callback is limited to shop://, and help exists on neither origin.
        #expect(filters.delivers("shop://auth/callback?code=1&state=2"))
        #expect(!filters.delivers("https://shop.example.com/auth/callback?code=1&state=2"))
        #expect(!filters.delivers("shop://help/returns"))
    }

    /// The filters as an Android project writes them: in its `AndroidManifest.xml`, the host
    /// from a string resource, the scheme from a manifest placeholder, the activity named after
    /// the `applicationId`, and lint instructions in the `tools` namespace, which the build
    /// removes. Give `IntentFilters` the values the build fills in, as `build.gradle` and
    /// `res/values/strings.xml` hold them.
    static func manifest(filters: String) -> String {
        let filters =
            filters
            .replacingOccurrences(
                of: #"<intent-filter android:autoVerify="true">"#,
                with: #"<intent-filter android:autoVerify="true" tools:ignore="AppLinkUrlError">"#
            )
            .replacingOccurrences(of: #"android:host="shop.example.com""#, with: #"android:host="@string/web_host""#)
            .replacingOccurrences(of: #"android:scheme="shop""#, with: #"android:scheme="${shopScheme}""#)
        return """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"
                      xmlns:tools="http://schemas.android.com/tools">
                <uses-permission android:name="android.permission.INTERNET" />
                <application android:label="@string/app_name" tools:replace="android:label">
                    <activity android:name="${applicationId}.MainActivity" android:exported="true" tools:targetApi="31">
                        <intent-filter>
                            <action android:name="android.intent.action.MAIN" />
                            <category android:name="android.intent.category.LAUNCHER" />
                        </intent-filter>
                        \(filters)
                    </activity>
                </application>
            </manifest>
            """
    }

    @Test("A whole manifest with build values and tools attributes takes the router's links on both origins")
    func wholeManifest() throws {
        let manifest = Self.manifest(filters: try String(contentsOf: Self.androidFile, encoding: .utf8))
        let placeholders = ["applicationId": "com.example.shop", "shopScheme": "shop"]
        let filters = try IntentFilters(
            xml: manifest, resources: ["string/web_host": "shop.example.com"], placeholders: placeholders)
        #expect(filters.linkFilters.count == 9)
        #expect(filters.linkFilters.allSatisfy { $0.activity == "com.example.shop.MainActivity" && $0.takesBrowserLinks })
        #expect(filters.linkFilters.map(\.autoVerify) == [true] + Array(repeating: false, count: 8))
        let web = filters.verify(against: router, host: "shop.example.com")
        #expect(web.isConsistent, "\(web)")
        let shop = try filters.verify(against: router, scheme: "shop")
        #expect(shop.isConsistent, "\(shop)")

        // A stale value is found; a missing one is refused, never read as written.
        let stale = try IntentFilters(xml: manifest, resources: ["string/web_host": "www.example.com"], placeholders: placeholders)
        #expect(!stale.verify(against: router, host: "shop.example.com").undeliveredRoutes.isEmpty)
        do {
            _ = try IntentFilters(xml: manifest, placeholders: placeholders)
            Issue.record("a manifest whose host is a resource reads only with the resource's value")
        } catch {
            #expect(error.code == .unresolvedValue, "\(error)")
            #expect(error.path.hasPrefix("/manifest[1]/application[1]/activity[1]/intent-filter[2]/"), "\(error)")
        }
    }

    @Test("A misspelled host in the shop scheme's filters is found: its routes are not delivered")
    func misspelledShopHost() throws {
        let text = try String(contentsOf: Self.androidFile, encoding: .utf8)
            .replacingOccurrences(of: #"android:host="settings""#, with: #"android:host="settingz""#)
            .replacingOccurrences(of: #"android:host="auth""#, with: #"android:host="autz""#)
        let report = try IntentFilters(xml: text).verify(against: router, scheme: "shop")
        let routes = report.undeliveredRoutes.map { "\($0.route)" }
        #expect(routes.count == 2 && routes[0].hasSuffix("SignInCallbackRoute") && routes[1].hasSuffix("SettingsRoute"), "\(report)")
        #expect(report.unroutedPatterns.map(\.url).contains("shop://settingz"), "\(report)")
    }
}
