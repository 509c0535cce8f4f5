import Foundation
import Pathways

/// `FuzzHandle`: arbitrary text through `Pathways.handle` over a fixed table of routes.
///
/// Handlers check what they receive on the spot: every captured, query and fragment value is
/// control-free UTF-8 that survives percent-coding; a path capture re-encodes to exactly one
/// path component and a fragment capture to one piece, and each decodes back; the captures (one
/// per catch-all component or piece, in the URL's case) agree with the harness's own match of
/// the URL (MATCH-1 to MATCH-8, folding a route's literals without case); a catch-all's items
/// re-encode to the remainder it matched; typed values re-encode, and their query fields hold
/// the query's first value, or every value for an array (CODE-5 to CODE-7); query and fragment
/// parameters agree with the harness's own parsing.
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
        RouteSpec("tree", "/tree/*path", kind: .tree),
        RouteSpec("treeReadme", "/tree/readme", matching: .exact),
        RouteSpec("treeTeam", "/tree/:team/x", host: "example.com"),
        RouteSpec("sum", "/sum/*terms", matching: .exact, kind: .sum),
        RouteSpec("all", "/*all", host: "all.example.com"),
        RouteSpec("find", "/Find", caseInsensitive: true, kind: .find),
        RouteSpec("findExact", "/find", matching: .exact),
        RouteSpec("help", "/Help/:topic", caseInsensitive: true),
        RouteSpec("helpFaq", "/HELP/faq", matching: .exact, caseInsensitive: true),
        RouteSpec("helpCased", "/help/FAQ", matching: .exact),
        RouteSpec("docs", "/docs#/*section"),
        RouteSpec("docsIntro", "/Docs#/Intro/*rest", caseInsensitive: true),
        RouteSpec("page", "/app#/item/:name", fragmentParameters: true, kind: .page),
        RouteSpec("pageNew", "/app#/item/new"),
        RouteSpec("appRest", "/app#/*rest"),
        RouteSpec("number", "/n#:value", kind: .number),
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
                router.register(
                    host: host, path: pattern, matching: matching, caseInsensitive: spec.caseInsensitive, supportFragmentParams: fragment
                ) { parameters in
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
            case .number: registerValue(Int.self, index, &router)
            case .tree:
                registerTyped(TreeRoute.self, index, &router) { route, parameters, _ throws(Violation) in
                    try require(route.path.isIdentical(to: parameters.captures(named: "path")), "path \(route.path) is not the captures")
                }
            case .sum:
                registerTyped(SumRoute.self, index, &router) { route, parameters, query throws(Violation) in
                    let terms = parameters.captures(named: "terms")
                    try require(
                        terms.count == route.terms.count && zip(terms, route.terms).allSatisfy { Int.reference($0).matches($1) },
                        "terms \(route.terms) disagree with the captures \(terms)")
                    try require(query.matches("scale", route.scale), "scale \(String(describing: route.scale)) is not the query's")
                }
            case .find:
                registerTyped(FindRoute.self, index, &router) { route, _, query throws(Violation) in
                    try require(
                        query.matches("q", route.q) && query.matches("page", route.page) && query.matches("tag", route.tag)
                            && query.matches("ids", route.ids),
                        "\(route) disagrees with the query's first values and arrays")
                }
            case .page:
                registerTyped(PageRoute.self, index, &router) { route, parameters, query throws(Violation) in
                    try require(
                        parameters.capture("name").map { $0.isIdentical(to: route.name) } == true && query.matches("from", route.from),
                        "\(route) disagrees with the fragment capture or the query")
                }
            }
        }
        return router
    }()

    private static func registerValue<Value: FuzzScalar>(_ type: Value.Type, _ index: Int, _ router: inout Pathways) {
        let spec = specs[index]
        router.register(
            host: spec.host, path: spec.pattern, as: ValueRoute<Value>.self, matching: spec.matching,
            caseInsensitive: spec.caseInsensitive, supportFragmentParams: spec.fragmentParameters
        ) { route, parameters in
            observe(index, parameters) { () throws(Violation) in
                try typed(route, parameters, ["value": { text in Value.reference(text).matches(route.value) }])
            }
        }
    }

    /// Registers a typed route whose handler re-encodes the value (ENC-8) and checks its fields
    /// against the captures and the harness's reading of the query (CODE-5 to CODE-7).
    private static func registerTyped<Route: FuzzRoute>(
        _ type: Route.Type, _ index: Int, _ router: inout Pathways,
        fields: @escaping @MainActor @Sendable (Route, RouteParameters, QueryFields) throws(Violation) -> Void
    ) {
        let spec = specs[index]
        router.register(
            host: spec.host, path: spec.pattern, as: Route.self, matching: spec.matching, caseInsensitive: spec.caseInsensitive,
            supportFragmentParams: spec.fragmentParameters
        ) { route, parameters in
            observe(index, parameters) { () throws(Violation) in
                try RoundTrip.checkReencodes(route)
                guard let pairs = reference.flatMap({ ReferenceURL.parameters($0.query) }) else {
                    throw Violation("a typed handler ran for a query the reference cannot read")
                }
                try fields(route, parameters, QueryFields(pairs))
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
        try DestinationCheck.run(text)
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
        guard let url = reference else { throw Violation("a handler ran for text the reference cannot read") }
        try checkPath(spec, parameters, url)
        try checkCatchAlls(spec, parameters, url)
        try checkParameters(parameters.query, ReferenceURL.parameters(url.query), "query")
        try checkParameters(parameters.fragment, expectedFragment(spec, url), "fragment")
        try checkLookup(parameters)
    }

    /// The fragment parameters a route receives (FRAG-1, FRAG-2, FRAG-6): none without
    /// fragment parameters; those after the fragment's `?`; and, for a route without a fragment
    /// route, a fragment that holds no `?` but holds `=`, read as pairs (`#t=90`).
    private static func expectedFragment(_ spec: RouteSpec, _ url: ReferenceURL) -> [(name: [UInt8], value: [UInt8])]? {
        guard spec.fragmentParameters else { return [] }
        if let pairs = url.fragmentParameters { return ReferenceURL.parameters(pairs) }
        guard spec.fragmentPieces == nil, let route = url.fragmentRoute, route.contains(UInt8(ascii: "=")) else { return [] }
        return ReferenceURL.parameters(route)
    }

    /// Host, then the captures against the reference's match (MATCH-1 to MATCH-8): one per
    /// placeholder and one per component or piece of a catch-all, in pattern order, each the
    /// URL's text decoded once and in its own case, also for a route without case.
    private static func checkPath(_ spec: RouteSpec, _ parameters: RouteParameters, _ url: ReferenceURL) throws(Violation) {
        if let host = spec.host {
            try require(
                url.host == Array(host.utf8).map(ReferenceURL.lowercased),
                "host filter \(host) let through host \(url.host.map { String(decoding: $0, as: UTF8.self) } ?? "nil")")
        }
        guard let expected = spec.captures(in: url) else {
            throw Violation("\(spec.matching) pattern \(spec.pattern) ran for a URL it does not match (\(url.components.count) components)")
        }
        let captures = parameters.captures
        try require(
            captures.count == expected.count
                && zip(captures, expected).allSatisfy { $0.name.utf8.elementsEqual($1.name.utf8) && $0.value.utf8.elementsEqual($1.value) },
            "captures \(captures.map { "\($0.name)=\(show($0.value))" }) differ from the reference's \(expected.map { "\($0.name)=\($0.value)" })"
        )
        let fromPath = spec.pathCaptureCount(in: url)
        for (offset, capture) in captures.enumerated() {
            if offset < fromPath {
                try TextChecks.checkCapture(capture.value)
            } else {
                try TextChecks.checkFragmentCapture(capture.value)
            }
            // For a catch-all, `capture(_:)` gives its first item.
            let first = captures.first { $0.name.utf8.elementsEqual(capture.name.utf8) }
            try require(
                parameters.capture(capture.name).map { Array($0.utf8) } == first.map { Array($0.value.utf8) },
                "capture(\(capture.name)) disagrees with captures")
        }
    }

    /// MATCH-7: a catch-all's items are each non-empty and, written one per component and joined
    /// with `/`, spell the remainder it matched, canonically escaped: by `PathwayEncoder` for
    /// the path, by the harness's own escaping for a fragment route.
    private static func checkCatchAlls(_ spec: RouteSpec, _ parameters: RouteParameters, _ url: ReferenceURL) throws(Violation) {
        if case .catchAll(let name) = spec.components.last {
            let remainder = Array(url.components.dropFirst(spec.components.count - 1))
            let items = try catchAllItems(name, parameters, remainder)
            // The encoder's own component limit would refuse a longer list under `/tree`.
            guard remainder.count < PathwayLimits.default.maxPathComponents else { return }
            let encoded: String
            do {
                encoded = try PathwayEncoder.shared.encode(TreeRoute(path: items))
            } catch {
                throw Violation("catch-all \(name) items \(items.map(show)) do not encode: \(error)")
            }
            let expected = "/tree/" + (try canonical(remainder))
            try require(
                encoded.utf8.elementsEqual(expected.utf8), "catch-all \(name) encodes as \(show(encoded)); the URL had \(show(expected))")
        }
        if let pieces = spec.fragmentPieces, case .catchAll(let name) = pieces.last, let route = url.fragmentRoute {
            let remainder = Array(route.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst(pieces.count - 1))
            let items = try catchAllItems(name, parameters, remainder)
            let encoded = items.map { String(decoding: Percent.encode($0.utf8), as: UTF8.self) }.joined(separator: "/")
            let expected = try canonical(remainder)
            try require(
                encoded.utf8.elementsEqual(expected.utf8),
                "fragment catch-all \(name) gives \(show(encoded)); the URL had \(show(expected))")
        }
    }

    private static func catchAllItems(
        _ name: String, _ parameters: RouteParameters, _ remainder: [ArraySlice<UInt8>]
    ) throws(Violation) -> [String] {
        let items = parameters.captures(named: name)
        try require(!items.isEmpty && !items.contains(where: \.isEmpty), "catch-all \(name) captured \(items.map(show))")
        try require(items.count == remainder.count, "catch-all \(name) captured \(items.count) items for \(remainder.count) components")
        return items
    }

    /// Raw components joined with `/`, each decoded and escaped again as PCT-6 writes it.
    private static func canonical(_ texts: [ArraySlice<UInt8>]) throws(Violation) -> String {
        var parts: [String] = []
        for text in texts {
            guard let decoded = Percent.decode(text) else { throw Violation("the library let through a malformed escape") }
            parts.append(String(decoding: Percent.encode(decoded), as: UTF8.self))
        }
        return parts.joined(separator: "/")
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
