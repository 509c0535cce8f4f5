import Foundation

/// `FuzzRoundTrip`: typed values derived from the bytes, encoded and decoded again.
///
/// The first byte picks a route type; the rest make its values: strings of arbitrary scalars
/// (controls, combining marks, emoji, NFC and NFD), integers of every width and their extremes,
/// floating-point values from bit patterns (NaN, infinities, `-0.0`, subnormals), dates from
/// millisecond counts and arbitrary doubles, and UUIDs. Encoding must succeed exactly when the
/// harness's ``Expectation`` says so and refuse with a documented code otherwise; what encodes
/// must decode to an identical value. Catch-all arrays, query fields (scalars, optionals,
/// arrays) and a fragment placeholder round-trip the same way, and dates encoded with a rounding
/// strategy come back rounded (``RoundedDateCheck``).
enum RoundTripCheck {
    private static let checks: [@Sendable (inout FuzzInput) throws(Violation) -> Void] = [
        check(ValueRoute<String>.self), check(ValueRoute<Bool>.self), check(ValueRoute<Int>.self),
        check(ValueRoute<Int8>.self), check(ValueRoute<Int16>.self), check(ValueRoute<Int32>.self),
        check(ValueRoute<Int64>.self), check(ValueRoute<UInt>.self), check(ValueRoute<UInt8>.self),
        check(ValueRoute<UInt16>.self), check(ValueRoute<UInt32>.self), check(ValueRoute<UInt64>.self),
        check(ValueRoute<Float>.self), check(ValueRoute<Double>.self), check(ValueRoute<Color>.self),
        check(ValueRoute<Level>.self), check(ValueRoute<UUID>.self), check(ValueRoute<Date>.self),
        check(ValueRoute<Int?>.self), check(ValueRoute<String?>.self), check(ValueRoute<Date?>.self),
        check(ProductRoute.self), check(MemberRoute.self), check(FileRoute.self), check(CallbackRoute.self),
        check(EventRoute.self), check(MeasureRoute.self), check(RootRoute.self), check(OptionalRoute.self),
        check(CafeRoute.self), check(IntegersRoute.self), check(UnsignedRoute.self), check(MixedRoute.self),
        check(ReviewRoute.self), check(TreeRoute.self), check(SumRoute.self), check(FindRoute.self),
        check(PageRoute.self), check(RoundedDateRoute.self), roundedDates(),
    ]

    static func run(_ bytes: [UInt8]) throws(Violation) {
        var input = FuzzInput(bytes)
        try checks[input.choice(checks.count)](&input)
    }

    private static func roundedDates() -> @Sendable (inout FuzzInput) throws(Violation) -> Void {
        { input throws(Violation) in try RoundedDateCheck.run(&input) }
    }

    private static func check<Route: FuzzRoute>(_ type: Route.Type) -> @Sendable (inout FuzzInput) throws(Violation) -> Void {
        { input throws(Violation) in
            let (value, expectation) = Route.arbitrary(&input)
            try RoundTrip.check(value, expecting: expectation)
        }
    }
}
