import PathwaysTextFormats

/// What a router reads from an encoded path: its components, query pairs and fragment pieces,
/// each percent-decoded to bytes. Two encoded paths with the same reading round-trip alike,
/// whatever bytes each chose to escape.
///
/// The core judges an encoder's output by its reading, not its bytes (SPEC.md section 19): RFC
/// 3986 lets `!`, `:`, `@` and the other sub-delimiters stand raw in a segment, so `/notes/a!b`
/// and `/notes/a%21b` read the same. The exact bytes are the `text-forms` profile's (PCT-6), and
/// a subject that claims it is judged byte for byte. A raw `+` in the query reads differently
/// from `%2B` (a form-encoded reader takes it for a space), so the two are kept apart.
///
/// ```swift
/// EncodedReading("/notes/a!b") == EncodedReading("/notes/a%21b")   // true
/// EncodedReading("/search?q=a+b") == EncodedReading("/search?q=a%2Bb")   // false
/// ```
struct EncodedReading: Hashable {
    /// One decoded piece: its bytes, with a raw `+` of a query kept apart as `-1`.
    typealias Piece = [Int]

    /// The path's components, split on raw `/` before decoding.
    var components: [Piece]
    /// The query's pairs, split on `&` and at the first `=`; `nil` without a `?`.
    var query: [[Piece]]?
    /// The fragment's pieces, split on raw `/`, and its parameters after its first `?`; `nil`
    /// without a `#`.
    var fragment: [Piece]?
    /// The fragment's parameters; `nil` without a `?` in the fragment.
    var fragmentParameters: [[Piece]]?

    /// Reads an encoded path (`/a/b?q=1#x`); `nil` when an escape is malformed, so that the
    /// caller compares bytes instead.
    init?(_ text: String) {
        let bytes = Array(text.utf8)
        let hash = bytes.firstIndex(of: UInt8(ascii: "#"))
        let beforeFragment = bytes[..<(hash ?? bytes.endIndex)]
        let question = beforeFragment.firstIndex(of: UInt8(ascii: "?"))
        let path = beforeFragment[..<(question ?? beforeFragment.endIndex)]
        guard let components = Self.pieces(path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false), plusIsRaw: false)
        else { return nil }
        self.components = components
        if let question {
            guard let pairs = Self.pairs(beforeFragment[(question + 1)...]) else { return nil }
            query = pairs
        }
        if let hash {
            let fragmentBytes = bytes[(hash + 1)...]
            let fragmentQuestion = fragmentBytes.firstIndex(of: UInt8(ascii: "?"))
            let route = fragmentBytes[..<(fragmentQuestion ?? fragmentBytes.endIndex)]
            guard let pieces = Self.pieces(route.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false), plusIsRaw: false)
            else { return nil }
            fragment = pieces
            if let fragmentQuestion {
                guard let pairs = Self.pairs(fragmentBytes[(fragmentQuestion + 1)...]) else { return nil }
                fragmentParameters = pairs
            }
        }
    }

    private static func pairs(_ bytes: ArraySlice<UInt8>) -> [[Piece]]? {
        var pairs: [[Piece]] = []
        for pair in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
            let equals = pair.firstIndex(of: UInt8(ascii: "="))
            let parts = equals.map { [pair[..<$0], pair[($0 + 1)...]] } ?? [pair]
            guard let decoded = pieces(parts, plusIsRaw: true) else { return nil }
            pairs.append(decoded)
        }
        return pairs
    }

    private static func pieces(_ parts: [ArraySlice<UInt8>], plusIsRaw: Bool) -> [Piece]? {
        var pieces: [Piece] = []
        for part in parts {
            guard let piece = decode(part, plusIsRaw: plusIsRaw) else { return nil }
            pieces.append(piece)
        }
        return pieces
    }

    private static func decode(_ bytes: ArraySlice<UInt8>, plusIsRaw: Bool) -> Piece? {
        var piece: Piece = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard bytes.index(index, offsetBy: 2, limitedBy: bytes.endIndex - 1) != nil,
                    let high = HexDigit.value(of: bytes[index + 1]), let low = HexDigit.value(of: bytes[index + 2])
                else { return nil }
                piece.append(Int(high) << 4 | Int(low))
                index += 3
            } else {
                piece.append(plusIsRaw && byte == UInt8(ascii: "+") ? -1 : Int(byte))
                index += 1
            }
        }
        return piece
    }
}
