import Synchronization

/// Parsed patterns of `Pathway` types, parsed once per type and process.
enum PatternCache {
    /// Each type's parsed pattern, or the error that parsing it gave. A ``PathPattern`` is one
    /// reference, so reading an entry out of the dictionary retains one object.
    ///
    /// A `Mutex` rather than an `NSLock`: its uncontended lock and unlock are an atomic
    /// operation each, inline, where `NSLock` calls into Foundation and pthreads every time.
    private static let entries = Mutex<[ObjectIdentifier: Result<PathPattern, PathwayError>]>([:])

    /// The parsed pattern of `type`, or the error that parsing it gave.
    static func pattern<T: Pathway>(for type: T.Type) throws(PathwayError) -> PathPattern {
        let key = ObjectIdentifier(type)
        if let cached = entries.withLock({ $0[key] }) { return try cached.get() }
        // Parsed outside the lock; two threads may both parse a new type, and the first entry stored wins.
        let parsed = Result { () throws(PathwayError) -> PathPattern in try PathPattern(T.pattern) }
        let stored = entries.withLock { entries in
            if let stored = entries[key] { return stored }
            entries[key] = parsed
            return parsed
        }
        return try stored.get()
    }
}
