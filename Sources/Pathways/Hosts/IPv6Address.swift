/// An IPv6 address, read from the text inside an IP literal's brackets as the WHATWG URL
/// Standard reads it.
///
/// A browser accepts many spellings of one address (`0:0::1`, `::0001`, `::0.0.0.1`) and writes
/// each back in one canonical form (`::1`). Pathways compares hosts as they are written, so it
/// accepts only that canonical form (in either case) and refuses the others rather than rewrite
/// them (URL-12, HOST-3).
struct IPv6Address: Equatable, CustomStringConvertible {
    /// The eight 16-bit pieces, most significant first.
    let pieces: SIMD8<UInt16>

    /// Reads an address, or returns `nil` where a browser refuses it: more than eight pieces, a
    /// second `::`, a piece of more than four digits, a stray `:`, or an embedded IPv4 address
    /// that is not four decimal numbers from 0 to 255 without leading zeros.
    init?<Text: Collection<UInt8>>(whatwg text: Text) where Text.Index == Int {
        var pieces = SIMD8<UInt16>()
        var pieceIndex = 0
        var compress: Int?
        var pointer = text.startIndex
        let end = text.endIndex
        func byte(at index: Int) -> UInt8? { index < end ? text[index] : nil }

        if byte(at: pointer) == ASCII.colon {
            guard byte(at: pointer + 1) == ASCII.colon else { return nil }
            pointer += 2
            pieceIndex += 1
            compress = pieceIndex
        }
        while let current = byte(at: pointer) {
            guard pieceIndex < 8 else { return nil }
            if current == ASCII.colon {
                guard compress == nil else { return nil }
                pointer += 1
                pieceIndex += 1
                compress = pieceIndex
                continue
            }
            var value: UInt16 = 0
            var length = 0
            while length < 4, let digit = byte(at: pointer), ASCII.isHexDigit(digit) {
                value = value << 4 | UInt16(ASCII.hexValue(digit))
                pointer += 1
                length += 1
            }
            if byte(at: pointer) == ASCII.dot {
                // An embedded IPv4 address fills the last two pieces.
                guard length > 0, pieceIndex <= 6 else { return nil }
                pointer -= length
                var numbersSeen = 0
                while let next = byte(at: pointer) {
                    if numbersSeen > 0 {
                        guard next == ASCII.dot, numbersSeen < 4 else { return nil }
                        pointer += 1
                    }
                    guard let first = byte(at: pointer), ASCII.isDigit(first) else { return nil }
                    var number: UInt16?
                    while let digit = byte(at: pointer), ASCII.isDigit(digit) {
                        let digitValue = UInt16(digit &- UInt8(ascii: "0"))
                        switch number {
                        case nil: number = digitValue
                        case 0: return nil  // a leading zero
                        case let some?: number = some * 10 + digitValue
                        }
                        guard let checked = number, checked <= 255 else { return nil }
                        pointer += 1
                    }
                    pieces[pieceIndex] = pieces[pieceIndex] << 8 | (number ?? 0)
                    numbersSeen += 1
                    if numbersSeen == 2 || numbersSeen == 4 { pieceIndex += 1 }
                }
                guard numbersSeen == 4 else { return nil }
                break
            } else if byte(at: pointer) == ASCII.colon {
                pointer += 1
                guard byte(at: pointer) != nil else { return nil }
            } else if byte(at: pointer) != nil {
                return nil
            }
            pieces[pieceIndex] = value
            pieceIndex += 1
        }
        if let compress {
            // Move the pieces after `::` to the end; the zeros between them are the compressed run.
            var swaps = pieceIndex - compress
            pieceIndex = 7
            while pieceIndex != 0, swaps > 0 {
                let moved = pieces[compress + swaps - 1]
                pieces[compress + swaps - 1] = pieces[pieceIndex]
                pieces[pieceIndex] = moved
                pieceIndex -= 1
                swaps -= 1
            }
        } else if pieceIndex != 8 {
            return nil
        }
        self.pieces = pieces
    }

    /// The canonical form a browser writes, without brackets: lower-case digits without leading
    /// zeros, and the first longest run of two or more zero pieces written as `::`.
    var description: String {
        var runStart = -1
        var runLength = 1
        var index = 0
        while index < 8 {
            var end = index
            while end < 8, pieces[end] == 0 { end += 1 }
            if end - index > runLength {
                runStart = index
                runLength = end - index
            }
            index = end == index ? index + 1 : end
        }
        var text = ""
        index = 0
        while index < 8 {
            if index == runStart {
                text += index == 0 ? "::" : ":"
                index += runLength
                continue
            }
            text += String(pieces[index], radix: 16)
            if index < 7 { text += ":" }
            index += 1
        }
        return text
    }

    /// Whether `text` is this address's canonical form, compared ASCII case-insensitively.
    func isWritten<Text: Collection<UInt8>>(as text: Text) -> Bool {
        description.utf8.elementsEqual(text.lazy.map(ASCII.lowercased))
    }
}
