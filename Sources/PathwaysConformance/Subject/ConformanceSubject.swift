/// A router under test: it describes itself and answers one request per fixture input.
///
/// The runner builds a ``ConformanceRequest`` for every input (the case's routes and router
/// options, and the input without its expected outcome), and judges the answer against it.
/// A subject never sees what is expected, so it cannot fill anything in.
///
/// A third-party router needs only a few lines. This one supports exact matching of literal
/// paths and nothing else, so every case that needs a capability is skipped for it:
///
/// ```swift
/// struct LiteralRouter: ConformanceSubject {
///     let descriptor = SubjectDescriptor(name: "literal-router", version: "1.0", capabilities: [])
///
///     func respond(to request: ConformanceRequest) async -> ConformanceResponse {
///         guard case .url(let url) = request.input else { return .skip(reason: "only URL inputs") }
///         let path = url.split(separator: "/", maxSplits: 3).dropFirst(2).first.map { "/" + $0 } ?? "/"
///         guard let route = request.routes.first(where: { $0.pattern == path }) else { return .result(.noMatch) }
///         return .result(.match(RouteMatch(route: route.name)))
///     }
/// }
/// ```
///
/// `respond(to:)` is `async` so that a subject may run on the main actor (as ``ReferenceSubject``
/// does, because `Pathways.handle` is `@MainActor`) or talk to another process.
public protocol ConformanceSubject: Sendable {
    /// Who the subject is and what it supports.
    var descriptor: SubjectDescriptor { get }

    /// Answers one request.
    ///
    /// - Parameter request: The routes, router options and one input.
    /// - Returns: ``ConformanceResponse/result(_:)`` with what happened,
    ///   ``ConformanceResponse/skip(reason:)`` when the subject cannot run the input, or
    ///   ``ConformanceResponse/error(message:)`` when it failed to answer.
    func respond(to request: ConformanceRequest) async -> ConformanceResponse
}
