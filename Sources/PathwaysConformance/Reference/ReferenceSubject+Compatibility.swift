import PathwaysCompatibility

extension ReferenceSubject {
    /// Answers a `compatibility` input through `PathwaysCompatibility`: `RouteTable(json:)` reads
    /// each table (its JSON written out as text, or its exact text), and
    /// `CompatibilityReport(old:new:)` compares them.
    ///
    /// The report's routes are given back as their positions in the tables, which is how the
    /// fixtures name them; a broken link's route is searched after the previous one, so that two
    /// registrations written alike keep their own positions.
    ///
    /// - Parameters:
    ///   - old: The old table, as its JSON (an object) or its exact text (a string).
    ///   - new: The new table, likewise.
    /// - Returns: The report, or the refusal of the first table that does not read.
    func compatibility(_ old: JSONValue, _ new: JSONValue) -> ConformanceResponse {
        let oldTable: RouteTable
        let newTable: RouteTable
        do throws(RouteTableError) {
            oldTable = try RouteTable(json: Self.text(old))
        } catch {
            return .result(.invalidRouteTable(table: "old", code: error.code.description, path: error.path))
        }
        do throws(RouteTableError) {
            newTable = try RouteTable(json: Self.text(new))
        } catch {
            return .result(.invalidRouteTable(table: "new", code: error.code.description, path: error.path))
        }
        let report: CompatibilityReport
        do throws(RouteTableError) {
            report = try CompatibilityReport(old: oldTable, new: newTable)
        } catch {
            // COMPAT-6 refuses only a table built in code; tables that read from JSON never are.
            return .error(message: "CompatibilityReport refused two tables that RouteTable(json:) read: \(error)")
        }
        var broken: [JSONValue] = []
        var next = oldTable.routes.startIndex
        for link in report.brokenLinks {
            guard let route = oldTable.routes[next...].firstIndex(of: link.route) else {
                return .error(message: "the report lists a route that is not in the old table: \(link.route)")
            }
            next = route + 1
            var members = [
                JSONValue.Member(key: "route", value: .number(String(route))),
                JSONValue.Member(key: "problem", value: .string(link.problem.rawValue)),
                JSONValue.Member(key: "url", value: .string(link.url)),
            ]
            if let newRoute = link.newRoute {
                guard let position = newTable.routes.firstIndex(of: newRoute) else {
                    return .error(message: "the report names a new route that is not in the new table: \(newRoute)")
                }
                members.append(JSONValue.Member(key: "newRoute", value: .number(String(position))))
            }
            broken.append(.object(members))
        }
        var added: [JSONValue] = []
        next = newTable.routes.startIndex
        for route in report.addedRoutes {
            guard let position = newTable.routes[next...].firstIndex(of: route) else {
                return .error(message: "the report adds a route that is not in the new table: \(route)")
            }
            next = position + 1
            added.append(.number(String(position)))
        }
        var members = [JSONValue.Member(key: "broken", value: .array(broken)), JSONValue.Member(key: "added", value: .array(added))]
        if !report.aliasedLinks.isEmpty {
            // Written only when an alias keeps a link (COMPAT-7), so that a report of tables
            // without aliases reads as it always has.
            var aliased: [JSONValue] = []
            next = oldTable.routes.startIndex
            for link in report.aliasedLinks {
                guard let route = oldTable.routes[next...].firstIndex(of: link.route),
                    let alias = newTable.routes.firstIndex(of: link.alias)
                else {
                    return .error(message: "the report names a route that is not in its table: \(link)")
                }
                next = route + 1
                aliased.append(
                    .object([
                        JSONValue.Member(key: "route", value: .number(String(route))),
                        JSONValue.Member(key: "url", value: .string(link.url)),
                        JSONValue.Member(key: "alias", value: .number(String(alias))),
                    ]))
            }
            members.append(JSONValue.Member(key: "aliased", value: .array(aliased)))
        }
        return .result(.compatibility(.object(members)))
    }

    /// A table's text: the string as written, or the object written out as JSON.
    private static func text(_ table: JSONValue) -> String {
        if case .string(let written) = table { return written }
        return table.jsonText
    }
}
