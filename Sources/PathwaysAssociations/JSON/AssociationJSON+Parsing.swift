import PathwaysTextFormats

/// Reading JSON text (RFC 8259), strictly: a duplicate key, invalid UTF-8, a lone surrogate,
/// a leading zero or nesting deeper than ``maximumDepth`` is refused with the JSON path of the
/// value it is in (ASSOC-12).
extension AssociationJSON {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 64

    /// Parses one JSON document.
    ///
    /// - Parameter text: The document; a leading byte-order mark is skipped.
    /// - Throws: ``AssociationError`` with code ``AssociationError/Code/invalidJSON`` or
    ///   ``AssociationError/Code/duplicateKey``.
    static func parse(_ text: String) throws(AssociationError) -> AssociationJSON {
        var reader = Reader(bytes: Array(text.utf8))
        return try reader.document()
    }

    /// A cursor over the UTF-8 bytes of a document.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        }

        mutating func document() throws(AssociationError) -> AssociationJSON {
            let value = try self.value(at: .root, depth: 0)
            skipWhiteSpace()
            guard offset == bytes.count else { throw failure("text after the end of the document", at: .root) }
            return value
        }

        private func failure(_ detail: String, at path: JSONPath) -> AssociationError {
            AssociationError(.invalidJSON, path: path.description, detail: "\(detail) (byte \(offset))")
        }

        private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        private mutating func skipWhiteSpace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
        }

        private mutating func value(at path: JSONPath, depth: Int) throws(AssociationError) -> AssociationJSON {
            skipWhiteSpace()
            guard let byte = current else { throw failure("the document ends where a value belongs", at: path) }
            switch byte {
            case UInt8(ascii: "{"):
                guard depth < AssociationJSON.maximumDepth else { throw failure("nesting deeper than 64 levels", at: path) }
                return try object(at: path, depth: depth + 1)
            case UInt8(ascii: "["):
                guard depth < AssociationJSON.maximumDepth else { throw failure("nesting deeper than 64 levels", at: path) }
                return try array(at: path, depth: depth + 1)
            case UInt8(ascii: "\""):
                return .string(try string(at: path))
            case UInt8(ascii: "t"):
                try keyword("true", at: path)
                return .bool(true)
            case UInt8(ascii: "f"):
                try keyword("false", at: path)
                return .bool(false)
            case UInt8(ascii: "n"):
                try keyword("null", at: path)
                return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .number(try number(at: path))
            default:
                throw failure("unexpected character '\(Self.printable(byte))' where a value belongs", at: path)
            }
        }

        private mutating func keyword(_ word: String, at path: JSONPath) throws(AssociationError) {
            let expected = Array(word.utf8)
            guard offset + expected.count <= bytes.count, Array(bytes[offset..<(offset + expected.count)]) == expected else {
                throw failure("expected \(word)", at: path)
            }
            offset += expected.count
        }

        private mutating func object(at path: JSONPath, depth: Int) throws(AssociationError) -> AssociationJSON {
            offset += 1
            var members: [Member] = []
            skipWhiteSpace()
            if current == UInt8(ascii: "}") {
                offset += 1
                return .object([])
            }
            while true {
                skipWhiteSpace()
                guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes", at: path) }
                let key = try string(at: path)
                if members.contains(where: { $0.key.utf8.elementsEqual(key.utf8) }) {
                    throw AssociationError(
                        .duplicateKey, path: path.appending(key).description, detail: "the key \"\(key)\" appears twice in one object")
                }
                skipWhiteSpace()
                guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(key)\"", at: path) }
                offset += 1
                members.append(Member(key: key, value: try value(at: path.appending(key), depth: depth)))
                skipWhiteSpace()
                switch current {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "}"):
                    offset += 1
                    return .object(members)
                default: throw failure("expected ',' or '}' in an object", at: path)
                }
            }
        }

        private mutating func array(at path: JSONPath, depth: Int) throws(AssociationError) -> AssociationJSON {
            offset += 1
            var elements: [AssociationJSON] = []
            skipWhiteSpace()
            if current == UInt8(ascii: "]") {
                offset += 1
                return .array([])
            }
            while true {
                elements.append(try value(at: path.appending(elements.count), depth: depth))
                skipWhiteSpace()
                switch current {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "]"):
                    offset += 1
                    return .array(elements)
                default: throw failure("expected ',' or ']' in an array", at: path)
                }
            }
        }

        private mutating func number(at path: JSONPath) throws(AssociationError) -> String {
            let start = offset
            if current == UInt8(ascii: "-") { offset += 1 }
            guard let first = current, Self.isDigit(first) else { throw failure("a number needs a digit", at: path) }
            offset += 1
            if first == UInt8(ascii: "0"), let next = current, Self.isDigit(next) {
                throw failure("a number must not have a leading zero", at: path)
            }
            while let byte = current, Self.isDigit(byte) { offset += 1 }
            if current == UInt8(ascii: ".") {
                offset += 1
                guard let byte = current, Self.isDigit(byte) else { throw failure("a fraction needs a digit", at: path) }
                while let byte = current, Self.isDigit(byte) { offset += 1 }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                offset += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
                guard let byte = current, Self.isDigit(byte) else { throw failure("an exponent needs a digit", at: path) }
                while let byte = current, Self.isDigit(byte) { offset += 1 }
            }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        private mutating func string(at path: JSONPath) throws(AssociationError) -> String {
            offset += 1
            var scalars = String.UnicodeScalarView()
            while true {
                guard let byte = current else { throw failure("a string is not closed", at: path) }
                switch byte {
                case UInt8(ascii: "\""):
                    offset += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    offset += 1
                    scalars.append(try escape(at: path))
                case 0x00..<0x20:
                    throw failure("a control character inside a string must be escaped", at: path)
                case 0x00..<0x80:
                    scalars.append(Unicode.Scalar(byte))
                    offset += 1
                default:
                    scalars.append(try multiByteScalar(at: path))
                }
            }
        }

        private mutating func escape(at path: JSONPath) throws(AssociationError) -> Unicode.Scalar {
            guard let byte = current else { throw failure("a string ends inside an escape", at: path) }
            offset += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let unit = try hexUnit(at: path)
                switch unit {
                case 0xD800..<0xDC00:
                    guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                        throw failure("a high surrogate without its low surrogate", at: path)
                    }
                    offset += 2
                    let low = try hexUnit(at: path)
                    guard (0xDC00..<0xE000).contains(low),
                        let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                    else { throw failure("a high surrogate without its low surrogate", at: path) }
                    return scalar
                case 0xDC00..<0xE000:
                    throw failure("a lone low surrogate", at: path)
                default:
                    guard let scalar = Unicode.Scalar(unit) else { throw failure("an invalid \\u escape", at: path) }
                    return scalar
                }
            default:
                throw failure("an unknown escape '\\\(Self.printable(byte))'", at: path)
            }
        }

        private mutating func hexUnit(at path: JSONPath) throws(AssociationError) -> UInt32 {
            guard offset + 4 <= bytes.count else { throw failure("a \\u escape needs four hexadecimal digits", at: path) }
            var value: UInt32 = 0
            for byte in bytes[offset..<(offset + 4)] {
                guard let digit = Self.hexValue(byte) else { throw failure("a \\u escape needs four hexadecimal digits", at: path) }
                value = value * 16 + UInt32(digit)
            }
            offset += 4
            return value
        }

        /// Reads one scalar of two to four bytes, refusing overlong forms, surrogates and values
        /// above U+10FFFF.
        private mutating func multiByteScalar(at path: JSONPath) throws(AssociationError) -> Unicode.Scalar {
            let lead = bytes[offset]
            let (count, minimum, initial): (Int, UInt32, UInt32) =
                switch lead {
                case 0xC2...0xDF: (2, 0x80, UInt32(lead & 0x1F))
                case 0xE0...0xEF: (3, 0x800, UInt32(lead & 0x0F))
                case 0xF0...0xF4: (4, 0x10000, UInt32(lead & 0x07))
                default: (0, 0, 0)
                }
            guard count > 0, offset + count <= bytes.count else { throw failure("invalid UTF-8", at: path) }
            var value = initial
            for byte in bytes[(offset + 1)..<(offset + count)] {
                guard byte & 0xC0 == 0x80 else { throw failure("invalid UTF-8", at: path) }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw failure("invalid UTF-8", at: path) }
            offset += count
            return scalar
        }

        private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        private static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }

        private static func printable(_ byte: UInt8) -> String {
            (0x21..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "0x" + String(byte, radix: 16, uppercase: true)
        }
    }
}
