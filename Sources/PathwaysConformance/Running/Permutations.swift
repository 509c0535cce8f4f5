/// Every order of `0..<count`, in lexicographic order starting with the identity.
///
/// ```swift
/// Permutations(count: 3).map { $0 }  // [[0,1,2], [0,2,1], [1,0,2], [1,2,0], [2,0,1], [2,1,0]]
/// ```
struct Permutations: Sequence, IteratorProtocol {
    private var upcoming: [Int]?

    init(count: Int) {
        upcoming = Array(0..<Swift.max(0, count))
    }

    mutating func next() -> [Int]? {
        guard let current = upcoming else { return nil }
        upcoming = Self.successor(of: current)
        return current
    }

    /// The next permutation in lexicographic order, or `nil` after the last.
    private static func successor(of order: [Int]) -> [Int]? {
        var order = order
        guard order.count > 1 else { return nil }
        var pivot = order.count - 2
        while pivot >= 0, order[pivot] >= order[pivot + 1] { pivot -= 1 }
        guard pivot >= 0 else { return nil }
        var swapIndex = order.count - 1
        while order[swapIndex] <= order[pivot] { swapIndex -= 1 }
        order.swapAt(pivot, swapIndex)
        order[(pivot + 1)...].reverse()
        return order
    }
}
