/// One fixture case: a route table and the inputs checked against it.
///
/// See Fixtures/README.md for what each field means.
package struct FixtureCase: Sendable, Hashable, Identifiable {
    /// The permanent id.
    package var id: String
    /// What the case checks, in words.
    package var description: String
    /// The SPEC.md requirement IDs the case checks.
    package var requirements: [String]
    /// Free words for filtering.
    package var tags: [String]
    /// What a subject must support to run the case.
    package var capabilities: [Capability]
    /// The profiles of SPEC.md section 19 the case belongs to: those of its requirements; empty
    /// for a core case. A subject that does not claim one of them skips the case.
    package var profiles: [Profile]
    /// Whether URL inputs are replayed under every registration order.
    package var permuteRegistrations: Bool
    /// The router's options.
    package var router: RouterOptions
    /// The route table, in registration order.
    package var routes: [RouteSpec]
    /// The inputs, each with its expected outcome.
    package var inputs: [FixtureInput]
    /// Where the case is written.
    package var location: FixtureLocation

    /// Creates a case.
    package init(
        id: String, description: String = "", requirements: [String] = [], tags: [String] = [], capabilities: [Capability] = [],
        profiles: [Profile] = [], permuteRegistrations: Bool = false, router: RouterOptions = RouterOptions(), routes: [RouteSpec] = [],
        inputs: [FixtureInput],
        location: FixtureLocation = .inMemory
    ) {
        self.id = id
        self.description = description
        self.requirements = requirements
        self.tags = tags
        self.capabilities = capabilities
        self.profiles = profiles
        self.permuteRegistrations = permuteRegistrations
        self.router = router
        self.routes = routes
        self.inputs = inputs
        self.location = location
    }

    /// Whether the case is core: it belongs to no profile.
    package var isCore: Bool { profiles.isEmpty }

    /// The requirement areas the case touches: each ID's prefix, such as `PAT`.
    package var areas: [String] {
        var seen: [String] = []
        for requirement in requirements {
            let area = RequirementID.area(of: requirement)
            if !seen.contains(area) { seen.append(area) }
        }
        return seen
    }
}
