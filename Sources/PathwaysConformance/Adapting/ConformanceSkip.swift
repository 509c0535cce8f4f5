/// An input the router cannot express, with the reason: the adapter answers it as
/// ``ConformanceResponse/skip(reason:)``, and the runner reports it as skipped, never as passed.
///
/// The adapter helpers throw it when a route or a URL cannot be handed to the router as the
/// fixture means it (``FixturePattern/written(placeholder:literal:catchAll:)``,
/// ``FixturePattern/Literal/decoded(forbidding:)``, ``ClientURL/init(_:)``,
/// ``RouterTable/init(routes:router:add:)``). An adapter throws it for its own reasons too, and
/// answers every one in one place:
///
/// ```swift
/// func respond(to request: ConformanceRequest) async -> ConformanceResponse {
///     do {
///         return try answer(request)  // throws(ConformanceSkip)
///     } catch {
///         return error.response  // .skip(reason: "route note: the catch-all *rest cannot be written for this router")
///     }
/// }
/// ```
public struct ConformanceSkip: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the input cannot run, in words the report shows beside the skipped input.
    public var reason: String

    /// Creates a skip.
    ///
    /// ```swift
    /// throw ConformanceSkip("route \(route.name) has a host, and this router has no host routes")
    /// ```
    ///
    /// - Parameter reason: Why the input cannot run.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The answer to the input: ``ConformanceResponse/skip(reason:)`` with ``reason``.
    public var response: ConformanceResponse { .skip(reason: reason) }

    /// The reason.
    public var description: String { reason }
}
