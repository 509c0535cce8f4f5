import Synchronization

/// Parsed patterns of `Pathway` types, parsed once per type and process.
enum PatternCache {
    /// Each type's parsed pattern, and apart from them the errors of patterns that do not parse.
    /// Reading a ``PathPattern`` (one reference) out of the dictionary retains one object;
    /// a `Result` holding either would be copied by a generic outlined copy, which measured
    /// about 100 instructions more per lookup (callgrind).
    private struct Entries {
        var patterns: [ObjectIdentifier: PathPattern] = [:]
        var failures: [ObjectIdentifier: PathwayError] = [:]

        func outcome(_ key: ObjectIdentifier) -> Result<PathPattern, PathwayError>? {
            if let pattern = patterns[key] { return .success(pattern) }
            return failures[key].map { .failure($0) }
        }
    }

    /// A `Mutex` rather than an `NSLock`: its uncontended lock and unlock are an atomic
    /// operation each, inline, where `NSLock` calls into Foundation and pthreads every time.
    private static let entries = Mutex(Entries())

    /// The parsed pattern of `type`, or the error that parsing it gave.
    static func pattern<T: Pathway>(for type: T.Type) throws(PathwayError) -> PathPattern {
        let key = ObjectIdentifier(type)
        if let pattern = entries.withLock({ $0.patterns[key] }) { return pattern }
        if let cached = entries.withLock({ $0.failures[key] }) { throw cached }
        // Parsed outside the lock; two threads may both parse a new type, and the first entry stored wins.
        let parsed = Result { () throws(PathwayError) -> PathPattern in try PathPattern(T.pattern) }
        let stored = entries.withLock { entries in
            if let stored = entries.outcome(key) { return stored }
            switch parsed {
            case .success(let pattern): entries.patterns[key] = pattern
            case .failure(let error): entries.failures[key] = error
            }
            return parsed
        }
        return try stored.get()
    }
}
