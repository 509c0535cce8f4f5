import Pathways
import PathwaysTextFormats

/// Writing a route table as stable JSON (TABLE-1): keys sorted, one route per line, routes in
/// registration order, so that a release's change to its routes is a readable diff.
extension RouteTable {
    /// The table as JSON text, the same bytes for the same table.
    ///
    /// ```swift
    /// print(router.routeTable.jsonText)
    /// // {
    /// //   "customSchemes": [],
    /// //   "decoding": {"dateForm": "iso8601", "malformedOptionalFieldsAreNil": false, "plusIsSpaceInQuery": false},
    /// //   "origins": [],
    /// //   "routes": [
    /// //     {"caseInsensitive": false, "fragmentParameters": false, "matching": "prefix", "pattern": "/settings"}
    /// //   ],
    /// //   "version": 1
    /// // }
    /// ```
    public var jsonText: String {
        let quoting = JSONQuoting()
        func strings(_ values: [String]) -> String { "[" + values.map(quoting.quoted).joined(separator: ", ") + "]" }
        let decodingLine =
            "{\"dateForm\": \(quoting.quoted(Self.name(of: decoding.dateForm))), "
            + "\"malformedOptionalFieldsAreNil\": \(decoding.malformedOptionalFieldsAreNil), "
            + "\"plusIsSpaceInQuery\": \(decoding.plusIsSpaceInQuery)}"
        var lines = [
            "{", "  \"customSchemes\": \(strings(customSchemes)),", "  \"decoding\": \(decodingLine),",
            "  \"origins\": \(strings(origins)),",
        ]
        if routes.isEmpty {
            lines.append("  \"routes\": [],")
        } else {
            lines.append("  \"routes\": [")
            for (index, route) in routes.enumerated() {
                lines.append("    " + Self.line(route, quoting) + (index == routes.count - 1 ? "" : ","))
            }
            lines.append("  ],")
        }
        lines += ["  \"version\": \(version)", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The version the table is written in: the lowest that holds it (TABLE-6), so that a table
    /// without aliases reads in every release that reads version 1.
    ///
    /// ```swift
    /// RouteTable(routes: [RouteTable.Route(pattern: "/settings", matching: .prefix)]).version  // 1
    /// ```
    public var version: Int {
        routes.contains(where: \.isAlias) ? 2 : 1
    }

    /// One route as a JSON object on one line, keys sorted; absent values left out.
    private static func line(_ route: Route, _ quoting: JSONQuoting) -> String {
        var members = route.isAlias ? ["\"alias\": true"] : []
        members.append("\"caseInsensitive\": \(route.caseInsensitive)")
        if !route.fields.isEmpty {
            let fields = route.fields.map { field in
                var members = [
                    "\"array\": \(field.isArray)", "\"kind\": \(quoting.quoted(field.kind.rawValue))",
                    "\"name\": \(quoting.quoted(field.name))",
                    "\"optional\": \(field.isOptional)",
                ]
                if let scalar = field.scalar { members.append("\"scalar\": \(quoting.quoted(scalar.rawValue))") }
                return "{" + members.joined(separator: ", ") + "}"
            }
            members.append("\"fields\": [" + fields.joined(separator: ", ") + "]")
        }
        members.append("\"fragmentParameters\": \(route.fragmentParameters)")
        if let host = route.host { members.append("\"host\": \(quoting.quoted(host))") }
        members.append("\"matching\": \(quoting.quoted(route.matching.rawValue))")
        if let name = route.name { members.append("\"name\": \(quoting.quoted(name))") }
        if let origin = route.origin { members.append("\"origin\": \(quoting.quoted(origin))") }
        members.append("\"pattern\": \(quoting.quoted(route.pattern))")
        if let typeName = route.typeName { members.append("\"type\": \(quoting.quoted(typeName))") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// The names of `DateTextForm`'s cases in the file: a closed list.
    static func name(of form: DateTextForm) -> String {
        switch form {
        case .iso8601: "iso8601"
        case .secondsSince1970: "secondsSince1970"
        case .millisecondsSince1970: "millisecondsSince1970"
        }
    }
}
