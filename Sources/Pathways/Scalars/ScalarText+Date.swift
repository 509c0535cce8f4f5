import Foundation

/// The text form of `Date`: ISO 8601 in UTC, to the millisecond (SCALAR-7, SCALAR-8).
extension ScalarText {
    /// Parses `YYYY-MM-DDTHH:MM:SS[.f{1,3}](Z|±HH:MM)`, years 0001 to 9999, no leap seconds.
    static func parseDate(_ text: String) throws(Failure) -> Date {
        let failure = Failure(
            code: .invalidValue,
            expected: "an ISO 8601 date-time such as 2026-11-30T12:00:00Z or 2026-11-30T12:00:00.250+01:00")
        let bytes = Array(text.utf8)
        var cursor = 0
        func number(_ width: Int) throws(Failure) -> Int {
            guard cursor + width <= bytes.count else { throw failure }
            var value = 0
            for byte in bytes[cursor..<(cursor + width)] {
                guard ASCII.isDigit(byte) else { throw failure }
                value = value * 10 + Int(byte &- UInt8(ascii: "0"))
            }
            cursor += width
            return value
        }
        func expect(_ character: Unicode.Scalar) throws(Failure) {
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: character) else { throw failure }
            cursor += 1
        }
        let year = try number(4)
        try expect("-")
        let month = try number(2)
        try expect("-")
        let day = try number(2)
        try expect("T")
        let hour = try number(2)
        try expect(":")
        let minute = try number(2)
        try expect(":")
        let second = try number(2)
        var milliseconds = 0
        if cursor < bytes.count, bytes[cursor] == ASCII.dot {
            cursor += 1
            var digits = 0
            while cursor < bytes.count, ASCII.isDigit(bytes[cursor]) {
                guard digits < 3 else {
                    throw Failure(code: .invalidValue, expected: "at most 3 fractional digits (millisecond precision)")
                }
                milliseconds = milliseconds * 10 + Int(bytes[cursor] &- UInt8(ascii: "0"))
                digits += 1
                cursor += 1
            }
            guard digits > 0 else { throw failure }
            for _ in digits..<3 { milliseconds *= 10 }
        }
        var offsetMinutes = 0
        guard cursor < bytes.count else { throw failure }
        switch bytes[cursor] {
        case UInt8(ascii: "Z"):
            cursor += 1
        case ASCII.plus, ASCII.minus:
            let sign = bytes[cursor] == ASCII.minus ? -1 : 1
            cursor += 1
            let offsetHour = try number(2)
            try expect(":")
            let offsetMinute = try number(2)
            guard offsetHour <= 23, offsetMinute <= 59 else { throw failure }
            offsetMinutes = sign * (offsetHour * 60 + offsetMinute)
        default:
            throw failure
        }
        guard cursor == bytes.count, (1...9999).contains(year), (1...12).contains(month),
            (1...CivilCalendar.daysInMonth(year: year, month: month)).contains(day),
            hour <= 23, minute <= 59, second <= 59
        else { throw failure }
        let days = CivilCalendar.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetMinutes * 60
        let instant = Int64(seconds) * 1_000 + Int64(milliseconds)
        // The offset may not carry the instant out of the years the encoder can write, so every
        // decoded date encodes again (SCALAR-7).
        guard CivilCalendar.representableMilliseconds.contains(instant) else {
            throw Failure(code: .invalidValue, expected: "a date-time in the years 0001 to 9999 in UTC")
        }
        return CivilCalendar.date(millisecondsSinceEpoch: instant)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, with `.fff` when the date has a fractional second.
    static func format(_ value: Date) throws(Failure) -> String {
        let outOfRange = Failure(code: .unrepresentableDate, expected: "a date in the years 0001 to 9999")
        let scaled = (value.timeIntervalSince1970 * 1_000).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { throw outOfRange }
        let milliseconds = Int64(scaled)
        guard CivilCalendar.date(millisecondsSinceEpoch: milliseconds) == value else {
            throw Failure(
                code: .unrepresentableDate,
                expected: "a whole number of milliseconds; to encode a date such as Date(), use "
                    + "PathwayEncoder(dateEncodingStrategy: .roundedDownToMilliseconds) or .roundedDownToSeconds")
        }
        let (secondsTotal, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1_000)
        let seconds = fraction < 0 ? secondsTotal - 1 : secondsTotal
        let millisecond = fraction < 0 ? fraction + 1_000 : fraction
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let dayIndex = secondOfDay < 0 ? days - 1 : days
        let second = secondOfDay < 0 ? secondOfDay + 86_400 : secondOfDay
        let (year, month, day) = CivilCalendar.civil(daysSinceEpoch: Int(dayIndex))
        guard (1...9999).contains(year) else { throw outOfRange }
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
        text += pad(Int(second / 3_600), 2) + ":" + pad(Int(second % 3_600 / 60), 2) + ":" + pad(Int(second % 60), 2)
        if millisecond != 0 { text += "." + pad(Int(millisecond), 3) }
        return text + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
