import Foundation
import Pathways
import PathwaysAssociations
import Testing

// The Swift code the README held for "Universal links and App Links", run here. The section now
// lives in the UniversalLinksAndAppLinks article, whose blocks `DocumentCompilationTests` compiles;
// `ReadmeTests.everyBlockIsCompiled` (in PathwaysTests) still finds a README.md block in
// ReadmeTests.swift or in this file, line for line.

func readmeAssociations(router: Pathways, checkedInFile: String) throws -> (AppSiteAssociation, IntentFilters, AssociationReport) {
    let file = try AppSiteAssociation(router: router, host: "example.com", appIDs: ["ABCDE12345.com.example.app"])
    // file.json: serve it at https://example.com/.well-known/apple-app-site-association
    let filters = try IntentFilters(router: router, schemes: ["https"], hosts: ["example.com"])
    // filters.xml: the <intent-filter> elements of your activity in AndroidManifest.xml

    let served = try AppSiteAssociation(json: checkedInFile)  // a malformed file throws, naming its JSON path
    let report = served.verify(against: router, host: "example.com", appID: "ABCDE12345.com.example.app")
    // report.undeliveredRoutes: routes with a link the system opens in the browser, and the link
    // report.unroutedPatterns: components that open the app only for links no route takes
    // report.unknownKeys: keys the system ignores, such as a misspelled "exlude"
    return (file, filters, report)
}

@Suite("README: universal links and App Links")
struct AssociationsReadmeTests {
    /// A site folder holding the files the README's test reads, generated from ``makeRouter()``.
    let site: URL

    init() throws {
        site = FileManager.default.temporaryDirectory.appending(path: "pathways-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let router = makeRouter()
        try AppSiteAssociation(router: router, host: "example.com", appIDs: ["ABCDE12345.com.example.app"]).json.write(
            to: site.appending(path: "apple-app-site-association"), atomically: true, encoding: .utf8)
        try IntentFilters(router: router, hosts: ["example.com"]).xml.write(
            to: site.appending(path: "intent-filters.xml"), atomically: true, encoding: .utf8)
    }

    func makeRouter() -> Pathways {
        var router = Pathways()
        router.register(host: "example.com", path: "/products/:id", matching: .exact) { _ in }
        router.register(host: "example.com", path: "/settings") { _ in }
        router.register(host: "example.com", path: "/callback#complete", supportFragmentParams: true) { _ in }
        return router
    }

    @Test func checkedInAssociationsMatchTheRouter() throws {
        let router = makeRouter()
        let file = try AppSiteAssociation(json: String(contentsOf: site.appending(path: "apple-app-site-association"), encoding: .utf8))
        let report = file.verify(against: router, host: "example.com", appID: "ABCDE12345.com.example.app")
        #expect(report.isConsistent, "\(report)")
        let filters = try IntentFilters(xml: String(contentsOf: site.appending(path: "intent-filters.xml"), encoding: .utf8))
        #expect(filters.verify(against: router, host: "example.com").isConsistent)
    }

    @Test("The README's code generates both associations and finds what a hand-written file misses")
    func generatingAndChecking() throws {
        let handWritten =
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/products/*", "exlude": true}]}]}}"#
        let (file, filters, report) = try readmeAssociations(router: makeRouter(), checkedInFile: handWritten)
        #expect(file.json.contains(#""/": "/products/?*""#))
        #expect(filters.xml.contains(#"<data android:pathAdvancedPattern="/products/.+" />"#))
        #expect(report.undeliveredRoutes.map(\.url) == ["https://example.com/callback#complete", "https://example.com/settings"])
        #expect(report.unknownKeys == ["$.applinks.details[0].components[0].exlude"])
        expectAssociationError(.wrongType, at: "$.applinks.details") {
            _ = try readmeAssociations(router: makeRouter(), checkedInFile: #"{"applinks": {"details": "*"}}"#)
        }
    }
}
