/// Percent-encoding for path components: every byte outside RFC 3986 `unreserved`
/// (`A-Z a-z 0-9 - . _ ~`) is written as `%XX` with upper-case hex (SPEC: PCT-6).
enum PercentEncoding {
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Encodes `text` for use as one path component.
    static func encode(_ text: String) -> String {
        ByteView.withBytes(of: text) { encode($0) }
    }

    /// Encodes UTF-8 bytes for use as one path component.
    static func encode(_ bytes: ByteView) -> String {
        var length = 0
        for byte in bytes { length += ASCII.isUnreserved(byte) ? 1 : 3 }
        if length == bytes.count { return bytes.string() }
        return ScratchBuffer.string(length: length) { output in
            for byte in bytes {
                if ASCII.isUnreserved(byte) {
                    output.append(byte)
                } else {
                    output.append(ASCII.percent)
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                }
            }
        }
    }
}
