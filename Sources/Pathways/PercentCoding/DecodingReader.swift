/// Reads decoded bytes one at a time from percent-encoded text, reporting malformed escapes.
struct DecodingReader {
    let bytes: ByteView
    let raw: PercentDecoding.RawCharacters
    var index = 0
    var lastStart = 0

    init(bytes: ByteView, raw: PercentDecoding.RawCharacters) {
        self.bytes = bytes
        self.raw = raw
    }

    /// Skips the printable ASCII other than `%` that `raw` allows, which decodes to itself, and
    /// returns how many bytes that was. One loop per class, so the class is not switched on at
    /// every byte; the classes other than `.any` hold only printable ASCII other than `%`.
    mutating func skipPlainRun() -> Int {
        let start = index
        switch raw {
        case .path:
            index = bytes.skip(from: index, while: ASCII.isPathCharacter)
        case .query:
            index = bytes.skip(from: index, while: ASCII.isQueryCharacter)
        case .host:
            index = bytes.skip(from: index, while: ASCII.isHostCharacter)
        case .any:
            index = bytes.skip(from: index) { $0 >= 0x20 && $0 < 0x7F && $0 != ASCII.percent }
        }
        return index - start
    }

    /// The next decoded byte, or `nil` at the end of the text.
    mutating func next() throws(PercentDecoding.Failure) -> UInt8? {
        guard index < bytes.count else { return nil }
        lastStart = index
        let byte = bytes[index]
        guard byte == ASCII.percent else {
            guard raw.allows(byte) else { throw PercentDecoding.Failure(code: .invalidCharacter, offset: index) }
            index += 1
            return byte
        }
        guard index + 2 < bytes.count, ASCII.isHexDigit(bytes[index + 1]), ASCII.isHexDigit(bytes[index + 2]) else {
            throw PercentDecoding.Failure(code: .malformedPercentEncoding, offset: index)
        }
        index += 3
        return ASCII.hexValue(bytes[index - 2]) << 4 | ASCII.hexValue(bytes[index - 1])
    }
}
