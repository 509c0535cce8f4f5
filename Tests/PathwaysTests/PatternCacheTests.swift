import Pathways
import Testing

/// Natural numbers as types, so that a test can make as many distinct route types as it needs.
private protocol Rung: Sendable {
    static var number: Int { get }
}
private enum Ground: Rung {
    static var number: Int { 0 }
}
private enum Above<Below: Rung>: Rung {
    static var number: Int { Below.number + 1 }
}

/// One route type per rung, each with a pattern of its own.
private struct RungRoute<R: Rung>: Pathway, Equatable {
    static var pattern: String { "/rungs/\(R.number)/:value" }
    let value: Int
}

/// One route type per rung whose pattern does not parse (a placeholder twice, PAT-6).
private struct BrokenRoute<R: Rung>: Pathway {
    static var pattern: String { "/broken/\(R.number)/:value/:value" }
    let value: Int
}

/// Calls `body` with `count` rungs, from `rung` up.
private func forEachRung<R: Rung>(from rung: R.Type, count: Int, _ body: (any Rung.Type) throws -> Void) rethrows {
    guard count > 0 else { return }
    try body(rung)
    try forEachRung(from: Above<R>.self, count: count - 1, body)
}

/// Encodes and decodes a value of `RungRoute<R>`, checking the path the type's own pattern gives.
private func roundTrip<R: Rung>(_ rung: R.Type, value: Int) throws -> Bool {
    let route = RungRoute<R>(value: value)
    let path = try PathwayEncoder.shared.encode(route)
    let decoded = try PathwayDecoder.shared.decode(RungRoute<R>.self, fromPath: path)
    return path == "/rungs/\(R.number)/\(value)" && decoded == route
}

private func brokenCode<R: Rung>(_ rung: R.Type) -> PathwayError.Code? {
    do {
        _ = try PathwayEncoder.shared.encode(BrokenRoute<R>(value: 1))
        return nil
    } catch {
        return error.code
    }
}

@Suite("Pattern cache")
struct PatternCacheTests {
    /// More types than the cache has lists, so that lists hold several entries.
    static let typeCount = 200

    @Test("ENC-1, DEC-1: every type gets its own pattern, from many tasks at once")
    func manyTypesConcurrently() async throws {
        let results = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var passed = 0
                    try forEachRung(from: Ground.self, count: Self.typeCount) { rung in
                        func check<R: Rung>(_ rung: R.Type) throws {
                            if try roundTrip(rung, value: task * 1_000 + R.number) { passed += 1 }
                        }
                        try check(rung)
                    }
                    return passed
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: Self.typeCount, count: 8))
    }

    @Test("PAT-6: a pattern that does not parse fails the same way every time")
    func failuresAreCached() {
        var codes: [PathwayError.Code?] = []
        forEachRung(from: Ground.self, count: 3) { rung in
            func check<R: Rung>(_ rung: R.Type) {
                codes.append(brokenCode(rung))
                codes.append(brokenCode(rung))
            }
            check(rung)
        }
        #expect(codes == Array(repeating: .duplicatePlaceholderName, count: 6))
    }
}
