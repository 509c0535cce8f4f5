import Pathways
import PathwaysAssociations
import Testing

@Suite("Associations smoke")
struct SmokeTests {
    @Test("generate")
    func generate() throws {
        var router = Pathways()
        router.register(host: "example.com", path: "/products/:id", matching: .exact) { _ in }
        router.register(host: "example.com", path: "/settings") { _ in }
        let file = try AppSiteAssociation(router: router, host: "example.com", appIDs: ["ABCDE12345.com.example.app"])
        #expect(file.delivers("https://example.com/products/42", to: "ABCDE12345.com.example.app"))
        #expect(file.verify(against: router, host: "example.com", appID: "ABCDE12345.com.example.app").isConsistent)
        let filters = try IntentFilters(router: router, hosts: ["example.com"])
        #expect(filters.delivers("https://example.com/products/42"))
    }
}
