extension Pathways {
    /// The registrations that tie with an earlier one, or that an earlier one hides completely,
    /// in registration order (REG-7): the work behind ``diagnostics``, grouping registrations by
    /// ``TieKey`` and asking each group's ``TieKey/Reach`` which ones overlap.
    func tieDiagnostics() -> [RouteDiagnostic] {
        var diagnostics: [RouteDiagnostic] = []
        var groups: [TieKey: [Int]] = [:]
        let entries = table.routes
        let routes = self.routes
        let origins = servedOrigins
        let reaches = entries.map { TieKey.Reach(host: $0.host, origin: $0.origin, served: origins) }
        for (index, route) in routes.enumerated() {
            let key = TieKey(route)
            let tied = groups[key, default: []].filter { reaches[$0].overlaps(reaches[index]) }
            groups[key, default: []].append(index)
            guard let first = tied.first else { continue }
            // Every earlier tied registration is tried first where both match; one that meets
            // every URL this one matches hides it when it is path-only, as it takes the URL, or
            // of the same type and placeholders with no supplied values (REG-8), as it fails
            // wherever this one would.
            let hiding = tied.first { other in
                guard reaches[other].covers(reaches[index]) else { return false }
                guard let identity = entries[other].entry.typeIdentity else { return true }
                return identity == entries[index].entry.typeIdentity
                    && entries[other].pattern.placeholders.map(\.name) == entries[index].pattern.placeholders.map(\.name)
                    && entries[other].entry.suppliedFields.isEmpty && entries[index].entry.suppliedFields.isEmpty
            }
            diagnostics.append(RouteDiagnostic(kind: hiding == nil ? .tie : .neverRuns, route: route, earlier: routes[hiding ?? first]))
        }
        return diagnostics
    }
}
