/// A case as a person reads it in a terminal, for the failure blocks of a text report and for
/// `list --case`: a router author sees what the subject was given (the route table, the router's
/// options) without opening the fixture file.
extension FixtureCase {
    /// The case's description, its router's options when they are not the defaults, and its
    /// route table, each line labelled as a failure block labels its lines.
    ///
    /// ```swift
    /// fixtureCase.contextLines
    /// // ["  case:      Custom scheme names compare without case.",
    /// //  "  router:    {\"customSchemes\":[\"MyApp\"]}",
    /// //  "  routes:    /products/:id  exact  product"]
    /// ```
    package var contextLines: [String] {
        var lines = [Self.labelled("case", description)]
        if router != RouterOptions() { lines.append(Self.labelled("router", router.jsonValue.jsonText)) }
        for (offset, route) in routeLines.enumerated() { lines.append(Self.labelled(offset == 0 ? "routes" : "", route)) }
        return lines
    }

    /// The route table as the subject is given it, in registration order, one line per route:
    /// pattern, host or origin, matching mode (with case folding, fragment parameters and the
    /// typed value's properties), and name, in aligned columns.
    package var routeLines: [String] {
        let rows = routes.map { route -> [String] in
            var mode = route.matching.rawValue
            if route.caseInsensitive { mode += ", case-insensitive" }
            if route.fragmentParams { mode += ", fragment parameters" }
            if let types = route.types {
                mode += ", typed " + JSONValue.object(types.map { JSONValue.Member(key: $0.name, value: $0.type.jsonValue) }).jsonText
            }
            let place = route.host.map { "host " + $0 } ?? route.origin.map { "origin " + $0 } ?? ""
            return [route.pattern, place, mode, route.name]
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            let cells = row.indices.filter { widths[$0] > 0 }.map { column in
                row[column] + String(repeating: " ", count: widths[column] - row[column].count)
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The case's requirements, one line each with its statement from `spec` when SPEC.md
    /// defines it, labelled `requires`.
    ///
    /// - Parameter spec: SPEC.md's index, or `nil` for the IDs alone.
    /// - Returns: The lines; one line of IDs without `spec`.
    package func requirementLines(_ spec: SpecIndex?) -> [String] {
        guard let spec else { return [Self.labelled("requires", requirements.joined(separator: ", "))] }
        let width = requirements.map(\.count).max() ?? 0
        return requirements.enumerated().map { offset, id in
            let statement = spec.requirement(id).map { "  " + $0.statement } ?? ""
            let padded = id + (statement.isEmpty ? "" : String(repeating: " ", count: width - id.count))
            return Self.labelled(offset == 0 ? "requires" : "", padded + statement)
        }
    }

    /// `text` after `label:`, both indented as a failure block indents them; an empty label
    /// continues the line above.
    package static func labelled(_ label: String, _ text: String) -> String {
        let head = label.isEmpty ? "" : label + ":"
        return "  " + head + String(repeating: " ", count: max(1, 11 - head.count)) + text
    }
}
