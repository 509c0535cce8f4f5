/// The text form of `Float` and `Double` (SCALAR-4).
extension ScalarText {
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
}
