import Foundation
import Pathways

/// Where links arrive. It depends on `PathwaysRouting`, not on `Pathways`, so that a test can
/// hand it a double; `open` waits for an async handler to finish.
@MainActor
final class LinkOpener {
    private let router: any PathwaysRouting

    init(router: any PathwaysRouting) {
        self.router = router
    }

    /// Routes one link, waiting for its handler to finish, and says what happened.
    func open(_ text: String) async -> String {
        guard let url = URL(string: text) else { return "not a URL" }
        do {
            return try await router.open(url) ? "handled" : "no route: show the home screen"
        } catch {
            // A malformed or hostile link, or a value that does not decode. Never echo the link to
            // the user: it may hold a token.
            return "rejected: \(error.code) (\(error.phase))"
        }
    }
}

/// A test double: records the links it is given and handles them all. `open` calls `handle`.
@MainActor
final class RecordingRouter: PathwaysRouting {
    private(set) var received: [URL] = []

    func handle(_ url: URL) throws(PathwayError) -> Bool {
        received.append(url)
        return true
    }
}
