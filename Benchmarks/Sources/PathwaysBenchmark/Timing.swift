/// Wall-clock measurement: calibrate a batch to about `sampleSeconds`, time `samples` batches
/// with `ContinuousClock`, and report the median batch in nanoseconds per operation. The first
/// call of the work, during calibration, is a warm-up and is not timed.
struct Timer {
    var samples = 9
    var sampleSeconds = 0.02

    /// - Parameters:
    ///   - operations: How many operations one call of `body` performs.
    ///   - body: The work; it must feed its results into a sink so the optimizer keeps it.
    @MainActor
    func nanosecondsPerOperation(operations: Int, _ body: () -> Void) -> Double {
        let rounds = calibrate(body, seconds: sampleSeconds)  // also warms caches, lazy statics and the branch predictor
        var perOperation: [Double] = []
        for _ in 0..<samples {
            let elapsed = Self.seconds { for _ in 0..<rounds { body() } }
            perOperation.append(elapsed * 1e9 / Double(rounds * operations))
        }
        return median(perOperation)
    }

    /// Two workloads measured in alternation, so that both sides of a ratio see the same
    /// interference from the rest of the machine: each round times `first` and `second` (in
    /// alternating order), and the ratio is the median of the rounds' ratios.
    ///
    /// - Returns: The median nanoseconds per operation of each, and the median of
    ///   `first / second` over the rounds.
    @MainActor
    func paired(
        _ firstOperations: Int, _ first: () -> Void, _ secondOperations: Int, _ second: () -> Void
    ) -> (first: Double, second: Double, ratio: Double) {
        // Four times the samples at a quarter of the length each: the same time in all, and
        // a finer alternation, so a slow spell of the machine falls on both sides alike.
        let firstRounds = calibrate(first, seconds: sampleSeconds / 4)
        let secondRounds = calibrate(second, seconds: sampleSeconds / 4)
        var firstTimes: [Double] = []
        var secondTimes: [Double] = []
        var ratios: [Double] = []
        for sample in 0..<(samples * 4 + 1) {
            var firstTime = 0.0
            var secondTime = 0.0
            if sample % 2 == 0 {
                firstTime = Self.seconds { for _ in 0..<firstRounds { first() } }
                secondTime = Self.seconds { for _ in 0..<secondRounds { second() } }
            } else {
                secondTime = Self.seconds { for _ in 0..<secondRounds { second() } }
                firstTime = Self.seconds { for _ in 0..<firstRounds { first() } }
            }
            firstTime *= 1e9 / Double(firstRounds * firstOperations)
            secondTime *= 1e9 / Double(secondRounds * secondOperations)
            firstTimes.append(firstTime)
            secondTimes.append(secondTime)
            ratios.append(firstTime / secondTime)
        }
        return (median(firstTimes), median(secondTimes), median(ratios))
    }

    /// Rounds of `body` that take about `target` seconds.
    @MainActor
    private func calibrate(_ body: () -> Void, seconds target: Double) -> Int {
        body()
        var rounds = 1
        while true {
            let elapsed = Self.seconds { for _ in 0..<rounds { body() } }
            if elapsed >= target / 4 || rounds >= 1 << 24 {
                return max(1, Int((Double(rounds) * target / max(elapsed, 1e-9)).rounded()))
            }
            rounds *= 4
        }
    }

    /// The median time of one call of `body`, in milliseconds (for slow one-off work).
    @MainActor
    func millisecondsPerCall(samples: Int = 9, _ body: () -> Void) -> Double {
        body()
        return median((0..<samples).map { _ in Self.seconds(body) * 1e3 })
    }

    static func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        let duration = clock.now - start
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
