import Foundation
import Pathways
import Testing

@Suite("Links held until the app is ready")
@MainActor
struct LinkQueueTests {
    let journal = Journal()

    func router(_ paths: [String]) -> Pathways {
        var router = Pathways()
        for path in paths { router.register(path: path, matching: .exact, handler: journal.pathHandler(path)) }
        return router
    }

    @Test("HOLD-1: links wait until release, then run once each, in arrival order")
    func holdsThenReleasesInOrder() async throws {
        let links = LinkQueue(router: router(["/a", "/b", "/c"]))
        #expect(await links.receive("https://example.com/a") == .held)
        #expect(await links.receive(try #require(URL(string: "https://example.com/b"))) == .held)
        #expect(await links.receive("https://example.com/c") == .held)
        #expect(journal.entries.isEmpty)
        #expect(links.heldLinks == ["https://example.com/a", "https://example.com/b", "https://example.com/c"])
        #expect(await links.release() == [.handled, .handled, .handled])
        #expect(journal.routes == ["/a", "/b", "/c"])
        #expect(links.heldLinks.isEmpty)
        #expect(await links.release() == [])
        #expect(journal.routes == ["/a", "/b", "/c"])
    }

    @Test("HOLD-2: after release, links go to the router at once; after hold, they wait again")
    func releasedThenHeldAgain() async {
        let links = LinkQueue(router: router(["/a", "/b"]))
        _ = await links.release()
        #expect(links.isReleased)
        #expect(await links.receive("https://example.com/a") == .handled)
        links.hold()
        #expect(await links.receive("https://example.com/b") == .held)
        #expect(journal.routes == ["/a"])
        #expect(await links.release() == [.handled])
        #expect(journal.routes == ["/a", "/b"])
    }

    @Test("HOLD-3: with keepLatest, a newer link replaces the held ones")
    func keepLatest() async {
        let links = LinkQueue(router: router(["/a", "/b", "/c"]), policy: .keepLatest)
        for path in ["/a", "/b", "/c"] { #expect(await links.receive("https://example.com\(path)") == .held) }
        #expect(links.heldLinks == ["https://example.com/c"])
        #expect(await links.release() == [.handled])
        #expect(journal.routes == ["/c"])
    }

    @Test("HOLD-4: a held link is routed by the router of release time, and one no route takes is reported")
    func routedByTheLaterRouter() async {
        let links = LinkQueue(router: router(["/home"]))
        await links.receive("https://example.com/account")
        await links.receive("https://example.com/gone")
        await links.receive("https://example.com/home")
        links.router = router(["/home", "/account"])
        #expect(await links.release() == [.handled, .unmatched, .handled])
        #expect(journal.routes == ["/account", "/home"])
    }

    @Test("HOLD-5: a link that fails is reported with its error and does not stop the ones behind it")
    func failureDoesNotStopTheQueue() async {
        var typed = Pathways()
        typed.register(ItemRoute.self, matching: .exact) { [journal] route, parameters in
            journal.entries.append(.init(route: "item \(route.id)", parameters: parameters))
        }
        let links = LinkQueue(router: typed)
        await links.receive("https://example.com/items/abc")
        await links.receive("https://example.com/a/../b")
        await links.receive("https://example.com/items/3")
        let outcomes = await links.release()
        #expect(outcomes.count == 3)
        guard outcomes.count == 3, case .failed(let decode) = outcomes[0], case .failed(let malformed) = outcomes[1] else {
            Issue.record("expected two failures, then a handled link: \(outcomes)")
            return
        }
        #expect(decode.code == .invalidValue)
        #expect(malformed.code == .dotSegment)
        #expect(outcomes[2] == .handled)
        #expect(journal.routes == ["item 3"])
    }

    @Test("HOLD-6: links from concurrent tasks each run exactly once, one at a time, handlers to completion")
    func concurrentTasks() async {
        var router = Pathways()
        let log = Log()
        router.register(path: "/n/:n", matching: .exact) { parameters async in
            let n = parameters.capture("n") ?? "?"
            log.events.append("start \(n)")
            await Task.yield()
            log.events.append("end \(n)")
        }
        let links = LinkQueue(router: router)
        for n in 0..<5 { await links.receive("https://example.com/n/\(n)") }
        var tasks = [Task { _ = await links.release() }]
        for n in 5..<25 { tasks.append(Task { _ = await links.receive("https://example.com/n/\(n)") }) }
        for task in tasks { await task.value }
        let starts = log.events.filter { $0.hasPrefix("start") }
        #expect(starts.count == 25)
        #expect(Set(starts).count == 25)
        // One handler at a time: every start is followed by its own end.
        for (index, event) in log.events.enumerated() where event.hasPrefix("start") {
            #expect(log.events.indices.contains(index + 1) && log.events[index + 1] == "end" + event.dropFirst(5))
        }
        // The held links ran first, in order.
        #expect(Array(starts.prefix(5)) == (0..<5).map { "start \($0)" })
        #expect(links.heldLinks.isEmpty)
    }

    @Test("HOLD-7: a passing link runs at once while the others stay held, in order")
    func passingLinkRunsAtOnce() async throws {
        let links = LinkQueue(router: router(["/a", "/callback", "/b"])) { $0.pattern.text == "/callback" }
        #expect(await links.receive("https://example.com/a") == .held)
        #expect(await links.receive("https://example.com/callback?code=1") == .handled)
        #expect(journal.routes == ["/callback"])
        #expect(journal.entries.last?.parameters["code"] == "1")
        #expect(await links.receive(try #require(URL(string: "https://example.com/b"))) == .held)
        #expect(links.heldLinks == ["https://example.com/a", "https://example.com/b"])
        #expect(!links.isReleased)
        #expect(await links.release() == [.handled, .handled])
        #expect(journal.routes == ["/callback", "/a", "/b"])
    }

    @Test("HOLD-7: a link that matches nothing, fails to match, or is refused by passing is held; keepLatest keeps it")
    func unmatchedAndRefusedLinksAreHeld() async {
        var asked: [String] = []
        let links = LinkQueue(router: router(["/a", "/callback"]), policy: .keepLatest) { match in
            asked.append(match.pattern.text)
            return match.pattern.text == "/callback"
        }
        #expect(await links.receive("https://example.com/gone") == .held)
        #expect(await links.receive("https://example.com/a/../callback") == .held)
        #expect(await links.receive("https://example.com/a") == .held)
        // A passing link does not replace the held one under keepLatest.
        #expect(await links.receive("https://example.com/callback") == .handled)
        #expect(links.heldLinks == ["https://example.com/a"])
        #expect(asked == ["/a", "/callback"])
        #expect(await links.release() == [.handled])
        // Released: passing is no longer asked.
        #expect(await links.receive("https://example.com/a") == .handled)
        #expect(asked == ["/a", "/callback"])
        #expect(journal.routes == ["/callback", "/a", "/a"])
    }

    @Test("HOLD-7: a passing link whose handler suspends runs to completion before receive returns")
    func passingAsyncHandler() async {
        var router = router(["/a"])
        let log = Log()
        router.register(path: "/callback", matching: .exact) { parameters async in
            log.events.append("start \(parameters["code"] ?? "?")")
            await Task.yield()
            log.events.append("end")
        }
        let links = LinkQueue(router: router) { $0.pattern.text == "/callback" }
        #expect(await links.receive("https://example.com/a") == .held)
        #expect(await links.receive("https://example.com/callback?code=7") == .handled)
        #expect(log.events == ["start 7", "end"])
        #expect(links.heldLinks == ["https://example.com/a"])
    }

    @Test("HOLD-7: the route passing judged is the route that runs, even when the router changes before it runs")
    func decisionAndRunShareOneMatch() async throws {
        var typed = Pathways()
        typed.register(ItemRoute.self, matching: .exact) { [journal] route, parameters in
            journal.entries.append(.init(route: "item \(route.id)", parameters: parameters))
        }
        typed.register(path: "/items/:slug", matching: .exact, handler: journal.pathHandler("slug"))
        var judged: [MatchedRoute] = []
        let links = LinkQueue(router: typed) { match in
            judged.append(match)
            return true
        }
        // The typed route fails to decode `abc`, so the match, and the run, is the path-only one.
        #expect(await links.receive("https://example.com/items/abc") == .handled)
        #expect(await links.receive("https://example.com/items/7") == .handled)
        #expect(judged.map(\.pattern.text) == ["/items/:slug", "/items/:id"])
        #expect((judged.last?.value as? ItemRoute)?.id == 7)
        #expect(journal.routes == ["slug", "item 7"])
        #expect(journal.entries.first?.parameters == judged.first?.parameters)

        // A link let through while another one runs waits for it, then runs the route it was
        // judged by, although the router is replaced in between.
        let log = Log()
        let started = AsyncStream<Void>.makeStream()
        let gate = AsyncStream<Void>.makeStream()
        var slow = Pathways()
        slow.register(path: "/slow", matching: .exact) { _ async in
            log.events.append("slow start")
            started.continuation.yield()
            for await _ in gate.stream { break }
            log.events.append("slow end")
        }
        slow.register(path: "/pass", matching: .exact) { _ in log.events.append("pass, first router") }
        let queue = LinkQueue(router: slow) { $0.pattern.text == "/pass" }
        await queue.release()
        let first = Task { await queue.receive("https://example.com/slow") }
        for await _ in started.stream { break }
        queue.hold()
        let passed = Task { await queue.receive("https://example.com/pass") }
        // `receive` runs in a task of its own; let it take its place behind /slow.
        for _ in 0..<100 where queue.heldLinks.count < 2 { await Task.yield() }
        #expect(queue.heldLinks == ["https://example.com/slow", "https://example.com/pass"])
        var replaced = Pathways()
        replaced.register(path: "/pass", matching: .exact) { _ in log.events.append("pass, second router") }
        queue.router = replaced
        gate.continuation.yield()
        #expect(await first.value == .handled)
        #expect(await passed.value == .handled)
        #expect(log.events == ["slow start", "slow end", "pass, first router"])
    }

    /// A shop's screens: the product list, and a product above it.
    enum Shelf: Equatable {
        case products
        case product(Int)
    }

    struct ProductListRoute: Pathway {
        static let pattern = "/products"
    }

    /// The shop's router: destination routes for the list and a product, and the sign-in
    /// callback's handler.
    func shop() -> Pathways {
        var router = Pathways()
        router.register(ProductListRoute.self, matching: .exact) { _ in Shelf.products }
        router.register(ProductRoute.self, matching: .exact) { Shelf.product($0.productID) }
        router.register(path: "/callback", matching: .exact, handler: journal.pathHandler("/callback"))
        return router
    }

    @Test("HOLD-8: a link held before sign-in reaches the path on release, as its back stack, once")
    func heldLinkReachesThePath() async {
        var path: [Shelf] = []
        var shown = 0
        let links = LinkQueue(router: shop(), policy: .keepLatest) {
            $0.pattern.text == "/callback"
        } showing: { (stack: [Shelf]) in
            path = stack
            shown += 1
        }
        #expect(await links.receive("https://example.com/products/41") == .held)
        #expect(await links.receive("https://example.com/products/42") == .held)
        #expect(await links.receive("https://example.com/callback?code=abc") == .handled)
        #expect(journal.routes == ["/callback"])
        #expect(path.isEmpty)
        #expect(await links.release() == [.handled])
        #expect(path == [.products, .product(42)])
        #expect(shown == 1)
        // Released: a later link reaches the path before `receive` returns.
        #expect(await links.receive("https://example.com/products") == .handled)
        #expect(path == [.products])
        #expect(shown == 2)
    }

    @Test("HOLD-8: passing links show too, in order; links another route, no route or an error takes show nothing")
    func onlyDestinationRoutesShow() async {
        var router = shop()
        router.register(path: "/products/featured", matching: .exact, handler: journal.pathHandler("featured"))
        var stacks: [[Shelf]] = []
        let links = LinkQueue(router: router) {
            $0.value is ProductRoute
        } showing: { (stack: [Shelf]) in
            stacks.append(stack)
        }
        #expect(await links.receive("https://example.com/products") == .held)
        #expect(await links.receive("https://example.com/products/7") == .handled)
        #expect(stacks == [[.products, .product(7)]])
        // The path-only route outranks the destination route: its handler runs, and no screen shows.
        #expect(await links.receive("https://example.com/products/featured") == .held)
        #expect(await links.receive("https://example.com/products/%ZZ") == .held)
        #expect(await links.receive("https://example.com/nowhere") == .held)
        #expect(await links.receive("https://example.com/callback?code=abc") == .held)
        #expect(
            await links.release().map(\.description) == ["handled", "handled", "failed: malformedPercentEncoding", "unmatched", "handled"])
        #expect(journal.routes == ["featured", "/callback"])
        #expect(stacks == [[.products, .product(7)], [.products]])

        // A queue that asks for screens of another type is given none.
        var other: [[String]] = []
        let elsewhere = LinkQueue(router: router) { (stack: [String]) in other.append(stack) }
        await elsewhere.release()
        #expect(await elsewhere.receive("https://example.com/products/8") == .handled)
        #expect(other.isEmpty)
    }
}

/// What handlers did, in order.
@MainActor
final class Log {
    var events: [String] = []
}
