/// How thoroughly the current input is checked.
///
/// Replays and tests check every input completely. Live fuzzing samples: the slowest checks
/// (rendering error descriptions, round trips through Foundation's `URL`, every route type for
/// every input) run for a share of the inputs, chosen by the input's bytes so that a given input
/// is always checked the same way and every check still runs across inputs.
///
/// `nonisolated(unsafe)` is safe here: libFuzzer and the tests run one input at a time, on the
/// main thread, and set these before the checks read them.
enum FuzzMode {
    /// Whether every type and check runs for this input.
    nonisolated(unsafe) private(set) static var isThorough = true
    /// Whether the slow checks run for this input (always when thorough; else one in four).
    nonisolated(unsafe) private(set) static var isSampled = true
    /// A number derived from the input's bytes, for picking which types to check.
    nonisolated(unsafe) private(set) static var turn = 0

    static func begin(_ bytes: [UInt8], thorough: Bool) {
        turn = bytes.reduce(bytes.count) { $0 &* 31 &+ Int($1) } & Int.max
        isThorough = thorough
        isSampled = thorough || turn & 3 == 0
    }
}
