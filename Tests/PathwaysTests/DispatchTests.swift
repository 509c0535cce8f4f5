import Foundation
import Pathways
import Testing

struct ItemRoute: Pathway {
    static let pattern = "/items/:id"
    let id: Int
}

struct ItemCodeRoute: Pathway {
    static let pattern = "/items/:code"
    let code: UUID
}

@Suite("Dispatch, errors and limits")
@MainActor
struct DispatchTests {
    let journal = Journal()

    func typed<Route: Pathway>(_ type: Route.Type, _ name: String) -> @MainActor @Sendable (Route, RouteParameters) -> Void {
        { [journal] _, parameters in journal.entries.append(.init(route: name, parameters: parameters)) }
    }

    @Test("DISP-1: a rejected URL throws and runs nothing")
    func rejected() throws {
        let router = try makeRouter([("root", "/", .prefix)], journal: journal)
        expectError(.dotSegment, .match) { _ = try router.handle("https://example.com/a/../b") }
        #expect(journal.entries.isEmpty)
    }

    @Test("DISP-2: exactly one handler runs, the best")
    func oneHandler() throws {
        let router = try makeRouter([("a", "/a", .prefix), ("ab", "/a/b", .prefix)], journal: journal)
        #expect(try router.handle("https://example.com/a/b/c"))
        #expect(journal.routes == ["ab"])
    }

    @Test("DISP-3: no match returns false")
    func noMatch() throws {
        let router = try makeRouter([("a", "/a", .prefix)], journal: journal)
        #expect(try !router.handle("https://example.com/nowhere"))
        #expect(journal.entries.isEmpty)
    }

    @Test("DISP-4: a failed typed candidate falls through to the next")
    func fallThrough() throws {
        var router = Pathways()
        router.register(ItemRoute.self, matching: .exact, handler: typed(ItemRoute.self, "typed"))
        router.register(path: "/items/:slug", matching: .exact, handler: journal.pathHandler("slug"))
        #expect(try router.handle("https://example.com/items/abc"))
        #expect(try router.handle("https://example.com/items/7"))
        #expect(journal.routes == ["slug", "typed"])
        #expect(journal.entries.first?.parameters.capture("slug") == "abc")
    }

    @Test("DISP-4: when every candidate fails, the best failure is thrown")
    func bestFailure() throws {
        var router = Pathways()
        router.register(ItemRoute.self, matching: .exact, handler: typed(ItemRoute.self, "int"))
        router.register(ItemCodeRoute.self, matching: .exact, handler: typed(ItemCodeRoute.self, "uuid"))
        let error = expectError(.invalidValue, .decode) { _ = try router.handle("https://example.com/items/abc") }
        #expect(error?.placeholder == "id")
        #expect(journal.entries.isEmpty)
        var reversed = Pathways()
        reversed.register(host: "example.com", ItemCodeRoute.self, matching: .exact, handler: typed(ItemCodeRoute.self, "uuid"))
        reversed.register(ItemRoute.self, matching: .exact, handler: typed(ItemRoute.self, "int"))
        let hostFirst = expectError(.invalidValue, .decode) { _ = try reversed.handle("https://example.com/items/abc") }
        #expect(hostFirst?.placeholder == "code")
    }

    @Test("DISP-5: handlers run on the main actor before handle returns")
    func mainActor() throws {
        var router = Pathways()
        router.register(
            path: "/",
            handler: { [journal] parameters in
                MainActor.assertIsolated()
                journal.entries.append(.init(route: "ran", parameters: parameters))
            })
        #expect(try router.handle("https://example.com/"))
        #expect(journal.routes == ["ran"])
    }

    @Test("DISP-6: handlers receive captures, query and opted-in fragment parameters")
    func delivered() throws {
        var router = Pathways()
        router.register(
            path: "/users/:id#profile", matching: .exact, supportFragmentParams: true, handler: journal.pathHandler("user"))
        #expect(try router.handle("https://example.com/users/7?tab=posts#profile?section=bio"))
        let parameters = try #require(journal.entries.first?.parameters)
        #expect(
            parameters
                == RouteParameters(
                    captures: [.init(name: "id", value: "7")], query: [.init(name: "tab", value: "posts")],
                    fragment: [.init(name: "section", value: "bio")], fragmentText: "profile"))
    }

    @Test("DISP-5: a test double can stand in for the router")
    func testDouble() throws {
        final class RecordingRouter: PathwaysRouting {
            @MainActor var received: [URL] = []
            @MainActor func handle(_ url: URL) throws(PathwayError) -> Bool {
                received.append(url)
                return true
            }
        }
        let double = RecordingRouter()
        let routing: any PathwaysRouting = double
        let url = try #require(URL(string: "myapp://products/1"))
        #expect(try routing.handle(url))
        #expect(double.received == [url])
    }

    @Test("DISP-5, DISP-8: through PathwaysRouting, open reaches a double's handle and waits for the router's async handler")
    func testDoubleOpen() async throws {
        final class RecordingRouter: PathwaysRouting {
            @MainActor var received: [URL] = []
            @MainActor func handle(_ url: URL) throws(PathwayError) -> Bool {
                received.append(url)
                return true
            }
        }
        let double = RecordingRouter()
        let url = try #require(URL(string: "myapp://products/1"))
        let doubled: any PathwaysRouting = double
        #expect(try await doubled.open(url))
        #expect(double.received == [url])

        var router = Pathways()
        let journal = journal
        router.register(path: "/orders/:id", matching: .exact) { parameters async in
            await Task.yield()
            journal.entries.append(Journal.Entry(route: "order", parameters: parameters))
        }
        let routing: any PathwaysRouting = router
        #expect(try await routing.open(try #require(URL(string: "https://example.com/orders/7"))))
        #expect(journal.routes == ["order"])
    }

    @Test("ERR-1: errors carry context and read as sentences")
    func errorContext() throws {
        let router = try makeRouter([("root", "/", .prefix)], journal: journal)
        let error = expectError(.malformedPercentEncoding, .match) { _ = try router.handle("https://example.com/files/a%ZZ") }
        #expect(error?.offset == 27)
        #expect(error?.text == "a%ZZ")
        #expect(error?.input == "https://example.com/files/a%ZZ")
        #expect(
            error?.description == """
                match error [malformedPercentEncoding]: '%' must be followed by two hexadecimal digits; found "a%ZZ"
                    https://example.com/files/a%ZZ
                                               ^
                """)
    }

    @Test("ERR-2: every code has a stable identifier")
    func codes() {
        let identifiers = PathwayError.Code.allCodes.map(\.description)
        #expect(Set(identifiers).count == identifiers.count)  // SPEC.md's table: ClosedListTests
        for code in PathwayError.Code.allCodes {
            #expect(PathwayError.Code(identifier: code.description) == code)
        }
        #expect(PathwayError.Code(identifier: "nope") == nil)
    }

    @Test("ERR-1: every phase has a stable identifier, and a switch over phases reads as before")
    func phases() {
        let identifiers = PathwayError.Phase.allPhases.map(\.description)
        #expect(identifiers == ["pattern", "registration", "match", "decode", "encode"])
        for phase in PathwayError.Phase.allPhases {
            #expect(PathwayError.Phase(identifier: phase.description) == phase)
        }
        #expect(PathwayError.Phase(identifier: "nope") == nil)
        let error = PathwayError(.dotSegment, phase: .match)
        let early: Bool
        switch error.phase {
        case .pattern, .registration: early = true
        default: early = false
        }
        #expect(!early)
    }

    @Test("LIM-1, SEC-10: URL length")
    func urlLength() throws {
        let router = try makeRouter([("root", "/", .prefix)], journal: journal)
        let base = "https://example.com/"
        let path = Array(repeating: String(repeating: "a", count: 4_000), count: 4).joined(separator: "/") + "?q="
        let longest = base + path + String(repeating: "b", count: 16_384 - base.utf8.count - path.utf8.count)
        #expect(longest.utf8.count == 16_384)
        #expect(try router.handle(longest))
        expectError(.urlTooLong, .match) { _ = try router.handle(longest + "b") }
        expectError(.urlTooLong, .match) { _ = try router.handle(base + String(repeating: "a/", count: 100_000)) }
        expectError(.urlTooLong, .match) { _ = try router.handle(base + String(repeating: "a", count: 1 << 20)) }
    }

    @Test("LIM-2: path components")
    func components() throws {
        let router = try makeRouter([("root", "/", .prefix)], journal: journal, customSchemes: ["myapp"])
        #expect(try router.handle("https://example.com" + String(repeating: "/a", count: 64)))
        expectError(.tooManyComponents, .match) { _ = try router.handle("https://example.com" + String(repeating: "/a", count: 65)) }
        expectError(.tooManyComponents, .match) { _ = try router.handle("myapp://a" + String(repeating: "/a", count: 64)) }
    }

    @Test("LIM-3: parameters")
    func parameters() throws {
        let router = try makeRouter([("root", "/", .prefix)], journal: journal)
        let pairs = (0..<256).map { "k\($0)=v" }.joined(separator: "&")
        #expect(try router.handle("https://example.com/?" + pairs + "&&"))
        expectError(.tooManyParameters, .match) { _ = try router.handle("https://example.com/?" + pairs + "&one=more") }
        expectError(.tooManyParameters, .match) { _ = try router.handle("https://example.com/#?" + pairs + "&one=more") }
    }

    @Test("LIM-4, SEC-10: component length")
    func componentLength() throws {
        let router = try makeRouter([("root", "/", .prefix)], journal: journal)
        #expect(try router.handle("https://example.com/" + String(repeating: "x", count: 4_096)))
        expectError(.componentTooLong, .match) { _ = try router.handle("https://example.com/" + String(repeating: "x", count: 10_000)) }
        expectError(.componentTooLong, .match) { _ = try router.handle("https://example.com/?q=" + String(repeating: "%41", count: 4_097)) }
        #expect(try router.handle("https://example.com/?q=" + String(repeating: "%41", count: 4_096)))
    }

    @Test("LIM-1, LIM-4: limits are configurable")
    func configurable() throws {
        var limits = PathwayLimits()
        limits.maxComponentLength = 8
        limits.maxURLLength = 64
        var router = Pathways(limits: limits)
        router.register(path: "/", handler: journal.pathHandler("root"))
        #expect(try router.handle("https://example.com/12345678"))
        expectError(.componentTooLong, .match) { _ = try router.handle("https://example.com/123456789") }
        expectError(.componentTooLong, .pattern) {
            router.register(path: "/123456789", handler: { _ in })
            try router.validate()
        }
        expectError(.urlTooLong, .match) { _ = try router.handle("https://example.com/" + String(repeating: "a/", count: 30)) }
    }
}
