/// The parsed patterns of `Pathway` types, parsed once per type and process.
///
/// A route type's pattern is a constant, so its parse (or the error it gives) is kept under
/// the type's identity. Encoding and decoding happen a few times per user action, not in tight
/// loops, so a lock around a dictionary costs nothing that matters and is plainly right.
enum PatternCache {
    private static let patterns = Locked<[ObjectIdentifier: Result<PathPattern, PathwayError>]>([:])

    /// The pattern of `type`, or the error that parsing it gave.
    static func pattern<T: Pathway>(for type: T.Type) throws(PathwayError) -> PathPattern {
        let key = ObjectIdentifier(type)
        if let cached = patterns.withLock({ $0[key] }) { return try cached.get() }
        // Parsed outside the lock; two threads may both parse a new type, and the first to
        // store its outcome wins, so every caller sees the same one.
        let parsed = Result { () throws(PathwayError) in try PathPattern(T.pattern) }
        return try patterns.withLock { patterns in
            if let stored = patterns[key] { return stored }
            patterns[key] = parsed
            return parsed
        }.get()
    }
}
