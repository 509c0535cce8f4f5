/// Memory lent for the length of one call, filled from the front: the ranges of a URL's path
/// components (on the stack), or the bytes of a `String` being built (in the string's own
/// storage). Nothing in it outlives the link being read or written.
///
/// This type holds one of the two pieces of unsafe code in Pathways (with ``ByteView``). It is
/// safe because:
/// - a buffer over memory exists only inside ``withTemporary(capacity:_:)`` or
///   ``string(length:_:)`` (``init()`` makes one over none), over memory that
///   `withUnsafeTemporaryAllocation` or `String(unsafeUninitializedCapacity:initializingUTF8With:)`
///   lends for that call, and the closures that receive it do not store it;
/// - elements are written only at ``count``, below the capacity, and read only below ``count``,
///   both checked in release builds too, so nothing outside the lent memory is touched and
///   nothing uninitialized is read;
/// - the elements written are deinitialized before the lent memory is given back.
struct ScratchBuffer<Element>: RandomAccessCollection {
    private let storage: UnsafeMutableBufferPointer<Element>
    /// How many elements are written.
    private(set) var count = 0

    private init(_ storage: UnsafeMutableBufferPointer<Element>) {
        self.storage = storage
    }

    /// A buffer over no memory, which holds nothing.
    init() {
        self.storage = UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    /// Runs `body` with an empty buffer for up to `capacity` elements. A small capacity sits on
    /// the stack.
    @inline(__always)
    static func withTemporary<Result, Failure: Error>(
        capacity: Int, _ body: (inout ScratchBuffer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withUnsafeTemporaryAllocation(of: Element.self, capacity: Swift.max(0, capacity)) { storage throws(Failure) in
            var buffer = ScratchBuffer(storage)
            defer { _ = UnsafeMutableBufferPointer(rebasing: storage[..<buffer.count]).deinitialize() }
            return try body(&buffer)
        }
    }

    /// How many elements fit.
    var capacity: Int { storage.count }
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The element at `position`; traps when `position` is not below ``count``.
    subscript(position: Int) -> Element {
        precondition(UInt(bitPattern: position) < UInt(bitPattern: count), "index out of range")
        return storage[position]
    }

    /// Adds an element; traps when the buffer is full.
    @inline(__always)
    mutating func append(_ element: Element) {
        precondition(count < storage.count, "more elements than the capacity")
        storage.initializeElement(at: count, to: element)
        count += 1
    }
}

extension ScratchBuffer<UInt8> {
    /// A string of at most `length` UTF-8 bytes, written by `body` straight into the string's
    /// storage. Only the bytes written become the string, and the standard library checks that
    /// they are valid UTF-8.
    static func string(length: Int, _ body: (inout ScratchBuffer<UInt8>) -> Void) -> String {
        String(unsafeUninitializedCapacity: Swift.max(0, length)) { storage in
            var buffer = ScratchBuffer(storage)
            body(&buffer)
            return buffer.count
        }
    }

    /// Appends a string's UTF-8 bytes; traps when they do not fit.
    mutating func append(_ text: String) {
        let utf8 = text.utf8
        precondition(utf8.count <= storage.count - count, "more bytes than the capacity")
        // The UTF-8 view's own bulk copy.
        let (_, copied) = UnsafeMutableBufferPointer(rebasing: storage[count...]).initialize(from: utf8)
        count += copied
    }
}
