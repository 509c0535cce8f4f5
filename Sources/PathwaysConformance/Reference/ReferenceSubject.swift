import Foundation
import Pathways
import PathwaysAssociations
import PathwaysTextFormats

/// The reference implementation as a subject: every request drives the real public API of
/// Pathways.
///
/// - URL inputs: a `Pathways(customSchemes:decoding:)` router, or `Pathways(origins:decoding:)` when the request
///   gives origins, with each route registered in the request's order through
///   `register(host:origin:path:matching:caseInsensitive:supportFragmentParams:handler:)`
///   (path-only) or `register(host:origin:path:as:matching:caseInsensitive:supportFragmentParams:handler:)`
///   (typed, with `FixtureValue`, a `Codable` value shaped by the route's declared types), then
///   `handle(_:)` with the exact URL text, not a Foundation `URL`, which would rewrite malformed
///   input. A catch-all's captures, one `RouteParameters` item per component, are reported as
///   one array.
/// - Pattern inputs: `PathPattern(_:)`, its `placeholderNames` and `fragmentRoute`.
/// - Registration inputs: the error that registering the named route added to
///   `registrationErrors`, if any; `"router"` is the
///   router's `registrationErrors` after `init(customSchemes:decoding:)` or `init(origins:decoding:)`.
/// - Decode inputs: `PathwayDecoder(customSchemes:decoding:).decode(_:pattern:from:)` or
///   `fromPath:`, with the router's date form, lenient optional fields and `+` as a space.
/// - Encode inputs: `PathwayEncoder(dateEncodingStrategy:dateForm:).encode(_:pattern:)`, or
///   `encode(_:pattern:relativeTo:)` with a base.
/// - Round trips: encode, then decode the encoded path.
/// - Associations (`PathwaysAssociations`): `AppSiteAssociation(router:host:appIDs:)` and
///   `IntentFilters(router:schemes:hosts:syntax:)` on the router built from the routes;
///   `AppSiteAssociation(json:)` with `delivers(_:to:)`, and `IntentFilters(xml:resources:placeholders:)` with
///   `delivers(_:)`, for the delivery inputs.
/// - Compatibility (`PathwaysCompatibility`): `RouteTable(json:)` for each table and
///   `CompatibilityReport(old:new:)`, with the report's routes given as their positions.
///
/// ```swift
/// let report = await ConformanceRunner(subject: ReferenceSubject()).run(try Corpus.bundled().cases)
/// ```
@MainActor
public final class ReferenceSubject: ConformanceSubject {
    /// Pathways supports every capability of the fixture format and claims every profile of
    /// SPEC.md section 19.
    public nonisolated let descriptor = SubjectDescriptor(
        name: "pathways", version: "reference",
        capabilities: Set(Capability.allCases), profiles: Set(Profile.allCases))

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
        case .encode(let name, let values, let base, let dateEncoding): encode(name, values, base: base, dateEncoding, request)
        case .roundTrip(let name, let values): roundTrip(name, values, request)
        case .appleAssociation(let host, let appIDs): appleAssociation(host, appIDs, request)
        case .androidFilters(let hosts, let schemes, let syntax): androidFilters(hosts, schemes, syntax, request)
        case .appleDelivery(let file, let appID, let url): appleDelivery(file, appID, url)
        case .androidDelivery(let filters, let url, let resources, let placeholders):
            androidDelivery(filters, url, resources: resources, placeholders: placeholders)
        case .compatibility(let old, let new): compatibility(old, new)
        }
    }

    // MARK: Associations

    private func appleAssociation(_ host: String, _ appIDs: [String], _ request: ConformanceRequest) -> ConformanceResponse {
        let file: AppSiteAssociation
        do throws(AssociationError) {
            file = try AppSiteAssociation(router: router(for: request).router, host: host, appIDs: appIDs)
        } catch {
            return .result(Self.outcome(error))
        }
        do throws(JSONParseError) {
            return .result(.appleAssociation(try JSONParser.parse(file.json).value))
        } catch {
            return .error(message: "the generated file is not JSON: \(error)")
        }
    }

    private func androidFilters(_ hosts: [String], _ schemes: [String], _ syntax: String, _ request: ConformanceRequest)
        -> ConformanceResponse
    {
        let filters: IntentFilters
        do throws(AssociationError) {
            filters = try IntentFilters(
                router: router(for: request).router, schemes: schemes, hosts: hosts, syntax: syntax == "simple" ? .simple : .advanced)
        } catch {
            return .result(Self.outcome(error))
        }
        let form = filters.fixtureForm.map { filter in
            JSONValue.members([
                "autoVerify": .bool(filter.autoVerify), "schemes": .array(filter.schemes.map(JSONValue.string)),
                "hosts": .array(filter.hosts.map(JSONValue.string)),
                "paths": .array(filter.paths.map { JSONValue.object([JSONValue.Member(key: $0.kind, value: .string($0.value))]) }),
            ])
        }
        return .result(.androidFilters(.array(form)))
    }

    private func appleDelivery(_ file: JSONValue, _ appID: String, _ url: String) -> ConformanceResponse {
        let text: String
        if case .string(let written) = file { text = written } else { text = file.jsonText }
        do throws(AssociationError) {
            let association = try AppSiteAssociation(json: text)
            return .result(.delivery(delivered: association.delivers(url, to: appID), unknownKeys: association.unknownKeys))
        } catch {
            return .result(Self.outcome(error))
        }
    }

    private func androidDelivery(_ xml: String, _ url: String, resources: [String: String], placeholders: [String: String])
        -> ConformanceResponse
    {
        do throws(AssociationError) {
            let filters = try IntentFilters(xml: xml, resources: resources, placeholders: placeholders)
            return .result(.delivery(delivered: filters.delivers(url), unknownKeys: filters.unknownKeys))
        } catch {
            return .result(Self.outcome(error))
        }
    }

    private static func outcome(_ error: AssociationError) -> Outcome {
        .invalidAssociation(code: error.code.description, path: error.path)
    }

    // MARK: URL inputs

    private func handle(_ url: String, _ request: ConformanceRequest) -> ConformanceResponse {
        let built = router(for: request)
        built.recorder.hit = nil
        let handled: Result<Bool, PathwayError> = FixtureContext.$shapes.withValue(built.shapes) {
            Result { () throws(PathwayError) in try built.router.handle(url) }
        }
        let matched: Result<MatchedRoute?, PathwayError> = FixtureContext.$shapes.withValue(built.shapes) {
            Result { () throws(PathwayError) in try built.router.match(url) }
        }
        // Every URL of the corpus also checks that `match` chooses what `handle` runs (DISP-7).
        if let disagreement = Self.disagreement(handled, built.recorder.hit, matched, built) {
            return .error(message: "match(_:) disagrees with handle(_:): \(disagreement)")
        }
        switch (handled, built.recorder.hit) {
        case (.success(false), _): return .result(.noMatch)
        case (.success(true), let hit?): return .result(.match(hit))
        case (.success(true), nil): return .error(message: "handle(_:) returned true but no handler ran")
        case (.failure(let error), _): return .result(.error(Self.outcome(error)))
        }
    }

    /// How `match` differs from what `handle` did for the same URL, or `nil` when they agree: the
    /// same error, no match for no handler, or the registration whose handler ran, with the
    /// parameters and values it received.
    private static func disagreement(
        _ handled: Result<Bool, PathwayError>, _ hit: RouteMatch?, _ matched: Result<MatchedRoute?, PathwayError>,
        _ built: BuiltRouter
    ) -> String? {
        switch (handled, matched) {
        case (.failure(let error), .failure(let other)):
            return error == other ? nil : "handle threw \(error), match threw \(other)"
        case (.success(false), .success(nil)):
            return nil
        case (.success(true), .success(let match?)):
            guard let hit else { return nil }
            let accepted = built.registrations.filter { $0.error == nil }.map(\.name)
            let routes = built.router.routes
            guard let index = accepted.firstIndex(of: hit.route), index < routes.count, routes[index] == match.route else {
                return "handle ran \(hit.route), match chose \(match.route)"
            }
            let catchAlls = BuiltRouter.catchAllNames(match.pattern.text)
            let parameters = match.parameters
            let values = (match.value as? any DecodedFixture)?.values
            guard BuiltRouter.captures(parameters.captures, catchAlls: catchAlls) == hit.captures,
                BuiltRouter.pairs(parameters.query) == hit.query, BuiltRouter.pairs(parameters.fragment) == hit.fragment,
                parameters.remainder == hit.remainder, values == hit.values
            else { return "the parameters or values of \(hit.route) differ" }
            return nil
        case (let handled, let matched):
            return "handle gave \(handled), match gave \(matched.map { $0.map(\.route.description) })"
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
            return .error(message: "the case declares no route named \(JSONQuoting().quoted(name))")
        }
        return .result(registration.error.map { .error(Self.outcome($0)) } ?? .registered)
    }

    // MARK: Typed values

    private func typedRoute(_ name: String, _ request: ConformanceRequest) -> Result<(RouteSpec, [Property]), ReferenceFailure> {
        guard let route = request.route(named: name) else {
            return .failure(ReferenceFailure("the case declares no route named \(JSONQuoting().quoted(name))"))
        }
        guard let types = route.types else {
            return .failure(ReferenceFailure("route \(JSONQuoting().quoted(name)) is path-only; it has no types to decode or encode"))
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
            let decoder = PathwayDecoder(customSchemes: Set(request.router.customSchemes), decoding: request.router.pathwaysDecoding)
            let value = try FixtureContext.$shapes.withValue([FixtureContext.SlotRoot.index: types]) {
                switch source {
                case .url(let url): try decoder.decode(FixtureValue<FixtureContext.SlotRoot>.self, pattern: pattern, from: url)
                case .path(let path): try decoder.decode(FixtureValue<FixtureContext.SlotRoot>.self, pattern: pattern, fromPath: path)
                }
            }
            return .result(.values(value.values))
        } catch let error as PathwayError {
            return .result(.error(Self.outcome(error)))
        } catch {
            return .error(message: "decoding threw a non-PathwayError: \(error)")
        }
    }

    private func encode(
        _ name: String, _ values: ValueMap, base: String?, _ dateEncoding: ConformanceInput.DateEncodingStrategy,
        _ request: ConformanceRequest
    ) -> ConformanceResponse {
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
        let encoder = PathwayEncoder(
            dateEncodingStrategy: DateEncodingStrategy(dateEncoding), dateForm: request.router.dateForm.pathwaysForm)
        guard let base else {
            do {
                let path = try encoder.encode(
                    FixtureValue<FixtureContext.SlotRoot>(properties: types, scalars: scalars), pattern: PathPattern(route.pattern))
                return .result(.path(path))
            } catch {
                return .result(.error(Self.outcome(error)))
            }
        }
        // The base goes to Pathways as text: Foundation's `URL(string:)` would refuse or rewrite
        // some bases before Pathways could judge them (ENC-9).
        do {
            let url = try encoder.encode(
                FixtureValue<FixtureContext.SlotRoot>(properties: types, scalars: scalars), pattern: PathPattern(route.pattern),
                relativeTo: base)
            return .result(.url(url))
        } catch {
            return .result(.error(Self.outcome(error)))
        }
    }

    private func roundTrip(_ name: String, _ values: ValueMap, _ request: ConformanceRequest) -> ConformanceResponse {
        let path: String
        switch encode(name, values, base: nil, .exact, request) {
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
        ErrorOutcome(code: error.code.description, phase: error.phase.description, placeholder: error.placeholder)
    }
}

extension ReferenceSubject {
    /// A decoded fixture route, whatever its shape: what ``ReferenceSubject`` reads from a match's
    /// value to compare it with what the handler received.
    protocol DecodedFixture: Sendable {
        /// The decoded values as the fixture writes them.
        var values: ValueMap { get }
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
}
