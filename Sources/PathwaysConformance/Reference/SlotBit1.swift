/// `High` followed by a 1 bit.
enum SlotBit1<High: ShapeSlot>: ShapeSlot {
    static var index: Int { High.index * 2 + 1 }
}
