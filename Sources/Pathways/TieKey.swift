/// What precedence compares of a registration (PREC-2 to PREC-7): two registrations with equal
/// keys are true ties.
struct TieKey: Hashable {
    /// A component by kind: a literal by its decoded bytes, folded for a route without case.
    private enum Piece: Hashable {
        case literal([UInt8])
        case placeholder
        case catchAll
    }

    private let path: [Piece]
    private let fragment: [Piece]?
    private let matching: Matching
    private let host: String?
    private let origin: String?
    private let foldsCase: Bool

    init(_ route: RegisteredRoute) {
        func piece(_ component: PathPattern.Component) -> Piece {
            switch component {
            case .literal(let text):
                .literal(route.caseInsensitive ? text.utf8.map(ASCII.lowercased) : Array(text.utf8))
            case .placeholder: .placeholder
            case .catchAll: .catchAll
            }
        }
        path = route.pattern.components.map(piece)
        fragment = route.pattern.fragmentComponents?.map(piece)
        matching = route.matching
        host = route.host
        origin = route.origin
        foldsCase = route.caseInsensitive
    }
}
