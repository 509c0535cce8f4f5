import Foundation

/// A deep-link router: registrations of typed and path-only routes, and dispatch of URLs to
/// the best one (SPEC: DISP-1 to DISP-6).
///
/// ```swift
/// var router = Pathways()
/// router.register(host: "example.com", ProductRoute.self) { route, query in
///     navigateToProduct(id: route.productID, campaign: query["campaign"])
/// }
/// router.register(host: "example.com", path: "/settings") { query in showSettings() }
/// let handled = try router.handle(url)
/// ```
///
/// Registration compiles routes into a table whose lookup cost does not grow with the number
/// of routes. Which registration wins never depends on the order of registration, except
/// between registrations that are equal in every respect (PREC-1 to PREC-7).
///
/// > Important: A deep link can come from any web page or app. Pathways rejects malformed
/// > URLs, userinfo, dot segments and control characters, but a value that reaches a handler
/// > is still untrusted input: check tokens and permissions before acting on them.
public struct Pathways: Sendable {
    /// Schemes whose authority is read as the first path component, lower-cased; invalid names
    /// given to ``init(customSchemes:limits:)`` are left out and reported in ``registrationErrors``.
    public let customSchemes: Set<String>
    /// The limits a URL must fit.
    public let limits: PathwayLimits
    /// Registrations that `register` refused because their pattern or host was invalid, in order
    /// (REG-1); ``validate()`` throws the first.
    public internal(set) var registrationErrors: [PathwayError] = []

    var table = RouteTable<RouteEntry>()
    let schemeBytes: [[UInt8]]

    /// Creates an empty router.
    ///
    /// ```swift
    /// var router = Pathways(customSchemes: ["myapp"])
    /// router.register(ProductRoute.self) { route, _ in }  // myapp://products/42 reaches ProductRoute
    /// ```
    ///
    /// - Parameters:
    ///   - customSchemes: Schemes whose URLs put the first path component where a host would be.
    ///     For these schemes `myapp://products/42`, `myapp:///products/42` and
    ///     `myapp:/products/42` all have the path `/products/42` and no host (SCHEME-2 and
    ///     SCHEME-3). Scheme names compare case-insensitively.
    ///   - limits: The limits a URL must fit.
    public init(customSchemes: Set<String> = [], limits: PathwayLimits = .default) {
        let schemes = CustomSchemes(customSchemes)
        self.customSchemes = schemes.names
        self.schemeBytes = schemes.bytes
        self.limits = limits
        self.registrationErrors = schemes.errors
    }

    // MARK: - Dispatch

    /// Runs the handler of the best registration that matches `url` and can decode it.
    ///
    /// Foundation's `URL` may already have rewritten invalid input before Pathways sees it (it
    /// re-escapes every `%` of a path holding `%ZZ`); ``handle(_:)-(String)`` reads the exact
    /// text instead.
    ///
    /// - Parameter url: The URL to route.
    /// - Returns: `true` when a handler ran; `false` when no registration matches.
    /// - Throws: ``PathwayError`` when the URL is malformed or over a limit (match phase), or
    ///   when registrations matched but every typed one failed to decode and no other
    ///   registration took the URL (the failure of the best candidate, DISP-4).
    @MainActor
    @discardableResult
    public func handle(_ url: URL) throws(PathwayError) -> Bool {
        try handle(url.absoluteString)
    }

    /// Runs the handler of the best registration that matches the URL text.
    ///
    /// - Parameter urlString: The text of an absolute URL.
    /// - Returns: `true` when a handler ran; `false` when no registration matches.
    /// - Throws: ``PathwayError``, as ``handle(_:)-(URL)``.
    @MainActor
    @discardableResult
    public func handle(_ urlString: String) throws(PathwayError) -> Bool {
        let (table, schemes, limits) = (table, schemeBytes, limits)
        return try ByteView.withBytes(of: urlString) { bytes throws(PathwayError) in
            try URLReader(bytes: bytes, customSchemes: schemes, limits: limits).withAbsolute { parts throws(PathwayError) in
                try Dispatcher.dispatch(table, bytes, parts)
            }
        }
    }
}
