import Foundation
import Pathways
import Testing

@Suite("Matching as a value")
@MainActor
struct MatchTests {
    let journal = Journal()

    func router() -> Pathways {
        var router = Pathways()
        router.register(host: "example.com", ProductRoute.self) { [journal] route, parameters in
            journal.entries.append(.init(route: "product \(route.productID)", parameters: parameters))
        }
        router.register(ItemRoute.self, matching: .exact) { [journal] route, parameters in
            journal.entries.append(.init(route: "item \(route.id)", parameters: parameters))
        }
        router.register(path: "/items/:slug", matching: .exact, handler: journal.pathHandler("slug"))
        return router
    }

    @Test("DISP-7: match gives the winning registration, its parameters and its value, and runs nothing")
    func matchIsAValue() throws {
        let frozen = router()
        let match = try #require(try frozen.match("https://example.com/products/42?campaign=spring"))
        #expect(match.pattern.text == "/products/:productID")
        #expect(match.host == "example.com")
        #expect(match.matching == .prefix)
        #expect((match.value as? ProductRoute)?.productID == 42)
        #expect(match.parameters["campaign"] == "spring")
        #expect(match.route.typeName == "ProductRoute")
        #expect(journal.entries.isEmpty)
    }

    @Test("DISP-7: match falls back past a typed route that fails to decode, as handle does")
    func matchFallsBack() throws {
        let frozen = router()
        let slug = try #require(try frozen.match("https://example.com/items/abc"))
        #expect(slug.pattern.text == "/items/:slug")
        #expect(slug.value == nil)
        #expect(slug.parameters.capture("slug") == "abc")
        let itemURL = try #require(URL(string: "https://example.com/items/7"))
        let item = try #require(try frozen.match(itemURL))
        #expect((item.value as? ItemRoute)?.id == 7)
        #expect(try frozen.match("https://example.com/nowhere") == nil)
        #expect(try frozen.handle("https://example.com/items/abc"))
        #expect(journal.routes == ["slug"])
    }

    @Test("DISP-7: match throws exactly what handle throws")
    func matchThrowsAsHandleDoes() throws {
        var only = Pathways()
        only.register(ItemRoute.self, matching: .exact) { _, _ in }
        for url in ["https://example.com/a/../b", "https://example.com/items/abc", "https://user@example.com/items/1"] {
            let handled = Result { () throws(PathwayError) in try only.handle(url) }
            let matched = Result { () throws(PathwayError) in try only.match(url) }
            guard case .failure(let handleError) = handled, case .failure(let matchError) = matched else {
                Issue.record("\(url): expected both to throw, got \(handled) and \(matched)")
                continue
            }
            #expect(handleError == matchError)
        }
    }

    @Test("DISP-7: match runs off the main actor, from concurrent tasks")
    nonisolated func matchFromTasks() async throws {
        let frozen = await router()
        let ids = try await withThrowingTaskGroup(of: Int?.self) { group in
            for id in 1...20 {
                group.addTask { (try frozen.match("https://example.com/products/\(id)")?.value as? ProductRoute)?.productID }
            }
            var ids: [Int] = []
            for try await id in group { ids.append(try #require(id)) }
            return ids.sorted()
        }
        #expect(ids == Array(1...20))
    }
}
