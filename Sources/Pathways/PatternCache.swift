import Foundation

/// The parsed patterns of `Pathway` types, parsed once per type and process.
///
/// A route type's pattern is a constant, so its parse (or the error it gives) is kept under
/// the type's identity: in one of 64 lists, picked by a multiplicative hash of the type, whose
/// entries are immutable and never removed. A lock guards the lists.
enum PatternCache {
    /// One type's outcome, and the entry stored before it in the same list.
    private final class Entry: Sendable {
        /// A type's parsed pattern, or the error parsing gave. The error, rare and large, is
        /// boxed, so that an outcome is one reference and reading the pattern copies no more.
        enum Outcome: Sendable {
            case parsed(PathPattern)
            indirect case failed(PathwayError)
        }

        let type: ObjectIdentifier
        let outcome: Outcome
        let next: Entry?

        init(type: ObjectIdentifier, parsing text: String, next: Entry?) {
            self.type = type
            do throws(PathwayError) {
                outcome = .parsed(try PathPattern(text))
            } catch {
                outcome = .failed(error)
            }
            self.next = next
        }
    }

    /// The lists, behind a lock.
    ///
    /// `@unchecked Sendable` is safe here: `heads` is read and written only between `lock()`
    /// and `unlock()` of the one `NSLock`, and the entries it leads to are immutable and
    /// `Sendable`.
    private final class Lists: @unchecked Sendable {
        private static let count = 64
        private let lock = NSLock()
        private var heads = [Entry?](repeating: nil, count: count)

        /// The list that holds `key`: the top bits of a Fibonacci hash of its address, cheaper
        /// than the SipHash of `ObjectIdentifier`'s own `hashValue`.
        private static func list(for key: ObjectIdentifier) -> Int {
            let hash = UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: hash >> UInt64(64 - count.trailingZeroBitCount))
        }

        /// The parsed pattern stored for `key`; `nil` when none is stored or parsing failed.
        /// The common lookup: it hands out the pattern alone, so the entry is not retained on
        /// the way out.
        func parsedPattern(for key: ObjectIdentifier) -> PathPattern? {
            lock.lock()
            defer { lock.unlock() }
            var next = heads[Self.list(for: key)]
            while let entry = next {
                if entry.type == key {
                    guard case .parsed(let pattern) = entry.outcome else { return nil }
                    return pattern
                }
                next = entry.next
            }
            return nil
        }

        /// Stores a new entry parsed from `text` unless another thread (or an earlier failed
        /// parse) stored one first; returns the one stored. The parse happens under the lock, once per type and process.
        func store(parsing text: String, for key: ObjectIdentifier) -> Entry {
            lock.lock()
            defer { lock.unlock() }
            let list = Self.list(for: key)
            if let stored = Self.find(key, from: heads[list]) { return stored }
            let entry = Entry(type: key, parsing: text, next: heads[list])
            heads[list] = entry
            return entry
        }

        private static func find(_ key: ObjectIdentifier, from first: Entry?) -> Entry? {
            var next = first
            while let entry = next {
                if entry.type == key { return entry }
                next = entry.next
            }
            return nil
        }
    }

    private static let lists = Lists()

    /// The pattern of `type`, or the error that parsing it gave.
    static func pattern<T: Pathway>(for type: T.Type) throws(PathwayError) -> PathPattern {
        let key = ObjectIdentifier(type)
        if let pattern = lists.parsedPattern(for: key) { return pattern }
        switch lists.store(parsing: T.pattern, for: key).outcome {
        case .parsed(let pattern): return pattern
        case .failed(let error): throw error
        }
    }
}
