import Dispatch
import Foundation
import PathwaysTextFormats
import Synchronization

/// The state of one harness conversation, across restarts: PROTOCOL.md's failure rules.
struct HarnessSession {
    let configuration: ExternalSubject.Configuration
    /// The running process, or `nil` before the first request after a failure.
    var process: HarnessProcess?
    /// Who the harness said it is in its first handshake; later handshakes must say the same.
    var identity: HarnessHello?
    /// Why the harness was given up, once it was.
    var givenUp: String?
    /// Processes started so far.
    var launches = 0
    private var nextID = 1
    private let transcript: FileHandle?

    init(configuration: ExternalSubject.Configuration, transcript: FileHandle?) {
        self.configuration = configuration
        self.transcript = transcript
    }

    /// Starts the process and does the handshake, up to three times in a row.
    mutating func connect() -> Result<HarnessHello, HarnessError> {
        var failures: [HarnessError] = []
        while failures.count < ExternalSubject.Configuration.maximumHandshakeAttempts {
            switch handshake() {
            case .success(let hello): return .success(hello)
            case .failure(let error): failures.append(error)
            }
        }
        let attempts = failures.enumerated().map { "\n  attempt \($0 + 1): \($1.description.replacingOccurrences(of: "\n", with: "\n  "))" }
        let error = HarnessError(
            .handshakeFailed,
            "the harness `\(configuration.command)` failed its handshake \(failures.count) times in a row and was given up:"
                + attempts.joined())
        givenUp =
            "not sent: the harness was given up after \(failures.count) failed handshakes in a row (the first input that failed says why)"
        record("# gave up after \(failures.count) failed handshakes")
        return .failure(error)
    }

    /// One start and handshake.
    private mutating func handshake() -> Result<HarnessHello, HarnessError> {
        launches += 1
        record("# start \(launches): /bin/sh -c \(configuration.command)")
        let started: HarnessProcess
        do {
            started = try HarnessProcess(
                command: configuration.command, directory: configuration.workingDirectory,
                maximumLineLength: configuration.maximumLineLength)
        } catch {
            return .failure(error)
        }
        let hello = RunnerMessage.hello(formatVersion: configuration.formatVersion, specVersion: configuration.specVersion).line
        record("> " + hello)
        let failure: HarnessError
        switch started.exchange(hello, until: .now + configuration.handshakeTimeout, rejectingEarlyOutput: false) {
        case .failure(let reason):
            failure = error(reason, during: "the handshake", started, timeout: configuration.handshakeTimeout)
        case .success(let line):
            record(line)
            switch Self.message(line) {
            case .failure(let problem):
                failure = HarnessError(.malformedMessage, "the handshake answer is \(problem)", standardError: started.standardErrorLines())
            case .success(.response):
                failure = HarnessError(
                    .malformedMessage, "the handshake answer is a response, not a hello: \(HarnessText.printable(line, limit: 200))",
                    standardError: started.standardErrorLines())
            case .success(.hello(let hello)):
                if let identity, identity != hello {
                    failure = HarnessError(
                        .malformedMessage,
                        "after a restart the harness said it is \(Self.summary(hello)), but it first said \(Self.summary(identity))",
                        standardError: started.standardErrorLines())
                } else {
                    identity = hello
                    process = started
                    return .success(hello)
                }
            }
        }
        started.kill()
        return .failure(failure)
    }

    /// Sends one request; on any failure, kills the process so that the next request restarts it.
    mutating func respond(to request: ConformanceRequest) -> ConformanceResponse {
        if let givenUp { return .error(message: givenUp) }
        if process == nil, case .failure(let error) = connect() { return .error(message: error.description) }
        guard let running = process else { return .error(message: "the harness is not running") }
        let id = nextID
        nextID += 1
        let line = RunnerMessage.request(id: id, request).line
        record("> " + line)
        let what = "request \(id) (case \(request.caseID))"
        let failure: HarnessError
        switch running.exchange(line, until: .now + configuration.timeout, rejectingEarlyOutput: true) {
        case .failure(let reason):
            failure = error(reason, during: what, running, timeout: configuration.timeout)
        case .success(let bytes):
            record(bytes)
            switch Self.message(bytes) {
            case .success(.response(let answeredID, let response)) where answeredID == id:
                return response
            case .success(.response(let answeredID, _)):
                failure = HarnessError(
                    .unexpectedID, "the harness answered \(what) with id \(answeredID)", standardError: running.standardErrorLines())
            case .success(.hello):
                failure = HarnessError(
                    .malformedMessage, "the harness answered \(what) with a hello", standardError: running.standardErrorLines())
            case .failure(let problem):
                failure = HarnessError(
                    .malformedMessage, "the answer to \(what) is \(problem)", standardError: running.standardErrorLines())
            }
        }
        running.kill()
        process = nil
        record("# killed; the next request restarts the harness")
        return .error(message: failure.description + "\n    (the harness was killed; the next request restarts it)")
    }

    /// Sends the stop message and waits for the exit.
    mutating func stop() -> String? {
        givenUp = givenUp ?? "not sent: the harness was stopped"
        guard let running = process else { return nil }
        process = nil
        record("> " + RunnerMessage.stop.line)
        let grace = min(configuration.timeout, .seconds(5))
        let problem = running.stop(RunnerMessage.stop.line, grace: grace)
        try? transcript?.close()
        return problem
    }

    // MARK: Helpers

    /// The message a line holds, or a description of what is wrong with it.
    private static func message(_ bytes: [UInt8]) -> Result<HarnessMessage, Problem> {
        let json: JSONNode
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            return .failure(
                Problem("not JSON (\(error.message) at column \(error.position.column)): \(HarnessText.printable(bytes, limit: 200))"))
        }
        do {
            return .success(try HarnessMessage(json: json, at: .root))
        } catch {
            return .failure(Problem("not a valid message (\(error.description)): \(HarnessText.printable(bytes, limit: 200))"))
        }
    }

    /// A description of a malformed line.
    private struct Problem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private func error(_ failure: HarnessProcess.Failure, during what: String, _ process: HarnessProcess, timeout: Duration) -> HarnessError
    {
        switch failure {
        case .timedOut:
            HarnessError(
                .timedOut,
                "no answer to \(what) within \(HarnessText.seconds(timeout)) (does the harness flush its standard output after each line?)",
                standardError: process.standardErrorLines())
        case .exited(let how):
            HarnessError(.exited, "the harness \(how) during \(what)", standardError: process.standardErrorLines())
        case .unsolicited(let bytes):
            HarnessError(
                .malformedMessage,
                "before \(what) was sent, the harness wrote a line nobody asked for: \(HarnessText.printable(bytes, limit: 200))",
                standardError: process.standardErrorLines())
        case .lineTooLong(let count):
            HarnessError(
                .lineTooLong,
                "the answer to \(what) is longer than \(configuration.maximumLineLength) bytes (\(count) bytes without a newline)",
                standardError: process.standardErrorLines())
        }
    }

    private static func summary(_ hello: HarnessHello) -> String {
        "\(hello.name) \(hello.version) with capabilities [\(hello.capabilities.sorted().map(\.rawValue).joined(separator: ", "))]"
            + " and profiles [\(hello.profiles.sorted().map(\.rawValue).joined(separator: ", "))]"
    }

    private func record(_ text: String) {
        // A transcript that cannot be written must not stop the run.
        try? transcript?.write(contentsOf: Data((text + "\n").utf8))
    }

    private func record(_ received: [UInt8]) {
        try? transcript?.write(contentsOf: Data([UInt8(ascii: "<"), UInt8(ascii: " ")] + received + [UInt8(ascii: "\n")]))
    }
}
