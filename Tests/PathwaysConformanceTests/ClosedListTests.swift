import Foundation
import Pathways
import PathwaysConformance
import PathwaysTestSupport
import PathwaysTextFormats
import Testing

/// Each closed list has one source, the Swift type that owns it; schema.json, the harness
/// protocol's schemas and SPEC.md are compared with it as sets, so none can drift.
@Suite("Closed lists")
struct ClosedListTests {
    static func json(_ path: String) throws -> JSONNode {
        try JSONParser.parse(Array(Data(contentsOf: repositoryRoot.appendingPathComponent(path))))
    }

    static func strings(_ node: JSONNode?) -> Set<String> {
        guard case .array(let items)? = node?.content else { return [] }
        return Set(items.compactMap { if case .string(let text) = $0.content { text } else { nil } })
    }

    /// The error codes and phases of SPEC.md's ERR-2 table.
    static func specTable() throws -> [String: Set<String>] {
        let spec = try String(contentsOf: repositoryRoot.appendingPathComponent("SPEC.md"), encoding: .utf8)
        guard let start = spec.range(of: "**ERR-2**"), let end = spec.range(of: "**ERR-3**") else { return [:] }
        var table: [String: Set<String>] = [:]
        for line in spec[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            table[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = Set(
                cells[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return table
    }

    @Test("ERR-2: the error codes of PathwayError, schema.json and SPEC.md are the same set")
    func errorCodes() throws {
        let codes = Set(PathwayError.Code.allCodes.map(\.description))
        let schema = try Self.json("Fixtures/schema.json")
        #expect(Self.strings(schema["$defs"]?["errorCode"]?["enum"]) == codes)
        let table = try Self.specTable()
        #expect(Set(table.keys) == codes)
        #expect(Set(FixtureSchema.errorCodes) == codes)
    }

    @Test("ERR-1: the phases of PathwayError, schema.json and SPEC.md's table are the same set")
    func phases() throws {
        let phases = Set(PathwayError.Phase.allPhases.map(\.description))
        let schema = try Self.json("Fixtures/schema.json")
        #expect(Self.strings(schema["$defs"]?["phase"]?["enum"]) == phases)
        #expect(try Self.specTable().values.reduce(into: Set<String>()) { $0.formUnion($1) } == phases)
    }

    @Test("Capabilities: Capability and schema.json are the same set")
    func capabilities() throws {
        let schema = try Self.json("Fixtures/schema.json")
        #expect(Self.strings(schema["$defs"]?["capability"]?["enum"]) == Set(Capability.allCases.map(\.rawValue)))
    }

    @Test("Capabilities: the table of the DocC article \"Implementing an adapter\" lists Capability's cases, each once")
    func capabilityTable() throws {
        let article = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Sources/PathwaysConformance/Documentation.docc/ImplementingAnAdapter.md"),
            encoding: .utf8)
        let rows = article.split(separator: "\n").filter { $0.hasPrefix("| ``Capability/") }
        let names = rows.compactMap { $0.dropFirst("| ``Capability/".count).split(separator: "`").first.map(String.init) }
        #expect(names.count == rows.count)
        #expect(names.count == Set(names).count, "a capability is listed twice")
        #expect(Set(names) == Set(Capability.allCases.map(\.rawValue)))
    }

    @Test("Profiles: Profile, schema.json and SPEC.md section 19's table are the same set, and SPEC.md defines what the table lists")
    func profiles() throws {
        let schema = try Self.json("Fixtures/schema.json")
        let names = Set(Profile.allCases.map(\.rawValue))
        #expect(Self.strings(schema["$defs"]?["profile"]?["enum"]) == names)
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("SPEC.md"), encoding: .utf8)
        let spec = SpecIndex.parse(text, source: "SPEC.md").index
        #expect(Set(spec.profiles.map(\.name)) == names)
        #expect(spec.profiles.map(\.name) == Profile.allCases.map(\.rawValue), "the table and Profile list them in the same order")
        for entry in spec.profiles {
            for id in entry.requirements {
                #expect(spec.requirement(id) != nil, "\(entry.name) lists \(id), which SPEC.md does not define")
            }
        }
        let hello = try Self.json("Conformance/schemas/hello-harness.json")
        #expect(hello["properties"]?["profiles"]?["items"]?["$ref"]?.content == .string("../../Fixtures/schema.json#/$defs/profile"))
    }

    @Test("Input and outcome kinds: ConformanceInput, Outcome and schema.json are the same sets")
    func kinds() throws {
        let schema = try Self.json("Fixtures/schema.json")
        guard case .object(let definitions)? = schema["$defs"]?.content else {
            Issue.record("schema.json has no $defs")
            return
        }
        var inputKinds: Set<String> = []
        var outcomeKinds: Set<String> = []
        for definition in definitions where definition.key.hasSuffix("Input") {
            inputKinds.formUnion(Self.strings(definition.value["required"]).subtracting(["expect"]))
            collectRequired(definition.value["properties"]?["expect"], into: &outcomeKinds)
        }
        #expect(inputKinds == Set(ConformanceInput.allKinds))
        // `roundTrip` is the outcome a harness answers for a round-trip input, not one a fixture
        // expects: the fixture writes the path it must give (`path`); `refused` is a harness's
        // refusal without a code, which a fixture never expects (it writes the error).
        #expect(outcomeKinds == Set(Outcome.allKinds).subtracting(["roundTrip", "refused"]))
    }

    /// Every `required` name under `node`'s `oneOf` branches.
    private func collectRequired(_ node: JSONNode?, into names: inout Set<String>) {
        guard let node else { return }
        names.formUnion(Self.strings(node["required"]))
        if case .array(let branches)? = node["oneOf"]?.content {
            for branch in branches { collectRequired(branch, into: &names) }
        }
    }
}
