/// Where something was written: the fixture file, the JSON path and the position.
public struct FixtureLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's name, such as `cases.json`.
    public var file: String
    /// The JSON path inside the file.
    public var path: JSONPath
    /// The line and column where the value starts.
    public var position: SourcePosition?

    /// Creates a location.
    public init(file: String, path: JSONPath, position: SourcePosition? = nil) {
        self.file = file
        self.path = path
        self.position = position
    }

    /// A readable form, for reports and diagnostics.
    public var description: String {
        "\(file)\(position.map { ":\($0)" } ?? "") \(path)"
    }
}

/// One fixture case: a route table and the inputs checked against it.
///
/// See Fixtures/README.md for what each field means.
public struct FixtureCase: Sendable, Hashable, Identifiable {
    /// The permanent id.
    public var id: String
    /// What the case checks, in words.
    public var description: String
    /// The SPEC.md requirement IDs the case checks.
    public var requirements: [String]
    /// Free words for filtering.
    public var tags: [String]
    /// What a subject must support to run the case.
    public var capabilities: [Capability]
    /// Whether URL inputs are replayed under every registration order.
    public var permuteRegistrations: Bool
    /// The router's options.
    public var router: RouterOptions
    /// The route table, in registration order.
    public var routes: [RouteSpec]
    /// The inputs, each with its expected outcome.
    public var inputs: [FixtureInput]
    /// Where the case is written.
    public var location: FixtureLocation

    /// Creates a case.
    public init(
        id: String, description: String = "", requirements: [String] = [], tags: [String] = [], capabilities: [Capability] = [],
        permuteRegistrations: Bool = false, router: RouterOptions = RouterOptions(), routes: [RouteSpec] = [], inputs: [FixtureInput],
        location: FixtureLocation = FixtureLocation(file: "<memory>", path: .root)
    ) {
        self.id = id
        self.description = description
        self.requirements = requirements
        self.tags = tags
        self.capabilities = capabilities
        self.permuteRegistrations = permuteRegistrations
        self.router = router
        self.routes = routes
        self.inputs = inputs
        self.location = location
    }

    /// The requirement areas the case touches: each ID's prefix, such as `PAT`.
    public var areas: [String] {
        var seen: [String] = []
        for requirement in requirements {
            let area = RequirementID.area(of: requirement)
            if !seen.contains(area) { seen.append(area) }
        }
        return seen
    }
}

/// One input of a case and its expected outcome.
public struct FixtureInput: Sendable, Hashable {
    /// The check, as sent to a subject.
    public var input: ConformanceInput
    /// The outcome the spec requires.
    public var expectation: Outcome
    /// The author's note, if any.
    public var note: String?
    /// Where the input is written.
    public var location: FixtureLocation

    /// Creates an input.
    public init(
        input: ConformanceInput, expectation: Outcome, note: String? = nil,
        location: FixtureLocation = FixtureLocation(file: "<memory>", path: .root)
    ) {
        self.input = input
        self.expectation = expectation
        self.note = note
        self.location = location
    }
}

/// Helpers for requirement IDs such as `PAT-12`.
public enum RequirementID {
    /// The area of an ID: the part before the last `-`, such as `PAT` for `PAT-12`.
    public static func area(of id: String) -> String {
        guard let dash = id.lastIndex(of: "-") else { return id }
        return String(id[..<dash])
    }

    /// Orders IDs by area, then by number, so `PAT-2` comes before `PAT-10`.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let (lhsArea, rhsArea) = (area(of: lhs), area(of: rhs))
        if lhsArea != rhsArea { return lhsArea < rhsArea }
        let lhsNumber = Int(lhs.split(separator: "-").last ?? "") ?? 0
        let rhsNumber = Int(rhs.split(separator: "-").last ?? "") ?? 0
        return lhsNumber != rhsNumber ? lhsNumber < rhsNumber : lhs < rhs
    }
}
