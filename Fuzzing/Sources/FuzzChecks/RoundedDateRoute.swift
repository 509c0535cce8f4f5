import Foundation
import Pathways

/// A date in the path and dates in the query, for the rounding strategies of ENC-11.
struct RoundedDateRoute: FuzzRoute {
    static let pattern = "/when/:at"
    let at: Date
    let until: [Date]

    var dates: [Date] { [at] + until }

    func isIdentical(to other: RoundedDateRoute) -> Bool { at == other.at && until == other.until }

    /// Dates of every kind `Date.arbitrary` makes; what encoding must do depends on the strategy
    /// (``RoundedDateCheck``), so the expectation here is the exact strategy's.
    static func arbitrary(_ input: inout FuzzInput) -> (value: RoundedDateRoute, expectation: Expectation) {
        let (at, expectation) = Date.arbitrary(&input)
        var until: [Date] = []
        var all = expectation
        for _ in 0..<input.choice(4) {
            let (date, dateExpectation) = Date.arbitrary(&input)
            until.append(date)
            all = all.and(dateExpectation)
        }
        return (RoundedDateRoute(at: at, until: until), all)
    }
}
