import Foundation

/// Parsed patterns of `Pathway` types, parsed once per type and process.
enum PatternCache {
    /// A parsed pattern in a class, so that reading an entry out of the dictionary copies one
    /// reference: a stored `Result<PathPattern, PathwayError>` was copied whole, through an
    /// outlined copy of both payloads, before the pattern was even returned.
    private final class Parsed: Sendable {
        let pattern: PathPattern

        init(_ pattern: PathPattern) {
            self.pattern = pattern
        }
    }

    /// One type's parsed pattern, or the error that parsing it gave.
    private enum Entry {
        case parsed(Parsed)
        case failed(PathwayError)
    }

    /// Safe to share: every access to `entries` holds `lock`.
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        /// The dictionary lives in memory the storage owns, not in a stored `var`, whose every
        /// access pays a dynamic exclusivity check; `lock` already makes the accesses exclusive.
        /// Allocated in `init`, freed in `deinit`, never handed out.
        let entries: UnsafeMutablePointer<[ObjectIdentifier: Entry]>

        init() {
            entries = .allocate(capacity: 1)
            entries.initialize(to: [:])
        }

        deinit {
            entries.deinitialize(count: 1)
            entries.deallocate()
        }
    }

    private static let storage = Storage()

    /// The parsed pattern of `type`, or the error that parsing it gave.
    static func pattern<T: Pathway>(for type: T.Type) throws(PathwayError) -> PathPattern {
        switch entry(for: type) {
        case .parsed(let parsed): return parsed.pattern
        case .failed(let error): throw error
        }
    }

    private static func entry<T: Pathway>(for type: T.Type) -> Entry {
        let key = ObjectIdentifier(type)
        storage.lock.lock()
        let cached = storage.entries.pointee[key]
        storage.lock.unlock()
        if let cached { return cached }
        let entry: Entry
        do {
            entry = .parsed(Parsed(try PathPattern(T.pattern)))
        } catch {
            entry = .failed(error)
        }
        storage.lock.lock()
        storage.entries.pointee[key] = entry
        storage.lock.unlock()
        return entry
    }
}
