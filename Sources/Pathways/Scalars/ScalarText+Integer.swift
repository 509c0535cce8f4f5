/// The text form of the integer types: canonical decimal (SCALAR-3).
extension ScalarText {
    /// Parses canonical decimal: an optional `-` for signed types, then `0` or digits without a
    /// leading zero. `+`, `-0`, leading zeros, spaces and other bases are refused.
    static func parseInteger<T: FixedWidthInteger>(_ text: String, as type: T.Type) throws(Failure) -> T {
        try ByteView.withBytes(of: text) { bytes throws(Failure) in try parseInteger(bytes, as: type) }
    }

    /// ``parseInteger(_:as:)`` on the UTF-8 bytes: a digit is an ASCII byte, and no Unicode
    /// digit of another script reads as one (SCALAR-3).
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
}
