/// What tells two registrations apart when they match the same URLs (REG-7): two registrations
/// with equal keys are true ties, which the order of registration decides (PREC-6).
///
/// Their ``Precedence`` is equal, and so is what precedence leaves out because routes that
/// differ in it never match the same URL: the literals, by their decoded bytes, folded for a
/// route without case (PREC-7), the host and the origin. Placeholder names take no part.
struct TieKey: Hashable {
    private let precedence: Precedence
    /// The literals of the path, then of the fragment route.
    private let literals: [[UInt8]]
    private let host: String?
    private let origin: String?
    private let foldsCase: Bool

    init(_ route: RegisteredRoute) {
        precedence = route.precedence
        literals = (route.pattern.components + (route.pattern.fragmentComponents ?? [])).compactMap { component in
            guard case .literal(let text) = component else { return nil }
            return route.caseInsensitive ? text.utf8.map(ASCII.lowercased) : Array(text.utf8)
        }
        host = route.host
        origin = route.origin
        foldsCase = route.caseInsensitive
    }
}
