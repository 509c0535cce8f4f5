import Foundation
import Pathways

/// `FuzzHandle`: arbitrary text through `Pathways.handle` over a fixed table of routes.
///
/// Handlers check what they receive on the spot: every captured, query and fragment value is
/// control-free UTF-8 that survives percent-coding; a capture re-encodes to exactly one path
/// component and decodes back; captures, literals, host, mode and fragment route agree with the
/// harness's own reading of the URL; query and fragment parameters agree with its own parsing.
/// After `handle` returns, the check compares the decision with the reference model of
/// precedence and dispatch (PREC-2 to PREC-6, DISP-2 to DISP-4): the best-ranked route that
/// decodes runs, exactly one handler per `true`; `false` only when nothing matches; otherwise
/// the best-ranked decode failure is thrown.
@MainActor
enum HandleCheck {
    static let specs: [RouteSpec] = [
        RouteSpec("root", "/", host: "example.com", matching: .exact),
        RouteSpec("product", "/products/:id", host: "example.com", kind: .product),
        RouteSpec("featured", "/products/featured", host: "example.com", matching: .exact),
        RouteSpec("review", "/products/:id/reviews/:review", host: "example.com", matching: .exact, kind: .review),
        RouteSpec("settings", "/settings", host: "example.com"),
        RouteSpec("privacy", "/settings/privacy", host: "example.com", matching: .exact),
        RouteSpec("members", "/teams/:team/members/:member"),
        RouteSpec("files", "/files/:name", matching: .exact),
        RouteSpec("search", "/search", host: "Example.COM", matching: .exact),
        RouteSpec("callback", "/callback/#complete", host: "example.com", fragmentParameters: true),
        RouteSpec("callbackExact", "/callback", host: "example.com", matching: .exact),
        RouteSpec("userAnyHost", "/u/:user"),
        RouteSpec("userHost", "/u/:user", host: "example.com"),
        RouteSpec("cafe", "/caf%C3%A9/:x"),
        RouteSpec("events", "/events/:value", kind: .date),
        RouteSpec("flags", "/flags/:value", matching: .exact, kind: .flag),
        RouteSpec("measure", "/measure/:value", kind: .measure),
        RouteSpec("kind", "/kind/:value", host: "example.com", kind: .color),
        RouteSpec("ipv6", "/ip/:x", host: "[::1]"),
        RouteSpec("open", "/open/:a/:b/:c"),
        RouteSpec("appProduct", "/products/:id", matching: .exact, kind: .product),
        RouteSpec("deep", "/deep/#section"),
        RouteSpec("sub", "/s/:a/x", host: "sub.example.com", fragmentParameters: true),
    ]

    static let customSchemes: [[UInt8]] = [Array("myapp".utf8)]

    static let router: Pathways = {
        var router = Pathways(customSchemes: ["myapp"])
        for (index, spec) in specs.enumerated() {
            let host = spec.host
            let matching = spec.matching
            let fragment = spec.fragmentParameters
            let pattern = spec.pattern
            switch spec.kind {
            case .path:
                router.register(host: host, path: pattern, matching: matching, supportFragmentParams: fragment) { parameters in
                    observe(index, parameters) { () throws(Violation) in }
                }
            case .product:
                router.register(host: host, path: pattern, as: ProductRoute.self, matching: matching, supportFragmentParams: fragment) {
                    route, parameters in
                    observe(index, parameters) { () throws(Violation) in
                        try typed(route, parameters, ["id": { text in Int.reference(text).matches(route.id) }])
                    }
                }
            case .review:
                router.register(host: host, path: pattern, as: ReviewRoute.self, matching: matching, supportFragmentParams: fragment) {
                    route, parameters in
                    observe(index, parameters) { () throws(Violation) in
                        try typed(
                            route, parameters,
                            [
                                "id": { text in Int.reference(text).matches(route.id) },
                                "review": { text in UUID.reference(text).matches(route.review) },
                            ])
                    }
                }
            case .date: registerValue(Date.self, index, &router)
            case .flag: registerValue(Bool.self, index, &router)
            case .measure: registerValue(Double.self, index, &router)
            case .color: registerValue(Color.self, index, &router)
            }
        }
        return router
    }()

    private static func registerValue<Value: FuzzScalar>(_ type: Value.Type, _ index: Int, _ router: inout Pathways) {
        let spec = specs[index]
        router.register(
            host: spec.host, path: spec.pattern, as: ValueRoute<Value>.self, matching: spec.matching,
            supportFragmentParams: spec.fragmentParameters
        ) { route, parameters in
            observe(index, parameters) { () throws(Violation) in
                try typed(route, parameters, ["value": { text in Value.reference(text).matches(route.value) }])
            }
        }
    }

    // MARK: - Per-input state

    /// What the handlers of the current input saw: which ran, and the first violation.
    private static var input: [UInt8] = []
    /// The harness's reading of `input`, made when first needed: most inputs are refused.
    private static var reference: ReferenceURL? {
        if let cachedReference { return cachedReference }
        cachedReference = ReferenceURL(input, customSchemes: customSchemes)
        return cachedReference
    }
    private static var cachedReference: ReferenceURL?
    private static var runs: [Int] = []
    private static var violation: Violation?

    static func run(_ bytes: [UInt8]) throws(Violation) {
        try require(router.registrationErrors.isEmpty, "the harness's route table is invalid: \(router.registrationErrors)")
        let text = String(decoding: bytes, as: UTF8.self)
        input = Array(text.utf8)
        cachedReference = nil
        runs = []
        violation = nil
        let handled: Bool
        do {
            handled = try router.handle(text)
        } catch {
            try ErrorRules.check(error, phases: [.match, .decode], inputLength: input.count)
            try ErrorRules.render(error)
            if let violation { throw violation }
            try require(runs.isEmpty, "handle threw \(error.code) after handler \(runs) ran")
            if error.phase == .decode {
                // Only typed routes fail to decode, and the error is the best-ranked failure.
                let expected = try expectedDispatch()
                try require(
                    expected == .unknown || expected == .throwsDecodeError(error.code),
                    "handle threw \(error.code) for \(show(text)); the reference would \(expected)")
            }
            return
        }
        if let violation { throw violation }
        try require(runs.count == (handled ? 1 : 0), "handle returned \(handled) after running handlers \(runs)")
        let expected = try expectedDispatch()
        let actual: RouteSpec.Dispatch = handled ? .runs(runs[0]) : .returnsFalse
        try require(expected == .unknown || expected == actual, "for \(show(text)) handle did \(actual); the reference would \(expected)")
        if handled {
            try require(
                try matchingRoutes().contains(runs[0]), "\(specs[runs[0]].name) ran for \(show(text)), which it does not match")
        }
    }

    /// The reference model's decision for the current input.
    private static func expectedDispatch() throws(Violation) -> RouteSpec.Dispatch {
        guard let reference else {
            throw Violation("the library accepted \(show(String(decoding: input, as: UTF8.self))), which the reference cannot read")
        }
        return RouteSpec.dispatch(reference, specs)
    }

    private static func matchingRoutes() throws(Violation) -> [Int] {
        guard let reference else {
            throw Violation("the library accepted \(show(String(decoding: input, as: UTF8.self))), which the reference cannot read")
        }
        return specs.indices.filter { specs[$0].matches(reference) }
    }

    // MARK: - Handler checks

    private static func observe(_ index: Int, _ parameters: RouteParameters, _ extra: () throws(Violation) -> Void) {
        runs.append(index)
        do {
            try inspect(specs[index], parameters)
            try extra()
        } catch {
            if violation == nil { violation = Violation("[\(specs[index].name)] \(error.message)") }
        }
    }

    private static func inspect(_ spec: RouteSpec, _ parameters: RouteParameters) throws(Violation) {
        for item in parameters.captures + parameters.query + parameters.fragment {
            try TextChecks.checkDelivered(item.name)
            try TextChecks.checkDelivered(item.value)
        }
        try require(
            parameters.captures.map(\.name) == spec.placeholderNames,
            "captures \(parameters.captures.map(\.name)) for placeholders \(spec.placeholderNames)")
        for capture in parameters.captures {
            try TextChecks.checkCapture(capture.value)
            try require(
                parameters.capture(capture.name).map { $0.utf8.elementsEqual(capture.value.utf8) } == true,
                "capture(\(capture.name)) disagrees with captures")
        }
        guard let url = reference else { throw Violation("a handler ran for text the reference cannot read") }
        try checkPath(spec, parameters, url)
        try checkParameters(parameters.query, ReferenceURL.parameters(url.query), "query")
        try checkParameters(
            parameters.fragment, spec.fragmentParameters ? ReferenceURL.parameters(url.fragmentParameters) : [], "fragment")
        try checkLookup(parameters)
    }

    /// Host, mode, literals, captures and fragment route against the reference reading.
    private static func checkPath(_ spec: RouteSpec, _ parameters: RouteParameters, _ url: ReferenceURL) throws(Violation) {
        if let host = spec.host {
            try require(
                url.host == Array(host.utf8).map(ReferenceURL.lowercased),
                "host filter \(host) let through host \(url.host.map { String(decoding: $0, as: UTF8.self) } ?? "nil")")
        }
        try require(
            spec.matching == .exact ? url.components.count == spec.components.count : url.components.count >= spec.components.count,
            "\(spec.matching) pattern \(spec.pattern) ran for \(url.components.count) components")
        var captures = parameters.captures.makeIterator()
        for (component, text) in zip(spec.components, url.components) {
            let decoded = Percent.decode(text)
            switch component {
            case .literal(let literal):
                try require(decoded == literal, "literal \(literal) ran for component \(Array(text))")
            case .placeholder(let name):
                let capture = captures.next()
                try require(
                    decoded != nil && capture.map { Array($0.value.utf8) } == decoded,
                    "capture \(name) is \(capture.map { show($0.value) } ?? "missing"); the component is \(String(decoding: text, as: UTF8.self))"
                )
            }
        }
        if let route = spec.fragmentRoute {
            try require(url.fragmentRoute.flatMap { Percent.decode($0) } == route, "fragment route \(spec.pattern) ran without '#\(route)'")
        }
    }

    private static func checkParameters(
        _ items: [RouteParameters.Item], _ expected: [(name: [UInt8], value: [UInt8])]?, _ part: String
    ) throws(Violation) {
        guard let expected else { throw Violation("the \(part) has a malformed escape the library let through") }
        try require(items.count == expected.count, "\(items.count) \(part) items; the reference reads \(expected.count)")
        for (item, reference) in zip(items, expected) {
            try require(
                item.name.utf8.elementsEqual(reference.name) && item.value.utf8.elementsEqual(reference.value),
                "\(part) item \(show(item.name))=\(show(item.value)) differs from the reference")
        }
    }

    /// `parameters[name]` and `values(named:)` find values by their names' bytes (QUERY-3).
    private static func checkLookup(_ parameters: RouteParameters) throws(Violation) {
        let all = parameters.query + parameters.fragment
        guard let name = all.first?.name else { return }
        let same = all.filter { $0.name.utf8.elementsEqual(name.utf8) }.map(\.value)
        try require(parameters[name].map { Array($0.utf8) } == same.first.map { Array($0.utf8) }, "parameters[\(show(name))] is wrong")
        let values = parameters.values(named: name)
        try require(
            values.count == same.count && zip(values, same).allSatisfy { $0.utf8.elementsEqual($1.utf8) },
            "values(named: \(show(name))) is wrong")
    }

    /// A typed route's value re-encodes, and each field equals the reference's parse of its capture.
    private static func typed<Route: FuzzRoute>(
        _ route: Route, _ parameters: RouteParameters, _ fields: [String: (String) -> Bool]
    ) throws(Violation) {
        try RoundTrip.checkReencodes(route)
        for capture in parameters.captures {
            guard let matches = fields[capture.name] else { continue }
            try require(
                matches(capture.value), "\(Route.self) field \(capture.name) = \(route) disagrees with capture \(show(capture.value))")
        }
    }
}

extension Reference where Value: FuzzScalar {
    /// Whether a decoded value agrees with the reference: equal, or not modelled.
    func matches(_ value: Value) -> Bool {
        switch self {
        case .value(let expected): expected.isIdentical(to: value)
        case .refused: false
        case .unchecked: true
        }
    }
}

/// A product's review, with an integer and a UUID.
struct ReviewRoute: FuzzRoute {
    static let pattern = "/products/:id/reviews/:review"
    let id: Int
    let review: UUID

    func isIdentical(to other: ReviewRoute) -> Bool { id == other.id && review == other.review }

    static func arbitrary(_ input: inout FuzzInput) -> (value: ReviewRoute, expectation: Expectation) {
        (ReviewRoute(id: input.integer(), review: UUID.arbitrary(&input).value), .success)
    }
}
