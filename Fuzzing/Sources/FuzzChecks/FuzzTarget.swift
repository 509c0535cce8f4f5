import Foundation

/// The fuzz targets, by the names of their executables and of their folders under `seeds/`,
/// `dictionaries/`, `regressions/`, `corpus/` and `findings/`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Arbitrary text as an absolute URL, through ``PathwayDecoder`` and single-route routers.
    case urlReading = "FuzzURLReading"
    /// Arbitrary text as a path, decoded into every scalar type.
    case decoder = "FuzzDecoder"
    /// Arbitrary text through `Pathways.handle` over a fixed table of about forty routes.
    case handle = "FuzzHandle"
    /// Typed values derived from the bytes, encoded and decoded again.
    case roundTrip = "FuzzRoundTrip"

    /// Runs this target's checks on one input.
    ///
    /// - Throws: ``Violation`` when an invariant does not hold.
    ///
    /// - Parameter thorough: Whether to run every check on this input; libFuzzer runs sample
    ///   the slowest ones (see ``FuzzMode``).
    @MainActor
    public func check(_ bytes: [UInt8], thorough: Bool = true) throws(Violation) {
        FuzzMode.begin(bytes, thorough: thorough)
        switch self {
        case .urlReading: try URLReadingCheck.run(bytes)
        case .decoder: try DecoderCheck.run(bytes)
        case .handle: try HandleCheck.run(bytes)
        case .roundTrip: try RoundTripCheck.run(bytes)
        }
    }

    /// Whether `PATHWAYS_FUZZ_THOROUGH=1` asks for every check on every input, as
    /// `fuzz.sh --replay` does.
    static let thoroughEverywhere = ProcessInfo.processInfo.environment["PATHWAYS_FUZZ_THOROUGH"] == "1"

    /// The body of `LLVMFuzzerTestOneInput`: runs the checks and stops the process on a violation.
    ///
    /// libFuzzer calls its callback on the process's main thread, so the main actor's isolation
    /// can be assumed; `assumeIsolated` traps if that ever stops being true.
    public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        MainActor.assumeIsolated {
            do throws(Violation) {
                try check(bytes, thorough: Self.thoroughEverywhere)
            } catch {
                fatalError("\(rawValue) invariant violated: \(error.message)")
            }
        }
        return 0
    }
}
