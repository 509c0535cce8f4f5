import Foundation
import PathwaysFixtures
import PathwaysTestSupport
import PathwaysTextFormats
import Testing

@testable import PathwaysConformance

@Suite("The schema checker reads Fixtures/schema.json")
struct SchemaCheckerTests {
    /// The compiled-in schema.json as text.
    static var schemaText: String { String(decoding: BundledFixtures.schema ?? [], as: UTF8.self) }

    /// The diagnostics of one in-memory fixture file against `schema`.
    func diagnostics(_ text: String, schema: JSONNode?) throws -> [Diagnostic] {
        var checker = FixtureSchemaChecker(file: "cases.json", schema: schema)
        checker.checkFile(try JSONParser.parse(text))
        return checker.diagnostics
    }

    /// Every keyword a schema object of `value` uses: the keys of schema objects, not the names
    /// of properties or definitions.
    func keywords(of value: JSONValue) -> Set<String> {
        switch value {
        case .object(let members):
            var found = Set(members.map(\.key))
            for member in members {
                switch member.key {
                case "properties", "$defs":
                    if case .object(let named) = member.value { for entry in named { found.formUnion(keywords(of: entry.value)) } }
                case "enum", "const", "required", "description", "title", "$schema", "$id", "$ref", "type", "pattern": break
                default: found.formUnion(keywords(of: member.value))
                }
            }
            return found
        case .array(let elements): return elements.reduce(into: []) { $0.formUnion(keywords(of: $1)) }
        default: return []
        }
    }

    @Test("The checker reads every keyword schema.json uses, and no other")
    func keywordsMatch() throws {
        let schema = try #require(FixtureSchemaChecker.bundledSchema)
        #expect(keywords(of: schema.value) == FixtureSchemaChecker.keywords)
    }

    @Test("A change to schema.json is picked up: a key the schema makes required is asked for")
    func schemaChangeIsPickedUp() throws {
        let file = fixtureFile(cases: [fixtureCase()])
        #expect(try diagnostics(file, schema: FixtureSchemaChecker.bundledSchema).isEmpty)
        let required = #""required": ["id", "description", "requirements", "capabilities", "inputs"]"#
        #expect(Self.schemaText.contains(required))
        let changed = Self.schemaText.replacingOccurrences(
            of: required, with: #""required": ["id", "description", "requirements", "capabilities", "inputs", "tags"]"#)
        let found = try diagnostics(file, schema: JSONParser.parse(changed))
        #expect(found.map(\.message) == [#"a case is missing the required key "tags""#])
        #expect(found.first?.path?.description == "$.cases[0]")
        #expect(found.first?.caseID == "match-sample")
    }

    @Test(
        "Diagnostics name the JSON path and say what to write",
        arguments: [
            (
                #""matching": "exact""#, #""matching": "fuzzy""#, "$.cases[0].routes[0].matching",
                #""fuzzy" is not a valid matching; expected one of prefix, exact"#
            ),
            (#""id": "match-sample""#, #""id": "Match_Sample""#, "$.cases[0].id", "is not a case id: it must match"),
            (#""noMatch": true"#, #""noMatch": true, "registered": true"#, "$.cases[0].inputs[0].expect", #"unknown key "registered""#),
        ])
    func readableDiagnostics(original: String, replacement: String, path: String, message: String) throws {
        let file = fixtureFile(cases: [fixtureCase(inputs: #"[{"url": "https://example.com/x", "expect": {"noMatch": true}}]"#)])
        #expect(file.contains(original))
        let found = try diagnostics(file.replacingOccurrences(of: original, with: replacement), schema: FixtureSchemaChecker.bundledSchema)
        #expect(found.contains { $0.message.contains(message) && ($0.path?.description.hasPrefix(path) ?? false) }, "\(found)")
    }

    @Test("Without a readable schema the file is refused, not accepted")
    func missingSchema() throws {
        let found = try diagnostics(fixtureFile(cases: [fixtureCase()]), schema: nil)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("schema.json") == true)
    }
}
