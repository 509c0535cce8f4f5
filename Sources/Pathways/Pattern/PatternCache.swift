import Foundation

/// The parsed patterns of route types (`Pathway`), parsed once per type and process.
///
/// A route type's pattern is a constant, so its parse (or the error it gives) is kept under
/// the type's identity, in a dictionary that only grows; a lock guards it, since any task may
/// decode or encode a route.
enum PatternCache {
    /// A type's parsed pattern, or the error parsing gave.
    private enum Outcome: Sendable {
        case parsed(PathPattern)
        case failed(PathwayError)

        init(parsing text: String) {
            do throws(PathwayError) {
                self = .parsed(try PathPattern(text))
            } catch {
                self = .failed(error)
            }
        }
    }

    /// The outcomes, behind a lock.
    ///
    /// `@unchecked Sendable` is safe here: `outcomes` is read and written only between `lock()`
    /// and `unlock()` of the one `NSLock`, and the outcomes it holds are immutable and
    /// `Sendable`.
    private final class Table: @unchecked Sendable {
        private let lock = NSLock()
        private var outcomes: [ObjectIdentifier: Outcome] = [:]

        /// The outcome stored for `key`, or the one parsing `text` gives, stored for the next
        /// call. The parse happens under the lock, once per type and process.
        func outcome(for key: ObjectIdentifier, parsing text: () -> String) -> Outcome {
            lock.lock()
            defer { lock.unlock() }
            if let outcome = outcomes[key] { return outcome }
            let outcome = Outcome(parsing: text())
            outcomes[key] = outcome
            return outcome
        }
    }

    private static let table = Table()

    /// The pattern of the route type `type`, whose pattern text `text` gives, or the error that
    /// parsing it gave. `text` is asked only the first time, as the text of a type never changes.
    static func pattern(for type: Any.Type, text: () -> String) throws(PathwayError) -> PathPattern {
        switch table.outcome(for: ObjectIdentifier(type), parsing: text) {
        case .parsed(let pattern): return pattern
        case .failed(let error): throw error
        }
    }
}
