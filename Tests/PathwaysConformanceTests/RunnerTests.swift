import Foundation
import PathwaysConformance
import PathwaysTestSupport
import Synchronization
import Testing

@Suite("Runner")
struct RunnerTests {
    @Test("A subject that answers noMatch for everything fails every URL input that expects a match")
    func noMatchSubjectFails() async throws {
        let corpus = try BundledCorpus.result.get()
        let subject = ClosureSubject(name: "never-matches") { _ in .result(.noMatch) }
        let report = await ConformanceRunner(subject: subject).run(corpus.cases)
        var matchInputs = 0
        for result in report.cases {
            for input in result.inputs {
                switch (input.fixtureInput.input, input.fixtureInput.expectation) {
                case (.url, .match):
                    matchInputs += 1
                    #expect(input.status == .failed, "\(result.fixtureCase.id) input \(input.index)")
                    #expect(input.problems.first?.hasPrefix("expected match, got noMatch") == true)
                case (.url, .noMatch):
                    #expect(input.status == .passed, "\(result.fixtureCase.id) input \(input.index)")
                default:
                    break
                }
            }
        }
        #expect(matchInputs > 0)
        #expect(!report.succeeded)
        #expect(report.counts.failed >= matchInputs)
        let text = TextReport().render(report)
        #expect(text.contains("FAIL canon-encoded-slash-stays-in-component, input 0"))
        #expect(text.contains("Result: FAILED."))
    }

    @Test("A subject without capabilities gets skips, never passes, for cases that need them")
    func missingCapabilitiesSkip() async throws {
        let corpus = try BundledCorpus.result.get()
        let subject = ClosureSubject(name: "bare", capabilities: []) { _ in .result(.noMatch) }
        let report = await ConformanceRunner(subject: subject).run(corpus.cases)
        let needing = report.cases.filter { !$0.fixtureCase.capabilities.isEmpty }
        #expect(!needing.isEmpty)
        for result in needing {
            for input in result.inputs {
                #expect(input.status == .skipped)
                #expect(input.skipReason?.contains(result.fixtureCase.capabilities[0].rawValue) == true)
            }
        }
        #expect(report.counts.skipped == needing.reduce(0) { $0 + $1.inputs.count })
    }

    @Test("SPEC section 19: a subject that claims no profile skips every profile's cases, and its core counts stand apart")
    func unclaimedProfilesSkip() async throws {
        let corpus = try BundledCorpus.result.get()
        let subject = ClosureSubject(name: "core-only", profiles: []) { _ in .result(.noMatch) }
        let report = await ConformanceRunner(subject: subject).run(corpus.cases)
        let inProfiles = report.cases.filter { !$0.fixtureCase.isCore }
        #expect(!inProfiles.isEmpty)
        for result in inProfiles {
            for input in result.inputs {
                #expect(input.status == .skipped, "\(result.fixtureCase.id) input \(input.index)")
                #expect(input.skipReason?.hasPrefix("core-only does not claim the profile") == true)
            }
        }
        let core = report.cases.filter(\.fixtureCase.isCore).reduce(0) { $0 + $1.inputs.count }
        #expect(report.coreCounts.total == core)
        #expect(report.coreCounts.skipped == 0)
        for entry in report.countsByProfile {
            #expect(entry.counts.total > 0, "\(entry.profile.rawValue) has no case")
            #expect(entry.counts.skipped == entry.counts.total)
        }
    }

    @Test("A case of a claimed profile runs; listed in the expectations of a subject that never runs it, it is a problem")
    func claimedProfileRuns() async throws {
        let cases = try loadCases(fixtureFile(cases: [fixtureCase(extra: #""profiles": ["dot-segments"]"#)]))
        let match = ConformanceResponse.result(.match(RouteMatch(route: "home")))
        let claiming = await ConformanceRunner(subject: ClosureSubject(profiles: [.dotSegments]) { _ in match }).run(cases)
        #expect(claiming.cases.first?.inputs.first?.status == .passed)
        #expect(claiming.countsByProfile.first { $0.profile == .dotSegments }?.counts.passed == 1)
        #expect(claiming.coreCounts.total == 0)
        let expectations = Expectations(implementation: "closure", deviations: ["match-sample": "resolves dot segments"])
        let unclaimed = await ConformanceRunner(subject: ClosureSubject(profiles: []) { _ in match }, expectations: expectations).run(cases)
        #expect(unclaimed.cases.first?.inputs.first?.skipReason == "closure does not claim the profile dot-segments")
        #expect(
            unclaimed.expectationProblems == [
                "the expectations file lists match-sample, which is never run, since closure does not claim the profile dot-segments; remove it"
            ])
        #expect(!unclaimed.succeeded)
    }

    @Test("A subject's own skip is a skip, and its error is a failure")
    func skipAndError() async throws {
        let cases = try loadCases(fixtureFile(cases: [fixtureCase()]))
        let skipping = await ConformanceRunner(subject: ClosureSubject { _ in .skip(reason: "not today") }).run(cases)
        #expect(skipping.cases.first?.inputs.first?.status == .skipped)
        #expect(skipping.cases.first?.inputs.first?.skipReason == "not today")
        #expect(skipping.succeeded)
        let failing = await ConformanceRunner(subject: ClosureSubject { _ in .error(message: "crashed") }).run(cases)
        #expect(failing.cases.first?.inputs.first?.status == .failed)
        #expect(failing.cases.first?.inputs.first?.problems == ["the subject failed to answer: crashed"])
    }

    @Test("permuteRegistrations replays URL inputs under every order and reports the first that fails, and every other that fails")
    func permutations() async throws {
        let routes =
            #"[{"name": "a", "pattern": "/x", "matching": "exact"}, {"name": "b", "pattern": "/x", "matching": "exact"}, {"name": "c", "pattern": "/y", "matching": "exact"}]"#
        let inputs =
            #"[{"url": "https://e/x", "expect": {"match": {"route": "a", "captures": {}, "query": [], "fragment": []}}}, {"registration": "a", "expect": {"registered": true}}]"#
        let cases = try loadCases(
            fixtureFile(cases: [fixtureCase(extra: #""permuteRegistrations": true"#, routes: routes, inputs: inputs)]))
        let orders = RequestLog()
        // Answers with the first registered route: right only while `a` is registered first.
        let subject = ClosureSubject { request in
            orders.append(request.routes.map(\.name))
            guard case .url = request.input else { return .result(.registered) }
            return .result(.match(RouteMatch(route: request.routes[0].name)))
        }
        let report = await ConformanceRunner(subject: subject).run(cases)
        let url = try #require(report.cases.first?.inputs.first)
        #expect(url.status == .failed)
        #expect(url.registrationOrder == ["b", "a", "c"])
        #expect(url.ordersRun == 6)
        #expect(url.failingOrders == [["b", "a", "c"], ["b", "c", "a"], ["c", "a", "b"], ["c", "b", "a"]])
        #expect(report.cases.first?.inputs.last?.status == .passed)
        #expect(orders.all.contains(["a", "b", "c"]))
        #expect(TextReport().render(report).contains("order:     b, a, c (the first of 4 failing orders, of 6 run)"))
        #expect(JSONReport.value(report).jsonText.contains(#""failingOrders":[["b","a","c"],["b","c","a"],["c","a","b"],["c","b","a"]]"#))

        let fair = ClosureSubject { request in .result(.match(RouteMatch(route: "a"))) }
        let passing = await ConformanceRunner(subject: fair).run(cases)
        #expect(passing.cases.first?.inputs.first?.status == .passed)
        #expect(passing.cases.first?.inputs.first?.ordersRun == 6)
    }

    @Test("The JSON and JUnit reports carry every input and the failures")
    func machineReports() async throws {
        let cases = try loadCases(fixtureFile(cases: [fixtureCase(), fixtureCase(id: "match-other", capabilities: #"["hosts"]"#)]))
        let subject = ClosureSubject(name: "never-matches", capabilities: [.typed]) { _ in .result(.noMatch) }
        let report = await ConformanceRunner(subject: subject).run(cases)
        let json = try JSONParser.parse(JSONReport.render(report))
        #expect(json["succeeded"]?.value == .bool(false))
        #expect(json["totals"]?["failed"]?.value == .number("1"))
        #expect(json["totals"]?["skipped"]?.value == .number("1"))
        let xml = JUnitReport.render(report)
        #expect(xml.contains(#"<testsuites name="pathways-conformance never-matches" tests="2" failures="1" errors="0" skipped="1">"#))
        #expect(xml.contains(#"<testcase classname="match-sample" name="input 0: url https://example.com/home">"#))
        #expect(xml.contains(#"<failure message="expected match, got noMatch" type="mismatch">"#))
        #expect(xml.contains(#"<skipped message="never-matches lacks the capability hosts"/>"#))
    }

    @Test("ASSOC-32: an androidDelivery input with the build's values needs protocol 1.4 and keeps its JSON form")
    func androidBuildValues() throws {
        let input = ConformanceInput.androidDelivery(
            filters: "<intent-filter />", url: "https://example.com/", resources: ["string/host": "example.com"],
            placeholders: ["b": "2", "a": "1"])
        #expect(
            input.jsonValue.jsonText
                == #"{"androidDelivery":{"filters":"<intent-filter />","url":"https://example.com/","resources":{"string/host":"example.com"},"placeholders":{"a":"1","b":"2"}}}"#
        )
        #expect(try ConformanceInput(json: input.jsonValue.node, at: .root) == input)
        #expect(ConformanceRequest(caseID: "x", input: input).protocolMinor == 4)
        let plain = ConformanceInput.androidDelivery(filters: "<intent-filter />", url: "https://example.com/")
        #expect(plain.jsonValue.jsonText == #"{"androidDelivery":{"filters":"<intent-filter />","url":"https://example.com/"}}"#)
        #expect(ConformanceRequest(caseID: "x", input: plain).protocolMinor == 2)
        #expect(throws: JSONModelError.self) {
            try ConformanceInput(
                json: JSONValue.members([
                    "androidDelivery": .members(["filters": .string(""), "url": .string(""), "resources": .array([])])
                ]).node,
                at: .root)
        }
    }

    @Test("SCALAR-10, CODE-8, QUERY-9: the router's options need protocol 1.3 and their capabilities, and keep their JSON form")
    func routerOptions() throws {
        let options = RouterOptions(dateForm: .millisecondsSince1970, malformedOptionalFieldsAreNil: true, plusIsSpaceInQuery: true)
        #expect(options.neededCapabilities.map(\.capability) == [.unixDates, .lenientOptionalFields, .plusAsSpace])
        #expect(RouterOptions().neededCapabilities.isEmpty)
        #expect(RouterOptions().jsonValue.isIdentical(to: .members(["customSchemes": .array([])])))
        #expect(try RouterOptions(json: options.jsonValue.node, at: .root) == options)
        let request = ConformanceRequest(caseID: "x", router: options, input: .url("https://example.com/"))
        #expect(request.protocolMinor == 3)
        #expect(request.protocolFeatures.count == 3)
        #expect(ConformanceRequest(caseID: "x", input: .url("https://example.com/")).protocolMinor == 0)
        #expect(Capability.unixDates.protocolMinor == 3)
        #expect {
            try RouterOptions(json: JSONValue.members(["dateForm": .string("unix")]).node, at: .root)
        } throws: { error in
            "\(error)".contains("unknown dateForm \"unix\"; expected one of iso8601, secondsSince1970, millisecondsSince1970")
        }
    }

    @Test("SCALAR-10, CODE-8, QUERY-9: a subject with every other capability skips the cases of the router's options")
    func optionCasesSkipWithoutTheirCapabilities() async throws {
        let corpus = try BundledCorpus.result.get()
        let optional: Set<Capability> = [.unixDates, .lenientOptionalFields, .plusAsSpace]
        let cases = corpus.cases.filter { !optional.isDisjoint(with: $0.capabilities) }
        #expect(cases.count >= 6)
        let subject = ClosureSubject(name: "older", capabilities: Set(Capability.allCases).subtracting(optional)) { _ in .result(.noMatch) }
        let report = await ConformanceRunner(subject: subject).run(cases)
        #expect(report.counts.skipped == cases.reduce(0) { $0 + $1.inputs.count })
        #expect(report.counts.failed == 0)
    }

    @Test("COMPAT-1: a subject without routeTables is sent no compatibility input; one with it is asked through the protocol's 1.4")
    func compatibilityCasesNeedRouteTables() async throws {
        let corpus = try BundledCorpus.result.get()
        let cases = corpus.cases.filter { $0.capabilities.contains(.routeTables) }
        #expect(cases.count >= 40)
        let older = ClosureSubject(name: "router", capabilities: Set(Capability.allCases).subtracting([.routeTables])) { _ in
            .result(.noMatch)
        }
        let skipped = await ConformanceRunner(subject: older).run(cases)
        #expect(skipped.counts.skipped == cases.reduce(0) { $0 + $1.inputs.count })
        #expect(skipped.counts.failed == 0)
        let first = try #require(cases.first?.inputs.first)
        let request = ConformanceRequest(caseID: "compat", input: first.input)
        #expect(request.protocolFeatures.map(\.minor).max() == 4)
    }

    @Test("Requests and responses keep their JSON form through Codable")
    func codable() throws {
        let request = ConformanceRequest(
            caseID: "enc-sample", router: RouterOptions(customSchemes: ["myapp"]),
            routes: [
                RouteSpec(
                    name: "item", pattern: "/items/:id", host: "example.com", matching: .exact,
                    types: [Property(name: "id", type: PropertyType(.scalar(.uint64)))])
            ],
            input: .encode(route: "item", values: ValueMap(["id": .number("18446744073709551615")]), base: "myapp://"))
        let decoded = try JSONDecoder().decode(ConformanceRequest.self, from: JSONEncoder().encode(request))
        #expect(decoded.jsonValue.isIdentical(to: request.jsonValue))
        let responses: [ConformanceResponse] = [
            .result(
                .match(
                    RouteMatch(
                        route: "item", captures: [ParameterPair("id", "1")], values: ValueMap(["id": .number("1")]),
                        query: [ParameterPair("q", "a+b")]))),
            .result(.error(ErrorOutcome(code: "invalidValue", phase: "decode", placeholder: "id"))),
            .result(.roundTrip(path: "/items/1", values: ValueMap(["id": .number("1")]))),
            .skip(reason: "no fragments"), .error(message: "crashed"),
        ]
        for response in responses {
            let again = try JSONDecoder().decode(ConformanceResponse.self, from: JSONEncoder().encode(response))
            #expect(again.jsonValue.isIdentical(to: response.jsonValue))
        }
    }
}

/// Collects the registration orders a subject saw.
final class RequestLog: Sendable {
    private let storage = Mutex<[[String]]>([])
    func append(_ order: [String]) { storage.withLock { $0.append(order) } }
    var all: [[String]] { storage.withLock { $0 } }
}

@Suite("A generator over strings: encoding without typed")
struct StringEncodingTests {
    static let note = RouteSpec(
        name: "note", pattern: "/notes/:title", matching: .exact, types: [Property(name: "title", type: PropertyType(.scalar(.string)))])
    static let item = RouteSpec(
        name: "item", pattern: "/items/:id", matching: .exact, types: [Property(name: "id", type: PropertyType(.scalar(.int)))])

    @Test("A subject with encoding and without typed is sent exactly the encode and roundTrip inputs over string properties")
    func stringInputsRun() async throws {
        let corpus = try BundledCorpus.result.get()
        let sent = Mutex<[String]>([])
        let subject = ClosureSubject(name: "strings", capabilities: Set(Capability.allCases).subtracting([.typed])) { request in
            sent.withLock { $0.append(request.caseID) }
            return .result(.noMatch)
        }
        let report = await ConformanceRunner(subject: subject).run(corpus.cases)
        var run = 0
        for result in report.cases where result.fixtureCase.capabilities.contains(.typed) {
            let routes = result.fixtureCase.routes
            for input in result.inputs where input.status != .skipped {
                run += 1
                let name: String
                switch input.fixtureInput.input {
                case .encode(let route, _, _, _), .roundTrip(let route, _): name = route
                default:
                    Issue.record("\(result.fixtureCase.id) input \(input.index) is neither encode nor roundTrip, yet it was sent")
                    continue
                }
                let types = routes.first { $0.name == name }?.types ?? []
                #expect(
                    types.allSatisfy { $0.type.base == .scalar(.string) || $0.type.base == .array(of: .scalar(.string)) },
                    "\(result.fixtureCase.id) input \(input.index)")
            }
        }
        #expect(run > 100, "the corpus has well over a hundred encode inputs over strings")
        #expect(sent.withLock { $0.count } >= run)
        let slash = try #require(report.cases.first { $0.fixtureCase.id == "enc-encoded-slash-round-trip" })
        #expect(slash.inputs.allSatisfy { $0.status != .skipped })
        let integers = try #require(report.cases.first { $0.fixtureCase.id == "scalar-int-encoding-canonical" })
        #expect(integers.inputs.allSatisfy { $0.status == .skipped && $0.skipReason?.contains("typed") == true })
    }

    @Test("An expectations file may list a case of which a generator over strings is sent only the string inputs")
    func expectationsListPartlySentCases() async throws {
        let corpus = try BundledCorpus.result.get()
        let cases = corpus.cases.filter { ["enc-encoded-slash-round-trip", "scalar-int-encoding-canonical"].contains($0.id) }
        let subject = ClosureSubject(name: "strings", capabilities: [.encoding]) { _ in .result(.noMatch) }
        let listed = Expectations(deviations: ["enc-encoded-slash-round-trip": "answers noMatch"])
        let report = await ConformanceRunner(subject: subject, expectations: listed).run(cases)
        #expect(report.expectationProblems.isEmpty, "\(report.expectationProblems)")
        #expect(report.cases.first?.inputs.allSatisfy { $0.status == .expectedFailure } == true)
        let never = Expectations(deviations: ["scalar-int-encoding-canonical": "never sent"])
        let refused = await ConformanceRunner(subject: subject, expectations: never).run(cases)
        #expect(refused.expectationProblems.contains { $0.contains("scalar-int-encoding-canonical, which is never run") })
    }

    @Test("Without encoding, or with typed, nothing changes: a case that needs typed is skipped whole, or run whole")
    func otherSubjectsUnchanged() {
        let input = ConformanceInput.encode(route: "note", values: ValueMap(["title": .string("a")]), base: nil)
        let caseJSON = FixtureCase(id: "enc-stub", capabilities: [.typed, .encoding], routes: [Self.note, Self.item], inputs: [])
        for capabilities: Set<Capability> in [[], [.typed, .encoding], [.prefix]] {
            let descriptor = SubjectDescriptor(name: "x", version: "1", capabilities: capabilities)
            #expect(!ConformanceRunner.runsOverStrings(input, of: caseJSON, descriptor), "\(capabilities)")
        }
        let strings = SubjectDescriptor(name: "x", version: "1", capabilities: [.encoding])
        #expect(ConformanceRunner.runsOverStrings(input, of: caseJSON, strings))
        let integer = ConformanceInput.encode(route: "item", values: ValueMap(["id": .number("1")]), base: nil)
        #expect(!ConformanceRunner.runsOverStrings(integer, of: caseJSON, strings))
    }

    @Test("A harness of protocol 1.2 with encoding and without typed is not sent an encode input: that needs 1.3")
    func olderHarnessesAreNotSentStringEncodes() {
        let request = ConformanceRequest(
            caseID: "x", routes: [Self.note], input: .encode(route: "note", values: ValueMap(["title": .string("a")]), base: nil))
        #expect(request.protocolFeatures(declaring: [.encoding]).map(\.minor) == [3])
        #expect(request.protocolFeatures(declaring: [.typed, .encoding]).isEmpty)
        let url = ConformanceRequest(caseID: "x", routes: [Self.note], input: .url("https://example.com/notes/a"))
        #expect(url.protocolFeatures(declaring: [.encoding]).isEmpty)
    }
}
