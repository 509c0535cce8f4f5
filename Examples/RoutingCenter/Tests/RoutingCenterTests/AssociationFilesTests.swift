import Foundation
import Pathways
import PathwaysAssociations
import Testing

@testable import RoutingCenter

/// The association files the app ships, checked against the app's router: a route added without
/// its link in the files, or a rule left behind by a removed route, fails here rather than in
/// a user's hands. Copy this test into your app's test target.
///
/// The files were written by `AppSiteAssociation(router:host:appIDs:)` and
/// `IntentFilters(router:schemes:hosts:)`; regenerate them the same way when the routes change.
@Suite("RoutingCenter: the checked-in association files match the router")
@MainActor
struct AssociationFilesTests {
    static let appID = "ABCDE12345.com.example.routingcenter"
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Associations")

    let router = makeAppRouter(navigator: Navigator(), session: SignInSession())

    @Test(
        "Each host's apple-app-site-association file delivers every route's links, and only routed ones",
        arguments: [
            "example.com", "blog.example.com",
        ])
    func appleFile(host: String) throws {
        let text = try String(contentsOf: Self.folder.appending(path: "\(host)/apple-app-site-association"), encoding: .utf8)
        let report = try AppSiteAssociation(json: text).verify(against: router, host: host, appID: Self.appID)
        #expect(report.isConsistent, "\(report)")
    }

    @Test("The intent filters take every route's links on each host, and only routed ones", arguments: ["example.com", "blog.example.com"])
    func intentFilters(host: String) throws {
        let filters = try IntentFilters(xml: String(contentsOf: Self.folder.appending(path: "intent-filters.xml"), encoding: .utf8))
        let report = filters.verify(against: router, host: host)
        #expect(report.isConsistent, "\(report)")
    }

    @Test("The checked-in files are what the generator writes for the router today")
    func filesAreGenerated() throws {
        for host in ["example.com", "blog.example.com"] {
            let text = try String(contentsOf: Self.folder.appending(path: "\(host)/apple-app-site-association"), encoding: .utf8)
            #expect(text == (try AppSiteAssociation(router: router, host: host, appIDs: [Self.appID])).json, "regenerate \(host)'s file")
        }
        let xml = try String(contentsOf: Self.folder.appending(path: "intent-filters.xml"), encoding: .utf8)
        #expect(
            xml == (try IntentFilters(router: router, hosts: ["example.com", "blog.example.com"])).xml, "regenerate intent-filters.xml")
    }
}
