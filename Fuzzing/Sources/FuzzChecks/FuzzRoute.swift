import Foundation
import Pathways

/// A route type the fuzz checks can generate and compare exactly.
protocol FuzzRoute: Pathway {
    /// Field-by-field ``FuzzScalar/isIdentical(to:)``.
    func isIdentical(to other: Self) -> Bool

    /// A value derived from fuzzer bytes, and what encoding it must do.
    static func arbitrary(_ input: inout FuzzInput) -> (value: Self, expectation: Expectation)
}

/// One placeholder of any scalar type; every specialization shares the pattern `/v/:value`.
struct ValueRoute<Value: FuzzScalar>: FuzzRoute {
    static var pattern: String { "/v/:value" }
    let value: Value

    func isIdentical(to other: ValueRoute) -> Bool { value.isIdentical(to: other.value) }

    static func arbitrary(_ input: inout FuzzInput) -> (value: ValueRoute, expectation: Expectation) {
        let (value, expectation) = Value.arbitrary(&input)
        return (ValueRoute(value: value), expectation)
    }
}

/// The README's product route.
struct ProductRoute: FuzzRoute {
    static let pattern = "/products/:id"
    let id: Int

    func isIdentical(to other: ProductRoute) -> Bool { id == other.id }

    static func arbitrary(_ input: inout FuzzInput) -> (value: ProductRoute, expectation: Expectation) {
        (ProductRoute(id: input.integer()), .success)
    }
}

/// Two placeholders with snake-case names mapped by coding keys.
struct MemberRoute: FuzzRoute {
    static let pattern = "/teams/:team_id/members/:member_id"
    let teamID: Int
    let memberID: UUID

    enum CodingKeys: String, CodingKey {
        case teamID = "team_id"
        case memberID = "member_id"
    }

    func isIdentical(to other: MemberRoute) -> Bool { teamID == other.teamID && memberID == other.memberID }

    static func arbitrary(_ input: inout FuzzInput) -> (value: MemberRoute, expectation: Expectation) {
        (MemberRoute(teamID: input.integer(), memberID: UUID.arbitrary(&input).value), .success)
    }
}

/// A free-text placeholder, where `%2F` must stay inside the value.
struct FileRoute: FuzzRoute {
    static let pattern = "/files/:name"
    let name: String

    func isIdentical(to other: FileRoute) -> Bool { name.isIdentical(to: other.name) }

    static func arbitrary(_ input: inout FuzzInput) -> (value: FileRoute, expectation: Expectation) {
        let (name, expectation) = String.arbitrary(&input)
        return (FileRoute(name: name), expectation)
    }
}

/// A pattern with a fragment route after `#`.
struct CallbackRoute: FuzzRoute {
    static let pattern = "/callback/:state#done"
    let state: String

    func isIdentical(to other: CallbackRoute) -> Bool { state.isIdentical(to: other.state) }

    static func arbitrary(_ input: inout FuzzInput) -> (value: CallbackRoute, expectation: Expectation) {
        let (state, expectation) = String.arbitrary(&input)
        return (CallbackRoute(state: state), expectation)
    }
}

/// A date and a flag.
struct EventRoute: FuzzRoute {
    static let pattern = "/events/:when/:flag"
    let when: Date
    let flag: Bool

    func isIdentical(to other: EventRoute) -> Bool { when == other.when && flag == other.flag }

    static func arbitrary(_ input: inout FuzzInput) -> (value: EventRoute, expectation: Expectation) {
        let (when, expectation) = Date.arbitrary(&input)
        return (EventRoute(when: when, flag: input.flag()), expectation)
    }
}

/// Both floating-point types.
struct MeasureRoute: FuzzRoute {
    static let pattern = "/m/:x/:y"
    let x: Double
    let y: Float

    func isIdentical(to other: MeasureRoute) -> Bool { x.isIdentical(to: other.x) && y.isIdentical(to: other.y) }

    static func arbitrary(_ input: inout FuzzInput) -> (value: MeasureRoute, expectation: Expectation) {
        let (x, first) = Double.arbitrary(&input)
        let (y, second) = Float.arbitrary(&input)
        return (MeasureRoute(x: x, y: y), first.and(second))
    }
}

/// The root pattern, with no values at all.
struct RootRoute: FuzzRoute {
    static let pattern = "/"

    func isIdentical(to other: RootRoute) -> Bool { true }

    static func arbitrary(_ input: inout FuzzInput) -> (value: RootRoute, expectation: Expectation) {
        (RootRoute(), .success)
    }
}

/// Optional properties: one fills a placeholder, one is a query field (ENC-6, ENC-10, CODE-6).
struct OptionalRoute: FuzzRoute {
    static let pattern = "/o/:value"
    let value: Int?
    let note: String?

    func isIdentical(to other: OptionalRoute) -> Bool {
        value.isIdentical(to: other.value) && note.isIdentical(to: other.note)
    }

    static func arbitrary(_ input: inout FuzzInput) -> (value: OptionalRoute, expectation: Expectation) {
        let value: Int? = input.flag() ? input.integer() : nil
        let note: String? = input.choice(4) == 0 ? input.string() : nil
        // A missing value leaves its placeholder empty; a note goes to the query, or nowhere when nil.
        var expectation: Expectation = value == nil ? .refusal(.missingValue) : .success
        if let note { expectation = expectation.and(TextRules.queryExpectation(for: note)) }
        return (OptionalRoute(value: value, note: note), expectation)
    }
}

/// A literal written with a percent-escape in the pattern.
struct CafeRoute: FuzzRoute {
    static let pattern = "/caf%C3%A9/:x"
    let x: String

    func isIdentical(to other: CafeRoute) -> Bool { x.isIdentical(to: other.x) }

    static func arbitrary(_ input: inout FuzzInput) -> (value: CafeRoute, expectation: Expectation) {
        let (x, expectation) = String.arbitrary(&input)
        return (CafeRoute(x: x), expectation)
    }
}

/// Every signed integer width.
struct IntegersRoute: FuzzRoute {
    static let pattern = "/i/:a/:b/:c/:d/:e"
    let a: Int
    let b: Int8
    let c: Int16
    let d: Int32
    let e: Int64

    func isIdentical(to other: IntegersRoute) -> Bool {
        a == other.a && b == other.b && c == other.c && d == other.d && e == other.e
    }

    static func arbitrary(_ input: inout FuzzInput) -> (value: IntegersRoute, expectation: Expectation) {
        let route = IntegersRoute(
            a: Int.arbitrary(&input).value, b: Int8.arbitrary(&input).value, c: Int16.arbitrary(&input).value,
            d: Int32.arbitrary(&input).value, e: Int64.arbitrary(&input).value)
        return (route, .success)
    }
}

/// Every unsigned integer width.
struct UnsignedRoute: FuzzRoute {
    static let pattern = "/u/:a/:b/:c/:d/:e"
    let a: UInt
    let b: UInt8
    let c: UInt16
    let d: UInt32
    let e: UInt64

    func isIdentical(to other: UnsignedRoute) -> Bool {
        a == other.a && b == other.b && c == other.c && d == other.d && e == other.e
    }

    static func arbitrary(_ input: inout FuzzInput) -> (value: UnsignedRoute, expectation: Expectation) {
        let route = UnsignedRoute(
            a: UInt.arbitrary(&input).value, b: UInt8.arbitrary(&input).value, c: UInt16.arbitrary(&input).value,
            d: UInt32.arbitrary(&input).value, e: UInt64.arbitrary(&input).value)
        return (route, .success)
    }
}

/// One of each remaining type, behind an escaped fragment route.
struct MixedRoute: FuzzRoute {
    static let pattern = "/x/:text/:flag/:ratio/:id/:at/:color/:level#sec%C3%A9"
    let text: String
    let flag: Bool
    let ratio: Float
    let id: UUID
    let at: Date
    let color: Color
    let level: Level

    func isIdentical(to other: MixedRoute) -> Bool {
        text.isIdentical(to: other.text) && flag == other.flag && ratio.isIdentical(to: other.ratio) && id == other.id
            && at == other.at && color == other.color && level == other.level
    }

    static func arbitrary(_ input: inout FuzzInput) -> (value: MixedRoute, expectation: Expectation) {
        let text = String.arbitrary(&input)
        let ratio = Float.arbitrary(&input)
        let at = Date.arbitrary(&input)
        let color = Color.arbitrary(&input)
        let route = MixedRoute(
            text: text.value, flag: input.flag(), ratio: ratio.value, id: UUID.arbitrary(&input).value, at: at.value,
            color: color.value, level: Level.arbitrary(&input).value)
        return (route, text.expectation.and(ratio.expectation).and(at.expectation).and(color.expectation))
    }
}
