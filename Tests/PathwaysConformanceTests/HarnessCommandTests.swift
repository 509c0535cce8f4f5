import Foundation
import PathwaysConformance
import PathwaysTestSupport
import Testing

@Suite("pathways-conformance with harnesses")
struct HarnessCommandTests {
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
        let directory = try TestHarness.workspace(paths: ["/home", "/about", "/crash"])
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
            expected.output.contains(
                "Result: PASSED. Core: inputs 2 passed, 0 failed, 0 skipped, 1 expected failure; cases 0 passed, 0 failed, 0 skipped, 1 expected failure. Profiles (none claimed)"
            ))
        #expect(expected.output.contains("3 inputs in 1 case: 2 passed, 0 failed, 0 skipped, 1 expected failure"))
    }

    @Test("run --harness finds expectations.json beside the harness's script, before Conformance/expectations/")
    func runFindsExpectationsBesideTheHarness() async throws {
        let directory = try TestHarness.workspace(paths: ["/home", "/about", "/crash"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try TestHarness.harnessOutsideTheRepository(in: directory, folder: "my-harness", deviations: "crashes on purpose")
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

    @Test("run --harness with a harness that never starts exits with 2 and says why")
    func runHarnessThatNeverStarts() async throws {
        let directory = try TestHarness.workspace(paths: ["/home"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = await runCommand(["run", "--fixtures", "Fixtures", "--harness", "echo 'no hello here' >&2; exit 3"], in: directory)
        #expect(result.status == 2)
        #expect(result.errors.contains("failed its handshake 3 times in a row"))
        #expect(result.errors.contains("exited with status 3 during the handshake"))
        #expect(result.errors.contains("stderr | no hello here"))
        #expect(result.output.isEmpty)
    }

}
