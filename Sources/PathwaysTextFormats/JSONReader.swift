/// A strict reader of JSON text (RFC 8259) in UTF-8, for the files and messages this package
/// reads: fixture files, harness messages and `apple-app-site-association` files.
///
/// It keeps what a general-purpose decoder throws away: numbers as their text, so that 64-bit
/// integers and the bits of floats stay exact; members in the order written; and the line and
/// column where each value starts. It refuses what RFC 8259 leaves open and these files should
/// never hold: a key twice in one object, a lone surrogate escape, bytes that are not UTF-8,
/// raw control characters in strings, leading zeros, trailing commas, anything after the
/// value, and nesting deeper than the caller's ``DepthLimit``. A leading byte-order mark is
/// skipped; lines and columns count from after it, byte offsets from the start of the text.
///
/// > Important: The depth limit is what keeps hostile input such as `[[[[…` from exhausting
/// > the stack; the reader recurses once per level.
///
/// ```swift
/// let node = try JSONReader.read(Array(#"{"id": 18446744073709551615}"#.utf8), depthLimit: .values(256))
/// node.node(at: JSONPath.root.appending("id"))?.content  // .number("18446744073709551615")
///
/// try JSONReader.read(Array(#"{"a": 1, "a": 2}"#.utf8), depthLimit: .values(256))
/// // throws JSONSyntaxError: .duplicateKey("a") at $.a, 1:10
/// ```
package struct JSONReader {
    /// How deep arrays and objects may nest, and where a text that nests deeper is refused.
    ///
    /// The two forms keep the limits that the package's readers have always had: they differ in
    /// which value counts and so in where the error points.
    package enum DepthLimit: Sendable, Hashable {
        /// At most this many arrays and objects inside one another; the array or object that
        /// would be one more is refused at its opening bracket.
        case containers(Int)
        /// A value of any kind inside more than this many arrays and objects is refused where it
        /// starts (even where the text ends instead), before it is read.
        case values(Int)
    }

    private let bytes: [UInt8]
    private let depthLimit: DepthLimit
    private var index = 0
    private var line = 1
    private var column = 1
    /// The path of the value being read.
    private var path: [JSONPath.Component] = []

    private init(bytes: [UInt8], depthLimit: DepthLimit) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    /// Reads one JSON document.
    ///
    /// ```swift
    /// try JSONReader.read(Array("\u{FEFF}[true, null]".utf8), depthLimit: .containers(64)).typeName  // "array"
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text; a leading byte-order mark is skipped.
    ///   - depthLimit: How deep arrays and objects may nest.
    /// - Returns: The root node.
    /// - Throws: ``JSONSyntaxError`` for the first problem in the text.
    package static func read(_ bytes: [UInt8], depthLimit: DepthLimit) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONReader(bytes: bytes, depthLimit: depthLimit)
        return try reader.document()
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func failure(_ reason: JSONSyntaxError.Reason, at start: SourcePosition? = nil) -> JSONSyntaxError {
        JSONSyntaxError(reason: reason, path: JSONPath(components: path), offset: index, position: start ?? position)
    }

    /// Takes one byte; a column is a Unicode scalar, so continuation bytes do not count.
    private mutating func advance() {
        guard let byte = peek else { return }
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            advance()
        }
    }

    private mutating func document() throws(JSONSyntaxError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard peek != nil else { throw failure(.emptyDocument) }
        let root = try value(depth: 0)
        skipWhitespace()
        if let byte = peek { throw failure(.contentAfterDocument(byte)) }
        return root
    }

    /// Reads the value that starts here, inside `depth` arrays and objects; white space before
    /// it has been skipped.
    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        if case .values(let limit) = depthLimit, depth > limit { throw failure(.tooDeep) }
        guard let byte = peek else { throw failure(.expectedValue(found: nil)) }
        let start = position
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            if case .containers(let limit) = depthLimit, depth >= limit { throw failure(.tooDeep) }
            return byte == UInt8(ascii: "{") ? try object(depth: depth) : try array(depth: depth)
        case UInt8(ascii: "\""): return JSONNode(.string(try string()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try number()), position: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONNode(.bool(true), position: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONNode(.bool(false), position: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONNode(.null, position: start)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
            throw failure(.unexpectedWord(word()))
        default:
            throw failure(.expectedValue(found: byte))
        }
    }

    /// The run of ASCII letters that starts here.
    private func word() -> String {
        let letters = bytes[index...].prefix {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
        }
        return String(decoding: letters, as: UTF8.self)
    }

    private mutating func literal(_ literal: String) throws(JSONSyntaxError) {
        let expected = Array(literal.utf8)
        guard bytes[index...].starts(with: expected) else { throw failure(.misspelledLiteral(expected: literal, found: word())) }
        for _ in expected { advance() }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = position
        advance()
        skipWhitespace()
        var members: [JSONNode.Member] = []
        var keys: Set<[UInt8]> = []
        if peek == UInt8(ascii: "}") {
            advance()
            return JSONNode(.object([]), position: start)
        }
        while true {
            guard peek == UInt8(ascii: "\"") else { throw failure(.expectedKey(found: peek)) }
            let keyPosition = position
            let key = try string()
            guard keys.insert(Array(key.utf8)).inserted else {
                path.append(.key(key))
                throw failure(.duplicateKey(key), at: keyPosition)
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw failure(.expectedColon(key: key, found: peek)) }
            advance()
            skipWhitespace()
            path.append(.key(key))
            let member = try value(depth: depth + 1)
            path.removeLast()
            members.append(JSONNode.Member(key, member, keyPosition: keyPosition))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                advance()
                skipWhitespace()
                if peek == UInt8(ascii: "}") { throw failure(.trailingCommaInObject) }
            case UInt8(ascii: "}"):
                advance()
                return JSONNode(.object(members), position: start)
            default:
                throw failure(.expectedCommaOrBrace(found: peek))
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = position
        advance()
        skipWhitespace()
        var elements: [JSONNode] = []
        if peek == UInt8(ascii: "]") {
            advance()
            return JSONNode(.array([]), position: start)
        }
        while true {
            path.append(.index(elements.count))
            let element = try value(depth: depth + 1)
            path.removeLast()
            elements.append(element)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                advance()
                skipWhitespace()
                if peek == UInt8(ascii: "]") { throw failure(.trailingCommaInArray(index: elements.count)) }
            case UInt8(ascii: "]"):
                advance()
                return JSONNode(.array(elements), position: start)
            default:
                throw failure(.expectedCommaOrBracket(found: peek))
            }
        }
    }

    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = index
        if peek == UInt8(ascii: "-") { advance() }
        guard let first = peek, Self.isDigit(first) else { throw failure(.numberWithoutDigits) }
        advance()
        if first == UInt8(ascii: "0"), let next = peek, Self.isDigit(next) { throw failure(.leadingZero) }
        skipDigits()
        if peek == UInt8(ascii: ".") {
            advance()
            guard let byte = peek, Self.isDigit(byte) else { throw failure(.fractionWithoutDigits) }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard let byte = peek, Self.isDigit(byte) else { throw failure(.exponentWithoutDigits) }
            skipDigits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipDigits() {
        while let byte = peek, Self.isDigit(byte) { advance() }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = position
        advance()
        var buffer: [UInt8] = []
        while true {
            guard let byte = peek else { throw failure(.unterminatedString, at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                // Every byte in `buffer` was checked as UTF-8 or written as UTF-8 here.
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &buffer)
            case 0x00..<0x20:
                throw failure(.controlCharacter(byte))
            case 0x80...:
                guard let length = utf8SequenceLength(lead: byte) else { throw failure(.invalidUTF8(byte)) }
                for _ in 0..<length {
                    if let next = peek { buffer.append(next) }
                    advance()
                }
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    private mutating func escape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let start = position
        advance()
        guard let byte = peek else { throw failure(.unterminatedEscape, at: start) }
        advance()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try hexUnit(escapeStart: start)
            switch unit {
            case 0xD800...0xDBFF:
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw failure(.highSurrogateWithoutLow(unit), at: start)
                }
                advance()
                advance()
                let low = try hexUnit(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else { throw failure(.highSurrogateWithoutLow(unit), at: start) }
                Self.appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &buffer)
            case 0xDC00...0xDFFF:
                throw failure(.loneLowSurrogate(unit), at: start)
            default:
                Self.appendUTF8(unit, to: &buffer)
            }
        default:
            throw failure(.unknownEscape(byte), at: start)
        }
    }

    /// The four hexadecimal digits after a `\u`, all checked before any is taken, so that an
    /// error's offset is where they start.
    private mutating func hexUnit(escapeStart: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
        let digits = bytes[index...].prefix(4)
        guard digits.count == 4 else { throw failure(.missingHexDigits, at: escapeStart) }
        var unit: UInt32 = 0
        for byte in digits {
            guard let digit = HexDigit.value(of: byte) else { throw failure(.missingHexDigits, at: escapeStart) }
            unit = unit << 4 | UInt32(digit)
        }
        for _ in digits { advance() }
        return unit
    }

    /// The length of the well-formed UTF-8 sequence that starts here with `lead`, or `nil`:
    /// overlong forms, surrogates and values above U+10FFFF are not well formed.
    private func utf8SequenceLength(lead: UInt8) -> Int? {
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch lead {
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

    /// Appends the UTF-8 form of `codePoint`, which an escape or a pair of escapes named and
    /// which is therefore a Unicode scalar value.
    private static func appendUTF8(_ codePoint: UInt32, to buffer: inout [UInt8]) {
        func byte(_ value: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: value) }
        switch codePoint {
        case ..<0x80:
            buffer.append(byte(codePoint))
        case ..<0x800:
            buffer += [byte(0xC0 | codePoint >> 6), byte(0x80 | codePoint & 0x3F)]
        case ..<0x1_0000:
            buffer += [byte(0xE0 | codePoint >> 12), byte(0x80 | codePoint >> 6 & 0x3F), byte(0x80 | codePoint & 0x3F)]
        default:
            buffer += [
                byte(0xF0 | codePoint >> 18), byte(0x80 | codePoint >> 12 & 0x3F), byte(0x80 | codePoint >> 6 & 0x3F),
                byte(0x80 | codePoint & 0x3F),
            ]
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
