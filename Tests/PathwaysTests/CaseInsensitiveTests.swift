import Pathways
import Testing

@Suite("Case-insensitive routes")
@MainActor
struct CaseInsensitiveTests {
    @Test("MATCH-8: literals fold ASCII letters only; captures keep their case")
    func folding() throws {
        let journal = Journal()
        var router = Pathways()
        router.register(path: "/Products/:id", matching: .exact, caseInsensitive: true, handler: journal.pathHandler("products"))
        router.register(path: "/été", matching: .exact, caseInsensitive: true, handler: journal.pathHandler("ete"))
        router.register(path: "/Caf%C3%A9#Top", matching: .exact, caseInsensitive: true, handler: journal.pathHandler("cafe"))
        try router.validate()
        #expect(try router.handle("https://example.com/products/Ab"))
        #expect(try router.handle("https://example.com/PRODUCTS/Ab"))
        #expect(try router.handle("https://example.com/pr%4Fducts/aB"))
        #expect(journal.entries.map { $0.parameters.capture("id") } == ["Ab", "Ab", "aB"])
        #expect(try router.handle("https://example.com/%C3%A9t%C3%A9"))
        #expect(try !router.handle("https://example.com/%C3%89T%C3%89"))
        #expect(try router.handle("https://example.com/CAF%c3%a9#tOP"))
        #expect(journal.routes == ["products", "products", "products", "ete", "cafe"])
    }

    @Test("MATCH-8: a case-sensitive route stays case-sensitive beside a folded one")
    func sensitiveStays() throws {
        let journal = Journal()
        var router = Pathways()
        router.register(path: "/help", matching: .exact, handler: journal.pathHandler("sensitive"))
        try router.validate()
        #expect(try !router.handle("https://example.com/Help"))
        router.register(path: "/HELP", matching: .exact, caseInsensitive: true, handler: journal.pathHandler("folded"))
        #expect(try router.handle("https://example.com/Help"))
        #expect(try router.handle("https://example.com/help"))
        #expect(journal.routes == ["folded", "sensitive"])
    }

    @Test("PREC-2, PREC-7: a case-sensitive literal beats a folded one; folded literals equal after folding tie")
    func precedence() throws {
        for first in [true, false] {
            let journal = Journal()
            var router = Pathways()
            let register = { (router: inout Pathways, insensitive: Bool) in
                if insensitive {
                    router.register(path: "/help", matching: .exact, caseInsensitive: true, handler: journal.pathHandler("folded"))
                } else {
                    router.register(path: "/Help", matching: .exact, handler: journal.pathHandler("exact"))
                }
            }
            register(&router, first)
            register(&router, !first)
            router.register(path: "/:page", matching: .exact, handler: journal.pathHandler("placeholder"))
            #expect(try router.handle("https://example.com/Help"))
            #expect(try router.handle("https://example.com/HELP"))
            #expect(try router.handle("https://example.com/other"))
            #expect(journal.routes == ["exact", "folded", "placeholder"])
        }
        let journal = Journal()
        var router = Pathways()
        router.register(path: "/Help", matching: .exact, caseInsensitive: true, handler: journal.pathHandler("first"))
        router.register(path: "/help", matching: .exact, caseInsensitive: true, handler: journal.pathHandler("second"))
        #expect(try router.handle("https://example.com/hElp"))
        #expect(journal.routes == ["first"])
    }

    @Test("SEC-12: hosts are compared as always; folding never reaches captures")
    func hosts() throws {
        let journal = Journal()
        var router = Pathways()
        router.register(host: "example.com", path: "/A/:x", matching: .exact, caseInsensitive: true, handler: journal.pathHandler("a"))
        #expect(try router.handle("https://EXAMPLE.com/a/X"))
        #expect(try !router.handle("https://example.org/a/X"))
        #expect(journal.entries.map { $0.parameters.capture("x") } == ["X"])
    }
}
