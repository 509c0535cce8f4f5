import Foundation

/// The parsed patterns of `Pathway` types, parsed once per type and process.
///
/// A route type's pattern is a constant, so its parse (or the error it gives) is kept under
/// the type's identity, in a table that only grows: open addressing over a multiplicative hash
/// of the type, at most half full. A lock guards the table.
enum PatternCache {
    /// A type's parsed pattern, or the error parsing gave. The error, rare and large, is boxed,
    /// so that an outcome is one reference: reading the pattern copies no more.
    private enum Outcome: Sendable {
        case parsed(PathPattern)
        indirect case failed(PathwayError)

        init(parsing text: String) {
            do throws(PathwayError) {
                self = .parsed(try PathPattern(text))
            } catch {
                self = .failed(error)
            }
        }
    }

    /// One place in the table: a type and its outcome, or nothing yet.
    private struct Slot: Sendable {
        var type: ObjectIdentifier?
        var outcome: Outcome?
    }

    /// The table, behind a lock.
    ///
    /// `@unchecked Sendable` is safe here: `slots` is read and written only between `lock()`
    /// and `unlock()` of the one `NSLock`, and the outcomes it holds are immutable and
    /// `Sendable`.
    private final class Table: @unchecked Sendable {
        private let lock = NSLock()
        private var slots = [Slot](repeating: Slot(), count: 64)
        private var count = 0

        /// Where the search for `key` starts among `capacity` slots, a power of two: the top
        /// bits of a Fibonacci hash of its address, cheaper than the SipHash of
        /// `ObjectIdentifier`'s own `hashValue`.
        private static func start(of key: ObjectIdentifier, capacity: Int) -> Int {
            let hash = UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: hash >> UInt64(64 - capacity.trailingZeroBitCount))
        }

        /// The slot that holds `key`, or the empty one where it would go. The table is never
        /// full, so the search ends.
        private static func index(of key: ObjectIdentifier, in slots: borrowing [Slot]) -> Int {
            var index = start(of: key, capacity: slots.count)
            while let type = slots[index].type, type != key { index = (index + 1) & (slots.count - 1) }
            return index
        }

        /// The outcome stored for `key`, if any: one reference, copied out under the lock.
        func outcome(for key: ObjectIdentifier) -> Outcome? {
            lock.lock()
            defer { lock.unlock() }
            return slots[Self.index(of: key, in: slots)].outcome
        }

        /// The outcome stored for `key`, parsing `text` and storing what it gives unless another
        /// thread stored one first. The parse happens under the lock, once per type and process.
        func store(parsing text: String, for key: ObjectIdentifier) -> Outcome {
            lock.lock()
            defer { lock.unlock() }
            let index = Self.index(of: key, in: slots)
            if let outcome = slots[index].outcome { return outcome }
            let outcome = Outcome(parsing: text)
            slots[index] = Slot(type: key, outcome: outcome)
            count += 1
            if count * 2 > slots.count { grow() }
            return outcome
        }

        /// Moves every entry into a table twice as large.
        private func grow() {
            var larger = [Slot](repeating: Slot(), count: slots.count * 2)
            for slot in slots {
                guard let type = slot.type else { continue }
                larger[Self.index(of: type, in: larger)] = slot
            }
            slots = larger
        }
    }

    private static let table = Table()

    /// The pattern of `type`, or the error that parsing it gave.
    static func pattern<T: Pathway>(for type: T.Type) throws(PathwayError) -> PathPattern {
        let key = ObjectIdentifier(type)
        switch table.outcome(for: key) ?? table.store(parsing: T.pattern, for: key) {
        case .parsed(let pattern): return pattern
        case .failed(let error): throw error
        }
    }
}
