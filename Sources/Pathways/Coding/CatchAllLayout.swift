/// Where the items of a match's catch-alls lie among its captures: at most two, the path's and
/// the fragment route's, each a run of items with the catch-all's name (MATCH-7).
///
/// Plain numbers in one word, so that the decoder's containers, which are copied for every
/// property, retain no pattern to tell placeholders and catch-alls apart, and the decoder stays
/// small enough to sit inside an `any Decoder` without an allocation of its own. The
/// fragment route's catch-all is the pattern's last placeholder, so its items run to the end.
struct CatchAllLayout {
    /// Three 21-bit fields: the path's catch-all's first item plus one and the item after its
    /// last, then the fragment route's catch-all's first item plus one; zero for none.
    private let bits: UInt64

    private static let fieldWidth: UInt64 = 21
    private static let fieldMask: UInt64 = (1 << fieldWidth) - 1
    /// The most items whose positions the fields hold.
    static let maximumItems = Int(fieldMask) - 1

    /// A match without catch-alls.
    static let none = CatchAllLayout(bits: 0)

    private init(bits: UInt64) {
        self.bits = bits
    }

    /// The layout of `captures`, which ``PatternMatch/captures(of:_:_:)`` built for `pattern`:
    /// each placeholder takes one item, each catch-all the items that follow with its name.
    /// `nil` when there are more items than ``maximumItems``, which only limits far above the
    /// defaults allow.
    init?(_ pattern: PathPattern, _ captures: borrowing [RouteParameters.Item]) {
        guard pattern.hasCatchAll else {
            self = .none
            return
        }
        guard captures.count <= Self.maximumItems else { return nil }
        var index = 0
        var bits: UInt64 = 0
        for placeholder in pattern.placeholders {
            guard placeholder.isCatchAll else {
                index += 1
                continue
            }
            var end = index
            while end < captures.count, captures[end].name.utf8.elementsEqual(placeholder.name.utf8) { end += 1 }
            if placeholder.inFragment {
                bits |= UInt64(index + 1) << (2 * Self.fieldWidth)
            } else {
                bits |= UInt64(index + 1) | UInt64(end) << Self.fieldWidth
            }
            index = end
        }
        self.init(bits: bits)
    }

    /// The items of the catch-all whose first item is at `index` among `count` items, if one
    /// starts there.
    @inline(__always)
    func catchAll(startingAt index: Int, of count: Int) -> Range<Int>? {
        bits == 0 ? nil : range(startingAt: index, of: count)
    }

    private func range(startingAt index: Int, of count: Int) -> Range<Int>? {
        let pathStart = Int(bits & Self.fieldMask)
        if pathStart != 0, pathStart - 1 == index {
            return index..<Swift.max(index, Swift.min(count, Int((bits >> Self.fieldWidth) & Self.fieldMask)))
        }
        let fragmentStart = Int((bits >> (2 * Self.fieldWidth)) & Self.fieldMask)
        if fragmentStart != 0, fragmentStart - 1 == index { return index..<Swift.max(index, count) }
        return nil
    }
}
