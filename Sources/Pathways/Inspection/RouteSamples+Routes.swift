extension RouteSamples {
    /// The sample links for `route` on `host`.
    package static func urls(for route: RegisteredRoute, scheme: String, host: String, tokens: [String]) -> [String] {
        urls(
            pattern: route.pattern, matching: route.matching, caseInsensitive: route.caseInsensitive, scheme: scheme, host: host,
            tokens: tokens)
    }
}
