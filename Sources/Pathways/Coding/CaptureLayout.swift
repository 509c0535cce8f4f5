/// How a typed route's captures lie in one array: how many items are the placeholders' (the
/// query's parameters follow them), and where the items of the catch-alls are, at most two,
/// the path's and the fragment route's, each a run of items with the catch-all's name
/// (MATCH-7).
///
/// Plain numbers in one word, so that the decoder's containers, which are copied for every
/// property, retain no pattern to tell placeholders and catch-alls apart, and the decoder stays
/// small enough to sit inside an `any Decoder` without an allocation of its own. The
/// fragment route's catch-all is the pattern's last placeholder, so its items run to the end of
/// the placeholders' items.
struct CaptureLayout {
    /// Four 16-bit fields, from the lowest: the number of the placeholders' items; the path's
    /// catch-all's first item plus one and the item after its last; the fragment route's
    /// catch-all's first item plus one. Zero for a catch-all the pattern does not have.
    private let bits: UInt64

    private static let fieldWidth: UInt64 = 16
    private static let fieldMask: UInt64 = (1 << fieldWidth) - 1
    /// The most placeholders' items the fields hold (LIM-8).
    static let maximumItems = Int(fieldMask) - 1

    private init(bits: UInt64) {
        self.bits = bits
    }

    /// The layout of the first `count` of `captures`, which ``PatternMatch/captures(of:_:_:reservingExtra:)``
    /// built for `pattern`: each placeholder takes one item, each catch-all the items that
    /// follow with its name. `nil` when `count` is above ``maximumItems``, which only limits far
    /// above the defaults allow.
    init?(_ pattern: PathPattern, _ captures: borrowing [RouteParameters.Item], count: Int) {
        guard count <= Self.maximumItems else { return nil }
        var bits = UInt64(count)
        guard pattern.hasCatchAll else {
            self.init(bits: bits)
            return
        }
        var index = 0
        let placeholders = pattern.placeholders
        for (position, placeholder) in placeholders.enumerated() {
            guard placeholder.isCatchAll else {
                index += 1
                continue
            }
            var end = count  // the pattern's last placeholder takes the items that are left
            if position < placeholders.count - 1 {
                // Placeholder names are ASCII (PAT-5): `==` with equal counts is byte equality
                // (see `placeholderIndex`), and fast for these copies of one string.
                let length = placeholder.name.utf8.count
                end = index
                while end < count, captures[end].name.utf8.count == length, captures[end].name == placeholder.name { end += 1 }
            }
            if placeholder.inFragment {
                bits |= UInt64(index + 1) << (3 * Self.fieldWidth)
            } else {
                bits |= UInt64(index + 1) << Self.fieldWidth | UInt64(end) << (2 * Self.fieldWidth)
            }
            index = end
        }
        self.init(bits: bits)
    }

    /// How many items are the placeholders'.
    var valueCount: Int { Int(bits & Self.fieldMask) }

    /// The items of the catch-all whose first item is at `index`, if one starts there.
    @inline(__always)
    func catchAll(startingAt index: Int) -> Range<Int>? {
        bits >> Self.fieldWidth == 0 ? nil : range(startingAt: index)
    }

    private func range(startingAt index: Int) -> Range<Int>? {
        let count = valueCount
        let pathStart = Int((bits >> Self.fieldWidth) & Self.fieldMask)
        if pathStart != 0, pathStart - 1 == index {
            return index..<Swift.max(index, Swift.min(count, Int((bits >> (2 * Self.fieldWidth)) & Self.fieldMask)))
        }
        let fragmentStart = Int((bits >> (3 * Self.fieldWidth)) & Self.fieldMask)
        if fragmentStart != 0, fragmentStart - 1 == index { return index..<Swift.max(index, count) }
        return nil
    }
}
