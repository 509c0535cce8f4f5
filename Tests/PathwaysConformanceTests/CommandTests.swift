import Foundation
import PathwaysConformance
import PathwaysTestSupport
import Testing

@Suite("pathways-conformance command")
struct CommandTests {
    /// A fresh temporary directory.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pathways-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(
        "A bad command line names the problem, prints the usage and exits with 2",
        arguments: [
            (["--bogus"], "unknown option '--bogus'"),
            (["run", "--case"], "option '--case' needs a value"),
            (["lint", "--case", "x"], "option '--case' does not apply to lint"),
            (["run", "--format", "yaml"], "unknown format 'yaml'"),
            (["lint", "--format", "junit"], "unknown format 'junit'"),
            (["frobnicate"], "unknown subcommand 'frobnicate'"),
            (["run", "extra"], "unexpected argument 'extra'"),
        ])
    func usageErrors(arguments: [String], message: String) async {
        let result = await runCommand(arguments)
        #expect(result.status == 2)
        #expect(result.errors.contains("error: \(message)"))
        #expect(result.errors.contains("USAGE: "))
        #expect(result.errors.contains("Checks pathways"))  // the adapter's usage, for its subject
        #expect(result.output.isEmpty)
    }

    @Test("An adapter's --help describes its subject and the commands it runs, not the maintainer tools")
    func adapterHelp() async {
        let subject = ClosureSubject(name: "tiny-router", capabilities: [.query, .prefix], profiles: []) { _ in .result(.noMatch) }
        let result = await runCommand(["--help"], subject: subject)
        #expect(result.status == 0)
        let expected = [
            "Checks tiny-router test against the Pathways conformance corpus", "Capabilities: prefix, query.", "Profiles claimed: none.",
            " explore ", " serve\n", " list ", " read-url ", "RUN OPTIONS:", "--expectations FILE", "READ-URL OPTIONS:", "Exit status:",
        ]
        for text in expected {
            #expect(result.output.contains(text), "\(text)")
        }
        for text in ["lint [--fixtures", "report --implementation", "REPORT OPTIONS", "LINT AND LIST", "reference implementation"] {
            #expect(!result.output.contains(text), "\(text)")
        }
    }

    @Test("An adapter explores its own subject in process: a router that never matches disagrees, Pathways agrees with itself")
    func adapterExplores() async {
        let never = ClosureSubject(name: "never-matches", capabilities: [], profiles: []) { _ in .result(.noMatch) }
        let disagreeing = await runCommand(["explore", "--cases", "40", "--shrink-patience", "1"], subject: never)
        #expect(disagreeing.status == 1, "\(disagreeing.errors)")
        #expect(disagreeing.errors.contains("explore: "))
        let agreeing = await runCommand(["explore", "--cases", "40"])
        #expect(agreeing.status == 0, "\(agreeing.output)\(agreeing.errors)")
    }

    @Test("--help prints the usage and exits with 0")
    func help() async {
        let result = await runCommand(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE:"))
    }

    @Test("run --case runs one bundled case; an unknown id is an error")
    func runOneCase() async {
        let passing = await runCommand(["run", "--case", "pat-missing-leading-slash"])
        #expect(passing.status == 0, "\(passing.output)")
        #expect(
            passing.output.contains(
                "Result: PASSED. Core: inputs 2 passed, 0 failed, 0 skipped; cases 1 passed, 0 failed, 0 skipped. Profiles ("))
        #expect(passing.output.contains("2 inputs in 1 case"))
        let unknown = await runCommand(["--case", "no-such-case"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("no case has the id \"no-such-case\""))
    }

    @Test("A missing --expectations file is reported as the expectations file, not as the fixtures")
    func missingExpectationsFile() async {
        let result = await runCommand(["run", "--case", "pat-missing-leading-slash", "--expectations", "no-such-expectations.json"])
        #expect(result.status == 2)
        #expect(result.errors.contains("the expectations file cannot be loaded"), "\(result.errors)")
        #expect(!result.errors.contains("the fixtures cannot be loaded"))
    }

    @Test("The summary counts cases beside inputs, for the core and the profiles")
    func summaryCountsCases() async {
        let result = await runCommand(["run", "--case", "pat-missing-leading-slash", "--case", "prec-tie-first-registered-exact"])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output.contains("Core: inputs 2 passed, 0 failed, 0 skipped; cases 1 passed, 0 failed, 0 skipped."), "\(result.output)")
        #expect(
            result.output.contains("claimed): inputs 2 passed, 0 failed, 0 skipped; cases 1 passed, 0 failed, 0 skipped."),
            "\(result.output)")
    }

    @Test(
        "An expectations file that cannot be used names its path and what is wrong",
        arguments: [
            ("/dev/null", "/dev/null: error: the expectations file is empty"),
            ("no-such-expectations.json", "no-such-expectations.json: error: there is no file at this path"),
            (".", ": error: this is a folder, not an expectations file"),
        ])
    func unusableExpectationsFile(path: String, message: String) async {
        let result = await runCommand(["run", "--case", "pat-missing-leading-slash", "--expectations", path])
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
    }

    @Test("An expectations file that is not JSON says so")
    func expectationsFileNotJSON() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("expectations.json")
        try "deviations: none".write(to: file, atomically: true, encoding: .utf8)
        let result = await runCommand(["run", "--case", "pat-missing-leading-slash", "--expectations", file.path])
        #expect(result.status == 2)
        #expect(result.errors.contains("the expectations file is not JSON"), "\(result.errors)")
    }

    @Test("--no-expectations reads no file: a run passes without one, and --expectations beside it is a usage error")
    func noExpectations() async {
        let run = await runCommand(["run", "--case", "pat-missing-leading-slash", "--no-expectations"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let both = await runCommand(["run", "--no-expectations", "--expectations", "x.json"])
        #expect(both.status == 2)
        #expect(both.errors.contains("--no-expectations reads no expectations file, but --expectations names 'x.json'"))
        let valued = await runCommand(["run", "--no-expectations=yes"])
        #expect(valued.errors.contains("option '--no-expectations' takes no value"))
    }

    @Test("run --fixtures FILE judges an expectations file written for the whole corpus against the corpus")
    func expectationsForTheWholeCorpus() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixtures = directory.appendingPathComponent("few.json")
        try fixtureFile(cases: [fixtureCase()]).write(to: fixtures, atomically: true, encoding: .utf8)
        let expectations = directory.appendingPathComponent("expectations.json")
        try
            #"{"implementation": "pathways", "deviations": {"canon-encoded-slash-stays-in-component": "a case of the corpus, not of few.json"}}"#
            .write(to: expectations, atomically: true, encoding: .utf8)
        let result = await runCommand(["run", "--fixtures", fixtures.path, "--expectations", expectations.path])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(!result.output.contains("no case of the corpus"))
        try #"{"implementation": "pathways", "deviations": {"no-such-case-anywhere": "stale"}}"#
            .write(to: expectations, atomically: true, encoding: .utf8)
        let stale = await runCommand(["run", "--fixtures", fixtures.path, "--expectations", expectations.path])
        #expect(stale.status == 1)
        #expect(stale.output.contains("the expectations file lists no-such-case-anywhere, which is no case of the corpus"))
    }

    @Test("run --help names the five fixture files")
    func helpNamesFiveFixtureFiles() async {
        let result = await runCommand(["run", "--help"])
        #expect(result.output.contains("cases.json, fragments.json,"), "\(result.output)")
        #expect(result.output.contains("route-model.json, associations.json and compatibility.json"))
    }

    @Test("A failure exits with 1; --format junit and --output write the report to a file")
    func failingRunWritesJUnit() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let never = ClosureSubject(name: "never-matches") { _ in .result(.noMatch) }
        let result = await runCommand(
            [
                "--case", "pat-missing-leading-slash", "--case", "canon-encoded-slash-stays-in-component", "--format", "junit", "--output",
                "report.xml",
            ], subject: never, in: directory)
        #expect(result.status == 1)
        #expect(result.output.contains("Result: FAILED."))
        let xml = try String(contentsOf: directory.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(xml.hasPrefix("<?xml"))
        #expect(xml.contains("<failure"))
    }

    /// A folder holding a Swift package (a `Package.swift`) with `Conformance/expectations/never-matches.json`
    /// listing `canon-encoded-slash-stays-in-component`, and the path of that file.
    func adapterPackage(in directory: URL) throws -> (package: URL, expectations: URL) {
        let package = directory.appendingPathComponent("adapter")
        let folder = package.appendingPathComponent("Conformance/expectations")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let expectations = folder.appendingPathComponent("never-matches.json")
        try #"{"implementation": "never-matches", "deviations": {"canon-encoded-slash-stays-in-component": "not written yet"}}"#
            .write(to: expectations, atomically: true, encoding: .utf8)
        return (package, expectations)
    }

    @Test("An adapter's expectations file is read from its package, whatever the working directory")
    func expectationsInTheAdapterPackage() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (package, expectations) = try adapterPackage(in: directory)
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let output = ConformanceCommand.TextBuffer()
        let never = ClosureSubject(name: "never-matches") { _ in .result(.noMatch) }
        let status = await ConformanceCommand(
            arguments: ["run", "--case", "canon-encoded-slash-stays-in-component"], output: output, errors: ConformanceCommand.TextBuffer(),
            subject: never, workingDirectory: elsewhere, adapterFile: package.appendingPathComponent("Sources/Adapter/main.swift").path
        ).run()
        #expect(status == 0, "\(output.text)")
        #expect(output.text.contains("Expectations: \(expectations.path)"), "\(output.text)")
    }

    @Test("A harness's expectations file is read from the package that holds the harness's executable")
    func expectationsInTheHarnessPackage() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (package, expectations) = try adapterPackage(in: directory)
        let build = package.appendingPathComponent(".build/debug")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try "".write(to: build.appendingPathComponent("Adapter"), atomically: true, encoding: .utf8)
        let command = ConformanceCommand(arguments: [], workingDirectory: directory)
        let loaded = command.loadExpectations(
            for: SubjectDescriptor(name: "never-matches", version: "1", capabilities: []), corpus: try Corpus.bundled(), path: nil,
            harness: build.appendingPathComponent("Adapter").path + " serve")
        #expect(try loaded.get().source == expectations.path)
    }

    @Test("Without an expectations file, the report says where it looked and how to give one")
    func noExpectationsFileSaysWhere() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let never = ClosureSubject(name: "never-matches") { _ in .result(.noMatch) }
        let result = await runCommand(["run", "--case", "canon-encoded-slash-stays-in-component"], subject: never, in: directory)
        #expect(result.status == 1)
        let header = result.output.split(separator: "\n").first { $0.hasPrefix("Expectations:") } ?? ""
        #expect(header.contains("none found"), "\(header)")
        #expect(header.contains(directory.appendingPathComponent("Conformance/expectations/never-matches.json").path), "\(header)")
        #expect(header.contains("--expectations FILE"), "\(header)")
        let none = await runCommand(
            ["run", "--case", "canon-encoded-slash-stays-in-component", "--no-expectations"], subject: never, in: directory)
        #expect(none.output.contains("Expectations: none\n"), "\(none.output)")
    }

    @Test("The default expectations file is found next to the fixtures and turns failures into expected ones")
    func expectationsNextToFixtures() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixtures = directory.appendingPathComponent("Fixtures")
        let expectations = directory.appendingPathComponent("Conformance/expectations")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: expectations, withIntermediateDirectories: true)
        try fixtureFile(cases: [fixtureCase()]).write(to: fixtures.appendingPathComponent("cases.json"), atomically: true, encoding: .utf8)
        try #"{"implementation": "never-matches", "deviations": {"match-sample": "routing is not written yet"}}"#
            .write(to: expectations.appendingPathComponent("never-matches.json"), atomically: true, encoding: .utf8)
        let never = ClosureSubject(name: "never-matches") { _ in .result(.noMatch) }
        let result = await runCommand(["--fixtures", "Fixtures"], subject: never, in: directory)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("1 expected failure"))
        let always = ClosureSubject(name: "never-matches") { _ in .result(.match(RouteMatch(route: "home"))) }
        let unexpected = await runCommand(["--fixtures", "Fixtures"], subject: always, in: directory)
        #expect(unexpected.status == 1)
        #expect(unexpected.output.contains("1 unexpected pass"))
    }

    @Test("An adapter's command refuses the maintainer tools lint and report with a usage error")
    func adapterCommandRefusesTools() async {
        for arguments in [["lint"], ["report", "--implementation", "mine=reference"]] {
            let tool = arguments[0]
            let result = await runCommand(arguments)
            #expect(result.status == 2)
            #expect(result.errors.contains("\(tool) is a maintainer tool of the Pathways repository"), "\(result.errors)")
        }
    }

    @Test("list shows cases and how many cases check each requirement")
    func list() async throws {
        let result = await runCommand(["list", "--tag", "precedence"])
        #expect(result.status == 0)
        #expect(result.output.contains("prec-literal-beats-placeholder"))
        #expect(result.output.contains("Requirements (cases checking each)"))
        #expect(result.output.contains("Totals:"))
        let json = await runCommand(["list", "--format", "json", "--case", "pat-missing-leading-slash"])
        let value = try JSONParser.parse(json.output)
        #expect(value["totals"]?["cases"]?.value == .number("1"))
    }

    @Test("a failure block shows the case's description, router options and routes once, and each requirement's statement")
    func failureShowsTheCase() async {
        let subject = ClosureSubject(name: "no-match") { request in
            if case .registration = request.input { return .result(.registered) }
            return .result(.noMatch)
        }
        let result = await runCommand(["run", "--case", "scheme-custom-scheme-name-case-insensitive"], subject: subject)
        #expect(result.status == 1)
        let text = result.output
        #expect(text.contains("FAIL scheme-custom-scheme-name-case-insensitive, input 1"))
        #expect(text.contains("  case:      A custom scheme configured in mixed case applies to URLs in any case."), "\(text)")
        #expect(text.contains(#"  router:    {"customSchemes":["MyApp"]}"#), "\(text)")
        #expect(text.contains("  routes:    /products/:id  exact  product"), "\(text)")
        #expect(text.contains("  requires:  SCHEME-2  A router MAY be given custom schemes."), "\(text)")
        // The second failure of the case does not repeat the case.
        #expect(text.components(separatedBy: "  routes:").count == 2, "\(text)")
        #expect(text.contains("FAIL scheme-custom-scheme-name-case-insensitive, input 2"))
    }

    @Test("a failure block leaves out router options that are the defaults, and shows hosts and typed routes in the table")
    func failureRouteTable() async {
        let subject = ClosureSubject(name: "no-match") { _ in .result(.noMatch) }
        let result = await runCommand(["run", "--case", "host-registration-valid-hosts"], subject: subject)
        #expect(result.output.contains("host xn--exmple-cua.com"), "\(result.output)")
        #expect(!result.output.contains("  router:"), "\(result.output)")
    }

    @Test("list --case prints the case: description, requirements, router, routes and each input with its expectation")
    func listShowsTheCase() async {
        let result = await runCommand(["list", "--case", "scheme-custom-scheme-name-case-insensitive"])
        #expect(result.status == 0)
        let text = result.output
        #expect(!text.contains("Requirements (cases checking each)"), "\(text)")
        #expect(text.contains("  case:      A custom scheme configured in mixed case applies to URLs in any case."), "\(text)")
        #expect(text.contains(#"  router:    {"customSchemes":["MyApp"]}"#), "\(text)")
        #expect(text.contains("  routes:    /products/:id  exact  product"), "\(text)")
        #expect(text.contains("  requires:  SCHEME-2  A router MAY be given custom schemes."), "\(text)")
        #expect(text.contains("  input 1:   url myapp://products/42"), "\(text)")
        #expect(text.contains(#"  expected:  {"match":{"route":"product","captures":{"id":"42"},"query":[],"fragment":[]}}"#), "\(text)")
    }

    @Test("read-url prints each URL's reading, or its error, as one JSON line")
    func readURL() async throws {
        let result = await runCommand([
            "read-url", "--custom-scheme", "myapp", "https://EXAMPLE.com:0080/a%2Fb/c?q=1&x#done?t=a%20b", "https:///products/42",
            "myapp://products/42",
        ])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        try #require(lines.count == 3)
        let read = try JSONParser.parse(lines[0])
        #expect(read["host"]?.value == .string("EXAMPLE.com"))
        #expect(read["port"]?.value == .number("80"))
        #expect(read["path"]?.value == .array([.string("a/b"), .string("c")]))
        #expect(read["query"]?.value == .array([.array([.string("q"), .string("1")]), .array([.string("x"), .string("")])]))
        #expect(read["fragmentRoute"]?.value == .string("done"))
        #expect(read["fragment"]?.value == .array([.array([.string("t"), .string("a b")])]))
        let refused = try JSONParser.parse(lines[1])
        #expect(refused["error"]?["code"]?.value == .string("missingHost"))
        #expect(refused["error"]?["offset"]?.value == .number("8"))
        let custom = try JSONParser.parse(lines[2])
        #expect(custom["host"]?.value == .null)
        #expect(custom["path"]?.value == .array([.string("products"), .string("42")]))
    }
}

extension CommandTests {
    @Test("read-url --read link-in-text reads the link Pathways.link(in:) finds in each text (URL-15)")
    func readLinkInText() async throws {
        let result = await runCommand([
            "read-url", "--read", "link-in-text", "Listen: <http://example.com/a?utm_campaign=50%off>.", "no link",
        ])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        try #require(lines.count == 2)
        let found = try JSONParser.parse(lines[0])
        #expect(found["url"]?.value == .string("http://example.com/a"))
        #expect(found["path"]?.value == .array([.string("a")]))
        #expect(found["text"]?.value == .string("Listen: <http://example.com/a?utm_campaign=50%off>."))
        let none = try JSONParser.parse(lines[1])
        #expect(none["url"]?.value == .null && none["text"]?.value == .string("no link"))
    }
}

@Suite("pathways-conformance options")
struct CommandOptionTests {
    /// A value each option accepts; `nil` for a flag, which takes none.
    func value(for option: CommandOptions.Option) -> String? {
        switch option {
        case .noExpectations: nil
        case .format: "json"
        case .timeout: "5"
        case .input: "json"
        case .read: "link-in-text"
        case .implementation: "name=reference"
        case .caseID, .tag, .requirement, .fixtures, .expectations, .output, .site, .findings, .spec, .harness, .transcript, .customScheme:
            "x"
        }
    }

    @Test("Every option a subcommand accepts parses into its own setting, never into another one")
    func optionsParseIntoTheirOwnSetting() throws {
        for subcommand in CommandOptions.Subcommand.allCases {
            for option in CommandOptions.accepted(by: subcommand) {
                var arguments = [subcommand.rawValue, option.rawValue] + [value(for: option)].compactMap { $0 }
                if option == .transcript { arguments += ["--harness", "x"] }
                if option == .findings { arguments += ["--site", "x"] }
                if subcommand == .report, option != .implementation { arguments += ["--implementation", "name=reference"] }
                let parsed = try CommandOptions.parse(arguments)
                #expect(parsed.subcommand == subcommand)
                #expect((parsed.format == .json) == (option == .format), "\(arguments)")
                #expect((parsed.inputFormat == .json) == (option == .input), "\(arguments)")
                #expect(parsed.noExpectations == (option == .noExpectations), "\(arguments)")
                #expect((parsed.readingMode == .linkInText) == (option == .read), "\(arguments)")
            }
        }
    }

    @Test("The usage names every option and every subcommand")
    func usageNamesEverything() {
        for option in CommandOptions.Option.allCases {
            #expect(CommandOptions.usage.contains(option.rawValue), "\(option.rawValue)")
        }
        for subcommand in CommandOptions.Subcommand.allCases where subcommand != .help {
            #expect(CommandOptions.usage.contains("pathways-conformance \(subcommand.rawValue)") || subcommand == .run, "\(subcommand)")
        }
    }
}
