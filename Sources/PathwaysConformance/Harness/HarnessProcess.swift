import Foundation
import PathwaysTextFormats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One running harness: `/bin/sh -c COMMAND` with pipes for its three standard streams.
///
/// Every wait is a `poll(2)` loop with a deadline over all three pipes at once, so that a harness
/// that stops reading its input, floods its standard error or never answers cannot block the
/// runner: writes are non-blocking, standard error is drained while waiting, and the deadline
/// always wins.
///
/// Not `Sendable`: ``ExternalSubject`` keeps it inside a `Mutex` and uses it from one serial
/// queue, since its calls block for up to the timeout.
final class HarnessProcess {
    /// Why a wait ended without a line.
    enum Failure: Error {
        /// The deadline passed.
        case timedOut
        /// The process exited or closed its standard output; how, in words.
        case exited(String)
        /// A line longer than the maximum.
        case lineTooLong(Int)
        /// Output that was there before anything was asked: the start of it.
        case unsolicited([UInt8])
    }

    /// The process's id, which is also its process group's (Foundation starts it in a group of
    /// its own), so that a kill reaches whatever the shell started.
    let processIdentifier: Int32
    private let process: Process
    private let input: FileHandle
    private let output: FileHandle
    private let errorOutput: FileHandle
    private var lines: LineBuffer
    private var errorTail = TailBuffer(capacity: 16 * 1024)
    private var outputClosed = false
    private var errorClosed = false
    private var inputClosed = false
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)

    /// Starts `/bin/sh -c command`.
    ///
    /// - Parameters:
    ///   - command: The shell command.
    ///   - directory: The working directory; `nil` keeps the runner's.
    ///   - maximumLineLength: The longest line accepted from the harness, in bytes.
    /// - Throws: ``HarnessError/Code/cannotLaunch`` when the shell cannot be started.
    init(command: String, directory: URL?, maximumLineLength: Int) throws(HarnessError) {
        Self.ignoreBrokenPipes()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        if let directory { process.currentDirectoryURL = directory }
        let (inputPipe, outputPipe, errorPipe) = (Pipe(), Pipe(), Pipe())
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        do {
            try process.run()
        } catch {
            throw HarnessError(.cannotLaunch, "cannot start /bin/sh -c \(JSONQuoting().quoted(command)): \(error.localizedDescription)")
        }
        self.process = process
        self.processIdentifier = process.processIdentifier
        self.input = inputPipe.fileHandleForWriting
        self.output = outputPipe.fileHandleForReading
        self.errorOutput = errorPipe.fileHandleForReading
        self.lines = LineBuffer(maximumLineLength: maximumLineLength)
        for descriptor in [input.fileDescriptor, output.fileDescriptor, errorOutput.fileDescriptor] {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
    }

    deinit {
        kill()
    }

    /// The last lines the harness wrote to standard error since the last
    /// ``exchange(_:until:rejectingEarlyOutput:)`` began.
    func standardErrorLines(_ count: Int = 12) -> [String] {
        errorTail.lastLines(count)
    }

    /// Writes `line` and a newline, then waits for one whole line of output.
    ///
    /// With `rejectingEarlyOutput`, output that is already there before `line` is written fails
    /// at once: a harness must not write what nobody asked for. The handshake does not reject it,
    /// since a harness may write its hello before it reads the runner's.
    ///
    /// - Returns: The line's bytes, without the newline.
    func exchange(_ line: String, until deadline: ContinuousClock.Instant, rejectingEarlyOutput: Bool) -> Result<[UInt8], Failure> {
        errorTail.removeAll()
        if rejectingEarlyOutput {
            if !outputClosed { readOutput() }  // non-blocking: takes only what is already there
            if !lines.pending.isEmpty { return .failure(.unsolicited(Array(lines.pending.prefix(300)))) }
        }
        let unwritten = Array(line.utf8) + [UInt8(ascii: "\n")]
        var writtenCount = 0
        while true {
            switch lines.nextLine() {
            case .line(let bytes): return .success(bytes)
            case .tooLong(let count): return .failure(.lineTooLong(count))
            case .incomplete: break
            }
            if outputClosed { return .failure(.exited(exitDescription())) }
            let wantsWrite = writtenCount < unwritten.count && !inputClosed
            guard let ready = wait(writing: wantsWrite, until: deadline) else { return .failure(.timedOut) }
            if ready.writable {
                writtenCount += write(unwritten[writtenCount...])
            }
            if ready.output { readOutput() }
            if ready.errorOutput { readErrorOutput() }
            if !ready.any, !process.isRunning {
                // The shell is gone but something it started still holds standard output open.
                drainErrorOutput()
                return .failure(.exited(exitDescription()))
            }
        }
    }

    /// Sends `{"type": "stop"}`, closes standard input and waits for the process to exit; kills
    /// it after `grace`.
    ///
    /// - Returns: `nil` after a clean exit with status 0, or what went wrong.
    func stop(_ line: String, grace: Duration) -> String? {
        let deadline = ContinuousClock.now + grace
        var unwritten = Array(line.utf8) + [UInt8(ascii: "\n")]
        while !unwritten.isEmpty, !inputClosed, let ready = wait(writing: true, until: deadline) {
            if ready.writable { unwritten.removeFirst(write(unwritten[...])) }
            if ready.output { readOutput() }
            if ready.errorOutput { readErrorOutput() }
        }
        closeInput()
        while process.isRunning, ContinuousClock.now < deadline {
            if let ready = wait(writing: false, until: min(deadline, ContinuousClock.now + .milliseconds(20))) {
                if ready.output { readOutput() }
                if ready.errorOutput { readErrorOutput() }
            }
        }
        guard !process.isRunning else {
            kill()
            return "the harness did not exit within \(HarnessText.seconds(grace)) of the stop message and was killed"
        }
        let status = exitDescription()
        kill()
        return process.terminationReason == .exit && process.terminationStatus == 0 ? nil : "after the stop message, the harness \(status)"
    }

    /// Kills the whole process group, waits for the shell to be reaped, and closes the pipes.
    func kill() {
        if process.isRunning {
            _ = systemKill(-processIdentifier, SIGKILL)
            _ = systemKill(processIdentifier, SIGKILL)
            let deadline = ContinuousClock.now + .seconds(2)
            while process.isRunning, ContinuousClock.now < deadline { usleep(2_000) }
        }
        closeInput()
        if !outputClosed {
            outputClosed = true
            try? output.close()
        }
        if !errorClosed {
            errorClosed = true
            try? errorOutput.close()
        }
    }

    // MARK: Waiting

    private struct Readiness {
        var writable = false
        var output = false
        var errorOutput = false
        var any: Bool { writable || output || errorOutput }
    }

    /// Polls the pipes until one is ready or the deadline passes, waking every 100 ms so that
    /// the caller can notice the process has exited. `nil` means the deadline passed.
    private func wait(writing: Bool, until deadline: ContinuousClock.Instant) -> Readiness? {
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { return nil }
        let (seconds, attoseconds) = remaining.components
        let milliseconds = Int32(clamping: min(100, max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000)))
        var descriptors: [pollfd] = []
        var roles: [WritableKeyPath<Readiness, Bool>] = []
        if writing {
            descriptors.append(pollfd(fd: input.fileDescriptor, events: Int16(POLLOUT), revents: 0))
            roles.append(\.writable)
        }
        if !outputClosed {
            descriptors.append(pollfd(fd: output.fileDescriptor, events: Int16(POLLIN), revents: 0))
            roles.append(\.output)
        }
        if !errorClosed {
            descriptors.append(pollfd(fd: errorOutput.fileDescriptor, events: Int16(POLLIN), revents: 0))
            roles.append(\.errorOutput)
        }
        var readiness = Readiness()
        guard !descriptors.isEmpty else {
            usleep(UInt32(milliseconds) * 1000)
            return readiness
        }
        let count = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        guard count > 0 else { return readiness }
        for (descriptor, role) in zip(descriptors, roles) where descriptor.revents != 0 {
            readiness[keyPath: role] = true
        }
        return readiness
    }

    // MARK: Reading and writing

    /// Writes what the pipe takes now; returns how many bytes that was.
    private func write(_ bytes: ArraySlice<UInt8>) -> Int {
        let count = bytes.withUnsafeBytes { systemWrite(input.fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            // EAGAIN: full for now. EPIPE and others: the harness closed its input; what it
            // wrote, or its exit, will tell the rest.
            if errno != EAGAIN && errno != EINTR { closeInput() }
            return 0
        }
        return count
    }

    private func readOutput() {
        switch readChunk(output.fileDescriptor) {
        case .some(0): outputClosed = true
        case .some(let count): lines.append(scratch[..<count])
        case nil: break
        }
    }

    private func readErrorOutput() {
        switch readChunk(errorOutput.fileDescriptor) {
        case .some(0): errorClosed = true
        case .some(let count): errorTail.append(scratch[..<count])
        case nil: break
        }
    }

    /// Reads what is left on standard error without waiting.
    private func drainErrorOutput() {
        var rounds = 0
        while !errorClosed, rounds < 64, let count = readChunk(errorOutput.fileDescriptor) {
            if count == 0 { errorClosed = true } else { errorTail.append(scratch[..<count]) }
            rounds += 1
        }
    }

    /// One `read(2)` into the scratch buffer: the count (0 at end of file), or `nil` when
    /// nothing is there now.
    private func readChunk(_ descriptor: Int32) -> Int? {
        let count = scratch.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EAGAIN || errno == EINTR ? nil : 0 }
        return count
    }

    private func closeInput() {
        guard !inputClosed else { return }
        inputClosed = true
        try? input.close()
    }

    // MARK: Exit

    /// How the process ended, in words, after waiting up to a second for it to end and reading
    /// the rest of its standard error.
    private func exitDescription() -> String {
        let deadline = ContinuousClock.now + .seconds(1)
        while process.isRunning, ContinuousClock.now < deadline { usleep(2_000) }
        drainErrorOutput()
        guard !process.isRunning else { return "closed its standard output" }
        let status = process.terminationStatus
        switch process.terminationReason {
        case .exit where status > 128 && status < 128 + 65:
            // A shell reports a command killed by signal N as status 128 + N.
            let name = Self.signalName(status - 128).map { ", \($0)" } ?? ""
            return "exited with status \(status) (the shell's way of saying the command was killed by signal \(status - 128)\(name))"
        case .exit: return "exited with status \(status)"
        case .uncaughtSignal:
            return "was killed by signal \(process.terminationStatus)\(Self.signalName(process.terminationStatus).map { " (\($0))" } ?? "")"
        @unknown default: return "ended (status \(process.terminationStatus))"
        }
    }

    private static func signalName(_ signal: Int32) -> String? {
        switch signal {
        case SIGABRT: "SIGABRT"
        case SIGSEGV: "SIGSEGV"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGBUS: "SIGBUS"
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGFPE: "SIGFPE"
        case SIGINT: "SIGINT"
        default: nil
        }
    }

    /// Writing to a harness that has exited raises SIGPIPE, which would end the runner; with
    /// the signal ignored, the write fails with EPIPE instead and the harness's failure is
    /// reported like any other.
    private static func ignoreBrokenPipes() {
        _ = brokenPipesIgnored
    }

    private static let brokenPipesIgnored: Bool = {
        signal(SIGPIPE, SIG_IGN)
        return true
    }()
}

// The libc functions under names that do not clash with the methods above.
private func systemKill(_ process: pid_t, _ signal: Int32) -> Int32 { kill(process, signal) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
