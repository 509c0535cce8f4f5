import Dispatch
import Foundation
import Synchronization

/// A router in another process, reached through the harness protocol (Conformance/PROTOCOL.md).
///
/// ``launch(_:)`` starts `/bin/sh -c COMMAND` and does the handshake, which gives the
/// ``descriptor``: the implementation's name and version and the capabilities it declares
/// (cases that need others are skipped, never sent). Each ``respond(to:)`` then writes one
/// request line and reads one response line.
///
/// One input never stops the run. When the harness does not answer within the timeout, exits,
/// writes a line that is not a valid response, or answers with another `id`, that input fails
/// with the reason and the harness's last lines on standard error; the process is killed, and
/// the next request starts it again with a new handshake. A harness that fails its handshake
/// three times in a row is given up, and every later input fails without being sent.
///
/// > Important: The harness's output is untrusted. Lines may be cut anywhere, be megabytes
/// > long (up to ``Configuration/maximumLineLength``), or not be UTF-8; none of that can crash
/// > or block the runner.
///
/// ```swift
/// let subject = try await ExternalSubject.launch(ExternalSubject.Configuration(command: "python3 Harnesses/werkzeug/harness.py"))
/// let report = await ConformanceRunner(subject: subject).run(try Corpus.bundled().cases)
/// if let problem = await subject.stop() { print("warning: \(problem)") }
/// ```
public final class ExternalSubject: ConformanceSubject {
    /// How to start and talk to a harness.
    public struct Configuration: Sendable {
        /// The shell command that starts the harness, run as `/bin/sh -c COMMAND`.
        public var command: String
        /// How long to wait for each answer to a request.
        public var timeout: Duration
        /// How long to wait for the answer to a hello: starting an interpreter and loading a
        /// router may take longer than answering a request.
        public var handshakeTimeout: Duration
        /// The harness's working directory; `nil` keeps the runner's.
        public var workingDirectory: URL?
        /// The fixture format version sent in the handshake.
        public var formatVersion: Int
        /// The spec version of the corpus, sent in the handshake.
        public var specVersion: String
        /// A file to record every line sent (`> `) and received (`< `) in, or `nil`.
        public var transcript: URL?
        /// The longest line accepted from the harness, in bytes.
        public var maximumLineLength: Int

        /// How many handshakes in a row may fail before the harness is given up.
        public static let maximumHandshakeAttempts = 3

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - command: The shell command that starts the harness.
        ///   - timeout: How long to wait for each answer; 10 seconds by default.
        ///   - handshakeTimeout: How long to wait for a hello; by default the timeout, and at
        ///     least 10 seconds.
        ///   - workingDirectory: The harness's working directory.
        ///   - formatVersion: The fixture format version sent in the handshake.
        ///   - specVersion: The corpus's spec version sent in the handshake.
        ///   - transcript: A file to record the conversation in.
        ///   - maximumLineLength: The longest line accepted; 64 MiB by default.
        public init(
            command: String, timeout: Duration = .seconds(10), handshakeTimeout: Duration? = nil, workingDirectory: URL? = nil,
            formatVersion: Int = FixtureSchema.formatVersion, specVersion: String = "1.0.0", transcript: URL? = nil,
            maximumLineLength: Int = 64 << 20
        ) {
            self.command = command
            self.timeout = timeout
            self.handshakeTimeout = handshakeTimeout ?? max(timeout, .seconds(10))
            self.workingDirectory = workingDirectory
            self.formatVersion = formatVersion
            self.specVersion = specVersion
            self.transcript = transcript
            self.maximumLineLength = maximumLineLength
        }
    }

    /// Who the harness said it is, from its first handshake.
    public let descriptor: SubjectDescriptor
    /// The whole first handshake answer, with the implementation's language.
    public let hello: HarnessHello
    /// How the harness is started.
    public let configuration: Configuration
    private let connection: HarnessConnection

    private init(hello: HarnessHello, configuration: Configuration, connection: HarnessConnection) {
        self.hello = hello
        self.descriptor = hello.descriptor
        self.configuration = configuration
        self.connection = connection
    }

    /// Starts the harness and does the handshake, trying up to three times.
    ///
    /// - Parameter configuration: The command and how to talk to it.
    /// - Returns: The subject, with its process running.
    /// - Throws: ``HarnessError`` with code ``HarnessError/Code/handshakeFailed`` listing why each
    ///   attempt failed, or ``HarnessError/Code/cannotLaunch`` when the transcript cannot be
    ///   written.
    public static func launch(_ configuration: Configuration) async throws(HarnessError) -> ExternalSubject {
        let connection = try HarnessConnection(configuration)
        let result = await connection.perform { session in session.connect() }
        switch result {
        case .success(let hello): return ExternalSubject(hello: hello, configuration: configuration, connection: connection)
        case .failure(let error): throw error
        }
    }

    /// Sends one request and reads its response; any failure becomes
    /// ``ConformanceResponse/error(message:)`` and the harness is restarted for the next request.
    ///
    /// - Parameter request: The routes, router options and one input.
    /// - Returns: The harness's response, or an error saying why there is none.
    public func respond(to request: ConformanceRequest) async -> ConformanceResponse {
        await connection.perform { session in session.respond(to: request) }
    }

    /// Sends `{"type": "stop"}` and waits for the harness to exit; later requests fail.
    ///
    /// - Returns: `nil` when the harness exited with status 0, or what went wrong, for a warning.
    public func stop() async -> String? {
        await connection.perform { session in session.stop() }
    }

    /// How many times the harness process was started, restarts and failed handshakes included.
    public func launchCount() async -> Int {
        await connection.perform { session in session.launches }
    }
}

/// The session behind an ``ExternalSubject``: its state behind a lock, and a serial queue on
/// which every blocking wait runs, so that the runner's tasks never block a thread of the
/// concurrency pool.
final class HarnessConnection: Sendable {
    private let state: Mutex<HarnessSession>
    private let queue = DispatchQueue(label: "pathways-conformance.harness")

    init(_ configuration: ExternalSubject.Configuration) throws(HarnessError) {
        var transcript: FileHandle?
        if let url = configuration.transcript {
            guard FileManager.default.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forWritingTo: url) else {
                throw HarnessError(.cannotLaunch, "cannot write the transcript \(url.path)")
            }
            transcript = handle
        }
        state = Mutex(HarnessSession(configuration: configuration, transcript: transcript))
    }

    deinit {
        state.withLock { $0.process?.kill() }
    }

    /// Runs `body` on the queue with the session locked.
    func perform<Value: Sendable>(_ body: @escaping @Sendable (inout HarnessSession) -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: self.state.withLock { body(&$0) })
            }
        }
    }
}

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
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes).value
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
    }

    private func record(_ text: String) {
        // A transcript that cannot be written must not stop the run.
        try? transcript?.write(contentsOf: Data((text + "\n").utf8))
    }

    private func record(_ received: [UInt8]) {
        try? transcript?.write(contentsOf: Data([UInt8(ascii: "<"), UInt8(ascii: " ")] + received + [UInt8(ascii: "\n")]))
    }
}
