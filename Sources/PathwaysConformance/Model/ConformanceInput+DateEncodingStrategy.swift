extension ConformanceInput {
    /// How an encode input asks dates to be written (ENC-11): the fixture's `dateEncoding`,
    /// named as the library's `DateEncodingStrategy` is.
    ///
    /// ```swift
    /// ConformanceInput.encode(route: "event", values: ValueMap(["at": .number("0.0005")]), base: nil, dateEncoding: .roundedDownToMilliseconds)
    /// ```
    public enum DateEncodingStrategy: String, Sendable, Hashable, CaseIterable {
        /// Exactly, refusing a date finer than a millisecond with `unrepresentableDate`; the
        /// default, and what an encode input without `dateEncoding` asks for.
        case exact
        /// Rounded down (toward the past) to a whole millisecond first.
        case roundedDownToMilliseconds
        /// Rounded down (toward the past) to a whole second first.
        case roundedDownToSeconds
    }
}

/// A name only drafts of Pathways 1.0.0 had; use ``ConformanceInput/DateEncodingStrategy``.
@available(*, unavailable, renamed: "ConformanceInput.DateEncodingStrategy")
public typealias DateEncoding = ConformanceInput.DateEncodingStrategy
