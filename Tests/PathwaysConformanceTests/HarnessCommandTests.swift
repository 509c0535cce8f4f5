import Foundation
import PathwaysConformance
import Testing

@Suite("pathways-conformance with harnesses")
struct HarnessCommandTests {
    /// A temporary directory with `Fixtures/cases.json` holding the literal case for `paths`,
    /// and `Conformance/expectations/`.
    func workspace(paths: [String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pathways-harness-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Fixtures"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Conformance/expectations"), withIntermediateDirectories: true)
        try fixtureFile(cases: [TestHarness.literalCase(paths: paths)])
            .write(to: directory.appendingPathComponent("Fixtures/cases.json"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test(
        "A bad harness option names the problem and exits with 2",
        arguments: [
            (["run", "--harness", "x", "--timeout", "0"], "--timeout takes seconds between 0.001 and 3600"),
            (["run", "--harness", "x", "--timeout", "soon"], "--timeout takes seconds"),
            (["run", "--transcript", "t.txt"], "--transcript records a harness conversation; it needs --harness"),
            (["report"], "report needs at least one --implementation"),
            (["report", "--implementation", "python3 h.py"], "--implementation takes NAME=COMMAND or NAME=reference"),
            (["report", "--implementation", "My Router=python3 h.py"], "the implementation name 'My Router' must be lower-case"),
            (["report", "--implementation", "mine="], "--implementation mine= needs a command"),
            (
                ["report", "--implementation", "a=reference", "--implementation", "a=python3 h.py"],
                "two --implementation options are named 'a'"
            ),
            (["serve", "--case", "x"], "option '--case' does not apply to serve"),
            (["run", "--expectations", "a.json", "--expectations", "b.json"], "give --expectations once"),
            (
                ["report", "--implementation", "a=reference", "--implementation", "b=reference", "--expectations", "x.json"],
                "with several --implementation options, write --expectations NAME=FILE for each; 'x.json' names none"
            ),
            (
                ["report", "--implementation", "a=reference", "--expectations", "c=x.json"],
                "--expectations c=x.json names no --implementation"
            ),
            (
                ["report", "--implementation", "a=reference", "--expectations", "a=x.json", "--expectations", "a=y.json"],
                "two --expectations options name 'a'"
            ),
        ])
    func usageErrors(arguments: [String], message: String) async {
        let result = await runCommand(arguments)
        #expect(result.status == 2)
        #expect(result.errors.contains("error: \(message)"), "\(result.errors)")
    }

    @Test("run --harness uses the harness's name for its expectations file, and exits with 0 when only listed cases fail")
    func runHarnessWithExpectations() async throws {
        let directory = try workspace(paths: ["/home", "/about", "/crash"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = TestHarness.python("crash_harness.py")
        let failing = await runCommand(["run", "--fixtures", "Fixtures", "--harness", command, "--timeout", "5"], in: directory)
        #expect(failing.status == 1)
        #expect(failing.output.contains("Pathways conformance: literal 1.0"))
        #expect(failing.output.contains("the harness exited with status 3 during request 3 (case match-harness)"))
        try #"{"implementation": "literal", "deviations": {"match-harness": "crashes on purpose"}}"#
            .write(to: directory.appendingPathComponent("Conformance/expectations/literal.json"), atomically: true, encoding: .utf8)
        let expected = await runCommand(["run", "--fixtures", "Fixtures", "--harness", command], in: directory)
        #expect(expected.status == 0, "\(expected.output)\(expected.errors)")
        #expect(
            expected.output.contains("Result: PASSED. Core: 2 passed, 0 failed, 0 skipped, 1 expected failure. Profiles (none claimed)"))
        #expect(expected.output.contains("3 inputs in 1 case: 2 passed, 0 failed, 0 skipped, 1 expected failure"))
    }

    /// Copies the crash harness (and the literal harness it imports) into `folder` of
    /// `directory`, with `expectations.json` beside it when `deviations` is given.
    func harnessOutsideTheRepository(in directory: URL, folder: String, deviations: String?) throws {
        let harness = directory.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: harness, withIntermediateDirectories: true)
        for script in ["crash_harness.py", "literal_harness.py"] {
            try FileManager.default.copyItem(
                at: TestHarness.directory.appendingPathComponent(script), to: harness.appendingPathComponent(script))
        }
        if let deviations {
            try #"{"implementation": "literal", "deviations": {"match-harness": "\#(deviations)"}}"#
                .write(to: harness.appendingPathComponent("expectations.json"), atomically: true, encoding: .utf8)
        }
    }

    @Test("run --harness finds expectations.json beside the harness's script, before Conformance/expectations/")
    func runFindsExpectationsBesideTheHarness() async throws {
        let directory = try workspace(paths: ["/home", "/about", "/crash"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try harnessOutsideTheRepository(in: directory, folder: "my-harness", deviations: "crashes on purpose")
        try #"{"implementation": "literal", "deviations": {}}"#
            .write(to: directory.appendingPathComponent("Conformance/expectations/literal.json"), atomically: true, encoding: .utf8)
        let command = "python3 'my-harness/crash_harness.py'"
        let beside = await runCommand(["run", "--fixtures", "Fixtures", "--harness", command], in: directory)
        #expect(beside.status == 0, "\(beside.output)\(beside.errors)")
        #expect(beside.output.contains("1 expected failure"))
        try #"{"implementation": "literal", "deviations": {}}"#.write(
            to: directory.appendingPathComponent("none.json"), atomically: true, encoding: .utf8)
        let given = await runCommand(["run", "--fixtures", "Fixtures", "--harness", command, "--expectations", "none.json"], in: directory)
        #expect(given.status == 1, "--expectations wins over the file beside the harness")
    }

    @Test("report takes --expectations NAME=FILE for each implementation, and FILE alone for its only one")
    func reportTakesExpectations() async throws {
        let directory = try workspace(paths: ["/home", "/crash"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try harnessOutsideTheRepository(in: directory, folder: "harness", deviations: nil)
        try #"{"implementation": "literal", "deviations": {"match-harness": "crashes on purpose"}}"#
            .write(to: directory.appendingPathComponent("crash.json"), atomically: true, encoding: .utf8)
        let command = "python3 harness/crash_harness.py"
        func crashRow(_ arguments: [String]) async throws -> String {
            let result = await runCommand(["report", "--fixtures", "Fixtures", "--output", "REPORT.md"] + arguments, in: directory)
            #expect(result.status == 0, "\(result.errors)")
            let markdown = try String(contentsOf: directory.appendingPathComponent("REPORT.md"), encoding: .utf8)
            return markdown.split(separator: "\n").first { $0.hasPrefix("| crash |") }.map(String.init) ?? ""
        }
        let without = try await crashRow(["--implementation", "crash=" + command])
        #expect(without.contains("**failed**"), "\(without)")
        let named = try await crashRow([
            "--implementation", "crash=" + command, "--implementation", "home=reference", "--expectations", "crash=crash.json",
        ])
        #expect(named.contains("passed") && !named.contains("**failed**"), "\(named)")
        let alone = try await crashRow(["--implementation", "crash=" + command, "--expectations", "crash.json"])
        #expect(alone.contains("passed") && !alone.contains("**failed**"), "\(alone)")
    }

    @Test("run --harness with a harness that never starts exits with 2 and says why")
    func runHarnessThatNeverStarts() async throws {
        let directory = try workspace(paths: ["/home"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = await runCommand(["run", "--fixtures", "Fixtures", "--harness", "echo 'no hello here' >&2; exit 3"], in: directory)
        #expect(result.status == 2)
        #expect(result.errors.contains("failed its handshake 3 times in a row"))
        #expect(result.errors.contains("exited with status 3 during the handshake"))
        #expect(result.errors.contains("stderr | no hello here"))
        #expect(result.output.isEmpty)
    }

    @Test(
        "report runs each implementation and writes the Markdown and the site from the same runs; a harness that does not start gets a row that says so"
    )
    func report() async throws {
        let directory = try workspace(paths: ["/home", "/about", "/nowhere"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let never = ClosureSubject(name: "never-matches") { _ in .result(.noMatch) }
        let result = await runCommand(
            [
                "report", "--fixtures", "Fixtures", "--output", "REPORT.md", "--site", "site", "--implementation",
                "reference-double=reference",
                "--implementation", "literal=" + TestHarness.python("literal_harness.py"), "--implementation", "broken=exit 3",
            ], subject: never, in: directory)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("report: broken did not start"))
        let markdown = try String(contentsOf: directory.appendingPathComponent("REPORT.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("# Pathways conformance report"))
        #expect(markdown.contains("| reference-double | test | swift | all | 1 | 2 | 0 | 0 | 0 | **failed** |"))
        #expect(markdown.contains("| literal | 1.0 | python | none | 3 | 0 | 0 | 0 | 0 | passed |"))
        #expect(markdown.contains("| `dot-segments` | "))
        #expect(markdown.contains(" | 0 / 0 / 0 | not claimed |"), "the profile row: claimed by the double, not by the literal harness")
        #expect(markdown.contains("| broken | - | - | - | - | - | - | - | - | **did not start** |"))
        #expect(markdown.contains("| Area | reference-double | literal |"))
        #expect(markdown.contains("| MATCH | 1 / 2 / 0 | 3 / 0 / 0 |"))
        #expect(markdown.contains("- Capabilities: none"))
        #expect(markdown.contains("Unexpected failures (2 inputs):"))

        let site = directory.appendingPathComponent("site")
        let names = try FileManager.default.contentsOfDirectory(atPath: site.path)
        for name in [
            "index.html", "style.css", "cases.html", "requirements.html", "impl-literal.html", "impl-broken.html", "req-MATCH-1.html",
        ] {
            #expect(names.contains(name), "the site has no \(name)")
        }
        let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        for label in ["reference-double", "literal", "broken"] { #expect(index.contains("href=\"impl-\(label).html\""), "\(label)") }
        for name in names where name.hasSuffix(".html") {
            let page = try String(contentsOf: site.appendingPathComponent(name), encoding: .utf8)
            #expect(!page.contains("href=\"http") && !page.contains("src=\""), "\(name) refers outside the site")
            for target in page.components(separatedBy: "href=\"").dropFirst().compactMap({ $0.split(separator: "\"").first }) {
                let file = String(target.split(separator: "#", omittingEmptySubsequences: false).first ?? "")
                #expect(file.isEmpty || names.contains(file), "\(name) links to \(target), which the site does not have")
            }
        }
    }
}
