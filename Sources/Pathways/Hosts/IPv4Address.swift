/// An IPv4 address, read from a host as the WHATWG URL Standard reads it.
///
/// A browser reads any host whose last label is a number as an IPv4 address, in one of many
/// spellings: `0x7f.1`, `2130706433` and `127.0.0.1` are the same address for it. Pathways
/// compares hosts as they are written, so it accepts only the one spelling a browser would
/// write back, and refuses the others rather than rewrite them (URL-11, HOST-3).
struct IPv4Address: Equatable, CustomStringConvertible {
    /// The address as a 32-bit number.
    let value: UInt32

    /// The dotted-decimal form a browser writes, such as `127.0.0.1`.
    var description: String {
        "\(value >> 24).\(value >> 16 & 0xFF).\(value >> 8 & 0xFF).\(value & 0xFF)"
    }

    /// Whether a browser reads `host` as an IPv4 address: its last label, after one trailing
    /// dot, is all digits or `0x` and hexadecimal digits (the standard's "ends in a number").
    static func endsInNumber<Host: BidirectionalCollection<UInt8>>(_ host: Host) -> Bool {
        var end = host.endIndex
        if end > host.startIndex, host[host.index(before: end)] == ASCII.dot { end = host.index(before: end) }
        let start = host[..<end].lastIndex(of: ASCII.dot).map { host.index(after: $0) } ?? host.startIndex
        let label = host[start..<end]
        // Both kinds of number start with a digit; most host names end in a label that does not.
        guard let first = label.first, ASCII.isDigit(first) else { return false }
        return label.allSatisfy(ASCII.isDigit) || number(label) != nil
    }

    /// Reads `host` as a browser reads a host that ends in a number, or returns `nil` where a
    /// browser refuses it: more than four parts, an empty part, a digit outside the part's base,
    /// or a part out of range.
    init?<Host: BidirectionalCollection<UInt8>>(whatwg host: Host) {
        var end = host.endIndex
        // An empty last part (a trailing dot) is dropped; it always has another part before it.
        if end > host.startIndex, host[host.index(before: end)] == ASCII.dot { end = host.index(before: end) }
        var numbers: [UInt64] = []
        for part in host[..<end].split(separator: ASCII.dot, omittingEmptySubsequences: false) {
            guard numbers.count < 4, let number = Self.number(part) else { return nil }
            numbers.append(number)
        }
        guard let last = numbers.last else { return nil }
        var value: UInt64 = 0
        for (position, number) in numbers.dropLast().enumerated() {
            guard number <= 255 else { return nil }
            value |= number << (8 * (3 - position))
        }
        guard last < UInt64(1) << (8 * (5 - numbers.count)) else { return nil }
        self.value = UInt32(value + last)
    }

    /// Reads one part: decimal, octal after a leading `0`, or hexadecimal after `0x` or `0X`;
    /// `nil` for an empty part or a digit outside the base. Values above 2^32, which no part may
    /// have, are kept at 2^32 so that long digit strings cannot overflow.
    private static func number<Part: Collection<UInt8>>(_ part: Part) -> UInt64? {
        guard !part.isEmpty else { return nil }
        var digits = part[...]
        var radix: UInt64 = 10
        if digits.count >= 2, digits.first == UInt8(ascii: "0") {
            let second = digits[digits.index(after: digits.startIndex)]
            if second == UInt8(ascii: "x") || second == UInt8(ascii: "X") {
                radix = 16
                digits = digits.dropFirst(2)
            } else {
                radix = 8
                digits = digits.dropFirst()
            }
        }
        var value: UInt64 = 0
        for byte in digits {
            let digit: UInt64
            if ASCII.isDigit(byte) {
                digit = UInt64(byte &- UInt8(ascii: "0"))
            } else if radix == 16, ASCII.isHexDigit(byte) {
                digit = UInt64(ASCII.hexValue(byte))
            } else {
                return nil
            }
            guard digit < radix else { return nil }
            value = min(value * radix + digit, 1 << 32)
        }
        return value
    }
}
