import Pathways

/// A router built from a route table's description (COMPAT-3): each route registered path-only,
/// in the table's order, on its host or origin, with its mode, case folding and fragment
/// option, so that matching and precedence are the router's own; a typed route takes a link
/// when the table's fields decode from it (``TableValue``).
struct ReferenceRouter {
    let table: RouteTable
    private let router: Pathways
    let patterns: [PathPattern]
    /// Each route's fields when it is typed; `nil` for a path-only route.
    private let typedFields: [[RouteField]?]

    /// Builds the router, or refuses the table's first route that the router refuses.
    init(_ table: RouteTable) throws(RouteTableError) {
        self.table = table
        var router =
            table.origins.isEmpty
            ? Pathways(customSchemes: Set(table.customSchemes), decoding: table.decoding)
            : Pathways(origins: table.origins, decoding: table.decoding)
        if let error = router.registrationErrors.first {
            throw RouteTableError(.invalidValue, path: table.origins.isEmpty ? "$.customSchemes" : "$.origins", detail: "\(error)")
        }
        for (index, route) in table.routes.enumerated() {
            router.register(
                host: route.host, origin: route.origin, path: route.pattern, matching: route.matching,
                caseInsensitive: route.caseInsensitive,
                supportFragmentParams: route.fragmentParameters
            ) { _ in }
            if let error = router.registrationErrors.first {
                throw RouteTableError(.invalidValue, path: "$.routes[\(index)]", detail: "the router refuses this route: \(error)")
            }
        }
        // Registration parsed each pattern; the router lists them in the table's order.
        let patterns = router.routes.map(\.pattern)
        for (index, route) in table.routes.enumerated() {
            try Self.check(route, pattern: patterns[index], at: index)
        }
        self.router = router
        self.patterns = patterns
        typedFields = table.routes.map { $0.isTyped ? $0.fields : nil }
    }

    /// Refuses fields that contradict the pattern: a placeholder field the pattern does not
    /// have, a placeholder without a field (but in an alias, which drops it, TABLE-6), or a field
    /// kind its placeholder does not have.
    private static func check(_ route: RouteTable.Route, pattern: PathPattern, at index: Int) throws(RouteTableError) {
        guard route.isTyped else { return }
        var slots: [(name: String, kind: RouteField.Kind)] = []
        for component in pattern.components {
            switch component {
            case .literal: break
            case .placeholder(let name): slots.append((name, .placeholder))
            case .catchAll(let name): slots.append((name, .catchAll))
            }
        }
        for component in pattern.fragmentComponents ?? [] {
            switch component {
            case .literal: break
            case .placeholder(let name): slots.append((name, .fragmentPlaceholder))
            case .catchAll(let name): slots.append((name, .fragmentCatchAll))
            }
        }
        for (position, field) in route.fields.enumerated() {
            let slot = slots.first { $0.name.utf8.elementsEqual(field.name.utf8) }
            let expected = slot?.kind ?? .query
            guard field.kind == expected else {
                throw RouteTableError(
                    .invalidValue, path: "$.routes[\(index)].fields[\(position)].kind",
                    detail:
                        "the pattern \(route.pattern) makes \(MessageText.quoted(field.name)) a \(expected.rawValue) field, not \(field.kind.rawValue)"
                )
            }
        }
        for slot in slots where !route.isAlias && !route.fields.contains(where: { $0.name.utf8.elementsEqual(slot.name.utf8) }) {
            throw RouteTableError(
                .missingKey, path: "$.routes[\(index)].fields",
                detail: "the placeholder \(MessageText.quoted(slot.name)) of \(route.pattern) has no field")
        }
    }

    /// Where a link goes.
    enum Outcome: Equatable {
        /// The router refuses the link whatever its routes (Section 3).
        case rejected(PathwayError)
        /// The route at this position takes the link; `failed` holds the positions of routes
        /// tried before it that failed to decode, with their errors.
        case reached(Int, failed: [Int: PathwayError])
        /// No route takes the link.
        case unreached(failed: [Int: PathwayError])
    }

    /// Where `url` goes, by DISP-2 and DISP-4.
    func outcome(of url: String) -> Outcome {
        var failed: [Int: PathwayError] = [:]
        do throws(PathwayError) {
            let position = try router.routePosition(taking: url) { position, parameters throws(PathwayError) in
                guard let fields = typedFields[position] else { return }
                do throws(PathwayError) {
                    try TableValue.decode(fields, from: parameters, pattern: patterns[position], options: table.decoding)
                } catch {
                    failed[position] = error
                    throw error
                }
            }
            guard let position else { return .unreached(failed: failed) }
            return .reached(position, failed: failed)
        } catch {
            guard failed.isEmpty else { return .unreached(failed: failed) }
            return .rejected(error)
        }
    }
}
