/// `High` followed by a 0 bit.
enum SlotBit0<High: ShapeSlot>: ShapeSlot {
    static var index: Int { High.index * 2 }
}
