extension Array where Element: FuzzScalar {
    /// Element-by-element ``FuzzScalar/isIdentical(to:)``.
    func isIdentical(to other: [Element]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.isIdentical(to: $1) }
    }

    /// Elements from fuzzer bytes: mostly a few, sometimes up to the component limit under a
    /// one-literal pattern (LIM-2) and, for query fields, past the parameter limit (LIM-3), so
    /// that encoding meets them. A catch-all stays within the component limit:
    /// `PathwayEncoder` writes a longer one, which the decoder then refuses with
    /// `tooManyComponents` (an open ENC-8 finding), and a finding would end every run at once.
    ///
    /// - Parameter query: Whether the elements are a query field's, written as pairs.
    static func arbitrary(_ input: inout FuzzInput, query: Bool) -> [Element] {
        let count =
            switch input.choice(32) {
            case 0: 60 + input.choice(4)
            case 1: query ? 250 + input.choice(10) : 60 + input.choice(4)
            default: input.choice(5)
            }
        return (0..<count).map { _ in Element.arbitrary(&input).value }
    }

    /// Whether two optional arrays are both `nil` or hold identical elements.
    static func isIdentical(_ lhs: [Element]?, _ rhs: [Element]?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): lhs.isIdentical(to: rhs)
        default: false
        }
    }
}
