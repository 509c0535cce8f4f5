import Foundation
import Pathways

/// ENC-11 with a rounding strategy: a date encodes when its rounded form is representable, and
/// decodes to that form: a whole second or millisecond, at or before the date and less than one
/// unit before it. The harness does not reproduce the library's rounding of binary64 seconds
/// bit for bit: it checks these bounds, and that the decoded value encodes exactly as it was.
enum RoundedDateCheck {
    static func run(_ input: inout FuzzInput) throws(Violation) {
        let toSeconds = input.flag()
        let encoder = PathwayEncoder(dateEncodingStrategy: toSeconds ? .roundedDownToSeconds : .roundedDownToMilliseconds)
        let value = RoundedDateRoute.arbitrary(&input).value
        let expected = value.dates.reduce(Expectation.success) { $0.and(expectation(for: $1, toSeconds: toSeconds)) }
        let path: String
        do {
            path = try encoder.encode(value)
        } catch {
            try ErrorRules.check(error, phases: [.encode])
            try require(!expected.codes.isEmpty, "rounding encoder refused \(value), which it must accept: \(error)")
            try require(expected.codes.contains(error.code), "rounding encoder refused \(value) with \(error.code)")
            return
        }
        try require(!expected.mustFail, "rounding encoder accepted \(value) as \(show(path)); expected \(expected.codes)")
        try RoundTrip.checkShape(path, of: RoundedDateRoute.self)
        let decoded: RoundedDateRoute
        do {
            decoded = try PathwayDecoder.shared.decode(RoundedDateRoute.self, fromPath: path)
        } catch {
            throw Violation("\(value) encoded with rounding as \(show(path)), which does not decode: \(error)")
        }
        try require(decoded.dates.count == value.dates.count, "\(value) rounded as \(show(path)) decodes as \(decoded)")
        let unit = toSeconds ? 1.0 : 0.001
        for (date, rounded) in zip(value.dates, decoded.dates) {
            let seconds = date.timeIntervalSince1970
            let back = rounded.timeIntervalSince1970
            // A microsecond of slack for the conversions between 1970- and 2001-based seconds.
            try require(
                back <= seconds + 1e-6 && seconds - back < unit + 1e-6,
                "\(date) (\(seconds)) rounded down to \(toSeconds ? "seconds" : "milliseconds") gives \(back)")
            if toSeconds { try require(back == back.rounded(.down), "\(date) rounded to seconds gives \(back)") }
        }
        do {
            let exact = try PathwayEncoder.shared.encode(decoded)
            try require(exact.utf8.elementsEqual(path.utf8), "rounded \(show(path)) encodes exactly as \(show(exact))")
        } catch let violation as Violation {
            throw violation
        } catch {
            throw Violation("the rounded \(decoded) from \(show(path)) does not encode exactly: \(error)")
        }
    }

    /// Whether rounding `date` down lands in SCALAR-8's range; near its edges either is allowed.
    private static func expectation(for date: Date, toSeconds: Bool) -> Expectation {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else { return .refusal(.unrepresentableDate) }
        let milliseconds = toSeconds ? seconds.rounded(.down) * 1_000 : (seconds * 1_000).rounded(.down)
        let range = Date.representableMilliseconds
        let lower = Double(range.lowerBound)
        let upper = Double(range.upperBound)
        if milliseconds > lower + 1_000 && milliseconds < upper - 1_000 { return .success }
        if milliseconds < lower - 1_000 || milliseconds > upper + 1_000 { return .refusal(.unrepresentableDate) }
        return .either(.unrepresentableDate)
    }
}
