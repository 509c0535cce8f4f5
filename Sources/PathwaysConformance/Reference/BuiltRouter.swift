import Pathways

/// A router built from a request's routes, with each registration's outcome.
@MainActor
struct BuiltRouter {
    let router: Pathways
    /// The errors of the router's own configuration (custom schemes, origins), before any route.
    let routerErrors: [PathwayError]
    let registrations: [(name: String, error: PathwayError?)]
    let shapes: [Int: [Property]]
    let recorder = DispatchRecorder()

    init(request: ConformanceRequest) {
        let decoding = request.router.pathwaysDecoding
        var router =
            request.router.origins.map { Pathways(origins: $0, decoding: decoding) }
            ?? Pathways(customSchemes: Set(request.router.customSchemes), decoding: decoding)
        routerErrors = router.registrationErrors
        var registrations: [(String, PathwayError?)] = []
        var shapes: [Int: [Property]] = [:]
        for (index, route) in request.routes.enumerated() {
            let errorsBefore = router.registrationErrors.count
            let catchAlls = Self.catchAllNames(route.pattern)
            if let types = route.types {
                shapes[index] = types
                // Registration probes the type (REG-5), so the type must know its properties.
                let recorder = recorder
                FixtureContext.$shapes.withValue([index: types]) {
                    Self.registerTyped(FixtureContext.slotType(for: index), route, catchAlls: catchAlls, into: &router, recorder: recorder)
                }
            } else {
                let name = route.name
                let recorder = recorder
                router.register(
                    host: route.host, origin: route.origin, path: route.pattern, matching: Matching(route.matching),
                    caseInsensitive: route.caseInsensitive, supportFragmentParams: route.fragmentParams
                ) { parameters in
                    recorder.hit = RouteMatch(
                        route: name, captures: Self.captures(parameters.captures, catchAlls: catchAlls), values: nil,
                        query: Self.pairs(parameters.query), fragment: Self.pairs(parameters.fragment), remainder: parameters.remainder)
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

    private static func registerTyped<Slot: FixtureContext.ShapeSlot>(
        _ slot: Slot.Type, _ route: RouteSpec, catchAlls: Set<String>, into router: inout Pathways, recorder: DispatchRecorder
    ) {
        let name = route.name
        router.register(
            host: route.host, origin: route.origin, path: route.pattern, as: FixtureValue<Slot>.self,
            matching: Matching(route.matching),
            caseInsensitive: route.caseInsensitive, supportFragmentParams: route.fragmentParams
        ) { value, parameters in
            recorder.hit = RouteMatch(
                route: name, captures: captures(parameters.captures, catchAlls: catchAlls), values: value.values,
                query: pairs(parameters.query), fragment: pairs(parameters.fragment), remainder: parameters.remainder)
        }
    }

    /// The names of the pattern's catch-alls, in the path and the fragment route, as Pathways
    /// parses it; none when the pattern is invalid (its route is not registered).
    nonisolated static func catchAllNames(_ pattern: String) -> Set<String> {
        guard let parsed = try? PathPattern(pattern) else { return [] }
        var names: Set<String> = []
        for component in parsed.components + (parsed.fragmentComponents ?? []) {
            if case .catchAll(let name) = component { names.insert(name) }
        }
        return names
    }

    /// The captures as the fixture writes them: Pathways gives one item per component a
    /// catch-all matched, each with the catch-all's name; consecutive items of a catch-all
    /// become one capture holding their values in order. Every other item is a placeholder's.
    nonisolated static func captures(_ items: [RouteParameters.Item], catchAlls: Set<String>) -> [Capture] {
        var captures: [Capture] = []
        for item in items {
            guard catchAlls.contains(item.name) else {
                captures.append(Capture(item.name, item.value))
                continue
            }
            if let last = captures.last, last.name.utf8.elementsEqual(item.name.utf8), case .array(let elements) = last.value {
                captures[captures.count - 1].value = .array(elements + [item.value])
            } else {
                captures.append(Capture(item.name, elements: [item.value]))
            }
        }
        return captures
    }

    nonisolated static func pairs(_ items: [RouteParameters.Item]) -> [ParameterPair] {
        items.map { ParameterPair($0.name, $0.value) }
    }
}

extension BuiltRouter {
    /// Records which handler ran and what it received.
    @MainActor
    final class DispatchRecorder {
        var hit: RouteMatch?
    }
}
