import Pathways

/// `FuzzURLReading`: arbitrary text as an absolute URL.
///
/// For each route type, `PathwayDecoder(customSchemes: ["myapp"])` and a router holding only
/// that type (exact, any host, same custom scheme) must agree: a decoded value is what the
/// handler receives; a pattern mismatch is `false`; any other error is the same error. A
/// decoded value must re-encode and decode back. For `myapp:` URLs without an authority the
/// custom scheme must make no difference. While fuzzing, four types per input are compared,
/// chosen by the input's bytes (see ``FuzzMode``); when the URL itself is refused (match
/// phase), the answer cannot depend on the type, and two are enough. The text, alone and
/// inside prose, is also given to `Pathways.link(in:)` (``LinkInTextCheck``).
@MainActor
enum URLReadingCheck {
    private static let decoder = PathwayDecoder(customSchemes: ["myapp"])

    private typealias Check = @MainActor (String, [UInt8]) throws(Violation) -> PathwayError?

    private static let checks: [Check] = [
        differential(ProductRoute.self),
        differential(MemberRoute.self),
        differential(FileRoute.self),
        differential(CallbackRoute.self),
        differential(EventRoute.self),
        differential(MeasureRoute.self),
        differential(RootRoute.self),
        differential(OptionalRoute.self),
        differential(CafeRoute.self),
        differential(MixedRoute.self),
    ]

    /// What the single-route router's handler received.
    private static var received: Any?

    static func run(_ bytes: [UInt8]) throws(Violation) {
        let text = String(decoding: bytes, as: UTF8.self)
        let utf8 = Array(text.utf8)
        let turn = FuzzMode.turn
        let first = turn % checks.count
        let error = try checks[first](text, utf8)
        if let error { try ErrorRules.render(error) }
        try LinkInTextCheck.run(text)
        if FuzzMode.isThorough {
            for (index, check) in checks.enumerated() where index != first { _ = try check(text, utf8) }
        } else if error?.phase == .match {
            _ = try checks[(first + 1 + turn / checks.count % (checks.count - 1)) % checks.count](text, utf8)
        } else {
            for step in 1..<4 { _ = try checks[(first + step * (1 + turn / checks.count % 3)) % checks.count](text, utf8) }
        }
    }

    private static func differential<Route: FuzzRoute>(_ type: Route.Type) -> Check {
        var router = Pathways(customSchemes: ["myapp"])
        router.register(path: Route.pattern, as: Route.self, matching: .exact) { route, _ in received = route }
        return { text, utf8 throws(Violation) in
            try compare(Route.self, text, utf8, router)
        }
    }

    /// Compares decoder and router on one type; returns the decoder's error, if any.
    private static func compare<Route: FuzzRoute>(
        _ type: Route.Type, _ text: String, _ utf8: [UInt8], _ router: Pathways
    ) throws(Violation) -> PathwayError? {
        try require(router.registrationErrors.isEmpty, "\(Route.self): the harness's pattern is invalid")
        let decoded = Result { () throws(PathwayError) in try decoder.decode(Route.self, from: text) }
        received = nil
        let routed = Result { () throws(PathwayError) in try router.handle(text) }
        func context() -> String { "\(Route.self) on \(show(text))" }
        switch (decoded, routed) {
        case (.success(let value), .success(true)):
            guard let delivered = received as? Route else { throw Violation("\(context()): handle returned true but no value arrived") }
            try require(delivered.isIdentical(to: value), "\(context()): decoded \(value) but the handler got \(delivered)")
            try RoundTrip.checkReencodes(value)
        case (.failure(let error), .success(false)):
            try require(error.code == .patternMismatch, "\(context()): decode threw \(error) but handle returned false")
            try ErrorRules.check(error, phases: [.decode])
        case (.failure(let error), .failure(let routedError)):
            try ErrorRules.check(error, phases: [.match, .decode], inputLength: utf8.count)
            try require(
                error.code == routedError.code && error.phase == routedError.phase && error.placeholder == routedError.placeholder
                    && error.offset == routedError.offset,
                "\(context()): decode threw \(error) but handle threw \(routedError)")
        default:
            throw Violation("\(context()): decode gave \(decoded) but handle gave \(routed)")
        }
        try require(received == nil || (try? routed.get()) == true, "\(context()): a handler ran but handle did not return true")
        if hasNoAuthority(utf8) {
            let plain = Result { () throws(PathwayError) in try PathwayDecoder.shared.decode(Route.self, from: text) }
            try require(
                sameOutcome(decoded, plain), "\(context()): the custom scheme changed a URL without authority: \(decoded) vs \(plain)")
        }
        if case .failure(let error) = decoded { return error }
        return nil
    }

    /// `myapp:` followed by no authority or an empty one, where a custom scheme changes nothing.
    private static func hasNoAuthority(_ utf8: [UInt8]) -> Bool {
        let scheme = Array("myapp:".utf8)
        guard utf8.count >= scheme.count, utf8.prefix(scheme.count).map(ReferenceURL.lowercased) == scheme else { return false }
        let rest = utf8.dropFirst(scheme.count)
        guard rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else { return true }
        let next = rest.dropFirst(2).first
        return next == nil || next == UInt8(ascii: "/") || next == UInt8(ascii: "?") || next == UInt8(ascii: "#")
    }

    private static func sameOutcome<Route: FuzzRoute>(_ lhs: Result<Route, PathwayError>, _ rhs: Result<Route, PathwayError>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): left.isIdentical(to: right)
        case (.failure(let left), .failure(let right)): left.code == right.code && left.phase == right.phase
        default: false
        }
    }
}
