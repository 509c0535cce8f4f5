import Pathways
import Testing

@testable import PathwaysConformance

@Suite("The reference subject's fixture types as route tables record them")
struct ReferenceRouteFieldTests {
    private enum AppLevel: Int, Decodable, Sendable {
        case low = 1
        case high = 2
    }
    private enum AppTab: String, Decodable, Sendable { case posts, likes }

    private struct FixtureRoute: Decodable, Sendable {
        let level: FixtureIntEnum
        let tab: FixtureStringEnum
    }

    private struct AppRoute: Decodable, Sendable {
        let level: AppLevel
        let tab: AppTab
    }

    private static func fields<Route: Decodable & Sendable>(of type: Route.Type) throws -> [RouteField] {
        var router = Pathways()
        router.register(path: "/levels/:level/:tab", as: type) { _, _ in }
        try router.validate()
        return try #require(router.routes.first).fields
    }

    @Test("The fixture's Int- and String-backed enums are recorded as an app's raw-value enums are (TABLE-3)")
    func fixtureEnumsAreRecordedAsAppEnums() throws {
        let fixture = try Self.fields(of: FixtureRoute.self)
        let app = try Self.fields(of: AppRoute.self)
        #expect(fixture.map(\.name) == ["level", "tab"])
        #expect(fixture.map(\.scalar) == app.map(\.scalar))
        #expect(fixture.map(\.kind) == app.map(\.kind))
        #expect(fixture.first?.scalar == .int)
    }
}
