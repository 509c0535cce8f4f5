import Foundation
import Pathways
import Testing

@Suite("Typed query fields")
@MainActor
struct QueryFieldTests {
    struct SearchRoute: Pathway, Equatable {
        static let pattern = "/search"
        let q: String
        let page: Int?
    }

    struct Filter: Pathway, Equatable {
        static let pattern = "/items"
        let tag: [String]
        let id: [Int]?
        let when: [Date]
    }

    struct Tracked: Pathway, Equatable {
        static let pattern = "/products/:id"
        let id: Int
        let ref: Tab?
    }

    let decoder = PathwayDecoder.shared
    let encoder = PathwayEncoder.shared

    @Test("CODE-5, CODE-6: scalar fields take the first value; absent optionals are nil, absent required ones fail")
    func scalars() throws {
        #expect(try decoder.decode(SearchRoute.self, fromPath: "/search?q=shoes&page=2&utm_source=x") == SearchRoute(q: "shoes", page: 2))
        #expect(try decoder.decode(SearchRoute.self, fromPath: "/search?q=a&q=b") == SearchRoute(q: "a", page: nil))
        #expect(try decoder.decode(SearchRoute.self, fromPath: "/search?q=") == SearchRoute(q: "", page: nil))
        #expect(try decoder.decode(SearchRoute.self, fromPath: "/search?q=a+b%26c") == SearchRoute(q: "a+b&c", page: nil))
        let missing = expectError(.missingValue, .decode) { _ = try decoder.decode(SearchRoute.self, fromPath: "/search?page=2") }
        #expect(missing?.placeholder == "q")
        let bad = expectError(.invalidValue, .decode) { _ = try decoder.decode(SearchRoute.self, fromPath: "/search?q=a&page=two") }
        #expect(bad?.placeholder == "page")
        expectError(.invalidValue, .decode) { _ = try decoder.decode(SearchRoute.self, fromPath: "/search?q=a&page=") }
        #expect(try decoder.decode(Tracked.self, fromPath: "/products/1?ref=search").ref == .search)
        expectError(.invalidValue, .decode) { _ = try decoder.decode(Tracked.self, fromPath: "/products/1?ref=Search") }
    }

    @Test("CODE-5: fragment parameters never fill fields, even for a route that receives them")
    func fragmentParameters() throws {
        expectError(.missingValue, .decode) { _ = try decoder.decode(SearchRoute.self, fromPath: "/search#?q=x") }
        let journal = Journal()
        var router = Pathways()
        router.register(SearchRoute.self, supportFragmentParams: true) { route, parameters in
            journal.entries.append(.init(route: route.q, parameters: parameters))
        }
        router.register(path: "/search", handler: journal.pathHandler("fallback"))
        #expect(try router.handle("https://example.com/search#?q=x"))
        #expect(journal.routes == ["fallback"])
        #expect(try router.handle("https://example.com/search?q=a&utm=1#?q=x"))
        #expect(journal.routes == ["fallback", "a"])
        #expect(journal.entries.last?.parameters["utm"] == "1")
    }

    @Test("CODE-7: arrays take every value in order; absent gives [] or nil")
    func arrays() throws {
        let filter = try decoder.decode(Filter.self, fromPath: "/items?tag=a&id=1&tag=b&id=2&when=2026-11-30T12:00:00Z")
        #expect(filter.tag == ["a", "b"])
        #expect(filter.id == [1, 2])
        #expect(filter.when == [Date(timeIntervalSince1970: 1_796_040_000)])
        let empty = try decoder.decode(Filter.self, fromPath: "/items")
        #expect(empty == Filter(tag: [], id: nil, when: []))
        let bad = expectError(.invalidValue, .decode) { _ = try decoder.decode(Filter.self, fromPath: "/items?id=1&id=x") }
        #expect(bad?.placeholder == "id")
    }

    @Test("ENC-10, ENC-8: fields follow the path in declaration order, percent-encoded, and round-trip")
    func encoding() throws {
        #expect(try encoder.encode(SearchRoute(q: "red shoes", page: nil)) == "/search?q=red%20shoes")
        #expect(try encoder.encode(SearchRoute(q: "a+b&c=d#e%", page: 2)) == "/search?q=a%2Bb%26c%3Dd%23e%25&page=2")
        #expect(try encoder.encode(SearchRoute(q: "", page: nil)) == "/search?q=")
        #expect(try encoder.encode(Filter(tag: ["x", "", "y"], id: nil, when: [])) == "/items?tag=x&tag=&tag=y")
        #expect(try encoder.encode(Filter(tag: [], id: nil, when: [])) == "/items")
        for value in [
            Filter(tag: ["x", "", "y"], id: [3, -1], when: [Date(timeIntervalSince1970: 0.25)]),
            Filter(tag: ["..", "é/&"], id: nil, when: []),
        ] {
            #expect(try decoder.decode(Filter.self, fromPath: encoder.encode(value)) == value)
        }
        #expect(try decoder.decode(SearchRoute.self, fromPath: encoder.encode(SearchRoute(q: "a+b&c=d#e%", page: 2))).q == "a+b&c=d#e%")
        expectError(.controlCharacter, .encode) { _ = try encoder.encode(SearchRoute(q: "a\nb", page: nil)) }
    }

    @Test("ENC-12: an optional array holding no element is refused")
    func optionalEmptyArray() {
        let error = expectError(.emptyValue, .encode) { _ = try encoder.encode(Filter(tag: [], id: [], when: [])) }
        #expect(error?.placeholder == "id")
    }

    @Test("ENC-5: query values obey the length and parameter limits")
    func limits() {
        expectError(.componentTooLong, .encode) { _ = try encoder.encode(SearchRoute(q: String(repeating: "x", count: 4_097), page: nil)) }
        let many = Filter(tag: Array(repeating: "t", count: 257), id: nil, when: [])
        expectError(.tooManyParameters, .encode) { _ = try encoder.encode(many) }
    }

    @Test("DISP-2, DISP-4: a typed route without its required field falls through")
    func dispatch() throws {
        let journal = Journal()
        var router = Pathways()
        router.register(SearchRoute.self) { route, parameters in
            journal.entries.append(.init(route: "typed \(route.q)", parameters: parameters))
        }
        try router.validate()
        #expect(try router.handle("https://example.com/search?q=hat"))
        #expect(journal.routes == ["typed hat"])
        expectError(.missingValue, .decode) { _ = try router.handle("https://example.com/search") }
    }
}
