import Synchronization

/// Parsed patterns of `Pathway` types, parsed once per type and process.
///
/// Reading takes no lock. Each type's outcome is an immutable ``Entry``, put at the head of
/// one of a fixed set of lists by an atomic compare-and-exchange and never removed, so a
/// reader follows pointers that stay valid for the life of the process. Measured with
/// callgrind against a `Mutex` around a dictionary keyed by `ObjectIdentifier`: about 100
/// instructions and two atomic operations fewer per lookup.
enum PatternCache {
    /// The pattern of `type`, or the error that parsing it gave.
    static func pattern<T: Pathway>(for type: T.Type) throws(PathwayError) -> PathPattern {
        let key = ObjectIdentifier(type)
        let head = Heads.shared.head(for: key)
        var first = head.pointee.load(ordering: .acquiring)
        if let pattern = try cached(key, from: first) { return pattern }
        // Parsed before it is published; two threads may both parse a new type, and the first
        // entry published wins.
        let parsed: Outcome
        do {
            parsed = .parsed(try PathPattern(T.pattern))
        } catch {
            parsed = .failed(error)
        }
        while true {
            let entry = Unmanaged.passRetained(Entry(type: key, outcome: parsed, next: first?.takeUnretainedValue()))
            let (published, current) = head.pointee.compareExchange(
                expected: first, desired: entry, ordering: .acquiringAndReleasing)
            if published { return try parsed.pattern() }
            entry.release()
            if let pattern = try cached(key, from: current) { return pattern }
            first = current
        }
    }

    /// The outcome cached for `key` in the list starting at `first`: its pattern, its error
    /// thrown, or `nil` when the type has no entry yet.
    private static func cached(_ key: ObjectIdentifier, from first: Unmanaged<Entry>?) throws(PathwayError) -> PathPattern? {
        // Entries are never freed, so they are read without retaining them.
        var next = first
        while let current = next {
            if current._withUnsafeGuaranteedRef({ $0.type == key }) {
                return try current._withUnsafeGuaranteedRef { $0.outcome }.pattern()
            }
            next = current._withUnsafeGuaranteedRef { $0.next.map { Unmanaged.passUnretained($0) } }
        }
        return nil
    }

    /// One type's outcome, and the entry published before it in the same list.
    private final class Entry: Sendable {
        let type: ObjectIdentifier
        let outcome: Outcome
        let next: Entry?

        init(type: ObjectIdentifier, outcome: Outcome, next: Entry?) {
            self.type = type
            self.outcome = outcome
            self.next = next
        }
    }

    /// A type's parsed pattern, or the error parsing gave. Not a `Result`, which is copied by
    /// a generic outlined copy (about 100 instructions more per lookup).
    private enum Outcome: Sendable {
        case parsed(PathPattern)
        case failed(PathwayError)

        /// The pattern, or the error thrown.
        func pattern() throws(PathwayError) -> PathPattern {
            switch self {
            case .parsed(let pattern): return pattern
            case .failed(let error): throw error
            }
        }
    }

    /// The heads of the lists: atomic references, one per list, allocated once and never freed.
    ///
    /// `@unchecked Sendable`: the only stored property is a pointer that never changes after
    /// `init`, to memory that holds nothing but atomics.
    private final class Heads: @unchecked Sendable {
        static let shared = Heads()

        /// A power of two: a type's list is picked by the top bits of a multiplicative hash.
        private static let count = 64
        private let heads: UnsafeMutablePointer<Atomic<Unmanaged<Entry>?>>

        private init() {
            heads = .allocate(capacity: Self.count)
            for index in 0..<Self.count {
                (heads + index).initialize(to: Atomic(nil))
            }
        }

        /// The head of the list that holds `key`'s entry. A Fibonacci hash of the metadata
        /// address: `ObjectIdentifier`'s own `hashValue` runs SipHash, about 100 instructions.
        func head(for key: ObjectIdentifier) -> UnsafeMutablePointer<Atomic<Unmanaged<Entry>?>> {
            let hash = UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
            return heads + Int(truncatingIfNeeded: hash >> UInt64(64 - Self.count.trailingZeroBitCount))
        }
    }
}
