import FuzzChecks

/// libFuzzer's entry point: one input per call, on the main thread.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.handle.fuzz(data, size)
}

#if !FUZZING
    /// Without libFuzzer (a plain `swift build`), the executable replays the files it is given.
    @main
    enum Replay {
        static func main() {
            FuzzTarget.handle.replay(CommandLine.arguments.dropFirst())
        }
    }
#endif
