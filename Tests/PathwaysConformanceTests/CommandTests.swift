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
        #expect(result.errors.contains("USAGE: pathways-conformance"))
        #expect(result.output.isEmpty)
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
        #expect(passing.output.contains("Result: PASSED. Core: 2 passed, 0 failed, 0 skipped. Profiles ("))
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
        let value = try JSONParser.parse(json.output).value
        #expect(value["totals"]?["cases"] == .number("1"))
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
        let read = try JSONParser.parse(lines[0]).value
        #expect(read["host"] == .string("EXAMPLE.com"))
        #expect(read["port"] == .number("80"))
        #expect(read["path"] == .array([.string("a/b"), .string("c")]))
        #expect(read["query"] == .array([.array([.string("q"), .string("1")]), .array([.string("x"), .string("")])]))
        #expect(read["fragmentRoute"] == .string("done"))
        #expect(read["fragment"] == .array([.array([.string("t"), .string("a b")])]))
        let refused = try JSONParser.parse(lines[1]).value
        #expect(refused["error"]?["code"] == .string("missingHost"))
        #expect(refused["error"]?["offset"] == .number("8"))
        let custom = try JSONParser.parse(lines[2]).value
        #expect(custom["host"] == .null)
        #expect(custom["path"] == .array([.string("products"), .string("42")]))
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
        let found = try JSONParser.parse(lines[0]).value
        #expect(found["url"] == .string("http://example.com/a"))
        #expect(found["path"] == .array([.string("a")]))
        #expect(found["text"] == .string("Listen: <http://example.com/a?utm_campaign=50%off>."))
        let none = try JSONParser.parse(lines[1]).value
        #expect(none["url"] == .null && none["text"] == .string("no link"))
    }
}

@Suite("pathways-conformance options")
struct CommandOptionTests {
    /// A value each option accepts.
    func value(for option: CommandOptions.Option) -> String {
        switch option {
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
                var arguments = [subcommand.rawValue, option.rawValue, value(for: option)]
                if option == .transcript { arguments += ["--harness", "x"] }
                if option == .findings { arguments += ["--site", "x"] }
                if subcommand == .report, option != .implementation { arguments += ["--implementation", "name=reference"] }
                let parsed = try CommandOptions.parse(arguments)
                #expect(parsed.subcommand == subcommand)
                #expect((parsed.format == .json) == (option == .format), "\(arguments)")
                #expect((parsed.inputFormat == .json) == (option == .input), "\(arguments)")
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
