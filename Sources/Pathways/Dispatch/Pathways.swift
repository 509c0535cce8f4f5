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
    /// What a registration runs.
    enum Handler: Sendable {
        /// A path-only handler.
        case path(@MainActor @Sendable (RouteParameters) -> Void)
        /// A typed handler, wrapped to decode its route from the parameters' captures first.
        case typed(@MainActor @Sendable (RouteParameters) throws(PathwayError) -> Void)
    }

    /// A registration's handler and options, as stored in the table.
    struct Entry: Sendable {
        let handler: Handler
        let supportsFragmentParameters: Bool
    }

    /// Schemes whose authority is read as the first path component, lower-cased; invalid names
    /// given to ``init(customSchemes:limits:)`` are left out and reported in ``registrationErrors``.
    public let customSchemes: Set<String>
    /// The limits a URL must fit.
    public let limits: PathwayLimits
    /// Registrations that `register` refused because their pattern or host was invalid, in order
    /// (REG-1); ``validate()`` throws the first.
    public internal(set) var registrationErrors: [PathwayError] = []

    var table = RouteTable<Entry>()
    private let schemeBytes: [[UInt8]]

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
        // The closures reach the router through a pointer: a closure that captures `self`, or
        // copies of its table, retains and releases every array in it at each level of nesting.
        // The pointer is used only inside `withUnsafePointer`'s body, and nothing mutates the
        // router meanwhile (`self` is immutable here).
        try withUnsafePointer(to: self) { router throws(PathwayError) in
            try urlString.withUTF8Bytes { bytes throws(PathwayError) in
                let urlReader = URLReader(bytes: bytes, customSchemes: router.pointee.schemeBytes, limits: router.pointee.limits)
                return try urlReader.withAbsolute { parts throws(PathwayError) in try Self.route(router, bytes, parts) }
            }
        }
    }

    @MainActor
    private static func route(
        _ router: UnsafePointer<Pathways>, _ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts
    ) throws(PathwayError) -> Bool {
        var handled = false
        var firstFailure: PathwayError?
        var query: [RouteParameters.Item]?
        // Through the pointer: a copy of the table or of its routes would be retained and released.
        router.pointee.table.forEachMatch(in: bytes, parts) { routeIndex in
            let entry = router.pointee.table.routes[routeIndex].entry
            let captures = PatternMatch.captures(of: router.pointee.table.routes[routeIndex].pattern, bytes, parts)
            let queryItems = query ?? RouteParameters.items(in: bytes, parts.query)
            query = queryItems
            let parameters = RouteParameters(
                captures: captures,
                query: queryItems,
                fragment: entry.supportsFragmentParameters ? RouteParameters.items(in: bytes, parts.fragmentParameters) : [])
            switch entry.handler {
            case .path(let handler):
                handler(parameters)
                handled = true
                return false
            case .typed(let handler):
                do throws(PathwayError) {
                    try handler(parameters)
                    handled = true
                    return false
                } catch {
                    if firstFailure == nil { firstFailure = error }
                    return true
                }
            }
        }
        if !handled, let firstFailure { throw firstFailure }
        return handled
    }

    // MARK: - Validation

    /// Checks a registered host and returns its lower-cased bytes (HOST-3).
    static func hostBytes(_ host: String) throws(PathwayError) -> [UInt8] {
        let bytes = Array(host.utf8)
        func invalid(_ expected: String) -> PathwayError {
            PathwayError(.invalidHost, phase: .registration, text: host, expected: expected)
        }
        guard !bytes.isEmpty else { throw invalid("a non-empty host; omit `host:` to accept any host") }
        if bytes.first == ASCII.openBracket {
            guard bytes.last == ASCII.closeBracket, bytes.count > 2 else { throw invalid("an IPv6 literal such as [::1]") }
            let address = bytes[1..<(bytes.count - 1)]
            guard address.allSatisfy({ ASCII.isHexDigit($0) || $0 == ASCII.colon || $0 == ASCII.dot }),
                let parsed = IPv6Address(whatwg: address)
            else { throw invalid("a valid IPv6 address in brackets, such as [2001:db8::1]") }
            // A browser writes every other spelling of the address in this form, so a route on
            // another spelling could never match (URL-12).
            guard parsed.isWritten(as: address) else { throw invalid("the address as a browser writes it, [\(parsed)]") }
        } else {
            guard bytes.allSatisfy({ ASCII.isAlpha($0) || ASCII.isDigit($0) || $0 == ASCII.minus || $0 == ASCII.dot }),
                bytes.first != ASCII.dot, bytes.last != ASCII.dot
            else { throw invalid("a host name of ASCII letters, digits, '-' and '.', without a port or a trailing dot") }
            guard IDNALabel.isAccepted(host: bytes) else {
                throw invalid("'xn--' labels that a browser accepts as written (URL-11)")
            }
            // A browser reads a host that ends in a number as an IPv4 address, and writes it in
            // dotted decimal: a route on another spelling could never match (URL-11).
            if IPv4Address.endsInNumber(bytes) {
                let address = IPv4Address(whatwg: bytes)
                guard let address, address.description.utf8.elementsEqual(bytes) else {
                    throw invalid(
                        address.map { "the address as a browser writes it, \($0)" }
                            ?? "a valid IPv4 address, or a name whose last label is not a number")
                }
            }
        }
        return bytes.map(ASCII.lowercased)
    }
}
