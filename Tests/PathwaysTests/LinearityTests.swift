import Testing

@testable import Pathways

/// LIM-5: the work of matching is counted in trie nodes visited, not timed.
@Suite("Linear matching")
struct LinearityTests {
    /// Registers `patterns` as exact routes in a bare route table.
    func table(_ patterns: [String]) throws -> RouteTrie<Int> {
        var table = RouteTrie<Int>()
        for (index, pattern) in patterns.enumerated() {
            table.insert(pattern: try PathPattern(pattern), matching: .exact, host: nil, entry: index)
        }
        return table
    }

    /// Nodes visited while looking for every match of `url` (the walk never stops early).
    func visits(_ table: RouteTrie<Int>, _ url: String) throws -> Int {
        try ReadingSettings().read(url) { bytes, parts in table.forEachMatch(in: bytes, parts) { _ in true } }
    }

    @Test("LIM-5: visits grow linearly with the number of components")
    func linearInComponents() throws {
        var patterns: [String] = []
        for depth in 1...63 {
            patterns.append(String(repeating: "/a", count: depth))
            patterns.append((1...depth).map { "/:p\($0)" }.joined())
        }
        let table = try table(patterns)
        let short = try visits(table, "https://example.com" + String(repeating: "/a", count: 6) + "/z")
        let long = try visits(table, "https://example.com" + String(repeating: "/a", count: 60) + "/z")
        #expect(short == 2 * 6 + 2)
        #expect(long == 2 * 60 + 2)
        #expect(long <= 10 * short)
    }

    @Test("LIM-5: each node is visited at most once, however the routes overlap")
    func eachNodeOnce() throws {
        // Every mix of literal `a` and placeholder over ten positions: a walk that retried
        // subtrees would visit far more than the table's nodes for a URL of ten `a`s.
        var patterns: [String] = []
        for mask in 0..<(1 << 10) {
            patterns.append((0..<10).map { mask & (1 << $0) == 0 ? "/a" : "/:p\($0)" }.joined())
        }
        let table = try table(patterns)
        #expect(table.nodeCount == (1 << 11) - 1)
        let all = try visits(table, "https://example.com" + String(repeating: "/a", count: 10))
        #expect(all == table.nodeCount)
        let miss = try visits(table, "https://example.com" + String(repeating: "/a", count: 9) + "/a/extra")
        #expect(miss <= table.nodeCount)
    }

    @Test("LIM-5: long components cost no extra visits")
    func componentLength() throws {
        let table = try table(["/files/:name", "/files/readme", "/:any/:name"])
        let short = try visits(table, "https://example.com/files/" + String(repeating: "x", count: 10))
        let long = try visits(table, "https://example.com/files/" + String(repeating: "x", count: 4_000))
        #expect(short == long)
    }
}
