/// Which route a link reaches, with the decoding of each candidate supplied by the caller, for
/// `PathwaysLinkTable`, which checks the links of an old route table against a new one
/// (COMPAT-2). Not public API.
extension Pathways {
    /// The position in ``routes`` of the route that takes `urlString`: the routes that match
    /// are tried in precedence order (PREC-1 to PREC-7), each handed to `attempt` with the
    /// parameters its handler would receive; the first for which `attempt` does not throw takes
    /// the URL, as dispatch would (DISP-2, DISP-4). `nil` when no route matches, or the URL
    /// belongs to no origin the router serves (ORIGIN-2).
    ///
    /// - Parameters:
    ///   - urlString: The text of an absolute URL.
    ///   - attempt: Decides whether the route at a position takes the URL; throws when it does
    ///     not, as a typed route that fails to decode.
    /// - Returns: A position in ``routes``.
    /// - Throws: The error that reading the URL gives (match phase), or the first error of
    ///   `attempt` when routes matched and none took the URL.
    package func routePosition(
        taking urlString: String, _ attempt: (Int, RouteParameters) throws(PathwayError) -> Void
    ) throws(PathwayError) -> Int? {
        let (table, plusIsSpace) = (table, decoding.plusIsSpaceInQuery)
        return try withServedURL(urlString) { bytes, parts throws(PathwayError) in
            try Dispatcher.first(table, bytes, parts, plusIsSpace: plusIsSpace) { route, parameters throws(PathwayError) in
                try attempt(route.order, parameters)
                return route.order
            }
        } ?? nil
    }

    /// Decodes `type` from a match's parameters as a typed route of `pattern` would (CODE-5).
    ///
    /// - Parameters:
    ///   - type: The value's type; its coding keys name the pattern's placeholders.
    ///   - parameters: The parameters of a match of `pattern`.
    ///   - pattern: The route's pattern.
    ///   - options: How values are read.
    /// - Returns: The decoded value.
    /// - Throws: The decode-phase ``PathwayError`` a typed route would throw.
    package static func decode<T: Decodable>(
        _ type: T.Type, from parameters: RouteParameters, pattern: PathPattern, options: PathwayDecodingOptions
    ) throws(PathwayError) -> T {
        try CaptureDecoder.decode(type, captures: parameters.captures, query: parameters.query, pattern: pattern, options: options)
    }
}
