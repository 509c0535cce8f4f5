import Foundation
import Pathways
import PathwaysCompatibility
import Testing

/// A start time read from `90` or `1m30s` and written as seconds: a custom text form (CODE-10)
/// that reads a `String` and refuses the empty text registration makes up.
struct StartTime: Codable, Equatable {
    let seconds: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.dropLast().split(separator: "m")
        if let seconds = Int(text) {
            self.seconds = seconds
        } else if text.hasSuffix("s"), parts.count == 2, let minutes = Int(parts[0]), let seconds = Int(parts[1]) {
            self.seconds = minutes * 60 + seconds
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected 90 or 1m30s")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(seconds))
    }
}

/// A count read as an integer when it is one, else as the length of its text: a text form whose
/// first read is an `Int`.
struct LooseCount: Codable {
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self.value = value
        } else {
            value = try container.decode(String.self).count
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// An episode opened at a start time, its text forms declared after its other properties.
struct EpisodeAtRoute: Pathway {
    static let pattern = "/episodes/:id/at/:start"
    static let routeName = "EpisodeAt"
    let id: Int
    let after: Int?
    let chapters: [StartTime]?
    let start: StartTime
    let t: StartTime?
}

/// ``EpisodeAtRoute`` with its text form declared first.
struct StartFirstEpisodeAtRoute: Pathway {
    static let pattern = "/episodes/:id/at/:start"
    static let routeName = "EpisodeAt"
    let start: StartTime
    let id: Int
    let after: Int?
}

/// ``EpisodeAtRoute`` of a later release whose start time became a number of seconds.
struct SecondsEpisodeAtRoute: Pathway {
    static let pattern = "/episodes/:id/at/:start"
    static let routeName = "EpisodeAt"
    let id: Int
    let after: Int?
    let chapters: [Int]?
    let start: Int
    let t: Int?
}

/// ``EpisodeAtRoute`` of an earlier release whose start time was any text.
struct TextEpisodeAtRoute: Pathway {
    static let pattern = "/episodes/:id/at/:start"
    static let routeName = "EpisodeAt"
    let id: Int
    let after: Int?
    let chapters: [String]?
    let start: String
    let t: String?
}

/// A route whose only property is a text form that reads an `Int` first.
struct CountRoute: Pathway {
    static let pattern = "/count/:count"
    let count: LooseCount
}

@Suite("Route tables of custom text forms")
struct TextFormTableTests {
    private func router<Route: Pathway>(_ type: Route.Type) -> Pathways {
        var router = Pathways()
        router.register(type, matching: .exact) { _, _ in }
        return router
    }

    private func report<Old: Pathway, New: Pathway>(from old: Old.Type, to new: New.Type) throws -> CompatibilityReport {
        try CompatibilityReport(old: RouteTable(json: router(old).routeTable.jsonText), router: router(new))
    }

    @Test("TABLE-7: a text form is listed as the scalar it reads, never by its Swift type; an array of them without a scalar")
    func listedAsItsScalar() throws {
        let router = router(EpisodeAtRoute.self)
        #expect(router.registrationErrors.isEmpty, "\(router.registrationErrors)")
        let route = try #require(router.routeTable.routes.first)
        #expect(
            route.fields == [
                RouteField(name: "id", kind: .placeholder, scalar: .int),
                RouteField(name: "after", kind: .query, scalar: .int, isOptional: true),
                RouteField(name: "chapters", kind: .query, scalar: nil, isOptional: true, isArray: true),
                RouteField(name: "start", kind: .placeholder, scalar: .string),
            ], "the start time refuses the made-up empty text, so `t`, declared after it, is not seen")
        let line = try #require(router.routeTable.jsonText.split(separator: "\n").first { $0.contains("EpisodeAt") })
        #expect(!line.contains("StartTime"), "\(line)")
        // The same types give the same table, line for line.
        #expect(router.routeTable.jsonText == self.router(EpisodeAtRoute.self).routeTable.jsonText)
        // A text form whose first read is an Int is listed as an int.
        #expect(self.router(CountRoute.self).routes.first?.fields == [RouteField(name: "count", kind: .placeholder, scalar: .int)])
    }

    @Test("TABLE-7, TABLE-3: a text form that refuses the made-up text hides the properties declared after it")
    func declaredFirstHidesTheRest() throws {
        let router = router(StartFirstEpisodeAtRoute.self)
        #expect(router.registrationErrors.isEmpty, "\(router.registrationErrors)")
        #expect(
            router.routes.first?.fields == [
                RouteField(name: "start", kind: .placeholder, scalar: .string),
                RouteField(name: "id", kind: .placeholder, scalar: nil),
            ])
    }

    @Test("TABLE-7, COMPAT-3: the report reads a text form as its scalar: kept, replaced by a narrower type, or by a wider one")
    func reports() throws {
        #expect(try report(from: EpisodeAtRoute.self, to: EpisodeAtRoute.self).isCompatible)

        let narrowed = try report(from: EpisodeAtRoute.self, to: SecondsEpisodeAtRoute.self)
        #expect(narrowed.brokenLinks.map(\.problem) == [.notDecoded])
        #expect(narrowed.brokenLinks.first?.url == "https://any.example/episodes/1/at/x?after=1&chapters=1")

        // Whole seconds are text a start time reads, and the report reads the start time as text.
        #expect(try report(from: SecondsEpisodeAtRoute.self, to: EpisodeAtRoute.self).isCompatible)
        // What the report cannot see: the table of a String and of a text form that reads one
        // are alike, so old links of any text pass although the start time refuses `x`; the
        // type's own tests must say which texts it reads.
        #expect(try report(from: TextEpisodeAtRoute.self, to: EpisodeAtRoute.self).isCompatible)
        #expect(throws: PathwayError.self) {
            try PathwayDecoder.shared.decode(EpisodeAtRoute.self, fromPath: "/episodes/1/at/x")
        }
    }
}
