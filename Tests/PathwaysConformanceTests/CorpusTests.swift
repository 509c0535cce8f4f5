import Foundation
import PathwaysConformance
import PathwaysFixtures
import PathwaysTestSupport
import PathwaysTextFormats
import Testing

@Suite("Fixture corpus against the reference implementation")
struct CorpusTests {
    static let expectations: Result<Expectations, CorpusError> = Result { () throws(CorpusError) in
        try Expectations.load(contentsOf: repositoryRoot.appendingPathComponent("Conformance/expectations/pathways.json"))
    }

    @Test("Each fixture case passes against Pathways", arguments: BundledCorpus.caseIDs)
    func referencePasses(caseID: String) async throws {
        let corpus = try BundledCorpus.result.get()
        let fixtureCase = try #require(corpus.fixtureCase(id: caseID), "the bundled corpus has no cases")
        let expectations = try Self.expectations.get()
        let result = await ConformanceRunner(subject: ReferenceSubject(), expectations: expectations).run(fixtureCase)
        for failure in result.failures {
            Issue.record(
                """
                input \(failure.index) (\(failure.fixtureInput.location)): \(failure.fixtureInput.input.summary)
                expected: \(failure.fixtureInput.expectation.jsonValue.jsonText)
                actual:   \(failure.actual.map { $0.jsonValue.jsonText } ?? "no outcome")
                \(failure.problems.joined(separator: "\n"))\(failure.registrationOrder.map { "\norder: " + $0.joined(separator: ", ") } ?? "")
                """)
        }
        #expect(!result.isUnexpectedPass, "listed in the expectations file but passes; remove it from the file")
        #expect(!result.inputs.contains { $0.status == .skipped }, "the reference implementation has every capability")
    }

    @Test("The compiled-in corpus loads, with every file")
    func bundledCorpusLoads() throws {
        #expect(
            BundledFixtures.caseFileContents.map(\.name) == [
                "cases.json", "fragments.json", "route-model.json", "associations.json", "compatibility.json",
            ])
        #expect(BundledFixtures.schema != nil)
        #expect(BundledFixtures.specification.map { String(decoding: $0, as: UTF8.self).hasPrefix("# Pathways specification") } == true)
        let corpus = try BundledCorpus.result.get()
        #expect(!corpus.cases.isEmpty)
        #expect(Set(corpus.cases.map(\.id)).count == corpus.cases.count)
    }

    @Test(
        "Each compiled-in file has the bytes of the file in Fixtures/",
        arguments: BundledFixtures.caseFileNames + [BundledFixtures.schemaFileName])
    func compiledInFilesAreTheCheckedInFiles(name: String) throws {
        let onDisk = Array(try Data(contentsOf: repositoryRoot.appendingPathComponent("Fixtures").appendingPathComponent(name)))
        let compiledIn = try #require(BundledFixtures.contents(of: name))
        #expect(compiledIn == onDisk, "rebuild: the binary holds another version of Fixtures/\(name)")
    }

    @Test("Issue 27: compatibility.json holds at least 40 cases, each of the capability routeTables with compatibility inputs only")
    func compatibilityCases() throws {
        let corpus = try BundledCorpus.result.get()
        let cases = corpus.cases.filter { $0.location.file == "compatibility.json" }
        #expect(cases.count >= 40)
        for fixtureCase in cases {
            #expect(fixtureCase.capabilities == [.routeTables], "\(fixtureCase.id)")
            #expect(fixtureCase.routes.isEmpty, "\(fixtureCase.id)")
            #expect(fixtureCase.inputs.allSatisfy { $0.input.kindCase == .compatibility }, "\(fixtureCase.id)")
        }
        #expect(corpus.cases.allSatisfy { $0.location.file == "compatibility.json" || !$0.capabilities.contains(.routeTables) })
    }

    @Test("The reference implementation's expectations file lists no deviation")
    func referenceExpectationsAreEmpty() throws {
        let expectations = try Self.expectations.get()
        #expect(expectations.implementation == ReferenceSubject().descriptor.name)
        #expect(expectations.deviations.isEmpty)
    }

    @Test("The schema's closed lists are the ones the checker uses")
    func schemaListsMatch() throws {
        let schema = try JSONParser.parse(try #require(BundledFixtures.schema))
        func texts(_ items: [JSONNode]) -> [String] {
            items.compactMap { if case .string(let text) = $0.content { text } else { nil } }
        }
        func strings(_ path: [String]) -> [String] {
            guard case .array(let items)? = schema.node(at: JSONPath(components: path.map(JSONPath.Component.key)))?.content else {
                return []
            }
            return texts(items)
        }
        #expect(strings(["$defs", "capability", "enum"]) == Capability.allCases.map(\.rawValue))
        #expect(strings(["$defs", "errorCode", "enum"]) == FixtureSchema.errorCodes)
        #expect(strings(["$defs", "phase", "enum"]) == FixtureSchema.phases)
        #expect(strings(["$defs", "invalidRouteTable", "properties", "code", "enum"]) == FixtureSchema.routeTableErrorCodes)
        #expect(strings(["$defs", "brokenLink", "properties", "problem", "enum"]) == FixtureSchema.compatibilityProblems)
        guard case .array(let variants)? = schema["$defs"]?["scalarType"]?["oneOf"]?.content,
            case .array(let names)? = variants.first?["enum"]?.content
        else {
            Issue.record("schema.json has no scalarType names")
            return
        }
        #expect(Set(texts(names)) == Set(FixtureSchema.scalarTypeNames))
    }
}
