import Foundation
import PathwaysConformance
import PathwaysTestSupport
import Testing

/// Starting the harness scripts as external subjects.
extension TestHarness {
    /// Launches a harness, recording an issue with the error when it does not start.
    static func launch(
        _ command: String, timeout: Duration = .seconds(10), transcript: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ExternalSubject {
        do {
            return try await ExternalSubject.launch(
                ExternalSubject.Configuration(command: command, timeout: timeout, transcript: transcript))
        } catch {
            Issue.record("the harness did not start: \(error)", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// Runs the literal case with `paths` against the harness and stops it.
    static func run(
        _ subject: ExternalSubject, paths: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [InputResult] {
        let cases = try loadCases(fixtureFile(cases: [literalCase(paths: paths)]), sourceLocation: sourceLocation)
        let report = await ConformanceRunner(subject: subject).run(cases)
        _ = await subject.stop()
        return try #require(report.cases.first, sourceLocation: sourceLocation).inputs
    }

    /// A fresh path in the temporary directory.
    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("pathways-harness-\(UUID().uuidString)-\(name)")
    }
}

/// Each failure of a harness fails one input with its reason, and the run goes on. The harnesses
/// are the Python scripts in `Harnesses/`; the one-second timeout of the hanging harness applies
/// to requests only (a handshake gets at least ten seconds), so a slow interpreter start on a busy
/// machine does not fail the test.
@Suite("An external harness")
struct ExternalSubjectTests {
    @Test("The literal Python harness passes what it supports, skips the rest, and never receives a skipped case")
    func happyPath() async throws {
        let transcript = TestHarness.temporaryFile("transcript.txt")
        defer { try? FileManager.default.removeItem(at: transcript) }
        let subject = try await TestHarness.launch(TestHarness.python("literal_harness.py"), transcript: transcript)
        #expect(subject.descriptor.name == "literal")
        #expect(subject.descriptor.capabilities.isEmpty)
        #expect(subject.hello.language == "python")
        #expect(subject.descriptor.choices["matching"] == "exact literal paths only")
        let hugeURL = "/" + String(repeating: "a", count: 1 << 20)
        let cases = try loadCases(
            fixtureFile(cases: [
                TestHarness.literalCase(paths: ["/home", "/about", "/nowhere", hugeURL]),
                fixtureCase(id: "match-typed", capabilities: #"["typed"]"#),
                fixtureCase(id: "pat-literal", inputs: #"[{"pattern": "/home", "expect": {"valid": {"placeholders": []}}}]"#),
                fixtureCase(id: "match-strict", extra: #""profiles": ["dot-segments"]"#),
            ]))
        let report = await ConformanceRunner(subject: subject).run(cases)
        #expect(await subject.stop() == nil)
        #expect(
            report.cases.map { $0.inputs.map(\.status) } == [[.passed, .passed, .passed, .passed], [.skipped], [.skipped], [.skipped]])
        #expect(report.cases[1].inputs.first?.skipReason == "literal lacks the capability typed")
        #expect(report.cases[2].inputs.first?.skipReason == "only URL inputs")
        #expect(report.cases[3].inputs.first?.skipReason == "literal does not claim the profile dot-segments")
        #expect(report.succeeded)
        #expect(await subject.launchCount() == 1)
        let lines = try String(contentsOf: transcript, encoding: .utf8).split(separator: "\n")
        let sent = lines.filter { $0.hasPrefix(#"> {"type":"request""#) }
        #expect(sent.count == 5, "four URL inputs and the pattern input; the typed case and the profile's case are never sent")
        #expect(!sent.contains { $0.contains("match-typed") || $0.contains("match-strict") })
        #expect(lines.contains { $0.hasPrefix(#"> {"type":"hello","protocol":1,"protocolMinor":5,"formatVersion":1"#) })
        #expect(lines.last == #"> {"type":"stop"}"#)
    }

    @Test("A crash fails that input with the exit status and the harness's last words; the harness restarts for the next")
    func crash() async throws {
        let subject = try await TestHarness.launch(TestHarness.python("crash_harness.py"))
        let inputs = try await TestHarness.run(subject, paths: ["/home", "/crash", "/about", "/segfault", "/home"])
        #expect(inputs.map(\.status) == [.passed, .failed, .passed, .failed, .passed])
        let crash = try #require(inputs[1].problems.first)
        #expect(crash.contains("the harness exited with status 3 during request 2 (case match-harness)"))
        #expect(crash.contains("stderr | RuntimeError: crashing on purpose for https://example.com/crash"))
        #expect(crash.contains("the next request restarts it"))
        #expect(inputs[3].problems.first?.contains("killed by signal 11, SIGSEGV") == true)
        #expect(await subject.launchCount() == 3)
    }

    @Test(
        "Garbage fails only its own input: bytes that are not UTF-8, text that is not JSON, a wrong id, a line nobody asked for, half a line"
    )
    func garbage() async throws {
        let subject = try await TestHarness.launch(TestHarness.python("garbage_harness.py"))
        let paths = [
            "/home", "/garbage-bytes", "/about", "/not-json", "/home", "/wrong-id", "/about", "/two-lines", "/home",
            "/exit-mid-line", "/dribble", "/huge-response", "/flood-stderr", "/about",
        ]
        let inputs = try await TestHarness.run(subject, paths: paths)
        let expected: [InputResult.Status] = [
            .passed, .failed, .passed, .failed, .passed, .failed, .passed, .passed, .failed, .failed, .passed, .passed, .passed, .passed,
        ]
        #expect(inputs.map(\.status) == expected)
        let why = inputs.map { $0.problems.first ?? "" }
        #expect(why[1].contains("is not JSON"))
        #expect(why[1].contains("\u{FFFD}"), "invalid UTF-8 is shown as U+FFFD")
        #expect(why[1].contains(#"\u{1b}"#), "control characters are escaped")
        #expect(why[3].contains("is not JSON"))
        #expect(why[3].contains("Sure! Here is your answer: noMatch"))
        #expect(why[5].contains("the harness answered request 6 (case match-harness) with id 1006"))
        #expect(why[8].contains("before request 9 (case match-harness) was sent, the harness wrote a line nobody asked for"))
        #expect(why[9].contains("the harness exited with status 0 during request 10"))
        #expect(await subject.launchCount() == 6)
    }

    @Test("A harness that does not answer in time fails that input; it is killed and restarted")
    func hang() async throws {
        let subject = try await TestHarness.launch(TestHarness.python("hang_harness.py"), timeout: .seconds(1))
        let inputs = try await TestHarness.run(subject, paths: ["/home", "/hang", "/about"])
        #expect(inputs.map(\.status) == [.passed, .failed, .passed])
        let why = try #require(inputs[1].problems.first)
        #expect(why.contains("no answer to request 2 (case match-harness) within 1 s"))
        #expect(why.contains("stderr | thinking very hard..."))
        #expect(await subject.launchCount() == 2)
    }

    @Test(
        "A harness that never completes a handshake does not start; the error gives each attempt's reason",
        arguments: [
            (TestHarness.python("handshake_harness.py", "protocol-2"), "the harness speaks protocol 2; this runner speaks 1"),
            (TestHarness.python("handshake_harness.py", "silent-exit"), "exited with status 1 during the handshake"),
            ("/bin/sh " + TestHarness.shellQuoted(TestHarness.directory.appendingPathComponent("garbage_hello.sh").path), "is not JSON"),
            ("exec no-such-harness-command", "exited with status 127 during the handshake"),
        ])
    func handshakeNeverWorks(command: String, reason: String) async throws {
        do {
            _ = try await ExternalSubject.launch(ExternalSubject.Configuration(command: command))
            Issue.record("the harness started")
        } catch {
            #expect(error.code == .handshakeFailed)
            #expect(error.description.contains("failed its handshake 3 times in a row"))
            #expect(error.description.contains("attempt 3: "))
            #expect(error.description.contains(reason), "\(error)")
        }
    }

    @Test("After three failed handshakes in a row the harness is given up: the remaining inputs fail without being sent")
    func givenUpAfterThreeHandshakes() async throws {
        let state = TestHarness.temporaryFile("starts")
        defer { try? FileManager.default.removeItem(at: state) }
        let subject = try await TestHarness.launch(TestHarness.python("handshake_harness.py", "broken-after-crash", state.path))
        let inputs = try await TestHarness.run(subject, paths: ["/home", "/crash", "/about", "/home"])
        #expect(inputs.map(\.status) == [.passed, .failed, .failed, .failed])
        #expect(inputs[1].problems.first?.contains("exited with status 4") == true)
        let givenUp = try #require(inputs[2].problems.first)
        #expect(givenUp.contains("failed its handshake 3 times in a row and was given up"))
        #expect(
            givenUp.contains(
                "after a restart the harness said it is literal 2.0 with capabilities [] and profiles [], but it first said literal 1.0"))
        #expect(inputs[3].problems.first?.contains("not sent: the harness was given up after 3 failed handshakes") == true)
        #expect(await subject.launchCount() == 4)
    }

    @Test("One failed handshake is not three: a harness that recovers on the next start goes on")
    func flakyHandshake() async throws {
        let state = TestHarness.temporaryFile("starts")
        defer { try? FileManager.default.removeItem(at: state) }
        let subject = try await TestHarness.launch(TestHarness.python("handshake_harness.py", "flaky", state.path))
        let inputs = try await TestHarness.run(subject, paths: ["/home", "/crash", "/about", "/home"])
        #expect(inputs.map(\.status) == [.passed, .failed, .passed, .passed])
        #expect(await subject.launchCount() == 3)
    }

    @Test("A harness may write its hello before it reads the runner's")
    func eagerHello() async throws {
        let subject = try await TestHarness.launch(TestHarness.python("handshake_harness.py", "eager"))
        let inputs = try await TestHarness.run(subject, paths: ["/home", "/nowhere"])
        #expect(inputs.map(\.status) == [.passed, .passed])
    }

    @Test("HarnessServer answers the runner's messages with a Swift subject and stops on stop")
    func server() async throws {
        let subject = ClosureSubject(name: "closure-router", capabilities: [.query], profiles: [.dotSegments]) { request in
            request.caseID == "skip-me" ? .skip(reason: "not today") : .result(.noMatch)
        }
        let request = ConformanceRequest(caseID: "match-sample", input: .url("https://example.com/a"))
        var incoming = [
            RunnerMessage.hello(formatVersion: 1, specVersion: "1.0.0").line, RunnerMessage.request(id: 7, request).line,
            RunnerMessage.request(id: 8, ConformanceRequest(caseID: "skip-me", input: .pattern("/a"))).line, RunnerMessage.stop.line,
            "never read",
        ][...]
        var written: [String] = []
        var logged: [String] = []
        let status = await HarnessServer(subject: subject).serve(
            readLine: { incoming.popFirst() }, write: { written.append($0) }, log: { logged.append($0) })
        #expect(status == 0)
        #expect(logged.isEmpty)
        #expect(incoming == ["never read"])
        let messages = try written.map { try HarnessMessage(json: JSONParser.parse($0)) }
        #expect(
            messages == [
                .hello(
                    HarnessHello(
                        name: "closure-router", version: "test", language: "swift", capabilities: [.query], profiles: [.dotSegments])),
                .response(id: 7, .result(.noMatch)), .response(id: 8, .skip(reason: "not today")),
            ])
        var garbage = ["{\"type\": \"launch\"}"][...]
        let failed = await HarnessServer(subject: subject).serve(
            readLine: { garbage.popFirst() }, write: { written.append($0) }, log: { logged.append($0) })
        #expect(failed == 1)
        #expect(logged.first?.contains(#"unknown message type "launch""#) == true)
    }

    @Test("A hello of protocol 1.2 declares the profiles it claims; one of 1.1 claims none")
    func helloProfiles() throws {
        let claiming = try HarnessHello(
            json: JSONParser.parse(
                #"{"type": "hello", "protocol": 1, "protocolMinor": 2, "implementation": {"name": "tiny", "version": "1"}, "capabilities": [], "profiles": ["limits", "userinfo"]}"#
            ))
        #expect(claiming.descriptor.profiles == [.limits, .userinfo])
        #expect(try HarnessHello(json: claiming.jsonValue.node) == claiming)
        let older = try HarnessHello(
            json: JSONParser.parse(
                #"{"type": "hello", "protocol": 1, "protocolMinor": 1, "implementation": {"name": "tiny", "version": "1"}, "capabilities": ["catchAll"]}"#
            ))
        #expect(older.descriptor.profiles.isEmpty)
    }

    @Test(
        "A hello is refused when its name could not name an expectations file, or it declares an unknown capability",
        arguments: [
            (
                #"{"type": "hello", "protocol": 1, "implementation": {"name": "../../etc/passwd", "version": "1"}, "capabilities": []}"#,
                "cannot name an expectations file"
            ),
            (
                #"{"type": "hello", "protocol": 1, "implementation": {"name": "Werkzeug", "version": "1"}, "capabilities": []}"#,
                "cannot name an expectations file"
            ),
            (
                #"{"type": "hello", "protocol": 1, "implementation": {"name": "tiny", "version": "1"}, "capabilities": ["teleport"]}"#,
                #"unknown capability "teleport""#
            ),
            (
                #"{"type": "hello", "protocol": 1, "implementation": {"name": "tiny", "version": 1}, "capabilities": []}"#,
                "expected a string, found number"
            ),
            (
                #"{"type": "hello", "protocol": 1, "protocolMinor": 2, "implementation": {"name": "tiny", "version": "1"}, "capabilities": [], "profiles": ["lenient"]}"#,
                #"unknown profile "lenient""#
            ),
            (
                #"{"type": "hello", "protocol": 1, "protocolMinor": 1, "implementation": {"name": "tiny", "version": "1"}, "capabilities": [], "profiles": ["limits"]}"#,
                "profiles are part of protocol 1.2"
            ),
            (
                #"{"type": "hello", "protocol": 1, "protocolMinor": 2, "implementation": {"name": "tiny", "version": "1"}, "capabilities": ["remainder"]}"#,
                "part of protocol 1.3"
            ),
        ])
    func badHello(line: String, message: String) throws {
        #expect {
            try HarnessMessage(json: JSONParser.parse(line))
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
