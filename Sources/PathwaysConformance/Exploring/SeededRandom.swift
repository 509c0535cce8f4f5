/// The explorer's source of randomness: SplitMix64 from a seed, so that a seed names one run.
///
/// Only this generator's own arithmetic decides what is drawn (never the standard library's
/// `random(in:)` or `shuffled()`, whose algorithms may change between releases), so a seed
/// draws the same cases on every machine and every toolchain.
package struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The generator's state; the seed before the first draw.
    package var state: UInt64

    /// Creates a generator that starts from `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number from 0 up to, not including, `count`; 0 when `count` is not positive.
    package mutating func below(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        return Int(next() % UInt64(count))
    }

    /// A number from `range.lowerBound` to `range.upperBound`, both included.
    package mutating func between(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// `true` about `percent` times in a hundred.
    package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One of `first` and `others`, each as likely.
    package mutating func pick<Element>(_ first: Element, _ others: Element...) -> Element {
        pick(from: first, others)
    }

    /// One of `first` and `others`, each as likely.
    package mutating func pick<Element>(from first: Element, _ others: [Element]) -> Element {
        let index = below(others.count + 1)
        return index == 0 ? first : others[index - 1]
    }
}
