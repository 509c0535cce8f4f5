/// Zero, and the most significant bit of every other slot.
enum SlotRoot: ShapeSlot {
    static var index: Int { 0 }
}
