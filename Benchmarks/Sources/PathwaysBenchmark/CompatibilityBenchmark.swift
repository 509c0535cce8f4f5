import Foundation
import Pathways
import PathwaysCompatibility

/// Times a compatibility report (SPEC: COMPAT-6) of two releases of 10,000 routes each: a
/// quarter typed (an `Int` placeholder and an optional query field), the rest path-only, spread
/// over 100 first components; the second release renames one route's pattern.
@MainActor
enum CompatibilityBenchmark {
    struct ItemRoute: Decodable, Sendable {
        let id: Int
        let page: Int?
    }

    static let routeCount = 10_000

    static func router(renaming renamed: Int?) -> Pathways {
        var router = Pathways()
        for index in 0..<routeCount {
            let literal = index == renamed ? "renamed\(index)" : "item\(index)"
            let pattern = "/section\(index % 100)/\(literal)/:id"
            if index % 4 == 0 {
                router.register(host: "shop.example.com", path: pattern, as: ItemRoute.self, matching: .exact) { _, _ in }
            } else {
                router.register(host: "shop.example.com", path: pattern, matching: .exact) { _ in }
            }
        }
        return router
    }

    /// One line: the milliseconds of each of five reports, wall clock and the thread's CPU time
    /// (on a shared machine the wall clock also counts other processes' turns), their medians,
    /// and what was found.
    static func run() -> String {
        let old = router(renaming: nil).routeTable
        let new = router(renaming: 4_321).routeTable
        var found = 0
        var wall: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<5 {
            let start = threadCPUSeconds()
            wall.append(
                Timer.seconds {
                    guard let report = try? CompatibilityReport(old: old, new: new) else { fail("the tables were refused") }
                    found = report.brokenLinks.count
                } * 1_000)
            cpu.append((threadCPUSeconds() - start) * 1_000)
        }
        func list(_ times: [Double]) -> String { times.map { String(format: "%.0f", $0) }.joined(separator: ", ") }
        return "compatibility report, \(routeCount) routes: CPU \(String(format: "%.0f", median(cpu))) ms median (\(list(cpu))), "
            + "wall \(String(format: "%.0f", median(wall))) ms median (\(list(wall))); \(found) broken"
    }

    /// The CPU time the calling thread has used, in seconds.
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
