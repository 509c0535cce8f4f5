import Foundation
import Pathways
import PathwaysCompatibility
import Testing

// The test of the article "Keeping links working across releases", line for line, run against
// the first release of this target's shop.

/// The app's router: the first release of `Releases`.
func makeRouter() -> Pathways { Releases.first() }

/// The table of the last release, written where the test can read it.
let tableURL: URL = {
    let file = FileManager.default.temporaryDirectory.appending(path: "pathways-readme-route-table-\(UUID().uuidString).json")
    try? Releases.first().routeTable.jsonText.write(to: file, atomically: true, encoding: .utf8)
    return file
}()

@Test func lastReleasesLinksStillWork() throws {
    let lastRelease = try RouteTable(json: String(contentsOf: tableURL, encoding: .utf8))
    let report = try CompatibilityReport(old: lastRelease, router: makeRouter())
    #expect(report.isCompatible, "\(report)")
}

/// Links the last release published, each with the name of the route that took it.
let publishedLinks = [
    ("https://shop.example.com/products/42?campaign=spring", "ProductRoute"),
    ("https://shop.example.com/users/ada", "UserRoute"),
]

@Test(arguments: publishedLinks)
func publishedLinkStillOpens(link: String, route: String) throws {
    let match = try #require(try makeRouter().match(link), "no route takes \(link)")
    #expect(match.route.name == route)
}
