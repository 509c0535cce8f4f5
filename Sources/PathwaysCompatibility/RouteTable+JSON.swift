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
        let decodingNode = Self.object([
            ("dateForm", .string(Self.name(of: decoding.dateForm))),
            ("malformedOptionalFieldsAreNil", .bool(decoding.malformedOptionalFieldsAreNil)),
            ("plusIsSpaceInQuery", .bool(decoding.plusIsSpaceInQuery)),
        ])
        let table = Self.object([
            ("customSchemes", Self.strings(customSchemes)), ("decoding", decodingNode.content), ("origins", Self.strings(origins)),
            ("routes", .array(routes.map(Self.node))), ("version", .number(String(version))),
        ])
        // The table and its list of routes one a line; each route, and everything else, on one line.
        let writer = JSONTextWriter { _, path in path == .root || path == JSONPath.root.appending("routes") }
        return writer.text(table) + "\n"
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

    /// One route as a JSON object, keys sorted; absent values left out.
    private static func node(_ route: Route) -> JSONNode {
        var members: [(String, JSONNode.Content)] = route.isAlias ? [("alias", .bool(true))] : []
        members.append(("caseInsensitive", .bool(route.caseInsensitive)))
        if !route.fields.isEmpty {
            let fields = route.fields.map { field in
                var members: [(String, JSONNode.Content)] = [
                    ("array", .bool(field.isArray)), ("kind", .string(field.kind.rawValue)), ("name", .string(field.name)),
                    ("optional", .bool(field.isOptional)),
                ]
                if let scalar = field.scalar { members.append(("scalar", .string(scalar.rawValue))) }
                return object(members)
            }
            members.append(("fields", .array(fields)))
        }
        members.append(("fragmentParameters", .bool(route.fragmentParameters)))
        if let host = route.host { members.append(("host", .string(host))) }
        members.append(("matching", .string(route.matching.rawValue)))
        if let name = route.name { members.append(("name", .string(name))) }
        if let origin = route.origin { members.append(("origin", .string(origin))) }
        members.append(("pattern", .string(route.pattern)))
        if let typeName = route.typeName { members.append(("type", .string(typeName))) }
        return object(members)
    }

    /// An object of `members`, in the order given.
    private static func object(_ members: [(String, JSONNode.Content)]) -> JSONNode {
        JSONNode(.object(members.map { JSONNode.Member($0.0, JSONNode($0.1)) }))
    }

    /// An array of strings.
    private static func strings(_ values: [String]) -> JSONNode.Content {
        .array(values.map { JSONNode(.string($0)) })
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
