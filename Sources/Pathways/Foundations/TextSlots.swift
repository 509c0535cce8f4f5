/// A fixed number of optional strings and some state, in one allocation: the encoded text of
/// each placeholder, which a value writes while it encodes itself, beside the encoder's state.
///
/// The strings sit in the object's own memory, after the state, so that an encoder costs one
/// allocation rather than one for its state and one for an array of texts; and an array in a
/// class's stored `var` would pay a dynamic exclusivity check on every access, where this
/// memory is reached through the object's own address. The element type is fixed, not generic, so that releasing the
/// strings is compiled for it.
///
/// This type holds one of the three pieces of unsafe code in Pathways (with ``ByteView`` and
/// ``ScratchBuffer``). It is safe because:
/// - an instance is made only by ``make(count:state:)``, which asks `ManagedBuffer` for room
///   for at least `count` elements and initializes exactly `count` of them; the header records
///   that count, and `deinit` deinitializes exactly those;
/// - the element memory is never handed out, and every access is bounds-checked against the
///   recorded count, in release builds too; a reference kept past its owner's use still points
///   at memory this object owns.
final class TextSlots<State>: ManagedBuffer<(count: Int, state: State), String?> {
    /// Creates `count` empty slots beside `state`.
    static func make(count: Int, state: State) -> TextSlots {
        let count = Swift.max(0, count)
        let buffer = create(minimumCapacity: count) { _ in (count, state) }
        // `create`, called on this class, makes an instance of this class, so the cast holds.
        let slots = unsafeDowncast(buffer, to: TextSlots.self)
        slots.withUnsafeMutablePointerToElements { $0.initialize(repeating: nil, count: count) }
        return slots
    }

    deinit {
        // One slot at a time, where the element type is known: deinitializing the whole range
        // at once goes through the runtime's generic destroy.
        withUnsafeMutablePointers { header, elements in
            for index in 0..<header.pointee.count { (elements + index).deinitialize(count: 1) }
        }
    }

    /// How many slots there are.
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

    /// Runs `body` with the state beside the slots, which it may read or change.
    ///
    /// Through the header's memory, not `ManagedBuffer.header`: that is a class's stored
    /// property, and every access to it would pay a dynamic exclusivity check.
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        withUnsafeMutablePointerToHeader { body(&$0.pointee.state) }
    }

    /// Changes the text in the slot at `index` in place, so that appending to it copies nothing;
    /// traps when `index` is outside the slots.
    func update(_ index: Int, _ body: (inout String?) -> Void) {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "slot index out of range")
        withUnsafeMutablePointerToElements { body(&$0[index]) }
    }

    /// The text in the slot at `index`; traps when `index` is outside the slots.
    subscript(index: Int) -> String? {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "slot index out of range")
            return withUnsafeMutablePointerToElements { $0[index] }
        }
        set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "slot index out of range")
            withUnsafeMutablePointerToElements { $0[index] = newValue }
        }
    }
}
