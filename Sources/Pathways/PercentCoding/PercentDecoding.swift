/// Percent-decoding of one component: escapes are decoded exactly once, the result must be
/// valid UTF-8 without control characters (SPEC: PCT-1 to PCT-5).
enum PercentDecoding {
    /// Why a span of text could not be decoded, with the byte offset inside the span.
    struct Failure: Error {
        let code: PathwayError.Code
        let offset: Int
        /// The code point written raw that must be escaped instead (``InvisibleScalars``), when
        /// that is the problem.
        var invisible: Unicode.Scalar? = nil
    }

    /// The raw characters allowed besides `%`, by position in a URL (URL-6).
    enum RawCharacters {
        /// RFC 3986 `pchar`: unreserved, sub-delimiters, `:` and `@`; and non-ASCII text.
        case path
        /// `pchar`, `/` and `?`, and non-ASCII text: queries and fragments.
        case query
        /// Unreserved and sub-delimiters: registered host names.
        case host
        /// Anything; the caller has checked the characters already.
        case any

        @inline(__always) func allows(_ byte: UInt8) -> Bool {
            switch self {
            case .path: ASCII.isPathCharacter(byte) || byte >= 0x80
            case .query: ASCII.isQueryCharacter(byte) || byte >= 0x80
            case .host: ASCII.isHostCharacter(byte)
            case .any: true
            }
        }

        /// Whether raw non-ASCII text is checked for the code points that must be escaped
        /// (``InvisibleScalars``): in the parts of a URL, not in text the caller checked.
        var refusesInvisibleScalars: Bool {
            switch self {
            case .path, .query: true
            case .host, .any: false
            }
        }
    }

    /// Checks that `bytes` is well-formed percent-encoded text and returns its decoded length.
    ///
    /// Rules, checked in one pass from left to right so that the first problem is the one
    /// reported (ERR-3): every raw byte other than `%` is allowed by `raw`; every `%` starts a
    /// two-hex-digit escape; the decoded bytes form valid UTF-8 (no overlong forms, no
    /// surrogates, nothing above U+10FFFF), each sequence written either all raw or all
    /// escaped; no decoded scalar is a C0 control, DEL or a C1 control; and no scalar written
    /// raw is one of ``InvisibleScalars`` where `raw` refuses them.
    ///
    /// Raw non-ASCII text decodes to itself, as its escapes would: a browser writes it as the
    /// escapes of its UTF-8 bytes (URL-6), so `👟` and `%F0%9F%91%9F` are the same text.
    static func validate(_ bytes: ByteView, raw: RawCharacters = .any) throws(Failure) -> Int {
        var reader = DecodingReader(bytes: bytes, raw: raw)
        var decodedLength = 0
        while true {
            // Printable ASCII that `raw` allows decodes to itself and breaks no rule: a run of
            // it is skipped in a tight loop, and the reader only reads what follows.
            decodedLength += reader.skipPlainRun()
            guard let lead = try reader.next() else { return decodedLength }
            decodedLength += 1
            let start = reader.lastStart
            let continuationCount: Int
            var minimum: UInt32
            var scalar: UInt32
            switch lead {
            case 0x00...0x1F, 0x7F:
                throw Failure(code: .controlCharacter, offset: start)
            case 0x00...0x7F:
                continue
            case 0xC2...0xDF:
                continuationCount = 1
                minimum = 0x80
                scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF:
                continuationCount = 2
                minimum = 0x800
                scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4:
                continuationCount = 3
                minimum = 0x10000
                scalar = UInt32(lead & 0x07)
            default:
                throw Failure(code: .invalidUTF8, offset: start)
            }
            // A String's bytes are valid UTF-8, so raw text never mixes with escapes inside
            // one sequence; the reader checks it anyway, to be total over any bytes.
            let isRaw = bytes[start] != ASCII.percent
            for _ in 0..<continuationCount {
                guard let byte = try reader.next(), byte & 0xC0 == 0x80, (bytes[reader.lastStart] != ASCII.percent) == isRaw else {
                    throw Failure(code: .invalidUTF8, offset: start)
                }
                decodedLength += 1
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                throw Failure(code: .invalidUTF8, offset: start)
            }
            if isRaw, raw.refusesInvisibleScalars, InvisibleScalars.contains(scalar) {
                throw Failure(code: .invalidCharacter, offset: start, invisible: Unicode.Scalar(scalar))
            }
            if (0x80...0x9F).contains(scalar) {
                throw Failure(code: .controlCharacter, offset: start)
            }
        }
    }

    /// Decodes text that ``validate(_:raw:)`` accepted, whose decoded length it returned.
    static func decode(_ bytes: ByteView, decodedLength: Int) -> String {
        // Without escapes the bytes are the text.
        guard decodedLength < bytes.count else { return bytes.string() }
        return ScratchBuffer.string(length: decodedLength) { output in
            bytes.forEachDecodedByte { output.append($0) }
        }
    }

    /// Decodes a query's name or value that ``validate(_:raw:)`` accepted, reading each raw `+`
    /// as a space, as HTML forms write it (QUERY-9); an escaped `%2B` stays a `+`.
    static func decodeFormText(_ bytes: ByteView, decodedLength: Int) -> String {
        guard bytes.skip(from: 0, while: { $0 != ASCII.plus }) < bytes.count else { return decode(bytes, decodedLength: decodedLength) }
        return ScratchBuffer.string(length: decodedLength) { output in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == ASCII.percent, index + 2 < bytes.count {
                    output.append(ASCII.hexValue(bytes[index + 1]) << 4 | ASCII.hexValue(bytes[index + 2]))
                    index += 3
                } else {
                    output.append(byte == ASCII.plus ? UInt8(ascii: " ") : byte)
                    index += 1
                }
            }
        }
    }

    /// Validates and decodes in one call.
    static func decoded(_ bytes: ByteView) throws(Failure) -> String {
        let length = try validate(bytes)
        return decode(bytes, decodedLength: length)
    }

    /// Validates and decodes a `String`.
    static func decoded(_ text: String) throws(Failure) -> String {
        try ByteView.withBytes(of: text) { bytes throws(Failure) in try decoded(bytes) }
    }

    /// Whether well-formed percent-encoded `encoded` decodes to exactly the bytes `decoded`,
    /// without building the decoded text; with `foldingCase`, whether the two are equal once
    /// the ASCII letters of both are folded to lower case.
    static func decodes(_ encoded: ByteView, to decoded: [UInt8], foldingCase: Bool = false) -> Bool {
        // Each escape is two bytes longer than the byte it stands for, so text as long as
        // `decoded` matches only without escapes, byte for byte: the common case of a literal.
        if encoded.count == decoded.count, !foldingCase {
            return encoded.elementsEqual(decoded) && encoded.skip(from: 0) { $0 != ASCII.percent } == encoded.count
        }
        return decodes(encoded, to: decoded[...], foldingCase: foldingCase)
    }

    /// Whether well-formed percent-encoded `encoded` decodes to exactly the bytes `decoded`,
    /// both folded to ASCII lower case when `foldingCase`.
    static func decodes(_ encoded: ByteView, to decoded: ArraySlice<UInt8>, foldingCase: Bool = false) -> Bool {
        guard encoded.count >= decoded.count else { return false }
        var index = 0
        var other = decoded.startIndex
        while index < encoded.count, other < decoded.endIndex {
            var byte: UInt8
            if encoded[index] == ASCII.percent, index + 2 < encoded.count {
                byte = ASCII.hexValue(encoded[index + 1]) << 4 | ASCII.hexValue(encoded[index + 2])
                index += 3
            } else {
                byte = encoded[index]
                index += 1
            }
            var expected = decoded[other]
            if foldingCase { (byte, expected) = (ASCII.lowercased(byte), ASCII.lowercased(expected)) }
            if byte != expected { return false }
            other += 1
        }
        return index == encoded.count && other == decoded.endIndex
    }
}
