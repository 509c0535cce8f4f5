import AllocationCounter

/// Heap allocations made by the current thread, from the malloc replacement in the
/// `AllocationCounter` target.
enum Allocations {
    static var isSupported: Bool { allocation_counter_is_supported() }

    /// Whether the replacement is really in use: an array that must live on the heap counts.
    static func counterWorks() -> Bool {
        let before = allocation_counter_thread_count()
        let array = Array(repeating: UInt8(7), count: 1_000 + Int(before % 3))
        let after = allocation_counter_thread_count()
        return array.count >= 1_000 && after > before
    }

    /// Allocations per call of `body`, averaged over `calls` calls after a warm-up.
    @MainActor
    static func perCall(calls: Int = 1_000, _ body: () -> Void) -> Double {
        for _ in 0..<10 { body() }
        let before = allocation_counter_thread_count()
        for _ in 0..<calls { body() }
        let after = allocation_counter_thread_count()
        return Double(after - before) / Double(calls)
    }
}
