/// What the dynamic Codable types read while Pathways decodes them.
///
/// Task-local, because decoding runs synchronously inside the adapter's own call into
/// `handle(_:)` or `decode(_:pattern:from:)`, in the same task; nothing leaks between requests.
enum FixtureContext {
    /// Each slot's properties, by ``ShapeSlot/index``.
    @TaskLocal static var shapes: [Int: [Property]] = [:]
    /// The cases of the enum being decoded right now.
    @TaskLocal static var enumCases: PropertyType.Base?
}

extension FixtureContext {
    /// A type that stands for a number, so that one generic ``FixtureValue`` can be many distinct
    /// Swift types at run time.
    ///
    /// A router stores each typed registration's `Decodable` type, and a type's `init(from:)` has no
    /// way to learn which registration it is decoding for. Giving each registration its own type,
    /// `FixtureValue<Slot>`, lets `init(from:)` read its own properties' declared types from
    /// ``FixtureContext/shapes`` by `Slot.index`. Numbers are spelled in binary
    /// (`SlotBit1<SlotBit0<SlotRoot>>`...), so a slot's type nests only `log2(index)` deep.
    protocol ShapeSlot {
        /// The number the type stands for.
        static var index: Int { get }
    }

    /// The one slot type that stands for `index`.
    static func slotType(for index: Int) -> any ShapeSlot.Type {
        guard index > 0 else { return SlotRoot.self }
        let high = slotType(for: index / 2)
        return index % 2 == 0 ? appendingZero(high) : appendingOne(high)
    }

    private static func appendingZero<High: ShapeSlot>(_ high: High.Type) -> any ShapeSlot.Type { SlotBit0<High>.self }

    private static func appendingOne<High: ShapeSlot>(_ high: High.Type) -> any ShapeSlot.Type { SlotBit1<High>.self }

    /// Zero, and the most significant bit of every other slot.
    enum SlotRoot: ShapeSlot {
        static var index: Int { 0 }
    }

    /// `High` followed by a 0 bit.
    enum SlotBit0<High: ShapeSlot>: ShapeSlot {
        static var index: Int { High.index * 2 }
    }

    /// `High` followed by a 1 bit.
    enum SlotBit1<High: ShapeSlot>: ShapeSlot {
        static var index: Int { High.index * 2 + 1 }
    }
}
