/// Helpers for requirement IDs such as `PAT-12`.
package enum RequirementID {
    /// The area of an ID: the part before the last `-`, such as `PAT` for `PAT-12`.
    package static func area(of id: String) -> String {
        guard let dash = id.lastIndex(of: "-") else { return id }
        return String(id[..<dash])
    }

    /// Orders IDs by area, then by number, so `PAT-2` comes before `PAT-10`.
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let (lhsArea, rhsArea) = (area(of: lhs), area(of: rhs))
        if lhsArea != rhsArea { return lhsArea < rhsArea }
        let lhsNumber = Int(lhs.split(separator: "-").last ?? "") ?? 0
        let rhsNumber = Int(rhs.split(separator: "-").last ?? "") ?? 0
        return lhsNumber != rhsNumber ? lhsNumber < rhsNumber : lhs < rhs
    }
}
