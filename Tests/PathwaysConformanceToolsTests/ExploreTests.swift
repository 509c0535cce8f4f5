import Foundation
import PathwaysConformance
import PathwaysConformanceTools
import PathwaysTextFormats
import Testing

/// SPEC.md of this checkout.
private let specURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("SPEC.md")

private func loadSpec() throws -> SpecIndex {
    try SpecIndex.load(contentsOf: specURL).index
}

/// A subject that answers as the reference does, but routes the URL with its path lower-cased:
/// a router that folds case where SPEC.md says it must not (CANON-5).
private struct LowercasingSubject: ConformanceSubject {
    let reference = ReferenceSubject()
    var descriptor: SubjectDescriptor {
        SubjectDescriptor(name: "lowercasing", version: "1", capabilities: [.query], profiles: [])
    }

    func respond(to request: ConformanceRequest) async -> ConformanceResponse {
        var request = request
        if case .url(let url) = request.input, let start = url.range(of: "://") {
            let afterScheme = url[start.upperBound...]
            let pathStart = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
            request.input = .url(String(url[..<pathStart]) + afterScheme[pathStart...].lowercased())
        }
        return await reference.respond(to: request)
    }
}

/// A subject that answers as the reference does, but delivers an empty pair `["", ""]` for each
/// empty pair of the query, as `URLComponents.queryItems` does: a router that breaks QUERY-5.
/// It claims every profile, `plus-sign` included, so that the `plus-sign` rule generates too.
private struct EmptyPairsKeepingSubject: ConformanceSubject {
    let reference = ReferenceSubject()
    var descriptor: SubjectDescriptor {
        SubjectDescriptor(name: "empty-pairs", version: "1", capabilities: [.query], profiles: Set(Profile.allCases))
    }

    func respond(to request: ConformanceRequest) async -> ConformanceResponse {
        let response = await reference.respond(to: request)
        guard case .url(let url) = request.input, case .result(.match(var match)) = response,
            let question = url.firstIndex(of: "?")
        else { return response }
        let query = url[url.index(after: question)...].prefix { $0 != "#" }
        guard !query.isEmpty else { return response }
        var delivered = match.query.makeIterator()
        match.query = query.split(separator: "&", omittingEmptySubsequences: false).compactMap { pair in
            pair.isEmpty ? ParameterPair("", "") : delivered.next()
        }
        return .result(.match(match))
    }
}

@Suite("pathways-conformance explore")
struct ExploreTests {
    @Test("the same seed and cases give the same report, byte for byte")
    func sameSeedSameReport() async throws {
        let spec = try loadSpec()
        let first = await Explorer(subject: LowercasingSubject(), spec: spec, seed: 7, budget: .cases(150)).run()
        let second = await Explorer(subject: LowercasingSubject(), spec: spec, seed: 7, budget: .cases(150)).run()
        #expect(first.json == second.json)
        #expect(first.text == second.text)
        let other = await Explorer(subject: LowercasingSubject(), spec: spec, seed: 8, budget: .cases(150)).run()
        #expect(other.json != first.json)
    }

    @Test("the reference agrees with itself on 2,000 generated inputs of every rule")
    func referenceAgreesWithItself() async throws {
        let report = await Explorer(subject: ReferenceSubject(), spec: try loadSpec(), seed: 1, budget: .cases(2000)).run()
        #expect(report.sent == 2000)
        #expect(report.disagreements == 0)
        #expect(report.failures.isEmpty)
        #expect(report.referenceProblems.isEmpty)
        #expect(report.rules == ExploreRule.ID.allCases)
        #expect(report.succeeded)
    }

    @Test("a router that folds the path's case disagrees, shrunk to a URL of one character and the routes it needs, grouped with counts")
    func wrongSubjectShrinks() async throws {
        let spec = try loadSpec()
        let report = await Explorer(subject: LowercasingSubject(), spec: spec, seed: 3, budget: .cases(300)).run()
        #expect(report.disagreements > 0)
        #expect(!report.groups.isEmpty)
        #expect(report.groups.count < report.disagreements)
        #expect(report.groups.map(\.count).reduce(0, +) + report.unshrunk.values.reduce(0, +) == report.disagreements)
        #expect(report.groups.contains { $0.count > 1 })
        // Only rules of the core without capabilities the subject lacks are used.
        #expect(report.rules.allSatisfy { ExploreRule($0).profiles.isEmpty })
        for group in report.groups {
            let fixture = group.fixture.node
            guard case .array(let routes) = fixture["routes"]?.content, case .array(let inputs) = fixture["inputs"]?.content,
                case .string(let url) = inputs.first?["url"]?.content
            else {
                Issue.record("group \(group.signature) has no minimal case: \(group.fixture)")
                continue
            }
            // One route, or two that differ in case only (`/A` and `/a`, the URL `/A` routed to the
            // second); one component of one character, an upper-case letter, raw or escaped.
            #expect(routes.count <= 2, "\(url)")
            let path = url.dropFirst("https://example.com".count)
            #expect(path.count == 2 || path.count == 4, "\(url)")
            #expect(path.contains { $0.isUppercase }, "\(url)")
        }
    }

    @Test("every minimal case is a fixture case that pathways-conformance lint accepts")
    func minimalCasesLint() async throws {
        let spec = try loadSpec()
        let report = await Explorer(subject: LowercasingSubject(), spec: spec, seed: 5, budget: .cases(200)).run()
        #expect(!report.groups.isEmpty)
        for group in report.groups {
            let file = JSONTextWriter.runner(pretty: true).text(
                JSONValue.members([
                    "$schema": .string("schema.json"), "formatVersion": .number("1"), "specVersion": .string(spec.version ?? ""),
                    "cases": .array([group.fixture]),
                ]).node)
            let diagnostics = FixtureLinter.lint(files: [(name: "explore.json", bytes: Array(file.utf8))], spec: spec, checkCoverage: false)
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        }
    }

    @Test("a minimal case names the requirements of what it holds, not of the rule that generated it")
    func minimalCasesAreLabelledByContent() async throws {
        let spec = try loadSpec()
        let report = await Explorer(subject: LowercasingSubject(), spec: spec, seed: 1, budget: .cases(400)).run()
        #expect(report.groups.contains { $0.rule == .fragments })
        for group in report.groups {
            let fixture = group.fixture.node
            guard case .array(let requirements) = fixture["requirements"]?.content, case .array(let inputs) = fixture["inputs"]?.content,
                case .string(let url) = inputs.first?["url"]?.content, case .string(let description) = fixture["description"]?.content
            else { continue }
            let ids = requirements.compactMap { if case .string(let id) = $0.content { id } else { nil } }
            #expect(!ids.isEmpty)
            if !url.contains("#") {
                #expect(!ids.contains("MATCH-5"), "\(url): \(ids)")
                #expect(description.contains("the case holds"), "\(description)")
                #expect(description.split(separator: "the case holds").last?.contains("fragments") == false, "\(description)")
            }
            if !url.contains("?"), !url.contains("#") { #expect(!ids.contains("URL-5"), "\(url): \(ids)") }
        }
    }

    @Test("a disagreement on empty query pairs is filed once, under QUERY-5 with the query capability and no profile (QUERY-5)")
    func emptyPairsAreFiledUnderTheirRequirement() async throws {
        let spec = try loadSpec()
        let report = await Explorer(subject: EmptyPairsKeepingSubject(), spec: spec, seed: 1, budget: .cases(3000)).run()
        #expect(report.rules.contains(.plusSign))
        for group in report.groups {
            let fixture = group.fixture.node
            guard case .array(let requirements) = fixture["requirements"]?.content, case .array(let inputs) = fixture["inputs"]?.content,
                case .string(let url) = inputs.first?["url"]?.content, case .array(let capabilities) = fixture["capabilities"]?.content
            else {
                Issue.record("group \(group.signature) has no minimal case: \(group.fixture)")
                continue
            }
            let ids = requirements.compactMap { if case .string(let id) = $0.content { id } else { nil } }
            let declared = capabilities.compactMap { if case .string(let name) = $0.content { name } else { nil } }
            let query = url.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            #expect(ids.contains("QUERY-5"), "\(url): \(ids)")
            #expect(declared.contains("query"), "\(url): \(declared)")
            if !query.contains("+") {
                #expect(group.rule != .plusSign, "\(url)")
                #expect(!ids.contains("QUERY-2"), "\(url): \(ids)")
                #expect(fixture["profiles"] == nil, "\(url)")
            }
        }
        // One bug, one disagreement: the plus-sign rule's cases that shrink to the same input as
        // the queries rule's are filed with them.
        #expect(report.groups.count == 1, "\(report.groups.map(\.fixture))")
    }

    @Test(
        "a seed or budget out of range, both budgets, an unknown option or format is a usage error",
        arguments: [
            ["--seed", "-1"], ["--seed", "18446744073709551616"], ["--seed", "x"], ["--cases", "0"], ["--cases", "10000001"],
            ["--time", "0"], ["--cases", "10", "--time", "5"], ["--bogus"], ["--format", "xml"], ["--seed"], ["stray"],
            ["--shrink-patience", "0"],
        ])
    func usageErrors(_ arguments: [String]) async {
        let output = ConformanceCommand.TextBuffer()
        let errors = ConformanceCommand.TextBuffer()
        let status = await ExploreCommand(arguments: arguments, output: output, errors: errors).run()
        #expect(status == ExploreCommand.ExitStatus.usage)
        #expect(errors.text.hasPrefix("error: "))
        #expect(errors.text.contains("USAGE: pathways-conformance explore"))
        #expect(output.text.isEmpty)
    }

    @Test("the command reports the reference against itself in text and JSON, and exits 0")
    func commandRuns() async throws {
        for format in ["text", "json"] {
            let output = ConformanceCommand.TextBuffer()
            let errors = ConformanceCommand.TextBuffer()
            let status = await ExploreCommand(
                arguments: ["--cases", "50", "--seed", "2", "--format", format, "--spec", specURL.path], output: output, errors: errors
            ).run()
            #expect(status == ExploreCommand.ExitStatus.success)
            #expect(output.text.contains(format == "json" ? "\"succeeded\": true" : "Result: agreed: 50 inputs sent"))
        }
    }

    @Test("--expectations is a usage error that says explore reads no expectations file, and why")
    func expectationsRefused() async {
        for arguments in [["--expectations", "x.json"], ["--no-expectations"]] {
            let errors = ConformanceCommand.TextBuffer()
            let status = await ExploreCommand(arguments: arguments, output: ConformanceCommand.TextBuffer(), errors: errors).run()
            #expect(status == ExploreCommand.ExitStatus.usage)
            #expect(errors.text.contains("explore reads no expectations file: the file lists cases of the corpus"), "\(errors.text)")
        }
    }

    @Test("a budget in seconds sends inputs until the time is up")
    func timeBudget() async throws {
        let report = await Explorer(subject: ReferenceSubject(), spec: try loadSpec(), seed: 1, budget: .seconds(1)).run()
        #expect(report.sent > 0)
        #expect(report.succeeded)
    }

    @Test("a harness that cannot start exits 3")
    func harnessUnavailable() async {
        let errors = ConformanceCommand.TextBuffer()
        let status = await ExploreCommand(
            arguments: ["--harness", "exit 7", "--cases", "5", "--timeout", "2", "--spec", specURL.path],
            output: ConformanceCommand.TextBuffer(),
            errors: errors
        ).run()
        #expect(status == ExploreCommand.ExitStatus.harnessUnavailable)
        #expect(errors.text.contains("error: "))
    }

    @Test("each rule's requirements exist in SPEC.md, and its profiles are those SPEC.md's table gives them")
    func rulesMatchTheProfileTable() throws {
        let spec = try loadSpec()
        #expect(!spec.profiles.isEmpty)
        for rule in ExploreRule.all {
            #expect(!rule.requirements.isEmpty)
            for id in rule.requirements {
                let requirement = spec.requirement(id)
                #expect(requirement != nil, "rule \(rule.id.rawValue): \(id) is not in SPEC.md")
                #expect(requirement?.isWithdrawn == false, "rule \(rule.id.rawValue): \(id) is withdrawn")
            }
            #expect(
                Set(spec.profiles(of: rule.requirements)) == Set(rule.profiles.map(\.rawValue)),
                "rule \(rule.id.rawValue) declares \(rule.profiles.map(\.rawValue)), SPEC.md gives \(spec.profiles(of: rule.requirements))")
        }
    }

    @Test("a rule applies only to a subject with its capabilities that claims its profiles")
    func rulesApply() {
        let bare = SubjectDescriptor(name: "bare", version: "1", capabilities: [])
        let rules = CaseGenerator(seed: 1, descriptor: bare).rules
        #expect(rules.allSatisfy { $0.capabilities.isEmpty && $0.profiles.isEmpty })
        #expect(rules.map(\.id).contains(.literals))
        #expect(!rules.map(\.id).contains(.precedence))
        #expect(!rules.map(\.id).contains(.prefixes))
    }
}

/// A harness of plain literal paths that dies on every URL holding an escaped `/`.
private let crashingHarnessScript = """
    import json, os, sys
    def send(message):
        sys.stdout.write(json.dumps(message) + "\\n")
        sys.stdout.flush()
    def answer(request):
        url = request["input"].get("url")
        if url is None:
            return {"skip": "only URL inputs"}
        if "%2f" in url.lower():
            sys.stderr.write("dying on purpose for " + url + "\\n")
            sys.stderr.flush()
            os._exit(3)
        for route in request["routes"]:
            if ":" in route["pattern"] or "*" in route["pattern"] or route["matching"] != "exact":
                return {"skip": "only literal paths"}
        rest = url.split("://", 1)[1].split("#", 1)[0].split("?", 1)[0]
        path = rest[rest.find("/"):] if "/" in rest else "/"
        for route in request["routes"]:
            if route["pattern"] == path:
                return {"result": {"match": {"route": route["name"], "captures": {}, "query": [], "fragment": []}}}
        return {"result": {"noMatch": True}}
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            send({"type": "hello", "protocol": 1, "implementation": {"name": "crashing", "version": "1", "language": "python"},
                  "capabilities": []})
        elif message["type"] == "request":
            send({"type": "response", "id": message["id"], "response": answer(message["request"])})
        else:
            break
    """

@Suite("pathways-conformance explore against a harness")
struct ExploreHarnessTests {
    @Test("a harness that dies on some inputs is reported with each such case, restarted, and the run goes on")
    func crashingHarness() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("crashing.py")
        try Data(crashingHarnessScript.utf8).write(to: script)
        let subject = try await ExternalSubject.launch(
            ExternalSubject.Configuration(command: "python3 \(script.path)", timeout: .seconds(10)))
        let report = await Explorer(subject: subject, spec: try loadSpec(), seed: 1, budget: .cases(150)).run()
        _ = await subject.stop()
        #expect(report.sent == 150)
        #expect(report.stoppedEarly == nil)
        #expect(!report.failures.isEmpty)
        for failure in report.failures {
            #expect(failure.input.lowercased().contains("%2f"), "\(failure.input)")
            #expect(failure.message.contains("explore-1-\(failure.draw)"), "\(failure.message)")
            guard case .array(let inputs) = failure.fixture.node["inputs"]?.content, case .string(let url) = inputs.first?["url"]?.content
            else {
                Issue.record("failure at draw \(failure.draw) has no case")
                continue
            }
            #expect(url.lowercased().contains("%2f"))
        }
        let lastFailure = try #require(report.failures.last?.draw)
        #expect(report.agreed + report.skipped > 0)
        #expect(await subject.launchCount() >= report.failures.count)
        #expect(report.failures.count < report.sent)
        #expect(report.text.contains("Unanswered (draw \(lastFailure))"))
        #expect(!report.succeeded)
    }
}
