/// Spellings from the earlier Pathways package, kept so that code written against it compiles
/// with a warning that names the Pathways way (MIGRATION.md lists every difference).
extension Pathways {
    /// The patterns of every registration, in registration order.
    ///
    /// ```swift
    /// router.routes.map(\.pattern.text)  // the Pathways way
    /// ```
    ///
    /// - Returns: Each registration's pattern as written.
    @available(*, deprecated, message: "Use routes.map(\\.pattern.text); routes lists each registration as a value")
    public func registeredPatterns() -> [String] {
        routes.map(\.pattern.text)
    }

    /// The hosts that registrations serve, each once, in the order first registered; hostless
    /// registrations add none.
    ///
    /// ```swift
    /// Set(router.routes.compactMap(\.host))  // the Pathways way
    /// ```
    ///
    /// - Returns: The lower-cased hosts.
    @available(*, deprecated, message: "Use routes.compactMap(\\.host); routes lists each registration as a value")
    public func registeredHosts() -> [String] {
        var hosts: [String] = []
        for host in routes.compactMap(\.host) where !hosts.contains(host) { hosts.append(host) }
        return hosts
    }

    /// Removes every registration and registration error; the schemes, origins, limits and
    /// decoding options stay.
    ///
    /// ```swift
    /// router = Pathways(customSchemes: router.customSchemes, limits: router.limits, decoding: router.decoding)  // the Pathways way
    /// ```
    @available(*, deprecated, message: "Assign a new router: Pathways(customSchemes:limits:decoding:)")
    public mutating func reset() {
        // A router made with origins keeps serving exactly those (ORIGIN-1), not every origin.
        self =
            servedOrigins.isRestricted
            ? Pathways(origins: origins, limits: limits, decoding: decoding)
            : Pathways(customSchemes: customSchemes, limits: limits, decoding: decoding)
    }
}
