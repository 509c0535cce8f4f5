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
    /// folded to ASCII lower case when `foldingCase`; `escaped` says whether the text holds
    /// an escape, as the reader counted (``PathComponent/isEscaped``).
    static func of(encoded bytes: ByteView, escaped: Bool, foldingCase: Bool) -> UInt32 {
        var hash = offsetBasis
        func add(_ byte: UInt8) { hash = (hash ^ UInt32(foldingCase ? ASCII.lowercased(byte) : byte)) &* prime }
        if escaped {
            bytes.forEachDecodedByte(add)
        } else {
            for byte in bytes { add(byte) }
        }
        return hash
    }
}
