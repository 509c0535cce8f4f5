import Foundation

/// The Unix-time text forms of `Date`: whole seconds or whole milliseconds since 1970, in
/// canonical decimal, within the years ISO 8601 can write (SCALAR-10).
extension ScalarText {
    /// Parses a date in `form`, which is not ``DateTextForm/iso8601``.
    ///
    /// The text is read as an `Int64` in canonical decimal first (SCALAR-3), so `+1`, `01`,
    /// `-0`, `1.5` and `1e9` are `invalidValue`; a number of that form outside the years 0001 to
    /// 9999 is `valueOutOfRange`.
    static func parseUnixDate(_ text: String, form: DateTextForm) throws(Failure) -> Date {
        let unit = form == .millisecondsSince1970 ? "milliseconds" : "seconds"
        let count: Int64
        do throws(Failure) {
            count = try parseInteger(text, as: Int64.self)
        } catch {
            throw Failure(
                code: error.code == .valueOutOfRange ? .valueOutOfRange : .invalidValue,
                expected: error.code == .valueOutOfRange
                    ? "whole \(unit) since 1970 in the years 0001 to 9999 (\(unixRange(form)))"
                    : "whole \(unit) since 1970 in decimal, without '+', leading zeros or a fraction, such as \(example(form))")
        }
        let scale: Int64 = form == .millisecondsSince1970 ? 1 : 1_000
        let range = CivilCalendar.representableMilliseconds
        guard count >= range.lowerBound / scale, count <= range.upperBound / scale else {
            throw Failure(code: .valueOutOfRange, expected: "whole \(unit) since 1970 in the years 0001 to 9999 (\(unixRange(form)))")
        }
        return CivilCalendar.date(millisecondsSinceEpoch: count * scale)
    }

    /// Writes `value` in `form`, which is not ``DateTextForm/iso8601``: a date that is not a
    /// whole number of the form's unit, or lies outside the years 0001 to 9999, is refused.
    static func formatUnixDate(_ value: Date, form: DateTextForm) throws(Failure) -> String {
        let seconds = form == .secondsSince1970
        let failure = Failure(
            code: .unrepresentableDate,
            expected: seconds
                ? "a whole number of seconds since 1970 in the years 0001 to 9999 (round it with .roundedDownToSeconds)"
                : "a whole number of milliseconds since 1970 in the years 0001 to 9999 (round it with .roundedDownToMilliseconds)")
        let scaled = (value.timeIntervalSince1970 * 1_000).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { throw failure }
        let milliseconds = Int64(scaled)
        guard CivilCalendar.representableMilliseconds.contains(milliseconds),
            CivilCalendar.date(millisecondsSinceEpoch: milliseconds) == value
        else { throw failure }
        guard seconds else { return String(milliseconds) }
        guard milliseconds % 1_000 == 0 else { throw failure }
        return String(milliseconds / 1_000)
    }

    private static func unixRange(_ form: DateTextForm) -> String {
        form == .millisecondsSince1970 ? "-62135596800000 to 253402300799999" : "-62135596800 to 253402300799"
    }

    private static func example(_ form: DateTextForm) -> String {
        form == .millisecondsSince1970 ? "1796040000250" : "1796040000"
    }
}
