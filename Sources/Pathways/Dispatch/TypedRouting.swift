/// A typed registration's ``TypedRoute``, whatever its route and destination types: what
/// dispatch asks of it.
protocol TypedRouting: AnyObject, Sendable {
    /// Decodes the route from a match's parameters and runs the handler with it: to completion
    /// for a synchronous handler, started in a main-actor task for one that suspends (DISP-8).
    ///
    /// - Throws: The decode failure; the handler has not run.
    @MainActor
    func run(_ parameters: RouteParameters) throws(PathwayError)

    /// Decodes the route and binds the handler to it, to run later or never (DISP-7).
    ///
    /// - Throws: The decode failure.
    func bind(_ parameters: RouteParameters) throws(PathwayError) -> BoundHandler
}
