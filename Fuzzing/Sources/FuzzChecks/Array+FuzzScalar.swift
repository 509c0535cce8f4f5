extension Array where Element: FuzzScalar {
    /// Element-by-element ``FuzzScalar/isIdentical(to:)``.
    func isIdentical(to other: [Element]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.isIdentical(to: $1) }
    }

    /// Elements from fuzzer bytes: mostly a few, sometimes around the component limit under a
    /// one-literal pattern (LIM-2; the encoder must refuse what would pass it, ENC-13) and, for
    /// query fields, past the parameter limit (LIM-3), so that encoding meets them.
    ///
    /// - Parameter query: Whether the elements are a query field's, written as pairs.
    static func arbitrary(_ input: inout FuzzInput, query: Bool) -> [Element] {
        let count =
            switch input.choice(32) {
            case 0: 60 + input.choice(8)
            case 1: query ? 250 + input.choice(10) : 60 + input.choice(8)
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
