import Foundation
import Pathways

/// The reference implementation as a subject: every request drives the real public API of
/// Pathways.
///
/// - URL inputs: a `Pathways(customSchemes:)` router with each route registered in the request's
///   order through `register(host:path:matching:supportFragmentParams:handler:)` (path-only)
///   or `register(host:path:as:matching:supportFragmentParams:handler:)` (typed, with
///   `FixtureValue`, a `Codable` value shaped by the route's declared types), then `handle(_:)`
///   with the exact URL text, not a Foundation `URL`, which would rewrite malformed input.
/// - Pattern inputs: `PathPattern(_:)`.
/// - Registration inputs: the error that registering the named route added to
///   `registrationErrors`, if any; `"router"` is the
///   router's `registrationErrors` after `init(customSchemes:)`.
/// - Decode inputs: `PathwayDecoder(customSchemes:).decode(_:pattern:from:)` or `fromPath:`.
/// - Encode inputs: `PathwayEncoder().encode(_:pattern:)`, or `encode(_:pattern:relativeTo:)` with a base.
/// - Round trips: encode, then decode the encoded path.
///
/// ```swift
/// let report = await ConformanceRunner(subject: ReferenceSubject()).run(try Corpus.bundled().cases)
/// ```
@MainActor
public final class ReferenceSubject: ConformanceSubject {
    /// Pathways supports every capability of the fixture format.
    public nonisolated let descriptor = SubjectDescriptor(
        name: "pathways", version: "reference",
        capabilities: Set(Capability.allCases))

    /// The last router built, reused while requests carry the same routes and options.
    private var cache: (key: RouterKey, router: BuiltRouter)?

    /// Creates the subject.
    public nonisolated init() {}

    /// Answers one request by calling Pathways; runs on the main actor, as `handle(_:)` must.
    public func respond(to request: ConformanceRequest) -> ConformanceResponse {
        switch request.input {
        case .url(let url): handle(url, request)
        case .pattern(let text): parse(text)
        case .registration(let name): registration(name, request)
        case .decode(let name, let source): decode(name, source, request)
        case .encode(let name, let values, let base): encode(name, values, base: base, request)
        case .roundTrip(let name, let values): roundTrip(name, values, request)
        }
    }

    // MARK: URL inputs

    private func handle(_ url: String, _ request: ConformanceRequest) -> ConformanceResponse {
        let built = router(for: request)
        built.recorder.hit = nil
        do {
            let handled = try FixtureContext.$shapes.withValue(built.shapes) { try built.router.handle(url) }
            switch (handled, built.recorder.hit) {
            case (false, _): return .result(.noMatch)
            case (true, let hit?): return .result(.match(hit))
            case (true, nil): return .error(message: "handle(_:) returned true but no handler ran")
            }
        } catch let error as PathwayError {
            return .result(.error(Self.outcome(error)))
        } catch {
            return .error(message: "handle(_:) threw a non-PathwayError: \(error)")
        }
    }

    private func router(for request: ConformanceRequest) -> BuiltRouter {
        let key = RouterKey(router: request.router, routes: request.routes)
        if let cache, cache.key == key { return cache.router }
        let built = BuiltRouter(request: request)
        cache = (key, built)
        return built
    }

    // MARK: Patterns and registration

    private func parse(_ text: String) -> ConformanceResponse {
        do {
            let pattern = try PathPattern(text)
            return .result(.valid(PatternInfo(placeholders: pattern.placeholderNames, fragmentRoute: pattern.fragmentRoute)))
        } catch {
            return .result(.error(Self.outcome(error)))
        }
    }

    private func registration(_ name: String, _ request: ConformanceRequest) -> ConformanceResponse {
        let built = router(for: request)
        if name == "router" {
            return .result(built.routerErrors.first.map { .error(Self.outcome($0)) } ?? .registered)
        }
        guard let registration = built.registrations.first(where: { $0.name.utf8.elementsEqual(name.utf8) }) else {
            return .error(message: "the case declares no route named \(JSONWriter.quoted(name))")
        }
        return .result(registration.error.map { .error(Self.outcome($0)) } ?? .registered)
    }

    // MARK: Typed values

    private func typedRoute(_ name: String, _ request: ConformanceRequest) -> Result<(RouteSpec, [Property]), ReferenceFailure> {
        guard let route = request.route(named: name) else {
            return .failure(ReferenceFailure("the case declares no route named \(JSONWriter.quoted(name))"))
        }
        guard let types = route.types else {
            return .failure(ReferenceFailure("route \(JSONWriter.quoted(name)) is path-only; it has no types to decode or encode"))
        }
        return .success((route, types))
    }

    private func decode(_ name: String, _ source: ConformanceInput.DecodeSource, _ request: ConformanceRequest) -> ConformanceResponse {
        let route: RouteSpec
        let types: [Property]
        switch typedRoute(name, request) {
        case .success(let found): (route, types) = found
        case .failure(let failure): return .error(message: failure.message)
        }
        do {
            let pattern = try PathPattern(route.pattern)
            let decoder = PathwayDecoder(customSchemes: Set(request.router.customSchemes))
            let value = try FixtureContext.$shapes.withValue([SlotRoot.index: types]) {
                switch source {
                case .url(let url): try decoder.decode(FixtureValue<SlotRoot>.self, pattern: pattern, from: url)
                case .path(let path): try decoder.decode(FixtureValue<SlotRoot>.self, pattern: pattern, fromPath: path)
                }
            }
            return .result(.values(value.values))
        } catch let error as PathwayError {
            return .result(.error(Self.outcome(error)))
        } catch {
            return .error(message: "decoding threw a non-PathwayError: \(error)")
        }
    }

    private func encode(_ name: String, _ values: ValueMap, base: String?, _ request: ConformanceRequest) -> ConformanceResponse {
        let route: RouteSpec
        let types: [Property]
        switch typedRoute(name, request) {
        case .success(let found): (route, types) = found
        case .failure(let failure): return .error(message: failure.message)
        }
        let scalars: [FixtureScalar?]
        switch Self.scalars(values, types) {
        case .success(let found): scalars = found
        case .failure(let failure): return .error(message: failure.message)
        }
        guard let base else {
            do {
                let path = try PathwayEncoder().encode(
                    FixtureValue<SlotRoot>(properties: types, scalars: scalars), pattern: PathPattern(route.pattern))
                return .result(.path(path))
            } catch {
                return .result(.error(Self.outcome(error)))
            }
        }
        // The base goes to Pathways as text: Foundation's `URL(string:)` would refuse or rewrite
        // some bases before Pathways could judge them (ENC-9).
        do {
            let url = try PathwayEncoder().encode(
                FixtureValue<SlotRoot>(properties: types, scalars: scalars), pattern: PathPattern(route.pattern), relativeTo: base)
            return .result(.url(url))
        } catch {
            return .result(.error(Self.outcome(error)))
        }
    }

    private func roundTrip(_ name: String, _ values: ValueMap, _ request: ConformanceRequest) -> ConformanceResponse {
        let path: String
        switch encode(name, values, base: nil, request) {
        case .result(.path(let encoded)): path = encoded
        case let other: return other
        }
        switch decode(name, .path(path), request) {
        case .result(.values(let decoded)): return .result(.roundTrip(path: path, values: decoded))
        case let other: return other
        }
    }

    /// The Swift value of each declared property; `nil` where `values` has no entry.
    private static func scalars(_ values: ValueMap, _ types: [Property]) -> Result<[FixtureScalar?], ReferenceFailure> {
        var scalars: [FixtureScalar?] = []
        for property in types {
            guard let json = values[property.name] else {
                scalars.append(nil)
                continue
            }
            switch FixtureScalar.make(json, as: property.type) {
            case .success(let scalar): scalars.append(scalar)
            case .failure(let error):
                return .failure(ReferenceFailure("the value of \(property.name) cannot be a Swift \(property.type): \(error)"))
            }
        }
        return .success(scalars)
    }

    static func outcome(_ error: PathwayError) -> ErrorOutcome {
        ErrorOutcome(code: error.code.description, phase: error.phase.rawValue, placeholder: error.placeholder)
    }
}

/// Why the adapter could not call Pathways for a request.
struct ReferenceFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// What identifies a built router: the options and routes in order.
struct RouterKey: Hashable {
    let router: RouterOptions
    let routes: [RouteSpec]

    // Hashable would compare strings with `String ==`, which equates NFC and NFD patterns;
    // compare the JSON forms byte for byte instead.
    static func == (lhs: RouterKey, rhs: RouterKey) -> Bool {
        lhs.router.jsonValue.isIdentical(to: rhs.router.jsonValue)
            && lhs.routes.count == rhs.routes.count
            && zip(lhs.routes, rhs.routes).allSatisfy { $0.jsonValue.isIdentical(to: $1.jsonValue) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(routes.count)
        for route in routes { hasher.combine(Array(route.pattern.utf8)) }
    }
}

/// Records which handler ran and what it received.
@MainActor
final class DispatchRecorder {
    var hit: RouteMatch?
}

/// A router built from a request's routes, with each registration's outcome.
@MainActor
struct BuiltRouter {
    let router: Pathways
    /// The errors of the router's own configuration (custom schemes), before any route.
    let routerErrors: [PathwayError]
    let registrations: [(name: String, error: PathwayError?)]
    let shapes: [Int: [Property]]
    let recorder = DispatchRecorder()

    init(request: ConformanceRequest) {
        var router = Pathways(customSchemes: Set(request.router.customSchemes))
        routerErrors = router.registrationErrors
        var registrations: [(String, PathwayError?)] = []
        var shapes: [Int: [Property]] = [:]
        for (index, route) in request.routes.enumerated() {
            let errorsBefore = router.registrationErrors.count
            if let types = route.types {
                shapes[index] = types
                Self.registerTyped(slotType(for: index), route, into: &router, recorder: recorder)
            } else {
                let name = route.name
                let recorder = recorder
                router.register(
                    host: route.host, path: route.pattern, matching: route.matching.pathwaysMatching,
                    supportFragmentParams: route.fragmentParams
                ) { parameters in
                    recorder.hit = RouteMatch(
                        route: name, captures: Self.pairs(parameters.captures), values: nil,
                        query: Self.pairs(parameters.query), fragment: Self.pairs(parameters.fragment))
                }
            }
            // A refused registration adds exactly one error and no route (REG-1).
            let error = router.registrationErrors.count > errorsBefore ? router.registrationErrors.last : nil
            registrations.append((route.name, error))
        }
        self.router = router
        self.registrations = registrations
        self.shapes = shapes
    }

    private static func registerTyped<Slot: ShapeSlot>(
        _ slot: Slot.Type, _ route: RouteSpec, into router: inout Pathways, recorder: DispatchRecorder
    ) {
        let name = route.name
        router.register(
            host: route.host, path: route.pattern, as: FixtureValue<Slot>.self, matching: route.matching.pathwaysMatching,
            supportFragmentParams: route.fragmentParams
        ) { value, parameters in
            recorder.hit = RouteMatch(
                route: name, captures: pairs(parameters.captures), values: value.values,
                query: pairs(parameters.query), fragment: pairs(parameters.fragment))
        }
    }

    nonisolated static func pairs(_ items: [RouteParameters.Item]) -> [ParameterPair] {
        items.map { ParameterPair($0.name, $0.value) }
    }
}

extension MatchingMode {
    var pathwaysMatching: Matching {
        switch self {
        case .prefix: .prefix
        case .exact: .exact
        }
    }
}
