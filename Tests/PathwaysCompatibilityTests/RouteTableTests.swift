import Foundation
import Pathways
import PathwaysCompatibility
import Testing

@Suite("Route tables")
struct RouteTableTests {
    @Test("TABLE-1, TABLE-3: a router's table lists its routes in registration order with their options")
    func export() throws {
        let table = Releases.first().routeTable
        #expect(table.routes.map(\.pattern) == ["/products/:productID", "/users/:name", "/settings"])
        let product = try #require(table.routes.first)
        #expect(product.host == "shop.example.com")
        #expect(product.matching == .exact)
        #expect(product.name == "ProductRoute")
        #expect(product.typeName == "ProductRoute")
        #expect(
            product.fields == [
                RouteField(name: "productID", kind: .placeholder, scalar: .int),
                RouteField(name: "campaign", kind: .query, scalar: .string, isOptional: true),
            ])
        #expect(table.routes[2].name == nil && table.routes[2].fields.isEmpty && table.routes[2].matching == .prefix)
    }

    @Test("TABLE-3: fields of every kind: catch-all, fragment placeholder, enum, arrays, dates, UUIDs, Booleans")
    func fieldKinds() throws {
        var router = Pathways()
        router.register(OrderRoute.self, supportFragmentParams: true) { _, _ in }
        try router.validate()
        let fields = try #require(router.routeTable.routes.first).fields
        #expect(
            fields == [
                RouteField(name: "orderID", kind: .placeholder, scalar: .uuid),
                RouteField(name: "rest", kind: .catchAll, scalar: .string, isArray: true),
                RouteField(name: "step", kind: .fragmentPlaceholder, scalar: .int8),
                RouteField(name: "sort", kind: .query, scalar: .string, isOptional: true),
                RouteField(name: "tags", kind: .query, scalar: .int, isOptional: true, isArray: true),
                RouteField(name: "since", kind: .query, scalar: .date, isOptional: true),
                RouteField(name: "gift", kind: .query, scalar: .bool),
            ])
        #expect(router.routeTable.routes[0].fragmentParameters)
    }

    @Test("TABLE-1, TABLE-2: the JSON text is stable, versioned, one route per line, and reads back to the same table")
    func roundTrip() throws {
        var router = Pathways(customSchemes: ["shop"], decoding: PathwayDecodingOptions(dateForm: .secondsSince1970))
        router.register(OrderRoute.self, caseInsensitive: true, supportFragmentParams: true) { _, _ in }
        router.register(host: "shop.example.com", ProductRoute.self, matching: .exact) { _, _ in }
        router.register(path: "/caf%C3%A9/\"quoted\"") { _ in }
        let table = router.routeTable
        let text = table.jsonText
        #expect(text == router.routeTable.jsonText)
        #expect(text.hasSuffix("  \"version\": 1\n}\n"))
        #expect(text.split(separator: "\n").count == 10)
        #expect(try RouteTable(json: text) == table)
        #expect(try RouteTable(json: text).jsonText == text)
        let origins = Pathways(origins: ["https://shop.example.com", "shop://"])
        var restricted = origins
        restricted.register(origin: "shop://", path: "/a") { _ in }
        #expect(try RouteTable(json: restricted.routeTable.jsonText) == restricted.routeTable)
        #expect(restricted.routeTable.origins == ["https://shop.example.com", "shop://"])
    }

    @Test("TABLE-2: a hand-written table may leave out every optional key")
    func defaults() throws {
        let table = try RouteTable(json: #"{"version": 1, "routes": [{"pattern": "/settings", "matching": "prefix"}]}"#)
        #expect(table.routes == [RouteTable.Route(pattern: "/settings", matching: .prefix)])
        #expect(table.origins.isEmpty && table.customSchemes.isEmpty && table.decoding == .default)
    }

    @Test(
        "TABLE-5: each refusal names its code and JSON path",
        arguments: [
            ("{", "invalidJSON", "$"),
            (#"{"version": 1, "routes": [], "routes": []}"#, "duplicateKey", "$.routes"),
            (#"[]"#, "wrongType", "$"),
            (#"{"routes": []}"#, "missingKey", "$"),
            (#"{"version": 1}"#, "missingKey", "$"),
            (#"{"version": "1", "routes": []}"#, "wrongType", "$.version"),
            (#"{"version": 0, "routes": []}"#, "invalidValue", "$.version"),
            (#"{"version": 1.5, "routes": []}"#, "invalidValue", "$.version"),
            (#"{"version": 3, "routes": []}"#, "unsupportedVersion", "$.version"),
            (
                #"{"version": 1, "routes": [{"pattern": "/a", "matching": "exact", "name": "A", "alias": true}]}"#, "unknownKey",
                "$.routes[0].alias"
            ),
            (#"{"version": 2, "routes": [{"pattern": "/a", "matching": "exact", "alias": true}]}"#, "missingKey", "$.routes[0]"),
            (
                #"{"version": 2, "routes": [{"pattern": "/a", "matching": "exact", "name": "A", "alias": 1}]}"#, "wrongType",
                "$.routes[0].alias"
            ),
            (#"{"version": 1, "routes": {}}"#, "wrongType", "$.routes"),
            (#"{"version": 1, "routes": [], "extra": 1}"#, "unknownKey", "$.extra"),
            (#"{"version": 1, "routes": [7]}"#, "wrongType", "$.routes[0]"),
            (#"{"version": 1, "routes": [{"matching": "exact"}]}"#, "missingKey", "$.routes[0]"),
            (#"{"version": 1, "routes": [{"pattern": 1, "matching": "exact"}]}"#, "wrongType", "$.routes[0].pattern"),
            (#"{"version": 1, "routes": [{"pattern": "/a", "matching": "partial"}]}"#, "unknownValue", "$.routes[0].matching"),
            (
                #"{"version": 1, "routes": [{"pattern": "/a", "matching": "exact", "caseInsensitive": "yes"}]}"#, "wrongType",
                "$.routes[0].caseInsensitive"
            ),
            (#"{"version": 1, "routes": [{"pattern": "/a", "matching": "exact", "method": "GET"}]}"#, "unknownKey", "$.routes[0].method"),
            (#"{"version": 1, "routes": [{"pattern": "/a/:b(", "matching": "exact"}]}"#, "invalidValue", "$.routes[0]"),
            (#"{"version": 1, "routes": [{"pattern": "/a", "host": "a b", "matching": "exact"}]}"#, "invalidValue", "$.routes[0]"),
            (
                #"{"version": 1, "routes": [{"pattern": "/a/:b", "matching": "exact", "name": "A", "fields": [{"name": "b", "kind": "path", "scalar": "int"}]}]}"#,
                "unknownValue", "$.routes[0].fields[0].kind"
            ),
            (
                #"{"version": 1, "routes": [{"pattern": "/a/:b", "matching": "exact", "name": "A", "fields": [{"name": "b", "kind": "placeholder", "scalar": "decimal"}]}]}"#,
                "unknownValue", "$.routes[0].fields[0].scalar"
            ),
            (
                #"{"version": 1, "routes": [{"pattern": "/a/:b", "matching": "exact", "name": "A", "fields": [{"name": "b", "kind": "query", "scalar": "int"}]}]}"#,
                "invalidValue", "$.routes[0].fields[0].kind"
            ),
            (
                #"{"version": 1, "routes": [{"pattern": "/a/:b", "matching": "exact", "name": "A", "fields": [{"name": "c", "kind": "query", "scalar": "int"}]}]}"#,
                "missingKey", "$.routes[0].fields"
            ),
            (
                #"{"version": 1, "routes": [{"pattern": "/a/:b", "matching": "exact", "fields": [{"name": "b", "kind": "placeholder"}]}]}"#,
                "missingKey", "$.routes[0]"
            ),
            (
                #"{"version": 1, "routes": [{"pattern": "/a", "matching": "exact", "name": "A", "fields": [{"name": "q", "kind": "query"}, {"name": "q", "kind": "query"}]}]}"#,
                "invalidValue", "$.routes[0].fields[1].name"
            ),
            (#"{"version": 1, "decoding": {"dateForm": "rfc1123"}, "routes": []}"#, "unknownValue", "$.decoding.dateForm"),
            (#"{"version": 1, "origins": ["example.com"], "routes": []}"#, "invalidValue", "$.origins"),
            (#"{"version": 1, "customSchemes": [1], "routes": []}"#, "wrongType", "$.customSchemes[0]"),
        ])
    func refusals(text: String, code: String, path: String) {
        #expect(throws: RouteTableError.self) { try RouteTable(json: text) }
        do {
            _ = try RouteTable(json: text)
        } catch {
            #expect(error.code.description == code, "\(error)")
            #expect(error.path == path, "\(error)")
            #expect(error.description.hasPrefix("route table error [\(code)] at \(path): "))
        }
    }

    @Test("TABLE-5: deep nesting and bytes that are not UTF-8 are refused without a crash")
    func hostileInput() {
        let deep = #"{"version": 1, "routes": "# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
        #expect(throws: RouteTableError.self) { try RouteTable(json: deep) }
        #expect(throws: RouteTableError.self) { try RouteTable(json: "") }
    }

    @Test("TABLE-5: the closed lists are one source: the codes, the field kinds and the scalar kinds")
    func closedLists() {
        #expect(
            RouteTableError.Code.allCodes.map(\.description) == [
                "invalidJSON", "duplicateKey", "wrongType", "missingKey", "unknownKey", "unsupportedVersion", "unknownValue",
                "invalidValue",
            ])
        #expect(RouteTableError.Code.allCodes.allSatisfy { RouteTableError.Code(identifier: $0.description) == $0 })
        #expect(RouteField.Kind.allCases.count == 5)
        #expect(RouteField.Scalar.allCases.count == 16)
    }

    @Test("TABLE-2, TABLE-3: the JSON Schema in Schemas/ names exactly the closed lists and versions this module reads")
    func schemaAgrees() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appending(path: "Schemas/route-table.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func names(_ definition: String, _ property: String) throws -> Set<String> {
            let object = try #require(definitions[definition] as? [String: Any])
            let properties = try #require(object["properties"] as? [String: Any])
            let member = try #require(properties[property] as? [String: Any])
            return Set(try #require(member["enum"] as? [String]))
        }
        #expect(try names("field", "kind") == Set(RouteField.Kind.allCases.map(\.rawValue)))
        #expect(try names("field", "scalar") == Set(RouteField.Scalar.allCases.map(\.rawValue)))
        #expect(try names("route", "matching") == Set(Matching.allCases.map(\.rawValue)))
        let version = try #require((schema["properties"] as? [String: Any])?["version"] as? [String: Any])
        #expect(version["enum"] as? [Int] == Array(1...RouteTable.formatVersion))
    }
}
