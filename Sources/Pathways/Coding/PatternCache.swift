import Foundation

/// Parsed patterns of `Pathway` types, parsed once per type and process.
enum PatternCache {
    /// Safe to share: every access to `patterns` holds `lock`.
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        /// The dictionary lives in memory the storage owns, not in a stored `var`, whose every
        /// access pays a dynamic exclusivity check; `lock` already makes the accesses exclusive.
        /// Allocated in `init`, freed in `deinit`, never handed out.
        let patterns: UnsafeMutablePointer<[ObjectIdentifier: Result<PathPattern, PathwayError>]>

        init() {
            patterns = .allocate(capacity: 1)
            patterns.initialize(to: [:])
        }

        deinit {
            patterns.deinitialize(count: 1)
            patterns.deallocate()
        }
    }

    private static let storage = Storage()

    /// The parsed pattern of `type`, or the error that parsing it gave.
    static func pattern<T: Pathway>(for type: T.Type) throws(PathwayError) -> PathPattern {
        let key = ObjectIdentifier(type)
        storage.lock.lock()
        let cached = storage.patterns.pointee[key]
        storage.lock.unlock()
        if let cached { return try cached.get() }
        let parsed = Result { () throws(PathwayError) -> PathPattern in try PathPattern(T.pattern) }
        storage.lock.lock()
        storage.patterns.pointee[key] = parsed
        storage.lock.unlock()
        return try parsed.get()
    }
}
