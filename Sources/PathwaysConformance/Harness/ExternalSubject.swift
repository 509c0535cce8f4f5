import Dispatch
import Foundation
import Synchronization

/// A router in another process, reached through the harness protocol (Conformance/PROTOCOL.md).
///
/// ``launch(_:)`` starts `/bin/sh -c COMMAND` and does the handshake, which gives the
/// ``descriptor``: the implementation's name and version and the capabilities it declares
/// (cases that need others are skipped, never sent), and the minor protocol version it speaks
/// (a request that needs a later one, ``ConformanceRequest/protocolFeatures``, is skipped, never
/// sent). Each ``respond(to:)`` then writes one request line and reads one response line.
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
package final class ExternalSubject: ConformanceSubject {
    /// How to start and talk to a harness.
    package struct Configuration: Sendable {
        /// The shell command that starts the harness, run as `/bin/sh -c COMMAND`.
        package var command: String
        /// How long to wait for each answer to a request.
        package var timeout: Duration
        /// How long to wait for the answer to a hello: starting an interpreter and loading a
        /// router may take longer than answering a request.
        package var handshakeTimeout: Duration
        /// The harness's working directory; `nil` keeps the runner's.
        package var workingDirectory: URL?
        /// The fixture format version sent in the handshake.
        package var formatVersion: Int
        /// The spec version of the corpus, sent in the handshake.
        package var specVersion: String
        /// A file to record every line sent (`> `) and received (`< `) in, or `nil`.
        package var transcript: URL?
        /// The longest line accepted from the harness, in bytes.
        package var maximumLineLength: Int

        /// How many handshakes in a row may fail before the harness is given up.
        package static let maximumHandshakeAttempts = 3

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
        package init(
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
    package let descriptor: SubjectDescriptor
    /// The whole first handshake answer, with the implementation's language.
    package let hello: HarnessHello
    /// How the harness is started.
    package let configuration: Configuration
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
    package static func launch(_ configuration: Configuration) async throws(HarnessError) -> ExternalSubject {
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
    package func respond(to request: ConformanceRequest) async -> ConformanceResponse {
        let minor = hello.negotiatedMinor
        let unknown = request.protocolFeatures(declaring: hello.capabilities).filter { $0.minor > minor }
        if !unknown.isEmpty {
            let needed = unknown.map(\.minor).max() ?? minor
            return .skip(
                reason:
                    "not sent: the harness speaks protocol \(RunnerMessage.protocolVersion).\(minor), and the request needs \(RunnerMessage.protocolVersion).\(needed): "
                    + unknown.map(\.feature).joined(separator: "; "))
        }
        return await connection.perform { session in session.respond(to: request) }
    }

    /// Sends `{"type": "stop"}` and waits for the harness to exit; later requests fail.
    ///
    /// - Returns: `nil` when the harness exited with status 0, or what went wrong, for a warning.
    package func stop() async -> String? {
        await connection.perform { session in session.stop() }
    }

    /// How many times the harness process was started, restarts and failed handshakes included.
    package func launchCount() async -> Int {
        await connection.perform { session in session.launches }
    }
}
