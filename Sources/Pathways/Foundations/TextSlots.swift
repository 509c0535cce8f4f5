/// A fixed number of optional strings in memory that one object owns for its whole life: the
/// encoded text of each placeholder, which a value writes while it encodes itself.
///
/// An array in a class's stored `var` would do, but every access to it would pay a dynamic
/// exclusivity check; this class's storage is a constant, and only its elements change. The
/// element type is fixed, not generic, so that releasing the strings is compiled for it.
///
/// This type holds one of the three pieces of unsafe code in Pathways (with ``ByteView`` and
/// ``ScratchBuffer``). It is safe because the memory is allocated and initialized for exactly
/// ``count`` elements in `init`, deinitialized and freed only in `deinit`, and never handed
/// out; and every access is bounds-checked, in release builds too. A reference kept past its
/// owner's use still points at memory this object owns.
final class TextSlots {
    private let storage: UnsafeMutableBufferPointer<String?>

    /// Creates `count` empty slots.
    init(count: Int) {
        storage = .allocate(capacity: Swift.max(0, count))
        storage.initialize(repeating: nil)
    }

    deinit {
        // One slot at a time, where the element type is known: `deinitialize()` of the whole
        // buffer goes through the runtime's generic array destroy.
        for index in storage.indices { _ = storage.moveElement(from: index) }
        storage.deallocate()
    }

    /// How many slots there are.
    var count: Int { storage.count }

    /// The text in the slot at `index`; traps when `index` is outside the slots.
    subscript(index: Int) -> String? {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: storage.count), "slot index out of range")
            return storage[index]
        }
        set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: storage.count), "slot index out of range")
            storage[index] = newValue
        }
    }
}
