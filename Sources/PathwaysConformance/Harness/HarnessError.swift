/// Why a harness did not answer: it timed out, exited, wrote something that is no valid message,
/// or failed its handshake.
///
/// ``ExternalSubject`` turns each into a failed input (``ConformanceResponse/error(message:)``)
/// whose message is ``description``, and goes on with the next input.
///
/// ```swift
/// do {
///     let subject = try await ExternalSubject.launch(ExternalSubject.Configuration(command: "python3 harness.py"))
/// } catch {
///     switch error.code {
///     case .handshakeFailed: print(error)  // the three attempts and the harness's last words
///     default: print(error)
///     }
/// }
/// ```
package struct HarnessError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is. New codes may be added.
    package struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// No complete line arrived within the timeout.
        package static let timedOut = Code("timedOut")
        /// The process exited, or closed its standard output.
        package static let exited = Code("exited")
        /// A line that is not JSON, or not a message of the expected type and shape.
        package static let malformedMessage = Code("malformedMessage")
        /// A response whose `id` is not the request's.
        package static let unexpectedID = Code("unexpectedID")
        /// A line longer than the runner accepts.
        package static let lineTooLong = Code("lineTooLong")
        /// The handshake failed three times in a row; the harness was given up.
        package static let handshakeFailed = Code("handshakeFailed")
        /// The process could not be started at all.
        package static let cannotLaunch = Code("cannotLaunch")

        /// The code's name, such as `timedOut`.
        package var description: String { name }
    }

    /// What kind of failure this is.
    package let code: Code
    /// What happened, as a sentence.
    package let reason: String
    /// The last lines the harness wrote to standard error since the runner's last message; empty
    /// when it wrote nothing.
    package let standardError: [String]

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: What kind of failure.
    ///   - reason: What happened, as a sentence.
    ///   - standardError: The harness's last lines on standard error.
    package init(_ code: Code, _ reason: String, standardError: [String] = []) {
        self.code = code
        self.reason = reason
        self.standardError = standardError
    }

    /// The reason, then the harness's last lines on standard error, one per line, each marked with
    /// `stderr |`.
    package var description: String {
        guard !standardError.isEmpty else { return reason }
        return reason + standardError.map { "\n    stderr | " + $0 }.joined()
    }
}
