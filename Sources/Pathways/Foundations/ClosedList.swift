/// A closed list of stable names that callers compare and switch on, such as an error's codes
/// or phases.
///
/// A conforming type is a public struct over a `package` enum of its members, so that the list
/// can grow in a minor release without breaking a caller's `switch` (which needs a `default`).
/// Each member's raw value is its stable identifier, as SPEC.md and the fixture corpus write it.
/// This protocol writes the rest once: the identifier as the description, the members in the
/// order they are declared, and the lookup by identifier.
///
/// ```swift
/// public struct Code: ClosedList {
///     package enum Member: String, CaseIterable, Sendable { case invalidJSON, wrongType }
///     package let member: Member
///     package init(_ member: Member) { self.member = member }
///     public static let invalidJSON = Code(.invalidJSON)
/// }
/// ```
package protocol ClosedList: Hashable, Sendable, CustomStringConvertible {
    /// The members, in the order SPEC.md lists them.
    associatedtype Member: RawRepresentable, CaseIterable, Hashable, Sendable where Member.RawValue == String

    /// The member this value is.
    var member: Member { get }

    /// The value for `member`.
    init(_ member: Member)
}

extension ClosedList {
    /// The stable identifier, as used in SPEC.md and the fixture corpus.
    public var description: String { member.rawValue }

    /// Every member, in the order SPEC.md lists them.
    package static var allMembers: [Self] { Member.allCases.map(Self.init) }

    /// The member whose stable identifier is `identifier`, or `nil` when there is none.
    package init?(named identifier: String) {
        guard let member = Member(rawValue: identifier) else { return nil }
        self.init(member)
    }
}
