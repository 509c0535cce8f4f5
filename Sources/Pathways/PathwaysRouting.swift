import Foundation

/// What a screen or app delegate needs from a router: a way to hand it a URL.
///
/// Depend on this protocol instead of ``Pathways`` to inject a test double. A double implements
/// ``PathwaysRouting/handle(_:)``; ``PathwaysRouting/open(_:)`` calls it unless the double
/// implements `open` too. ``Pathways`` implements both, and its `open` waits for an `async` handler to finish (DISP-8).
///
/// ```swift
/// final class RecordingRouter: PathwaysRouting {
///     @MainActor var received: [URL] = []
///     @MainActor func handle(_ url: URL) throws(PathwayError) -> Bool {
///         received.append(url)
///         return true
///     }
/// }
/// ```
public protocol PathwaysRouting: Sendable {
    /// Routes `url`; returns `false` when nothing matches.
    ///
    /// - Parameter url: The URL to route.
    /// - Returns: `true` when a handler ran, `false` when nothing matches.
    /// - Throws: ``PathwayError`` when the URL is malformed or a matched typed route cannot be decoded.
    @MainActor
    func handle(_ url: URL) throws(PathwayError) -> Bool

    /// Routes `url` and runs the chosen handler, synchronous or `async`, to completion; returns
    /// `false` when nothing matches.
    ///
    /// ```swift
    /// let routing: any PathwaysRouting = router
    /// try await routing.open(url)  // returns once the handler has finished
    /// ```
    ///
    /// - Parameter url: The URL to route.
    /// - Returns: `true` when a handler ran, `false` when nothing matches.
    /// - Throws: ``PathwayError``, as ``PathwaysRouting/handle(_:)`` throws.
    @MainActor
    func open(_ url: URL) async throws(PathwayError) -> Bool
}

extension PathwaysRouting {
    /// Routes `url` with ``PathwaysRouting/handle(_:)``, so that a test double needs only `handle`.
    ///
    /// ```swift
    /// let double = RecordingRouter()   // implements handle(_:) only
    /// try await double.open(url)       // records url
    /// ```
    ///
    /// - Parameter url: The URL to route.
    /// - Returns: What ``PathwaysRouting/handle(_:)`` returns.
    /// - Throws: What ``PathwaysRouting/handle(_:)`` throws.
    @MainActor
    @discardableResult
    public func open(_ url: URL) async throws(PathwayError) -> Bool {
        try handle(url)
    }
}

extension Pathways: PathwaysRouting {}
