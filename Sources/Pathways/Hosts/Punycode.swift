/// Punycode (RFC 3492), the encoding of an internationalized host label after `xn--`.
///
/// Pathways never maps or decodes hosts for matching (HOST-1). It decodes an `xn--` label only
/// to check that a browser would accept it unchanged (``IDNALabel``).
enum Punycode {
    private static let base: UInt32 = 36
    private static let tMin: UInt32 = 1
    private static let tMax: UInt32 = 26
    private static let skew: UInt32 = 38
    private static let damp: UInt32 = 700
    private static let initialBias: UInt32 = 72
    private static let initialN: UInt32 = 0x80

    /// Decodes the label text after `xn--` (ASCII, already lower-cased) into code points, or
    /// returns `nil` when it is not valid Punycode: a digit out of range, an overflow, a code
    /// point that is not a Unicode scalar value, or a basic part that is not ASCII.
    static func decode<Label: BidirectionalCollection<UInt8>>(_ label: Label) -> [UInt32]? {
        let delimiter = label.lastIndex(of: ASCII.minus)
        var output: [UInt32] = []
        var rest = label[...]
        if let delimiter {
            for byte in label[..<delimiter] {
                guard byte < 0x80 else { return nil }
                output.append(UInt32(byte))
            }
            rest = label[label.index(after: delimiter)...]
        }
        var n = initialN
        var i: UInt32 = 0
        var bias = initialBias
        var digits = rest.makeIterator()
        var next = digits.next()
        while next != nil {
            let oldI = i
            var weight: UInt32 = 1
            var k = base
            while true {
                guard let byte = next, let digit = Self.digit(byte) else { return nil }
                next = digits.next()
                guard let step = checked(digit.multipliedReportingOverflow(by: weight)),
                    let sum = checked(i.addingReportingOverflow(step))
                else { return nil }
                i = sum
                let threshold = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < threshold { break }
                guard let nextWeight = checked(weight.multipliedReportingOverflow(by: base - threshold)) else { return nil }
                weight = nextWeight
                k += base
            }
            let length = UInt32(output.count + 1)
            bias = adapt(delta: i - oldI, length: length, first: oldI == 0)
            guard let sum = checked(n.addingReportingOverflow(i / length)), Unicode.Scalar(sum) != nil else { return nil }
            n = sum
            i %= length
            output.insert(n, at: Int(i))
            i += 1
        }
        return output
    }

    /// Encodes code points as the label text after `xn--`, as a browser writes it.
    static func encode(_ input: [UInt32]) -> [UInt8]? {
        var output: [UInt8] = input.filter { $0 < 0x80 }.map { UInt8($0) }
        let basicCount = UInt32(output.count)
        if basicCount > 0 { output.append(ASCII.minus) }
        var n = initialN
        var delta: UInt32 = 0
        var bias = initialBias
        var handled = basicCount
        while handled < UInt32(input.count) {
            guard let m = input.filter({ $0 >= n }).min(),
                let step = checked((m - n).multipliedReportingOverflow(by: handled + 1)),
                let sum = checked(delta.addingReportingOverflow(step))
            else { return nil }
            delta = sum
            n = m
            for code in input {
                if code < n {
                    guard let sum = checked(delta.addingReportingOverflow(1)) else { return nil }
                    delta = sum
                }
                guard code == n else { continue }
                var q = delta
                var k = base
                while true {
                    let threshold = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                    if q < threshold { break }
                    output.append(character(threshold + (q - threshold) % (base - threshold)))
                    q = (q - threshold) / (base - threshold)
                    k += base
                }
                output.append(character(q))
                bias = adapt(delta: delta, length: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            guard let next = checked(delta.addingReportingOverflow(1)) else { return nil }
            delta = next
            n += 1
        }
        return output
    }

    private static func adapt(delta: UInt32, length: UInt32, first: Bool) -> UInt32 {
        var delta = first ? delta / damp : delta / 2
        delta += delta / length
        var k: UInt32 = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    /// The value of an arithmetic operation, or `nil` when it overflowed.
    private static func checked(_ result: (partialValue: UInt32, overflow: Bool)) -> UInt32? {
        result.overflow ? nil : result.partialValue
    }

    /// A digit's value: `a`-`z` are 0-25, `0`-`9` are 26-35.
    private static func digit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }

    private static func character(_ digit: UInt32) -> UInt8 {
        digit < 26 ? UInt8(ascii: "a") + UInt8(digit) : UInt8(ascii: "0") + UInt8(digit - 26)
    }
}
