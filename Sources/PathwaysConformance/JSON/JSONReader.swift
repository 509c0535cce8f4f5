import PathwaysTextFormats

struct JSONReader {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    var path: [JSONPath.Component] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var position: SourcePosition { SourcePosition(line: line, column: column) }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    func error(_ message: String, at position: SourcePosition? = nil) -> JSONParseError {
        JSONParseError(message: message, position: position ?? self.position, path: JSONPath(components: path))
    }

    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            advance()
        }
    }

    mutating func document() throws(JSONParseError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard peek != nil else { throw error("the file is empty; expected a JSON value") }
        let root = try value(depth: 0)
        skipWhitespace()
        if let byte = peek { throw error("unexpected \(Self.describe(byte)) after the end of the JSON value") }
        return root
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSONNode {
        guard depth <= JSONParser.maximumDepth else {
            throw error("arrays and objects are nested more than \(JSONParser.maximumDepth) deep")
        }
        guard let byte = peek else { throw error("unexpected end of file; expected a value") }
        let start = position
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return JSONNode(content: .string(try string()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(content: .number(try number()), position: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONNode(content: .bool(true), position: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONNode(content: .bool(false), position: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONNode(content: .null, position: start)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
            throw error("unexpected '\(word())'; expected a value (true, false and null are lower case; strings need double quotes)")
        default: throw error("unexpected \(Self.describe(byte)); expected a value")
        }
    }

    /// The run of ASCII letters at the current position.
    func word() -> String {
        var end = index
        while end < bytes.count,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end]) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[end])
        {
            end += 1
        }
        return String(decoding: bytes[index..<max(end, index + 1)], as: UTF8.self)
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSONNode {
        let start = position
        advance()
        skipWhitespace()
        var members: [JSONNode.Member] = []
        var seen: Set<[UInt8]> = []
        if peek == UInt8(ascii: "}") {
            advance()
            return JSONNode(content: .object([]), position: start)
        }
        while true {
            guard let byte = peek else { throw error("unexpected end of file inside an object; expected a key") }
            guard byte == UInt8(ascii: "\"") else {
                throw error("unexpected \(Self.describe(byte)); expected a key in double quotes")
            }
            let keyPosition = position
            let key = try string()
            guard seen.insert(Array(key.utf8)).inserted else {
                path.append(.key(key))
                defer { path.removeLast() }
                throw error("duplicate key \"\(key)\"", at: keyPosition)
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else {
                throw error(
                    peek.map { "unexpected \(Self.describe($0)); expected ':' after the key" } ?? "unexpected end of file; expected ':'")
            }
            advance()
            skipWhitespace()
            path.append(.key(key))
            let member = try value(depth: depth + 1)
            path.removeLast()
            members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: member))
            skipWhitespace()
            guard let next = peek else { throw error("unexpected end of file; expected ',' or '}'") }
            advance()
            switch next {
            case UInt8(ascii: ","):
                skipWhitespace()
                if peek == UInt8(ascii: "}") { throw error("a trailing ',' before '}' is not allowed") }
            case UInt8(ascii: "}"):
                return JSONNode(content: .object(members), position: start)
            default:
                throw error("unexpected \(Self.describe(next)); expected ',' or '}'")
            }
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSONNode {
        let start = position
        advance()
        skipWhitespace()
        var elements: [JSONNode] = []
        if peek == UInt8(ascii: "]") {
            advance()
            return JSONNode(content: .array([]), position: start)
        }
        while true {
            path.append(.index(elements.count))
            let element = try value(depth: depth + 1)
            path.removeLast()
            elements.append(element)
            skipWhitespace()
            guard let next = peek else { throw error("unexpected end of file; expected ',' or ']'") }
            advance()
            switch next {
            case UInt8(ascii: ","):
                skipWhitespace()
                if peek == UInt8(ascii: "]") { throw error("a trailing ',' before ']' is not allowed") }
            case UInt8(ascii: "]"):
                return JSONNode(content: .array(elements), position: start)
            default:
                throw error("unexpected \(Self.describe(next)); expected ',' or ']'")
            }
        }
    }

    mutating func literal(_ literal: StaticString) throws(JSONParseError) {
        let start = position
        let expected = literal.withUTF8Buffer { Array($0) }
        guard bytes[index...].starts(with: expected) else {
            throw error(
                "unexpected '\(word())'; expected a value (true, false and null are lower case; strings need double quotes)", at: start)
        }
        for _ in expected { advance() }
    }

    mutating func number() throws(JSONParseError) -> String {
        let start = index
        if peek == UInt8(ascii: "-") { advance() }
        guard let first = peek, Self.isDigit(first) else {
            throw error("expected a digit in the number")
        }
        advance()
        if first == UInt8(ascii: "0"), let next = peek, Self.isDigit(next) {
            throw error("numbers must not have leading zeros")
        }
        while let byte = peek, Self.isDigit(byte) { advance() }
        if peek == UInt8(ascii: ".") {
            advance()
            guard let byte = peek, Self.isDigit(byte) else { throw error("expected a digit after the decimal point") }
            while let byte = peek, Self.isDigit(byte) { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard let byte = peek, Self.isDigit(byte) else { throw error("expected a digit in the exponent") }
            while let byte = peek, Self.isDigit(byte) { advance() }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func string() throws(JSONParseError) -> String {
        let start = position
        advance()
        var buffer: [UInt8] = []
        while true {
            guard let byte = peek else { throw error("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &buffer)
            case 0x00..<0x20:
                throw error("a raw control character U+\(Self.hex(UInt32(byte), width: 4)) must be written as an escape in a string")
            case 0x80...:
                guard let length = utf8SequenceLength(at: index) else {
                    throw error("invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), width: 2))")
                }
                buffer.append(contentsOf: bytes[index..<index + length])
                for _ in 0..<length { advance() }
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    mutating func escape(into buffer: inout [UInt8]) throws(JSONParseError) {
        let start = position
        advance()
        guard let byte = peek else { throw error("unterminated escape", at: start) }
        advance()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var unit = try hexUnit(escapeStart: start)
            if (0xDC00...0xDFFF).contains(unit) {
                throw error("the escape \\u\(Self.hex(unit, width: 4)) is a lone low surrogate", at: start)
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw error("the escape \\u\(Self.hex(unit, width: 4)) is a high surrogate without a low surrogate after it", at: start)
                }
                advance()
                advance()
                let low = try hexUnit(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("the escape \\u\(Self.hex(unit, width: 4)) is a high surrogate without a low surrogate after it", at: start)
                }
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("invalid escape", at: start) }
            buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw error("invalid escape \\\(Self.printable(byte)); expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: start)
        }
    }

    mutating func hexUnit(escapeStart: SourcePosition) throws(JSONParseError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexValue(byte) else {
                throw error("\\u must be followed by four hexadecimal digits", at: escapeStart)
            }
            unit = unit << 4 | UInt32(digit)
            advance()
        }
        return unit
    }

    /// The length of the well-formed UTF-8 sequence starting at `start`, or `nil`.
    func utf8SequenceLength(at start: Int) -> Int? {
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            start + offset < bytes.count && range.contains(bytes[start + offset])
        }
        switch bytes[start] {
        case 0xC2...0xDF: return continuation(1) ? 2 : nil
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : nil
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default: return nil
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static func printable(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "0x" + hex(UInt32(byte), width: 2)
    }

    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(String(UnicodeScalar(byte)))'" : "byte 0x\(hex(UInt32(byte), width: 2))"
    }
}
