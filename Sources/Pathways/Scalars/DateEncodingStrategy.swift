import Foundation

/// How ``PathwayEncoder`` writes dates (SPEC ENC-11).
///
/// A date is written to the millisecond (SCALAR-8), and by default a date finer than that is
/// refused rather than rounded, so that every encoded route decodes to an equal value.
/// `Date()` carries sub-millisecond precision: to encode routes built from the current date,
/// choose a rounding strategy.
///
/// ```swift
/// var encoder = PathwayEncoder()
/// encoder.dateEncodingStrategy = .roundedDownToMilliseconds
/// try encoder.encode(EventRoute(at: Date()))  // "/events/2026-12-01T09%3A30%3A12.345Z"
/// ```
public enum DateEncodingStrategy: Sendable, Hashable, CaseIterable {
    /// Write the date exactly; a date finer than a millisecond is refused with
    /// ``PathwayError/Code/unrepresentableDate``. The default.
    case exact
    /// Round the date down (toward the past) to a whole millisecond, then write it.
    case roundedDownToMilliseconds
    /// Round the date down (toward the past) to a whole second, then write it.
    case roundedDownToSeconds

    /// The date this strategy writes for `date`.
    func rounded(_ date: Date) -> Date {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else { return date }
        switch self {
        case .exact:
            return date
        case .roundedDownToSeconds:
            return Date(timeIntervalSince1970: seconds.rounded(.down))
        case .roundedDownToMilliseconds:
            // A date already on a millisecond stays as it is, although its binary64 seconds
            // times 1,000 may fall just below the whole number (SCALAR-8 reads it the same
            // way); any other is moved down to the millisecond below it.
            let nearest = (seconds * 1_000).rounded()
            if Date(timeIntervalSince1970: nearest / 1_000) == date { return date }
            var below = (seconds * 1_000).rounded(.down)
            if below / 1_000 > seconds { below -= 1 }
            return Date(timeIntervalSince1970: below / 1_000)
        }
    }
}
