extension Pathways {
    /// The registrations that tie with an earlier one, or that an earlier one hides completely,
    /// in registration order (REG-7): the work behind ``diagnostics``, grouping registrations by
    /// ``TieKey`` and asking each group's ``TieKey/Reach`` which ones overlap.
    ///
    /// Handling, opening and matching try every registration; asking for a destination or a
    /// back stack tries only the routes with a destination (DEST-3). So a destination route is
    /// judged twice, among all the earlier registrations it ties with and among those with a
    /// destination, and each judgement is reported for the entry points it holds for.
    func tieDiagnostics() -> [RouteDiagnostic] {
        var diagnostics: [RouteDiagnostic] = []
        var groups: [TieKey: [Int]] = [:]
        let entries = table.routes
        let routes = self.routes
        let origins = servedOrigins
        let reaches = entries.map { TieKey.Reach(host: $0.host, origin: $0.origin, served: origins) }
        /// How registration `index` relates to the earlier registrations `tied` it ties with.
        func verdict(on index: Int, among tied: [Int]) -> TieKey.Verdict? {
            guard let first = tied.first else { return nil }
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
            return TieKey.Verdict(kind: hiding == nil ? .tie : .neverRuns, earlier: hiding ?? first)
        }
        func report(_ verdict: TieKey.Verdict, of index: Int, for entryPoints: RouteDiagnostic.EntryPoints) {
            diagnostics.append(
                RouteDiagnostic(kind: verdict.kind, route: routes[index], earlier: routes[verdict.earlier], entryPoints: entryPoints))
        }
        for (index, route) in routes.enumerated() {
            let key = TieKey(route)
            let tied = groups[key, default: []].filter { reaches[$0].overlaps(reaches[index]) }
            groups[key, default: []].append(index)
            guard let handling = verdict(on: index, among: tied) else { continue }
            // A route without a destination is never a destination: handling is all it does.
            guard entries[index].entry.destination != nil else {
                report(handling, of: index, for: .all)
                continue
            }
            let destinations = verdict(on: index, among: tied.filter { entries[$0].entry.destination != nil })
            if destinations == handling {
                report(handling, of: index, for: .all)
            } else {
                // The judgements differ only when the earlier route of handling's has no
                // destination, so that the destination walk passes over it.
                report(handling, of: index, for: .handling)
                if let destinations { report(destinations, of: index, for: .destinations) }
            }
        }
        return diagnostics
    }
}
