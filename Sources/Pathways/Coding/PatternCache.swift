import Synchronization

/// Parsed patterns of `Pathway` types, parsed once per type and process.
enum PatternCache {
    /// One type's parsed pattern, or the error that parsing it gave. A ``PathPattern`` is one
    /// reference, so reading an entry out of the dictionary retains one object.
    private enum Entry: Sendable {
        case parsed(PathPattern)
        case failed(PathwayError)
    }

    /// A `Mutex` rather than an `NSLock`: its uncontended lock and unlock are an atomic
    /// operation each, inline, where `NSLock` calls into Foundation and pthreads every time.
    private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    /// The parsed pattern of `type`, or the error that parsing it gave.
    static func pattern<T: Pathway>(for type: T.Type) throws(PathwayError) -> PathPattern {
        switch entry(for: type) {
        case .parsed(let pattern): return pattern
        case .failed(let error): throw error
        }
    }

    private static func entry<T: Pathway>(for type: T.Type) -> Entry {
        let key = ObjectIdentifier(type)
        if let cached = entries.withLock({ $0[key] }) { return cached }
        // Parsed outside the lock; two threads may both parse a new type, and the first entry stored wins.
        let entry: Entry
        do {
            entry = .parsed(try PathPattern(T.pattern))
        } catch {
            entry = .failed(error)
        }
        return entries.withLock { entries in
            if let stored = entries[key] { return stored }
            entries[key] = entry
            return entry
        }
    }
}
