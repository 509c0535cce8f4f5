import Foundation

/// What a screen or app delegate needs from a router: a way to hand it a URL.
///
/// Depend on this protocol instead of ``Pathways`` to inject a test double.
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
}

extension Pathways: PathwaysRouting {}
