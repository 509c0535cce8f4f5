import Pathways
import PathwaysAssociations
import Testing

@Suite("Scratch")
struct ScratchTests {
    @Test("print")
    func show() throws {
        var router = Pathways(customSchemes: ["myapp"])
        router.register(host: "example.com", path: "/products/:productID", matching: .exact) { _ in }
        router.register(host: "example.com", path: "/products/featured", matching: .exact) { _ in }
        router.register(host: "example.com", path: "/files/*path", matching: .exact) { _ in }
        router.register(host: "example.com", path: "/app#/item/:id", matching: .exact) { _ in }
        router.register(host: "example.com", path: "/settings") { _ in }
        router.register(host: "example.com", path: "/callback#complete", matching: .exact, supportFragmentParams: true) { _ in }
        router.register(host: "example.com", path: "/Help/:topic", caseInsensitive: true) { _ in }
        router.register(host: "example.com", path: "/caf%C3%A9/v1.0", matching: .exact) { _ in }
        router.register(path: "/help/:topic", matching: .exact) { _ in }
        let file = try AppSiteAssociation(router: router, host: "example.com", appIDs: ["ABCDE12345.com.example.app"])
        let filters = try IntentFilters(router: router, hosts: ["example.com"])
        let simple = try IntentFilters(router: router, hosts: ["example.com"], syntax: .simple)
        let r1 = file.verify(against: router, host: "example.com", appID: "ABCDE12345.com.example.app")
        let r2 = filters.verify(against: router, host: "example.com")
        let r3 = simple.verify(against: router, host: "example.com")
        let hand = try AppSiteAssociation(json: #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/products/*"}, {"/": "/settings/*", "exlude": true}, {"/": "/help/*"}]}]}}"#)
        let r4 = hand.verify(against: router, host: "example.com", appID: "ABCDE12345.com.example.app")
        Issue.record("\(file.json)\n\(filters.xml)\n\(simple.xml)\n--\n\(r1)\n--\n\(r2)\n--\n\(r3)\n--\n\(r4)")
    }
}
