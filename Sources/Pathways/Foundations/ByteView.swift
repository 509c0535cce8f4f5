/// A read-only view of UTF-8 bytes: a URL's or a pattern's text, as every stage reads it.
///
/// Every stage of Pathways works on bytes, never on `String`'s Unicode-aware views, so that
/// NFC and NFD spellings stay distinct and nothing is folded behind the caller's back. A view
/// reads the bytes of a `String` or an array in place: one pass over a link copies nothing.
///
/// This type holds one of the two pieces of unsafe code in Pathways (with ``ScratchBuffer``). It
/// is safe because:
/// - a view is made only by the two `withBytes(of:_:)` functions,
///   which hand it to a closure while the string or array keeps its storage alive and
///   contiguous; the closures that receive a view never store it or let it escape (each one
///   returns values built from it, never the view);
/// - every read is bounds-checked, in release builds too: an index outside the view traps
///   instead of reading memory that is not the text's.
struct ByteView: RandomAccessCollection {
    private let base: UnsafeBufferPointer<UInt8>

    private init(_ base: UnsafeBufferPointer<UInt8>) {
        self.base = base
    }

    /// Runs `body` with a view of the string's UTF-8 bytes. A native string's bytes are read in
    /// place; a bridged one is made contiguous once.
    static func withBytes<Result, Failure: Error>(
        of string: String, _ body: (ByteView) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var text = string
        let outcome: Swift.Result<Result, Failure> = text.withUTF8 { bytes in
            Swift.Result { () throws(Failure) -> Result in try body(ByteView(bytes)) }
        }
        switch consume outcome {
        case .success(let result): return result
        case .failure(let error): throw error
        }
    }

    /// Runs `body` with a view of the array's bytes.
    static func withBytes<Result, Failure: Error>(
        of array: [UInt8], _ body: (ByteView) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outcome: Swift.Result<Result, Failure> = array.withUnsafeBufferPointer { bytes in
            Swift.Result { () throws(Failure) -> Result in try body(ByteView(bytes)) }
        }
        switch consume outcome {
        case .success(let result): return result
        case .failure(let error): throw error
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }
    var count: Int { base.count }

    /// The byte at `index`; traps when `index` is outside the view.
    @inline(__always)
    subscript(index: Int) -> UInt8 {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: base.count), "byte index out of range")
        return base[index]
    }

    /// The byte at `index`, or `nil` when `index` is outside the view: for a scan that stops at
    /// a byte or at the end, and looks at where it stopped once.
    @inline(__always)
    func byte(at index: Int) -> UInt8? {
        UInt(bitPattern: index) < UInt(bitPattern: base.count) ? base[index] : nil
    }

    /// Iterates over the bytes; the iterator stops at the end of the view.
    func makeIterator() -> UnsafeBufferPointer<UInt8>.Iterator {
        base.makeIterator()
    }

    /// The index of the first byte from `start` up to `end` (the end of the view by default)
    /// that `predicate` rejects, or `end`; `start` itself when it is at or past `end`.
    ///
    /// The scan that every stage's tight loop needs: its bound is within the view's own count,
    /// so each byte is read without a second bounds check.
    @inline(__always)
    func skip(from start: Int, upTo end: Int? = nil, while predicate: (UInt8) -> Bool) -> Int {
        let end = Swift.min(end ?? base.count, base.count)
        var index = Swift.max(start, 0)
        while index < end, predicate(base[index]) { index += 1 }
        return index
    }

    /// Calls `body` with each byte that the view's text decodes to: a `%` and the two
    /// hexadecimal digits after it give one byte, every other byte itself. For text that
    /// percent-decoding has validated; a `%` too close to the end stands for itself.
    @inline(__always)
    func forEachDecodedByte(_ body: (UInt8) -> Void) {
        var index = 0
        let count = base.count
        while index < count {
            let byte = base[index]
            if byte == ASCII.percent, index + 2 < count {
                body(ASCII.hexValue(base[index + 1]) << 4 | ASCII.hexValue(base[index + 2]))
                index += 3
            } else {
                body(byte)
                index += 1
            }
        }
    }

    /// Whether the view holds exactly the bytes of `other`.
    func elementsEqual(_ other: [UInt8]) -> Bool {
        base.count == other.count && elementsEqual(other, at: 0, folding: false)
    }

    /// Whether the view holds exactly the ``count`` bytes of `other` from `start`, with the
    /// view's bytes folded to ASCII lower case when `folding` is set; `false` when `other` is
    /// too short.
    func elementsEqual(_ other: [UInt8], at start: Int, folding: Bool) -> Bool {
        guard start >= 0, other.count - start >= base.count else { return false }
        return other.withUnsafeBufferPointer { other in
            // `other` holds at least `start + base.count` bytes.
            var index = 0
            while index < base.count {
                let byte = folding ? ASCII.lowercased(base[index]) : base[index]
                if byte != other[start + index] { return false }
                index += 1
            }
            return true
        }
    }

    /// A view of the bytes in `range`, indexed from zero; traps when `range` is outside the view.
    func view(_ range: Range<Int>) -> ByteView {
        precondition(range.lowerBound >= 0 && range.upperBound <= base.count, "byte range out of range")
        return ByteView(UnsafeBufferPointer(rebasing: base[range]))
    }

    /// The bytes as a `String`; the caller has checked that they are valid UTF-8.
    func string() -> String {
        // Most captured values are short, an id or a slug, and are copied as they are.
        guard base.count <= Self.inlineStringCapacity else { return String(decoding: base, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: base.count) { $0.initialize(fromContentsOf: base) }
    }

    /// The most UTF-8 bytes a `String` holds within its own value on 64-bit platforms: longer
    /// than most ids and slugs a link carries.
    private static let inlineStringCapacity = 15

    /// The bytes in `range` as a `String`; the caller has checked that they are valid UTF-8.
    func string(_ range: Range<Int>) -> String {
        view(range).string()
    }
}
