import Dispatch
import Foundation
import Synchronization

/// The session behind an ``ExternalSubject``: its state behind a lock, and a serial queue on
/// which every blocking wait runs, so that the runner's tasks never block a thread of the
/// concurrency pool.
final class HarnessConnection: Sendable {
    private let state: Mutex<HarnessSession>
    private let queue = DispatchQueue(label: "pathways-conformance.harness")

    init(_ configuration: ExternalSubject.Configuration) throws(HarnessError) {
        var transcript: FileHandle?
        if let url = configuration.transcript {
            guard FileManager.default.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forWritingTo: url) else {
                throw HarnessError(.cannotLaunch, "cannot write the transcript \(url.path)")
            }
            transcript = handle
        }
        state = Mutex(HarnessSession(configuration: configuration, transcript: transcript))
    }

    deinit {
        state.withLock { $0.process?.kill() }
    }

    /// Runs `body` on the queue with the session locked.
    func perform<Value: Sendable>(_ body: @escaping @Sendable (inout HarnessSession) -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: self.state.withLock { body(&$0) })
            }
        }
    }
}
