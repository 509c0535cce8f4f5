/// Percent-encoding for path components: every byte outside RFC 3986 `unreserved`
/// (`A-Z a-z 0-9 - . _ ~`) is written as `%XX` with upper-case hex (SPEC: PCT-6).
enum PercentEncoding {
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Encodes `text` for use as one path component.
    static func encode(_ text: String) -> String {
        text.withUTF8Bytes { encode($0) }
    }

    /// Encodes UTF-8 bytes for use as one path component.
    static func encode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var length = 0
        for byte in bytes { length += ASCII.isUnreserved(byte) ? 1 : 3 }
        if length == bytes.count { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: length) { output in
            var written = 0
            for byte in bytes {
                if ASCII.isUnreserved(byte) {
                    output[written] = byte
                    written += 1
                } else {
                    output[written] = ASCII.percent
                    output[written + 1] = hexDigits[Int(byte >> 4)]
                    output[written + 2] = hexDigits[Int(byte & 0x0F)]
                    written += 3
                }
            }
            return written
        }
    }
}
