/// What two registrations must share to tie (REG-7): registrations with equal keys whose
/// ``Reach`` overlaps are true ties, which the order of registration decides (PREC-6).
///
/// Their ``Precedence`` is equal, and so is what precedence leaves out because routes that
/// differ in it never match the same URL: the literals, by their decoded bytes, folded for a
/// route without case (PREC-7), and the host. Placeholder names take no part, and neither does
/// case folding itself: it changes only how literals compare, which precedence already tells
/// apart (PREC-2), so `/:id` without case and `/:slug` with case match the same URLs.
///
/// The origin is not part of the key: a route on a host and one limited to an origin of that
/// host match the same URLs of that origin, while two routes limited to different origins match
/// none in common. Whether two routes share an origin is ``Reach``'s question, not a key's.
struct TieKey: Hashable {
    private let precedence: Precedence
    /// The literals of the path, then of the fragment route.
    private let literals: [[UInt8]]
    private let host: String?

    init(_ route: RegisteredRoute) {
        precedence = route.precedence
        literals = (route.pattern.components + (route.pattern.fragmentComponents ?? [])).compactMap { component in
            guard case .literal(let text) = component else { return nil }
            return route.caseInsensitive ? text.utf8.map(ASCII.lowercased) : Array(text.utf8)
        }
        host = route.host
    }
}

extension TieKey {
    /// The origins of the router whose URLs a route can match (ORIGIN-5): for routes with equal
    /// keys, whether they tie at all, and whether the earlier one meets every URL the later
    /// one matches.
    struct Reach {
        /// Positions in the router's origins; `nil` for every origin.
        private let origins: Set<Int>?

        /// The reach of a route limited to the origin at `origin`, or else on `host`, in a
        /// router that serves `served`.
        init(host: [UInt8]?, origin: Int?, served: RouterOrigins) {
            if let origin {
                origins = [origin]
            } else if served.isRestricted, let host {
                // A route on a host serves every origin of the router with that host.
                origins = Set(served.all.indices.filter { served.all[$0].host == host })
            } else {
                origins = nil
            }
        }

        /// Whether some URL belongs to an origin both reach.
        func overlaps(_ other: Reach) -> Bool {
            guard let origins, let theirs = other.origins else { return true }
            return !origins.isDisjoint(with: theirs)
        }

        /// Whether every origin that `other` reaches, this one reaches too.
        func covers(_ other: Reach) -> Bool {
            guard let origins else { return true }
            guard let theirs = other.origins else { return false }
            return theirs.isSubset(of: origins)
        }
    }
}

extension TieKey {
    /// One judgement of REG-7: how a registration relates to the earlier one it is reported
    /// against, among the earlier registrations it ties with.
    struct Verdict: Equatable {
        let kind: RouteDiagnostic.Kind
        /// The position of the earlier registration.
        let earlier: Int
    }
}
