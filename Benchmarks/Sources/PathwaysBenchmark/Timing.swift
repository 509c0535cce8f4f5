/// Wall-clock measurement: calibrate a batch to about `sampleSeconds`, time `samples` batches
/// with `ContinuousClock`, and report the median batch in nanoseconds per operation.
struct Timer {
    var samples = 9
    var sampleSeconds = 0.02

    /// - Parameters:
    ///   - operations: How many operations one call of `body` performs.
    ///   - body: The work; it must feed its results into a sink so the optimizer keeps it.
    @MainActor
    func nanosecondsPerOperation(operations: Int, _ body: () -> Void) -> Double {
        body()  // warm caches, lazy statics and the branch predictor
        var rounds = 1
        while true {
            let elapsed = Self.seconds { for _ in 0..<rounds { body() } }
            if elapsed >= sampleSeconds / 4 || rounds >= 1 << 24 {
                rounds = max(1, Int((Double(rounds) * sampleSeconds / max(elapsed, 1e-9)).rounded()))
                break
            }
            rounds *= 4
        }
        var perOperation: [Double] = []
        for _ in 0..<samples {
            let elapsed = Self.seconds { for _ in 0..<rounds { body() } }
            perOperation.append(elapsed * 1e9 / Double(rounds * operations))
        }
        return median(perOperation)
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
