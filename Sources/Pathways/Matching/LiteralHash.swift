/// FNV-1a over a literal's decoded bytes, for the route table's literal edges.
///
/// A URL's component is hashed straight from its percent-encoded text, so a lookup decodes
/// nothing into a buffer. The hash is deterministic: only registered literals are stored,
/// and a lookup probes at most until an empty slot, whatever the URL holds.
enum LiteralHash {
    private static let offsetBasis: UInt32 = 2_166_136_261
    private static let prime: UInt32 = 16_777_619

    /// The hash of decoded bytes.
    static func of<Bytes: Sequence<UInt8>>(decoded bytes: Bytes) -> UInt32 {
        var hash = offsetBasis
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* prime
        }
        return hash
    }

    /// The hash of the decoded form of percent-encoded text that ``URLReader`` has validated,
    /// folded to ASCII lower case when `foldingCase`, with the decoded length and whether the
    /// text holds any escape.
    static func of(encoded bytes: ByteView, foldingCase: Bool = false) -> (hash: UInt32, decodedCount: Int, escaped: Bool) {
        var hash = offsetBasis
        var count = 0
        bytes.forEachDecodedByte { byte in
            hash = (hash ^ UInt32(foldingCase ? ASCII.lowercased(byte) : byte)) &* prime
            count += 1
        }
        return (hash, count, count < bytes.count)
    }
}
