import Pathways
import Testing

@testable import PathwaysConformance

/// The reference subject stands in for an app: a route it builds from a fixture's declared
/// types must register as the same route written in Swift would.
@Suite("Reference subject's fixture enums")
@MainActor
struct ReferenceFixtureEnumTests {
    enum Level: Int, Codable {
        case low = 1
        case high = 2
    }

    enum Kind: String, Codable {
        case x
        case y
    }

    /// What an app writes for the fixture route below.
    struct AppRoute: Codable {
        let level: Level
        let kind: Kind
        let levels: [Level]
        let kinds: [Kind]?
    }

    static let pattern = "/items/:level/:kind"

    /// The same route as a fixture declares it: enums whose cases the fixture lists.
    static let fixtureRoute = RouteSpec(
        name: "items", pattern: pattern, matching: .exact,
        types: [
            Property(name: "level", type: PropertyType(.intEnum(cases: [1, 2]))),
            Property(name: "kind", type: PropertyType(.stringEnum(cases: ["x", "y"]))),
            Property(name: "levels", type: PropertyType(.array(of: .intEnum(cases: [1, 2])))),
            Property(name: "kinds", type: PropertyType(.array(of: .stringEnum(cases: ["x", "y"])), isOptional: true)),
        ])

    @Test("A fixture's Int and String enums, alone and in arrays, are listed as an app's raw-value enums are (TABLE-3)")
    func enumFieldsMatchAnApps() throws {
        var app = Pathways()
        app.register(path: Self.pattern, as: AppRoute.self, matching: .exact) { _, _ in }
        let expected = try #require(app.routes.first).fields

        let built = BuiltRouter(
            request: ConformanceRequest(caseID: "enums", routes: [Self.fixtureRoute], input: .pattern(Self.pattern)))
        #expect(built.registrations.map(\.error) == [nil])
        let fields = try #require(built.router.routes.first).fields

        #expect(fields == expected)
        #expect(fields.map(\.scalar) == [.int, .string, .int, .string])
    }
}
