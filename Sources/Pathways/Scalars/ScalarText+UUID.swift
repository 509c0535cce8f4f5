import Foundation

/// The text form of `UUID`: hyphenated hexadecimal (SCALAR-6).
extension ScalarText {
    /// Parses the hyphenated 8-4-4-4-12 form in any case.
    static func parseUUID(_ text: String) throws(Failure) -> UUID {
        let failure = Failure(code: .invalidValue, expected: "a UUID such as 123e4567-e89b-12d3-a456-426614174000")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        var high: UInt8?
        var position = 0
        for byte in text.utf8 {
            defer { position += 1 }
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard byte == ASCII.minus else { throw failure }
                continue
            }
            guard ASCII.isHexDigit(byte) else { throw failure }
            if let pending = high {
                bytes.append(pending << 4 | ASCII.hexValue(byte))
                high = nil
            } else {
                high = ASCII.hexValue(byte)
            }
        }
        guard position == 36, bytes.count == 16 else { throw failure }
        let uuid = (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        )
        return UUID(uuid: uuid)
    }

    /// Lower-case hyphenated form (RFC 9562 section 4).
    static func format(_ value: UUID) -> String { value.uuidString.lowercased() }
}
