import Pathways

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
