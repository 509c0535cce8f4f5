import Foundation

/// The harness side of the protocol for a ``ConformanceSubject`` written in Swift: reads runner
/// messages, answers each with the subject, and stops on `{"type": "stop"}` or at the end of
/// the input.
///
/// An in-process subject needs no harness; serving one is how it takes part in
/// `pathways-conformance report` next to routers in other languages, and how the protocol is
/// checked end to end (`pathways-conformance serve` serves the reference implementation).
///
/// ```swift
/// // main.swift of a router's conformance executable:
/// if CommandLine.arguments.contains("--harness") {
///     exit(await HarnessServer(subject: MyRouterSubject()).run())
/// }
/// ```
package struct HarnessServer: Sendable {
    /// The subject that answers.
    package var subject: any ConformanceSubject
    /// The language reported in the handshake.
    package var language: String

    /// Creates a server.
    ///
    /// - Parameters:
    ///   - subject: The subject that answers; its name must be a valid implementation name
    ///     (``HarnessHello/isImplementationName(_:)``).
    ///   - language: The language reported in the handshake.
    package init(subject: any ConformanceSubject, language: String = "swift") {
        self.subject = subject
        self.language = language
    }

    /// Serves standard input and output.
    ///
    /// - Returns: The exit status: 0 after `stop` or at the end of the input, 1 after a line it
    ///   cannot read (the reason goes to standard error).
    @MainActor
    package func run() async -> Int32 {
        await serve(
            readLine: { Swift.readLine(strippingNewline: true) },
            // `write(contentsOf:)` throws where `write(_:)` would trap, for a runner that has gone.
            write: { try? FileHandle.standardOutput.write(contentsOf: Data(($0 + "\n").utf8)) },
            log: { try? FileHandle.standardError.write(contentsOf: Data(($0 + "\n").utf8)) })
    }

    /// Serves lines from `readLine`, writing each answer with `write`.
    ///
    /// - Parameters:
    ///   - readLine: The next line without its newline, or `nil` at the end of the input.
    ///   - write: Writes one line; the caller adds the newline and must not buffer it.
    ///   - log: Writes a diagnostic line.
    /// - Returns: The exit status: 0 after `stop` or at the end of the input, 1 after a line it
    ///   cannot read.
    @MainActor
    package func serve(readLine: () -> String?, write: (String) -> Void, log: (String) -> Void) async -> Int32 {
        let descriptor = subject.descriptor
        let hello = HarnessHello(
            name: descriptor.name, version: descriptor.version, language: language, capabilities: descriptor.capabilities,
            profiles: descriptor.profiles, choices: descriptor.choices)
        while let line = readLine() {
            let message: RunnerMessage
            do {
                message = try RunnerMessage(json: JSONParser.parse(line), at: .root)
            } catch let error as JSONParseError {
                log("error: a line from the runner is not JSON: \(error)")
                return 1
            } catch {
                log("error: a line from the runner is not a runner message: \(error)")
                return 1
            }
            switch message {
            case .hello:
                write(HarnessMessage.hello(hello).line)
            case .request(let id, let request):
                write(HarnessMessage.response(id: id, await subject.respond(to: request)).line)
            case .stop:
                return 0
            }
        }
        return 0
    }
}
