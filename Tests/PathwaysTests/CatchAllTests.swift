import Pathways
import Testing

@Suite("Catch-all segments")
@MainActor
struct CatchAllTests {
    struct FileTree: Pathway, Equatable {
        static let pattern = "/files/*path"
        let path: [String]
    }

    struct Joined: Pathway {
        static let pattern = "/files/*path"
        let path: String
    }

    struct Numbers: Pathway, Equatable {
        static let pattern = "/sum/*terms"
        let terms: [Int]
    }

    @Test("MATCH-9, MATCH-7: a catch-all takes one or more non-empty components, each decoded once, and not none or an empty one")
    func matching() throws {
        let journal = Journal()
        let router = try makeRouter([("files", "/files/*path", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/files/a/b%2Fc/d"))
        #expect(journal.entries.last?.parameters.captures(named: "path") == ["a", "b/c", "d"])
        #expect(journal.entries.last?.parameters.capture("path") == "a")
        #expect(try router.handle("https://example.com/files/a/"))
        #expect(journal.entries.last?.parameters.captures(named: "path") == ["a"])
        #expect(try !router.handle("https://example.com/files"))
        #expect(try !router.handle("https://example.com/files/"))
        #expect(try !router.handle("https://example.com/files/a//b"))
        #expect(journal.entries.count == 2)
    }

    @Test("MATCH-9: exact and prefix catch-alls match the same URLs; PREC-4 still ranks exact first")
    func modes() throws {
        let journal = Journal()
        var router = Pathways()
        router.register(path: "/files/*path", matching: .prefix, handler: journal.pathHandler("prefix"))
        router.register(path: "/files/*path", matching: .exact, handler: journal.pathHandler("exact"))
        try router.validate()
        #expect(try router.handle("https://example.com/files/a/b"))
        #expect(journal.routes == ["exact"])
    }

    @Test("PREC-2: literal beats placeholder beats catch-all beats an ended prefix, in any order")
    func precedence() throws {
        let routes: [(name: String, pattern: String, matching: Matching)] = [
            ("literal", "/products/featured", .exact), ("placeholder", "/products/:id", .exact),
            ("catchAll", "/products/*rest", .exact), ("prefix", "/products", .prefix),
        ]
        let cases = [
            ("/products/featured", "literal"), ("/products/7", "placeholder"), ("/products/7/reviews", "catchAll"),
            ("/products", "prefix"),
        ]
        for order in [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1]] {
            let journal = Journal()
            let router = try makeRouter(order.map { routes[$0] }, journal: journal)
            for (path, winner) in cases {
                #expect(try router.handle("https://example.com" + path))
                #expect(journal.routes.last == winner, "\(path) in order \(order)")
            }
        }
    }

    @Test("CODE-7, CODE-2: a catch-all binds to an array of scalars, never to a joined string")
    func decoding() throws {
        let decoder = PathwayDecoder.shared
        #expect(try decoder.decode(FileTree.self, fromPath: "/files/a/b%2Fc/d").path == ["a", "b/c", "d"])
        #expect(try decoder.decode(Numbers.self, fromPath: "/sum/1/-2/3").terms == [1, -2, 3])
        let bad = expectError(.invalidValue, .decode) { _ = try decoder.decode(Numbers.self, fromPath: "/sum/1/x") }
        #expect(bad?.placeholder == "terms")
        expectError(.patternMismatch, .decode) { _ = try decoder.decode(FileTree.self, fromPath: "/files") }
        let joined = expectError(.unsupportedType, .decode) { _ = try decoder.decode(Joined.self, fromPath: "/files/a/b") }
        #expect(joined?.placeholder == "path")
    }

    @Test("REG-5: a scalar on a catch-all is refused at registration")
    func registration() {
        var router = Pathways()
        router.register(Joined.self) { _, _ in }
        let error = expectError(.unsupportedType, .registration) { try router.validate() }
        #expect(error?.placeholder == "path")
        var valid = Pathways()
        valid.register(FileTree.self) { _, _ in }
        #expect(valid.registrationErrors.isEmpty)
    }

    @Test("ENC-1, ENC-2, ENC-3, ENC-8: one component per element; empty and dot elements are refused")
    func encoding() throws {
        let encoder = PathwayEncoder.shared
        #expect(try encoder.encode(FileTree(path: ["a", "b/c", "d"])) == "/files/a/b%2Fc/d")
        let round = try PathwayDecoder.shared.decode(FileTree.self, fromPath: encoder.encode(FileTree(path: ["x y", "%", "é"])))
        #expect(round == FileTree(path: ["x y", "%", "é"]))
        expectError(.emptyValue, .encode) { _ = try encoder.encode(FileTree(path: [])) }
        expectError(.emptyValue, .encode) { _ = try encoder.encode(FileTree(path: ["a", ""])) }
        expectError(.dotSegment, .encode) { _ = try encoder.encode(FileTree(path: ["a", ".."])) }
        expectError(.unsupportedType, .encode) { _ = try encoder.encode(Joined(path: "a/b")) }
        #expect(try encoder.encode(Numbers(terms: [1, 2])) == "/sum/1/2")
    }

    @Test("SEC-12: a catch-all never turns an escaped slash or a dot segment into a path")
    func security() throws {
        let journal = Journal()
        let router = try makeRouter([("files", "/files/*path", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/files/a%2F..%2Fsecret"))
        #expect(journal.entries.last?.parameters.captures(named: "path") == ["a/../secret"])
        expectError(.dotSegment, .match) { _ = try router.handle("https://example.com/files/a/../secret") }
    }

    @Test("LIM-6: a typed route decodes from every captured value; only the reading limits bound them")
    func manyCapturedValues() throws {
        var limits = PathwayLimits.default
        limits.maxURLLength = 200_000
        limits.maxPathComponents = 70_000
        let decoder = PathwayDecoder(limits: limits)
        let path = "/files" + String(repeating: "/a", count: 65_535)
        #expect(try decoder.decode(FileTree.self, fromPath: path).path.count == 65_535)
        expectError(.tooManyComponents, .match) {
            _ = try decoder.decode(FileTree.self, fromPath: path + String(repeating: "/a", count: 4_465))
        }
    }

    struct HashTree: Pathway, Equatable {
        static let pattern = "/app#/docs/*section"
        let section: [String]
    }

    @Test("ENC-13: the encoder refuses what the reader's limits would refuse; what it writes, it reads")
    func encodingWithinLimits() throws {
        let encoder = PathwayEncoder.shared
        let decoder = PathwayDecoder.shared
        // `/files` and 63 elements: 64 components, the limit.
        let fits = FileTree(path: Array(repeating: "a.", count: 63))
        #expect(try decoder.decode(FileTree.self, fromPath: encoder.encode(fits)) == fits)
        expectError(.tooManyComponents, .encode) { _ = try encoder.encode(FileTree(path: Array(repeating: "a.", count: 64))) }
        let long = FileTree(path: Array(repeating: String(repeating: "a", count: 420), count: 40))
        expectError(.urlTooLong, .encode) { _ = try encoder.encode(long) }
        // 16,366 bytes: a path that fits, and a URL 19 bytes longer that does not.
        let shorter = FileTree(path: Array(repeating: String(repeating: "a", count: 408), count: 40))
        #expect(try decoder.decode(FileTree.self, fromPath: encoder.encode(shorter)) == shorter)
        let pattern = try PathPattern(FileTree.pattern)
        expectError(.urlTooLong, .encode) { _ = try encoder.encode(shorter, pattern: pattern, relativeTo: "https://example.com") }
        // The fragment route is one component: at most 4,096 decoded bytes (`docs`, a `/`, the
        // elements and their separators).
        let section = HashTree(section: Array(repeating: String(repeating: "b", count: 1_000), count: 4))
        #expect(try decoder.decode(HashTree.self, fromPath: encoder.encode(section)) == section)
        expectError(.componentTooLong, .encode) {
            _ = try encoder.encode(HashTree(section: Array(repeating: String(repeating: "b", count: 1_022), count: 4)))
        }
    }
}
