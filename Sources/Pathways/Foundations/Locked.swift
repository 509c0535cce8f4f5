import Foundation

/// A value that several threads share, behind a lock.
///
/// `@unchecked Sendable` is safe here: the stored `value` is read and written only inside
/// ``withLock(_:)``, between `lock()` and `unlock()` of the one `NSLock`, so no two threads touch
/// it at the same time; and `Value` is `Sendable`, so whatever leaves the lock may be shared.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
