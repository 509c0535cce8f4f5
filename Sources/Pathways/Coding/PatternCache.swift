import Foundation

/// Parsed patterns of `Pathway` types, parsed once per type and process.
enum PatternCache {
    /// Safe to share: every access to `patterns` holds `lock`.
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var patterns: [ObjectIdentifier: Result<PathPattern, PathwayError>] = [:]
    }

    private static let storage = Storage()

    /// The parsed pattern of `type`, or the error that parsing it gave.
    static func pattern<T: Pathway>(for type: T.Type) throws(PathwayError) -> PathPattern {
        let key = ObjectIdentifier(type)
        storage.lock.lock()
        let cached = storage.patterns[key]
        storage.lock.unlock()
        if let cached { return try cached.get() }
        let parsed = Result { () throws(PathwayError) -> PathPattern in try PathPattern(T.pattern) }
        storage.lock.lock()
        storage.patterns[key] = parsed
        storage.lock.unlock()
        return try parsed.get()
    }
}
