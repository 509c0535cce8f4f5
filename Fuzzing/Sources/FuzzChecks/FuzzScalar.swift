import Foundation
import Pathways

/// A type a route property can have, with what the fuzz checks need to know about it.
protocol FuzzScalar: Codable, Sendable {
    /// Equality that tells apart what `==` may not: strings by UTF-8 bytes, floating-point values
    /// by bit pattern (so `-0.0` differs from `0.0`).
    func isIdentical(to other: Self) -> Bool

    /// The value a decoded path component must give, parsed independently of Pathways.
    static func reference(_ text: String) -> Reference<Self>

    /// Whether a text that decodes successfully is the canonical form, which encoding the decoded
    /// value must print back byte for byte.
    static func isCanonical(_ text: String) -> Bool

    /// A value derived from fuzzer bytes, and what encoding it must do.
    static func arbitrary(_ input: inout FuzzInput) -> (value: Self, expectation: Expectation)
}

extension FuzzScalar where Self: Equatable {
    func isIdentical(to other: Self) -> Bool { self == other }
}

/// The text rules of SCALAR-1 and ENC-2 to ENC-5, for any text that fills a placeholder.
enum TextRules {
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The refusals the encoder must give for `text` as a path component.
    static func expectation(for text: String) -> Expectation {
        var codes: Set<PathwayError.Code> = []
        if text.isEmpty { codes.insert(.emptyValue) }
        if text.utf8.elementsEqual(".".utf8) || text.utf8.elementsEqual("..".utf8) { codes.insert(.dotSegment) }
        if text.utf8.count > PathwayLimits.default.maxComponentLength { codes.insert(.componentTooLong) }
        if text.unicodeScalars.contains(where: isControl) { codes.insert(.controlCharacter) }
        return Expectation(codes: codes, mustFail: !codes.isEmpty)
    }

    /// The refusals the encoder must give for `text` as a query name or value, or a fragment
    /// piece: there an empty text and `.` and `..` are ordinary (ENC-2 to ENC-5).
    static func queryExpectation(for text: String) -> Expectation {
        var codes: Set<PathwayError.Code> = []
        if text.utf8.count > PathwayLimits.default.maxComponentLength { codes.insert(.componentTooLong) }
        if text.unicodeScalars.contains(where: isControl) { codes.insert(.controlCharacter) }
        return Expectation(codes: codes, mustFail: !codes.isEmpty)
    }

    /// The length of `text` as PCT-6 writes it.
    static func encodedLength(_ text: String) -> Int {
        text.utf8.reduce(0) { $0 + (Percent.isUnreserved($1) ? 1 : 3) }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

// MARK: - String and Bool

extension String: FuzzScalar {
    func isIdentical(to other: String) -> Bool { utf8.elementsEqual(other.utf8) }
    static func reference(_ text: String) -> Reference<String> { .value(text) }
    static func isCanonical(_ text: String) -> Bool { true }

    static func arbitrary(_ input: inout FuzzInput) -> (value: String, expectation: Expectation) {
        let text = input.string()
        return (text, TextRules.expectation(for: text))
    }
}

extension Bool: FuzzScalar {
    static func reference(_ text: String) -> Reference<Bool> {
        if text.utf8.elementsEqual("true".utf8) { return .value(true) }
        if text.utf8.elementsEqual("false".utf8) { return .value(false) }
        return .refused(.invalidValue)
    }

    static func isCanonical(_ text: String) -> Bool { true }

    static func arbitrary(_ input: inout FuzzInput) -> (value: Bool, expectation: Expectation) {
        (input.flag(), .success)
    }
}

// MARK: - Integers (SCALAR-3)

extension FuzzScalar where Self: FixedWidthInteger {
    /// Canonical decimal: `-` only for signed types, no `+`, no leading zeros, no `-0`.
    static func reference(_ text: String) -> Reference<Self> {
        var digits = Array(text.utf8)[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy(TextRules.isDigit), !negative || isSigned else {
            return .refused(.invalidValue)
        }
        if digits.first == UInt8(ascii: "0"), digits.count > 1 || negative { return .refused(.invalidValue) }
        guard let value = Self(text) else { return .refused(.valueOutOfRange) }
        return .value(value)
    }

    static func isCanonical(_ text: String) -> Bool { true }

    static func arbitrary(_ input: inout FuzzInput) -> (value: Self, expectation: Expectation) {
        let value: Self =
            switch input.choice(8) {
            case 0: .min
            case 1: .max
            case 2: 0
            case 3: isSigned ? 0 &- 1 : 1
            default: input.integer(Self.self)
            }
        return (value, .success)
    }
}

extension Int: FuzzScalar {}
extension Int8: FuzzScalar {}
extension Int16: FuzzScalar {}
extension Int32: FuzzScalar {}
extension Int64: FuzzScalar {}
extension UInt: FuzzScalar {}
extension UInt8: FuzzScalar {}
extension UInt16: FuzzScalar {}
extension UInt32: FuzzScalar {}
extension UInt64: FuzzScalar {}

// MARK: - Floating point (SCALAR-4)

/// Checks the decimal grammar SCALAR-4 allows: `-?DIGITS(.DIGITS)?([eE][+-]?DIGITS)?`.
enum DecimalGrammar {
    static func matches(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Bool {
            let start = index
            while index < bytes.count, TextRules.isDigit(bytes[index]) { index += 1 }
            return index > start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() else { return false }
        }
        return index == bytes.count
    }
}

extension FuzzScalar where Self: BinaryFloatingPoint & LosslessStringConvertible {
    /// Bit-for-bit identity: `-0.0` and `0.0` differ, as do NaN payloads.
    func isIdentical(to other: Self) -> Bool {
        sign == other.sign && exponentBitPattern == other.exponentBitPattern
            && significandBitPattern == other.significandBitPattern
    }

    static func reference(_ text: String) -> Reference<Self> {
        guard DecimalGrammar.matches(text) else { return .refused(.invalidValue) }
        guard let value = Self(text) else { return .unchecked }
        return value.isFinite ? .value(value) : .refused(.valueOutOfRange)
    }

    static func isCanonical(_ text: String) -> Bool { false }

    static func arbitrary(_ input: inout FuzzInput) -> (value: Self, expectation: Expectation) {
        let value: Self =
            switch input.choice(16) {
            case 0: 0
            case 1: -0.0
            case 2: .infinity
            case 3: -.infinity
            case 4: .nan
            case 5: .signalingNaN
            case 6: .leastNonzeroMagnitude
            case 7: -.leastNormalMagnitude
            case 8: .greatestFiniteMagnitude
            case 9: .ulpOfOne
            default: fromBits(&input)
            }
        return (value, value.isFinite ? .success : .refusal(.nonFiniteNumber))
    }

    private static func fromBits(_ input: inout FuzzInput) -> Self {
        if Self.self == Float.self, let value = Float(bitPattern: input.integer(UInt32.self)) as? Self { return value }
        if let value = Double(bitPattern: input.integer(UInt64.self)) as? Self { return value }
        return 0
    }
}

extension Float: FuzzScalar {}
extension Double: FuzzScalar {}

// MARK: - UUID (SCALAR-6)

extension UUID: FuzzScalar {
    static func reference(_ text: String) -> Reference<UUID> {
        let bytes = Array(text.utf8)
        let hyphens: Set = [8, 13, 18, 23]
        let wellFormed =
            bytes.count == 36
            && bytes.indices.allSatisfy { index in
                hyphens.contains(index) ? bytes[index] == UInt8(ascii: "-") : isHexDigit(bytes[index])
            }
        guard wellFormed else { return .refused(.invalidValue) }
        return UUID(uuidString: text).map { .value($0) } ?? .unchecked
    }

    static func isCanonical(_ text: String) -> Bool {
        !text.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "F") }
    }

    static func arbitrary(_ input: inout FuzzInput) -> (value: UUID, expectation: Expectation) {
        let bytes = (0..<16).map { _ in input.byte() }
        let value = UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
        return (value, .success)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        TextRules.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
}

// MARK: - Date (SCALAR-7, SCALAR-8)

extension Date: FuzzScalar {
    /// Milliseconds since 1970 of 0001-01-01T00:00:00Z and of 9999-12-31T23:59:59.999Z.
    static let representableMilliseconds: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

    /// The date parser is checked by round trips and by canonical texts only.
    static func reference(_ text: String) -> Reference<Date> { .unchecked }

    /// `YYYY-MM-DDTHH:MM:SSZ` or `YYYY-MM-DDTHH:MM:SS.fffZ` with a non-zero fraction.
    static func isCanonical(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let shape = Array("dddd-dd-ddTdd:dd:dd".utf8)
        guard bytes.count == 20 || bytes.count == 24, bytes.last == UInt8(ascii: "Z") else { return false }
        for (byte, expected) in zip(bytes, shape) {
            guard expected == UInt8(ascii: "d") ? TextRules.isDigit(byte) : byte == expected else { return false }
        }
        guard bytes.count == 24 else { return true }
        let fraction = bytes[20..<23]
        return bytes[19] == UInt8(ascii: ".") && fraction.allSatisfy(TextRules.isDigit)
            && !fraction.allSatisfy { $0 == UInt8(ascii: "0") }
    }

    static func arbitrary(_ input: inout FuzzInput) -> (value: Date, expectation: Expectation) {
        let range = representableMilliseconds
        switch input.choice(6) {
        case 0:
            // Whole milliseconds in range: must always encode.
            let span = UInt64(range.upperBound - range.lowerBound + 1)
            let milliseconds = range.lowerBound + Int64(input.integer(UInt64.self) % span)
            return (Date(timeIntervalSince1970: Double(milliseconds) / 1_000), .success)
        case 1:
            // Any millisecond count: encodes exactly when it is in range.
            let milliseconds = input.integer(Int64.self) >> Int64(input.choice(64))
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
            return (date, range.contains(milliseconds) ? .success : .refusal(.unrepresentableDate))
        case 2:
            let edges: [Int64] = [
                range.lowerBound, range.upperBound, 0, -1, 1, 951_782_400_000, range.lowerBound - 1, range.upperBound + 1,
            ]
            let milliseconds = edges[input.choice(edges.count)]
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
            return (date, range.contains(milliseconds) ? .success : .refusal(.unrepresentableDate))
        case 3:
            // Whole seconds from a 32-bit count: always in range.
            return (Date(timeIntervalSince1970: Double(input.integer(Int32.self))), .success)
        case 4:
            // Any double relative to 2001: sub-millisecond, huge, infinite or NaN.
            let seconds = Double(bitPattern: input.integer(UInt64.self))
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            return (date, seconds.isFinite ? .either(.unrepresentableDate) : .refusal(.unrepresentableDate))
        default:
            // A whole millisecond plus a fraction of one.
            let milliseconds = Double(input.integer(Int32.self)) * 1_000 + Double(input.integer(UInt16.self)) / 65_536
            return (Date(timeIntervalSince1970: milliseconds / 1_000), .either(.unrepresentableDate))
        }
    }
}

// MARK: - Optional

extension Optional: FuzzScalar where Wrapped: FuzzScalar {
    func isIdentical(to other: Wrapped?) -> Bool {
        switch (self, other) {
        case (nil, nil): true
        case (let lhs?, let rhs?): lhs.isIdentical(to: rhs)
        default: false
        }
    }

    /// A placeholder always holds a non-empty component, so a decoded optional is never `nil`.
    static func reference(_ text: String) -> Reference<Wrapped?> { Wrapped.reference(text).map { $0 } }
    static func isCanonical(_ text: String) -> Bool { Wrapped.isCanonical(text) }

    static func arbitrary(_ input: inout FuzzInput) -> (value: Wrapped?, expectation: Expectation) {
        if input.choice(4) == 0 { return (nil, .refusal(.missingValue)) }
        let (value, expectation) = Wrapped.arbitrary(&input)
        return (value, expectation)
    }
}
