import Foundation
import Pathways

/// What `LinkOpener` needs of a router: `open`, which waits for an async handler. The app
/// declares it because `PathwaysRouting`, the package's seam for test doubles, has only the
/// synchronous `handle`.
protocol LinkRouting {
    @MainActor
    func open(_ url: URL) async throws(PathwayError) -> Bool
}

extension Pathways: LinkRouting {}

/// Where links arrive. It depends on `LinkRouting`, not on `Pathways`, so that a test can hand
/// it a double.
@MainActor
final class LinkOpener {
    private let router: any LinkRouting

    init(router: any LinkRouting) {
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

/// A test double: records the links it is given and opens them all.
@MainActor
final class RecordingRouter: LinkRouting {
    private(set) var received: [URL] = []

    func open(_ url: URL) async throws(PathwayError) -> Bool {
        received.append(url)
        return true
    }
}
