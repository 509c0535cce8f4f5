import Foundation
import PathwaysConformance
import PathwaysConformanceTools
import PathwaysTestSupport
import Testing

@Suite("pathways-conformance lint and report")
struct ToolsCommandTests {
    /// A fresh temporary directory.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pathways-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("pathways-conformance --help and its usage errors show every subcommand, the maintainer tools included")
    func fullUsage() async {
        let help = await runCommand(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: pathways-conformance [run]"))
        #expect(help.output.contains("pathways-conformance lint"))
        #expect(help.output.contains("REPORT OPTIONS:"))
        let wrong = await runCommand(["--bogus"])
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("error: unknown option '--bogus'"))
        #expect(wrong.errors.contains("pathways-conformance report --implementation"))
    }

    @Test("lint reports file, position, case and path of each problem and exits with 1")
    func lintCommand() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixtures = directory.appendingPathComponent("Fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try sampleSpecText.write(to: directory.appendingPathComponent("SPEC.md"), atomically: true, encoding: .utf8)
        let bad = fixtureFile(cases: [
            fixtureCase(
                inputs:
                    #"[{"url": "https://x/home", "expect": {"match": {"route": "ghost", "captures": {}, "query": [], "fragment": []}}}]"#)
        ])
        try bad.write(to: fixtures.appendingPathComponent("cases.json"), atomically: true, encoding: .utf8)
        let result = await runCommand(["lint", "--fixtures", "Fixtures"], in: directory)
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.output.contains(#"cases.json:13:"#))
        #expect(
            result.output.contains(#"error: [case match-sample] $.cases[0].inputs[0].expect.match.route: the match names route "ghost""#))
        #expect(result.output.contains("ENC-1 is checked by no case"))
        let json = await runCommand(["lint", "--fixtures", "Fixtures", "--format", "json"], in: directory)
        #expect(try JSONParser.parse(json.output)["errors"]?.value == .number("2"))
        let missingSpec = await runCommand(["lint", "--fixtures", "Fixtures", "--spec", "nowhere.md"], in: directory)
        #expect(missingSpec.status == 2)
    }

    @Test("lint of a malformed file names the file, line and column")
    func lintMalformed() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "{\n  \"cases\": [,]\n}".write(to: directory.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let result = await runCommand(
            ["lint", "--fixtures", "broken.json", "--spec", repositoryRoot.appendingPathComponent("SPEC.md").path], in: directory)
        #expect(result.status == 1)
        #expect(result.output.contains("broken.json:2:13: error: $.cases[0]: malformed JSON: unexpected ','; expected a value"))
        let run = await runCommand(["run", "--fixtures", "broken.json"], in: directory)
        #expect(run.status == 2)
        #expect(run.errors.contains("broken.json:2:13"))
    }

    @Test("report takes --expectations NAME=FILE for each implementation, and FILE alone for its only one")
    func reportTakesExpectations() async throws {
        let directory = try TestHarness.workspace(paths: ["/home", "/crash"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try TestHarness.harnessOutsideTheRepository(in: directory, folder: "harness", deviations: nil)
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

    @Test(
        "report runs each implementation and writes the Markdown and the site from the same runs; a harness that does not start gets a row that says so"
    )
    func report() async throws {
        let directory = try TestHarness.workspace(paths: ["/home", "/about", "/nowhere"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let never = NeverMatchingSubject()
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

    @Test("report --findings shows each implementation's section of FINDINGS.md on its page and links the file from REPORT.md")
    func findings() async throws {
        let directory = try TestHarness.workspace(paths: ["/home", "/about", "/nowhere"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let findings = """
            # Findings

            The introduction belongs to no router.

            ## literal 1.0 (python)

            ### Router bugs
            - **Drops `/b`, the last route** (REG-1). Routes `/a`, `/b`;
              URL `/b`. See [the docs](https://example.com/docs).
            """
        try Data(findings.utf8).write(to: directory.appendingPathComponent("FINDINGS.md"))
        let arguments = [
            "report", "--fixtures", "Fixtures", "--output", "REPORT.md", "--site", "site", "--findings", "FINDINGS.md",
            "--implementation", "reference=reference", "--implementation", "literal=" + TestHarness.python("literal_harness.py"),
        ]
        let result = await runCommand(arguments, in: directory)
        #expect(result.status == 0, "\(result.errors)")
        let markdown = try String(contentsOf: directory.appendingPathComponent("REPORT.md"), encoding: .utf8)
        #expect(markdown.contains("[FINDINGS.md](FINDINGS.md)"))
        let site = directory.appendingPathComponent("site")
        let literal = try String(contentsOf: site.appendingPathComponent("impl-literal.html"), encoding: .utf8)
        #expect(literal.contains("<h2 id=\"findings\">Findings from explore <small>literal 1.0 (python)</small></h2>"))
        #expect(
            literal.contains(
                "<h3>Router bugs</h3><ul><li><strong>Drops <code>/b</code>, the last route</strong> (REG-1). Routes <code>/a</code>, <code>/b</code>; URL <code>/b</code>. See the docs (https://example.com/docs).</li></ul>"
            ))
        #expect(literal.contains("href=\"#findings\""))
        #expect(!literal.contains("introduction"))
        let reference = try String(contentsOf: site.appendingPathComponent("impl-reference.html"), encoding: .utf8)
        #expect(!reference.contains("id=\"findings\""), "the reference has no section")

        let withoutSite = await runCommand(
            ["report", "--findings", "FINDINGS.md", "--implementation", "reference=reference"], in: directory)
        #expect(withoutSite.status == 2)
        #expect(withoutSite.errors.contains("--findings shows each implementation's findings on the site; it needs --site DIR"))
    }
}
