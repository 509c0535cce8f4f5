import Foundation

/// The text forms of the scalar types a route can hold (SPEC: SCALAR-1 to SCALAR-9).
///
/// Parsing works on the UTF-8 bytes of the decoded component and creates no formatter. Each
/// parser accepts exactly the forms SPEC.md lists; each formatter writes the one canonical form
/// that its parser reads back to an equal value.
enum ScalarText {
    /// Why a text was refused: the code and what was expected, in words.
    struct Failure: Error {
        let code: PathwayError.Code
        let expected: String
    }

    // MARK: Bool (SCALAR-2)

    static func parseBool(_ text: String) throws(Failure) -> Bool {
        switch text {
        case "true": return true
        case "false": return false
        default: throw Failure(code: .invalidValue, expected: "true or false")
        }
    }

    static func format(_ value: Bool) -> String { value ? "true" : "false" }

    // MARK: Integers (SCALAR-3)

    /// Parses canonical decimal: an optional `-` for signed types, then `0` or digits without a
    /// leading zero. `+`, `-0`, leading zeros, spaces and other bases are refused.
    static func parseInteger<T: FixedWidthInteger>(_ text: String, as type: T.Type) throws(Failure) -> T {
        try ByteView.withBytes(of: text) { bytes throws(Failure) in try parseInteger(bytes, as: type) }
    }

    /// ``parseInteger(_:as:)`` on the UTF-8 bytes, where the string's generic views would cost
    /// more than the parse.
    private static func parseInteger<T: FixedWidthInteger>(_ bytes: ByteView, as type: T.Type) throws(Failure) -> T {
        let expected = T.isSigned ? "a decimal integer without '+' or leading zeros" : "a decimal integer without a sign or leading zeros"
        var index = 0
        let negative = bytes.first == ASCII.minus
        if negative {
            guard T.isSigned else { throw Failure(code: .invalidValue, expected: expected) }
            index = 1
        }
        guard index < bytes.count, ASCII.isDigit(bytes[index]) else { throw Failure(code: .invalidValue, expected: expected) }
        guard bytes[index] != UInt8(ascii: "0") || (bytes.count - index == 1 && !negative) else {
            throw Failure(code: .invalidValue, expected: expected)
        }
        var value: T = 0
        var overflow = false
        while index < bytes.count {
            let byte = bytes[index]
            guard ASCII.isDigit(byte) else { throw Failure(code: .invalidValue, expected: expected) }
            let digit = T(byte &- UInt8(ascii: "0"))
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflow) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            overflow = overflow || shiftOverflow || addOverflow
            value = next
            index += 1
        }
        guard !overflow else {
            throw Failure(code: .valueOutOfRange, expected: "an integer from \(T.min) to \(T.max)")
        }
        return value
    }

    static func format<T: FixedWidthInteger>(_ value: T) -> String { String(value) }

    // MARK: Floating point (SCALAR-4)

    /// Parses `-?DIGITS(.DIGITS)?([eE][+-]?DIGITS)?`; refuses `inf`, `nan`, hex and `+`.
    static func parseFloatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ text: String, as type: T.Type
    ) throws(Failure) -> T {
        let expected = "a decimal number such as 42, -0.5 or 1e-07"
        guard isDecimalNumber(text.utf8), let value = T(text) else {
            throw Failure(code: .invalidValue, expected: expected)
        }
        guard value.isFinite else {
            throw Failure(code: .valueOutOfRange, expected: "a finite \(T.self)")
        }
        return value
    }

    /// The shortest text that reads back to the same value (Swift's `description`).
    static func format<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: T) throws(Failure) -> String {
        guard value.isFinite else { throw Failure(code: .nonFiniteNumber, expected: "a finite number") }
        return value.description
    }

    private static func isDecimalNumber(_ utf8: String.UTF8View) -> Bool {
        var iterator = utf8.makeIterator()
        var byte = iterator.next()
        if byte == ASCII.minus { byte = iterator.next() }
        func digits() -> Bool {
            var count = 0
            while let current = byte, ASCII.isDigit(current) {
                count += 1
                byte = iterator.next()
            }
            return count > 0
        }
        guard digits() else { return false }
        if byte == ASCII.dot {
            byte = iterator.next()
            guard digits() else { return false }
        }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            byte = iterator.next()
            if byte == ASCII.plus || byte == ASCII.minus { byte = iterator.next() }
            guard digits() else { return false }
        }
        return byte == nil
    }

    // MARK: UUID (SCALAR-6)

    /// Parses the hyphenated 8-4-4-4-12 form in any case.
    static func parseUUID(_ text: String) throws(Failure) -> UUID {
        let failure = Failure(code: .invalidValue, expected: "a UUID such as 123e4567-e89b-12d3-a456-426614174000")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        var high: UInt8?
        var position = 0
        for byte in text.utf8 {
            defer { position += 1 }
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard byte == ASCII.minus else { throw failure }
                continue
            }
            guard ASCII.isHexDigit(byte) else { throw failure }
            if let pending = high {
                bytes.append(pending << 4 | ASCII.hexValue(byte))
                high = nil
            } else {
                high = ASCII.hexValue(byte)
            }
        }
        guard position == 36, bytes.count == 16 else { throw failure }
        let uuid = (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        )
        return UUID(uuid: uuid)
    }

    /// Lower-case hyphenated form (RFC 9562 section 4).
    static func format(_ value: UUID) -> String { value.uuidString.lowercased() }

    // MARK: Date (SCALAR-7, SCALAR-8)

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
        let failure = Failure(code: .unrepresentableDate, expected: "a date in years 1-9999 with at most millisecond precision")
        let scaled = (value.timeIntervalSince1970 * 1_000).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { throw failure }
        let milliseconds = Int64(scaled)
        guard CivilCalendar.date(millisecondsSinceEpoch: milliseconds) == value else { throw failure }
        let (secondsTotal, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1_000)
        let seconds = fraction < 0 ? secondsTotal - 1 : secondsTotal
        let millisecond = fraction < 0 ? fraction + 1_000 : fraction
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let dayIndex = secondOfDay < 0 ? days - 1 : days
        let second = secondOfDay < 0 ? secondOfDay + 86_400 : secondOfDay
        let (year, month, day) = CivilCalendar.civil(daysSinceEpoch: Int(dayIndex))
        guard (1...9999).contains(year) else { throw failure }
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

/// Proleptic Gregorian calendar arithmetic in UTC, without `Calendar` or formatters.
enum CivilCalendar {
    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given civil date (after Howard Hinnant's `days_from_civil`).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day counted from 1970-01-01 (after `civil_from_days`).
    static func civil(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// 0001-01-01T00:00:00.000Z through 9999-12-31T23:59:59.999Z, in milliseconds since 1970.
    static let representableMilliseconds: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

    /// The one conversion from milliseconds to `Date`, shared by parsing and formatting so that
    /// a formatted date always parses back to an equal `Date`.
    static func date(millisecondsSinceEpoch milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
    }
}
