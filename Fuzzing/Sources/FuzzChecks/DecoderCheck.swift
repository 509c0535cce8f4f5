import Foundation
import Pathways

/// `FuzzDecoder`: arbitrary text as a path, decoded into every scalar type.
///
/// The text is first decoded as `ValueRoute<String>` (`/v/:value`). If that fails, the path
/// itself was refused and other types must fail the same way. If it succeeds with text `t`,
/// each type's result must equal the harness's own parse of `t`; every decoded value must
/// re-encode and decode back, and a canonical `t` must be printed back byte for byte. Routes
/// with several placeholders of every type are decoded too. While fuzzing, each input checks
/// a share of the types, chosen by its bytes (see ``FuzzMode``): a third of them, or two when
/// the path was refused, and the routes the path starts like plus one more.
enum DecoderCheck {
    private typealias ScalarCheck = @Sendable (String, Result<ValueRoute<String>, PathwayError>) throws(Violation) -> Void

    private static let scalarChecks: [ScalarCheck] = [
        scalar(Bool.self), scalar(Int.self), scalar(Int8.self), scalar(Int16.self), scalar(Int32.self), scalar(Int64.self),
        scalar(UInt.self), scalar(UInt8.self), scalar(UInt16.self), scalar(UInt32.self), scalar(UInt64.self),
        scalar(Float.self), scalar(Double.self), scalar(Color.self), scalar(Level.self), scalar(UUID.self),
        scalar(Date.self), scalar(Int?.self), scalar(String?.self), scalar(Double?.self), scalar(UUID?.self),
    ]

    private static let routeChecks: [(prefix: [UInt8], check: @Sendable (String) throws(Violation) -> Void)] = [
        route(IntegersRoute.self), route(UnsignedRoute.self), route(MixedRoute.self), route(OptionalRoute.self),
        route(MemberRoute.self), route(MeasureRoute.self), route(EventRoute.self), route(CallbackRoute.self),
        route(CafeRoute.self), route(RootRoute.self),
    ]

    static func run(_ bytes: [UInt8]) throws(Violation) {
        let path = String(decoding: bytes, as: UTF8.self)
        let turn = FuzzMode.turn
        let thorough = FuzzMode.isThorough
        let baseline = Result { () throws(PathwayError) in try PathwayDecoder.shared.decode(ValueRoute<String>.self, fromPath: path) }
        switch baseline {
        case .success(let route):
            try TextChecks.checkDelivered(route.value)
            try TextChecks.checkCapture(route.value)
            for (index, check) in scalarChecks.enumerated() where thorough || index % 3 == turn % 3 {
                try check(path, baseline)
            }
        case .failure(let error):
            try ErrorRules.check(error, phases: [.match, .decode], inputLength: path.utf8.count)
            try ErrorRules.render(error)
            try require(error.phase == .match || error.code == .patternMismatch, "String decoding refused a value: \(error)")
            let count = scalarChecks.count
            for (index, check) in scalarChecks.enumerated() where thorough || index == turn % count || index == turn / 7 % count {
                try check(path, baseline)
            }
        }
        let utf8 = path.utf8
        for (index, route) in routeChecks.enumerated()
        where thorough || index == turn % routeChecks.count || utf8.starts(with: route.prefix) {
            try route.check(path)
        }
    }

    private static func scalar<Value: FuzzScalar>(_ type: Value.Type) -> ScalarCheck {
        { path, baseline throws(Violation) in
            let result = Result { () throws(PathwayError) in try PathwayDecoder.shared.decode(ValueRoute<Value>.self, fromPath: path) }
            switch baseline {
            case .failure(let expected):
                guard case .failure(let error) = result else {
                    throw Violation("\(Value.self) from \(show(path)): decoded \(result), but the path is refused for String: \(expected)")
                }
                try require(
                    error.code == expected.code && error.phase == expected.phase,
                    "\(Value.self) from \(show(path)): \(error), but \(expected) for String")
            case .success(let text):
                try compare(result, Value.reference(text.value), text: text.value, path: path)
            }
        }
    }

    private static func compare<Value: FuzzScalar>(
        _ result: Result<ValueRoute<Value>, PathwayError>, _ reference: Reference<Value>, text: String, path: String
    ) throws(Violation) {
        func context() -> String { "\(Value.self) from \(show(path))" }
        switch (result, reference) {
        case (.success(let route), .value(let expected)):
            try require(route.value.isIdentical(to: expected), "\(context()): decoded \(route.value), expected \(expected)")
        case (.success(let route), .refused(let code)):
            throw Violation("\(context()): decoded \(route.value), expected a refusal with \(code)")
        case (.failure(let error), .value(let expected)):
            throw Violation("\(context()): refused with \(error), expected \(expected)")
        case (.failure(let error), .refused(let code)):
            try ErrorRules.check(error, phases: [.decode])
            try require(error.code == code, "\(context()): refused with \(error.code), expected \(code)")
        case (.failure(let error), .unchecked):
            try ErrorRules.check(error, phases: [.decode])
            try require([.invalidValue, .valueOutOfRange].contains(error.code), "\(context()): refused with \(error.code)")
        case (.success, .unchecked):
            break
        }
        guard case .success(let route) = result else { return }
        let printed = try RoundTrip.checkReencodes(route)
        if Value.isCanonical(text) {
            let expected = "/v/" + String(decoding: Percent.encode(text.utf8), as: UTF8.self)
            try require(printed.utf8.elementsEqual(expected.utf8), "\(context()): canonical text printed back as \(show(printed))")
        }
    }

    /// A route check, with the pattern's text up to its first placeholder as a quick filter.
    private static func route<Route: FuzzRoute>(
        _ type: Route.Type
    ) -> (prefix: [UInt8], check: @Sendable (String) throws(Violation) -> Void) {
        let pattern = Array(Route.pattern.utf8)
        let prefix = pattern.prefix { $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: "#") }
        return (
            Array(prefix),
            { path throws(Violation) in
                let route: Route
                do throws(PathwayError) {
                    route = try PathwayDecoder.shared.decode(Route.self, fromPath: path)
                } catch {
                    try ErrorRules.check(error, phases: [.match, .decode], inputLength: path.utf8.count)
                    return
                }
                try RoundTrip.checkReencodes(route)
            }
        )
    }
}
